import Foundation

/// Helpers the rules share to read ``FormValue``s: blankness, numbers and dates typed as
/// text, and the literal text used in messages and rule descriptions.
///
/// Kept as static functions rather than `FormValue` members so that they cannot collide
/// with members other parts of the module add to `FormValue`.
enum RuleValues {
    /// Whether a value counts as "no value" for validation: `.null`, a string that is empty
    /// or only whitespace, or an empty array.
    static func isBlank(_ value: FormValue) -> Bool {
        switch value {
        case .null: return true
        case .string(let text):
            // A printable ASCII byte is a character of its own that is not whitespace: most
            // text is told apart at its first byte, without breaking it into characters.
            if text.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
            return text.allSatisfy(\.isWhitespace)
        case .array(let elements): return elements.isEmpty
        case .object(let members): return members.isEmpty // an empty dictionary
        default: return false
        }
    }

    /// Reads a plain decimal number (`12`, `-3.5`, `.5`, `1e3`) typed as text, or `nil`.
    ///
    /// Surrounding whitespace is ignored. Unlike `Decimal(string:)` a trailing non-number
    /// (`12abc`) is rejected rather than ignored. Grouping separators are not accepted.
    static func number(from text: String) -> FormValue? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard isPlainNumber(trimmed),
            let decimal = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return .decimal(decimal)
    }

    /// Whether `text` is `[+-]digits[.digits][e[+-]digits]` with at least one digit in the
    /// mantissa, using ASCII digits only.
    private static func isPlainNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        let integerDigits = scalars.prefix(while: isASCIIDigit)
        scalars = scalars.dropFirst(integerDigits.count)
        var fractionDigits = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fractionDigits = scalars.prefix(while: isASCIIDigit).count
            scalars = scalars.dropFirst(fractionDigits)
        }
        guard integerDigits.count + fractionDigits > 0 else { return false }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
            let exponentDigits = scalars.prefix(while: isASCIIDigit).count
            guard exponentDigits > 0 else { return false }
            scalars = scalars.dropFirst(exponentDigits)
        }
        return scalars.isEmpty
    }

    /// The value as an `Int` if it is a whole number of any representation (`8`, `8.0`).
    static func wholeNumber(_ value: FormValue) -> Int? {
        switch value {
        case .int(let number): return number
        case .uint(let number): return Int(exactly: number)
        case .double(let number): return Int(exactly: number)
        case .decimal(let number):
            guard number.isFinite, decimalPlaces(of: number) == 0 else { return nil }
            return Int(number.description)
        default: return nil
        }
    }

    /// How many digits a number has after its decimal point, written without trailing
    /// zeros (`12.50` has 1).
    static func decimalPlaces(of number: Decimal) -> Int {
        let text = number.description
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].reversed().drop(while: { $0 == "0" }).count
    }

    /// Whether a scalar is `0` to `9`.
    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// Whether every character of `text` is an ASCII digit (and there is at least one).
    static func isASCIIDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isASCIIDigit)
    }

    /// Reads an ISO 8601 date (`2024-01-31`, taken as midnight UTC) or date and time
    /// (`2024-01-31T10:00:00Z`, optionally with fractional seconds; UTC without an
    /// offset), or `nil`.
    static func date(from text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return try? ISO8601Text.utc.date(from: trimmed, as: trimmed.count == 10 ? .date : .dateTime)
    }

    /// The text of a value as it appears in messages and rule descriptions: numbers as
    /// written (`18`, `2.5`), strings quoted, dates in ISO 8601 (`2024-01-31` at midnight
    /// UTC, otherwise with the time), lists in brackets.
    static func literal(_ value: FormValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .uint(let number): return String(number)
        case .double(let number): return text(of: number)
        case .decimal(let number): return number.description
        case .string(let text): return quoted(text)
        case .date(let date): return text(of: date)
        case .array(let elements): return "[" + elements.map(literal).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { quoted($0.key) + ": " + literal($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `18` for 18.0, `2.5` for 2.5: whole numbers without a trailing `.0`.
    private static func text(of number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// `2024-01-31` for midnight UTC, otherwise `2024-01-31T10:30:00Z`.
    private static func text(of date: Date) -> String {
        let isMidnight = ISO8601Text.utc.string(from: date, as: .time) == "00:00:00Z"
        return ISO8601Text.utc.string(from: date, as: isMidnight ? .date : .dateTime)
    }
}
