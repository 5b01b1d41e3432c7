/// Parses condition predicates, without recursion.
///
/// Grammar, tightest binding last (NOT binds tighter than a comparison, which binds tighter
/// than AND, which binds tighter than OR):
///
/// ```
/// expression := or END
/// or         := and (("OR" | "||") and)*
/// and        := comparison (("AND" | "&&") comparison)*
/// comparison := unary (("==" | "!=" | "<" | "<=" | ">" | ">=") unary | "IN" set)?
/// unary      := ("NOT" | "!")* primary
/// primary    := $key | literal | "(" or ")"
/// set        := "{" (literal ("," literal)*)? "}"
/// ```
///
/// The parser reads this grammar with an explicit stack of open parentheses instead of
/// recursive calls, so hostile nesting cannot exhaust the thread's stack, however small it
/// is; parentheses and NOTs may still nest at most ``ConditionExpression/maximumNesting``
/// deep, which bounds the depth of the tree that evaluation walks. Chains of AND and OR
/// become n-ary nodes, so their length adds width, not depth.
struct ConditionParser {
    /// What has been read inside one pair of parentheses (or at the top level).
    private struct Group {
        /// The `(` that opened the group; `nil` at the top level.
        var open: ConditionToken?
        /// The operands of OR read so far, each complete.
        var disjuncts: [ConditionNode] = []
        /// The operands of AND read so far in the current disjunct.
        var conjuncts: [ConditionNode] = []
        /// A comparison's left operand and operator, waiting for the right operand.
        var comparison: (left: ConditionNode, op: ConditionOperator, offset: Int)?
        /// The offsets of the NOTs that apply to the operand being read.
        var nots: [Int] = []

        /// Ends the current operand of OR with `last`, the last operand of its AND chain.
        mutating func endDisjunct(with last: ConditionNode) {
            conjuncts.append(last)
            disjuncts.append(conjuncts.count == 1 ? conjuncts[0] : .and(conjuncts))
            conjuncts.removeAll()
        }

        /// The group's expression, once its last disjunct has ended.
        var expression: ConditionNode {
            disjuncts.count == 1 ? disjuncts[0] : .or(disjuncts)
        }
    }

    /// The predicate being parsed.
    private let source: String
    /// Where tokens come from.
    private var lexer: ConditionLexer
    /// The token being looked at.
    private var current: ConditionToken
    /// The token before ``current``, for "after '>='" in messages.
    private var previous: ConditionToken?
    /// How many parentheses and NOTs enclose the current position.
    private var depth = 0
    /// The distinct keys referenced, in order of first appearance.
    private(set) var references: [String] = []
    /// Where each of ``references`` first appears (0-based character offsets).
    private(set) var referenceOffsets: [Int] = []
    /// The keys in ``references``, for de-duplication.
    private var seen: Set<String> = []

    /// Creates a parser and reads the first token.
    init(_ source: String) throws(ConditionError) {
        self.source = source
        self.lexer = ConditionLexer(source)
        self.current = try lexer.next()
    }

    /// Parses the whole predicate.
    mutating func parse() throws(ConditionError) -> ConditionNode {
        if current.kind == .end { throw ConditionError.empty(source) }
        var groups = [Group()]
        while true {
            var node = try readPrimary(into: &groups)
            // Close everything the primary completes: its NOTs, a comparison, an AND or OR
            // operand, and maybe a group, whose expression is then a primary in turn.
            completing: while true {
                node = applyNots(to: node, in: &groups[groups.count - 1])
                if let pending = groups[groups.count - 1].comparison {
                    groups[groups.count - 1].comparison = nil
                    try rejectConditionComparedWithValue(pending.left, node)
                    try rejectConditionComparedWithValue(node, pending.left)
                    node = .comparison(pending.left, pending.op, node, offset: pending.offset)
                    try rejectChainedComparison()
                } else {
                    switch current.kind {
                    case .comparison(let op):
                        groups[groups.count - 1].comparison = (node, op, current.offset)
                        try advance()
                        break completing
                    case .in:
                        node = try readMembership(of: node)
                        try rejectChainedComparison()
                    default:
                        break
                    }
                }
                switch current.kind {
                case .and:
                    groups[groups.count - 1].conjuncts.append(node)
                    try advance()
                    break completing
                case .or:
                    groups[groups.count - 1].endDisjunct(with: node)
                    try advance()
                    break completing
                case .closeParenthesis where groups.count > 1:
                    groups[groups.count - 1].endDisjunct(with: node)
                    node = groups.removeLast().expression
                    depth -= 1
                    try advance()
                case .end where groups.count == 1:
                    groups[0].endDisjunct(with: node)
                    return groups[0].expression
                case .closeParenthesis:
                    throw ConditionError.unmatchedParenthesis(current, in: source)
                default:
                    // The end inside a group, or a token that cannot follow an operand.
                    guard let open = groups[groups.count - 1].open else {
                        throw ConditionError.expectedEnd(found: current, in: source)
                    }
                    throw ConditionError.missingParenthesis(open: open, found: current, in: source)
                }
            }
        }
    }

    // MARK: Pieces

    /// Reads NOTs and `(`s until a key or a literal, and returns it; NOTs are recorded in
    /// the innermost group and each `(` opens a group.
    private mutating func readPrimary(into groups: inout [Group]) throws(ConditionError) -> ConditionNode {
        while true {
            let token = current
            switch token.kind {
            case .not:
                try enterNesting()
                groups[groups.count - 1].nots.append(token.offset)
                try advance()
            case .openParenthesis:
                try enterNesting()
                groups.append(Group(open: token))
                try advance()
            case .key(let key):
                try advance()
                if seen.insert(key).inserted {
                    references.append(key)
                    referenceOffsets.append(token.offset)
                }
                return .key(key, offset: token.offset)
            case .literal(let value):
                try advance()
                return .literal(ConditionLiteral(value: value, offset: token.offset))
            default:
                throw ConditionError.expectedValue(after: previous, found: token, in: source)
            }
        }
    }

    /// Wraps `node` in the group's pending NOTs, innermost (last written) first.
    private mutating func applyNots(to node: ConditionNode, in group: inout Group) -> ConditionNode {
        var node = node
        for offset in group.nots.reversed() { node = .not(node, offset: offset) }
        depth -= group.nots.count
        group.nots.removeAll()
        return node
    }

    /// Reads `IN {…}` after `operand`.
    private mutating func readMembership(of operand: ConditionNode) throws(ConditionError) -> ConditionNode {
        let inToken = current
        try advance()
        let elements = try readSet()
        if operand.isCondition, let element = elements.first(where: \.isNumberOrString) {
            throw ConditionError.conditionComparedWithValue(element, condition: operand, in: source)
        }
        return .membership(operand, elements, offset: inToken.offset)
    }

    /// `{ literal, … }`, possibly empty.
    private mutating func readSet() throws(ConditionError) -> [ConditionLiteral] {
        let open = current
        guard open.kind == .openBrace else { throw ConditionError.expectedSet(found: open, in: source) }
        try advance()
        var elements: [ConditionLiteral] = []
        if current.kind == .closeBrace {
            try advance()
            return elements
        }
        while true {
            switch current.kind {
            case .literal(let value): elements.append(ConditionLiteral(value: value, offset: current.offset))
            case .end: throw ConditionError.missingBrace(open: open, in: source, at: current.offset)
            default: throw ConditionError.expectedSetElement(found: current, in: source)
            }
            try advance()
            switch current.kind {
            case .comma: try advance()
            case .closeBrace:
                try advance()
                return elements
            case .end: throw ConditionError.missingBrace(open: open, in: source, at: current.offset)
            default: throw ConditionError.expectedSetSeparator(found: current, open: open, in: source)
            }
        }
    }

    // MARK: Helpers

    /// Moves to the next token.
    private mutating func advance() throws(ConditionError) {
        previous = current
        current = try lexer.next()
    }

    /// Enters a parenthesis or a NOT, refusing to go deeper than the limit.
    private mutating func enterNesting() throws(ConditionError) {
        depth += 1
        if depth > ConditionExpression.maximumNesting {
            throw ConditionError.nestingTooDeep(current, limit: ConditionExpression.maximumNesting, in: source)
        }
    }

    /// Rejects a comparison directly after another (`1 < $a < 5`).
    private func rejectChainedComparison() throws(ConditionError) {
        switch current.kind {
        case .comparison, .in: throw ConditionError.chainedComparison(current, in: source)
        default: return
        }
    }

    /// Rejects `condition op literal` where the literal is a number or a string: a condition
    /// is true or false, so the comparison could never hold (`NOT $age >= 18`).
    private func rejectConditionComparedWithValue(
        _ condition: ConditionNode, _ other: ConditionNode
    ) throws(ConditionError) {
        guard condition.isCondition, case .literal(let literal) = other, literal.isNumberOrString else { return }
        throw ConditionError.conditionComparedWithValue(literal, condition: condition, in: source)
    }
}
