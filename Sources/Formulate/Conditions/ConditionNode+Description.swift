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
        case .double(let d): return String(d)
        case .decimal(let d): return "\(d)"
        case .string(let s):
            var escaped = ""
            for character in s {
                switch character {
                case "\\": escaped += "\\\\"
                case "'": escaped += "\\'"
                case "\n": escaped += "\\n"
                case "\t": escaped += "\\t"
                default: escaped.append(character)
                }
            }
            return "'" + escaped + "'"
        case .date, .array, .object: return "\(value)"
        }
    }
}
