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
