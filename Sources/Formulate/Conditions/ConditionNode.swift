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

extension ConditionNode {
    /// Whether the node holds for the values `lookup` gives; a value on its own holds when
    /// it is truthy (see ``FormValue/isTruthy``).
    ///
    /// Recursion follows the tree's depth, which the parser bounds; AND and OR chains are
    /// looped over and stop at the first operand that decides them. The work at the leaves
    /// is done in separate functions to keep each level's stack frame small.
    func holds(_ lookup: (String) -> FormValue) -> Bool {
        switch self {
        case .literal, .key:
            return value(lookup).isTruthy
        case .not(let operand, _):
            return !operand.holds(lookup)
        case .and(let operands):
            for operand in operands where !operand.holds(lookup) { return false }
            return true
        case .or(let operands):
            for operand in operands where operand.holds(lookup) { return true }
            return false
        case .comparison(let left, let op, let right, _):
            return op.holds(left.value(lookup), right.value(lookup))
        case .membership(let operand, let elements, _):
            return Self.contains(elements, operand.value(lookup))
        }
    }

    /// The node's value as a comparison operand: a literal's or a field's value, or
    /// `.bool` of whether a condition holds.
    func value(_ lookup: (String) -> FormValue) -> FormValue {
        switch self {
        case .literal(let literal): return literal.value
        case .key(let key, _): return lookup(key)
        case .not, .and, .or, .comparison, .membership: return .bool(holds(lookup))
        }
    }

    /// Whether one of `elements` is equivalent to `value`.
    @inline(never)
    private static func contains(_ elements: [ConditionLiteral], _ value: FormValue) -> Bool {
        elements.contains { value.isEquivalent(to: $0.value) }
    }
}

extension ConditionOperator {
    /// Whether `left op right` holds: `==` and `!=` by ``FormValue/isEquivalent(to:)``, the
    /// orderings by ``FormValue/compare(to:)``. Values that cannot be ordered (a string and a
    /// number, anything and `nil`) satisfy no ordering.
    @inline(never)
    func holds(_ left: FormValue, _ right: FormValue) -> Bool {
        switch self {
        case .equal: return left.isEquivalent(to: right)
        case .notEqual: return !left.isEquivalent(to: right)
        case .less: return left.compare(to: right) == .orderedAscending
        case .lessOrEqual: return left.compare(to: right).map { $0 != .orderedDescending } ?? false
        case .greater: return left.compare(to: right) == .orderedDescending
        case .greaterOrEqual: return left.compare(to: right).map { $0 != .orderedAscending } ?? false
        }
    }
}

extension FormValue {
    /// Whether the value counts as true when a condition uses it on its own (`$rememberMe`,
    /// `NOT $nickname`): `true`, a number other than zero, a non-empty string, list or
    /// object, or any date. `nil`, `false`, zero, NaN and empty values are false.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .uint(let u): return u != 0
        case .double(let d): return d != 0 && !d.isNaN
        case .decimal(let d): return !d.isZero && !d.isNaN
        case .string(let s): return !s.isEmpty
        case .date: return true
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.isEmpty
        }
    }
}

/// Walking the comparisons and membership tests of a condition's tree.
extension ConditionNode {
    /// A comparison (`left op right`) or a membership test (`operand IN {elements}`) found
    /// in a tree.
    enum Test {
        case comparison(ConditionNode, ConditionOperator, ConditionNode)
        case membership(ConditionNode, [ConditionLiteral])
    }

    /// Calls `body` with every comparison and membership test in the tree, outer ones
    /// first, left to right; the walk keeps its own stack instead of recursing, so a deep
    /// tree costs no stack.
    func forEachTest(_ body: (Test) throws(ConditionError) -> Void) throws(ConditionError) {
        var pending = [self]
        while let node = pending.popLast() {
            switch node {
            case .literal, .key:
                break
            case .not(let operand, _):
                pending.append(operand)
            case .and(let operands), .or(let operands):
                pending.append(contentsOf: operands.reversed())
            case .comparison(let left, let comparison, let right, _):
                try body(.comparison(left, comparison, right))
                pending.append(right)
                pending.append(left)
            case .membership(let operand, let elements, _):
                try body(.membership(operand, elements))
                pending.append(operand)
            }
        }
    }
}

/// A canonical, fully parenthesized rendering of the tree, which shows how the parser
/// grouped an expression: `$a OR $b AND NOT $c == 1` is `($a OR ($b AND ((NOT $c) == 1)))`.
extension ConditionNode: CustomStringConvertible {
    var description: String {
        switch self {
        case .literal(let literal):
            return ConditionNode.render(literal.value)
        case .key(let key, _):
            return "$" + key
        case .not(let operand, _):
            return "(NOT \(operand))"
        case .and(let operands):
            return "(" + operands.map(\.description).joined(separator: " AND ") + ")"
        case .or(let operands):
            return "(" + operands.map(\.description).joined(separator: " OR ") + ")"
        case .comparison(let left, let op, let right, _):
            return "(\(left) \(op.rawValue) \(right))"
        case .membership(let operand, let elements, _):
            let set = elements.map { ConditionNode.render($0.value) }.joined(separator: ", ")
            return "(\(operand) IN {\(set)})"
        }
    }

    /// A literal as it could be written in a condition.
    static func render(_ value: FormValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .double(let d): return plainDecimal(d)
        case .decimal(let d): return "\(d)"
        case .string(let s):
            // Scalar by scalar: a quote followed by a combining mark is one Character, but
            // the lexer ends the string at the quote.
            var escaped = ""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\\\"
                case "'": escaped += "\\'"
                case "\n": escaped += "\\n"
                case "\t": escaped += "\\t"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return "'" + escaped + "'"
        case .date, .array, .object: return "\(value)"
        }
    }

    /// A finite double as the condition language writes numbers, without an exponent:
    /// Swift's shortest round-trip digits with the point moved (`1e+16` is
    /// `10000000000000000.0`, `2.5e-07` is `0.00000025`), so that it parses back to the
    /// same value.
    static func plainDecimal(_ d: Double) -> String {
        let text = String(d)
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else {
            return text
        }
        var mantissa = text[..<e]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        let point = whole.count + exponent
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        if point >= digits.count {
            return sign + digits + String(repeating: "0", count: point - digits.count) + ".0"
        }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
}
