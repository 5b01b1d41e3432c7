/// A comparison operator of the condition language.
enum ConditionOperator: String, Sendable, Hashable {
    /// `==`: equivalent values (`1 == 1.0`; `nil` equals a missing value).
    case equal = "=="
    /// `!=`: values that are not equivalent.
    case notEqual = "!="
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
}

/// A literal value written in a condition, with where it starts in the source.
struct ConditionLiteral: Sendable, Hashable {
    /// The value.
    var value: FormValue
    /// The 0-based character offset of the literal in the source.
    var offset: Int

    /// Whether the literal is a number or a string (rather than `true`, `false` or `nil`).
    var isNumberOrString: Bool {
        value.isNumber || value.stringValue != nil
    }
}

/// The syntax tree of a parsed condition.
///
/// `AND` and `OR` chains are n-ary (`a OR b OR c` is one node with three operands), so a
/// long chain is a wide tree, not a deep one: the depth of the tree is bounded by the
/// parser's nesting limit, and evaluating or destroying it never recurses without bound.
indirect enum ConditionNode: Sendable, Hashable {
    /// A literal value.
    case literal(ConditionLiteral)
    /// The value of a field, by key path (without `$`).
    case key(String, offset: Int)
    /// `NOT operand`; `offset` is where `NOT` or `!` is written.
    case not(ConditionNode, offset: Int)
    /// Every operand is true (two or more operands).
    case and([ConditionNode])
    /// At least one operand is true (two or more operands).
    case or([ConditionNode])
    /// `left op right`; `offset` is where the operator is written.
    case comparison(ConditionNode, ConditionOperator, ConditionNode, offset: Int)
    /// `operand IN {elements}`; `offset` is where `IN` is written.
    case membership(ConditionNode, [ConditionLiteral], offset: Int)

    /// Where the node starts in the source (0-based character offset).
    var offset: Int {
        switch self {
        case .literal(let literal): return literal.offset
        case .key(_, let offset), .not(_, let offset): return offset
        case .and(let operands), .or(let operands): return operands.first?.offset ?? 0
        case .comparison(let left, _, _, _), .membership(let left, _, _): return left.offset
        }
    }

    /// Whether the node always produces `true` or `false` (as opposed to a field's or a
    /// literal's value, which only has a truthiness).
    var isCondition: Bool {
        switch self {
        case .literal, .key: return false
        case .not, .and, .or, .comparison, .membership: return true
        }
    }
}
