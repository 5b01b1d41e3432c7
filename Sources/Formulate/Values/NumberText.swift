/// Strict scanning of numbers as a person types them: ASCII digits, an optional sign,
/// and for decimals one point and an exponent. No spaces, no hex, no "NaN" or "inf",
/// no full-width or other scripts' digits: they are reported, not guessed at.
enum NumberText {
    /// Whether `text` is `[+-]?[0-9]+`.
    static func isInteger(_ text: Substring.UTF8View) -> Bool {
        var bytes = text[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        return !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// Whether `text` is `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`.
    ///
    /// One pass over the bytes, each read once (slicing the view with `dropFirst` and
    /// `prefix(while:)` cost about a thousand instructions for `3.25`).
    static func isDecimal(_ text: Substring.UTF8View) -> Bool {
        var part = DecimalPart.sign
        var mantissaDigits = 0
        var exponentDigits = 0
        for byte in text {
            let isDigit = Self.isDigit(byte)
            switch part {
            case .sign, .integer:
                if part == .sign {
                    part = .integer
                    if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { continue }
                }
                if isDigit {
                    mantissaDigits += 1
                } else if byte == UInt8(ascii: ".") {
                    part = .fraction
                } else if isExponentMark(byte) {
                    part = .exponentSign
                } else {
                    return false
                }
            case .fraction:
                if isDigit {
                    mantissaDigits += 1
                } else if isExponentMark(byte) {
                    part = .exponentSign
                } else {
                    return false
                }
            case .exponentSign, .exponent:
                if part == .exponentSign {
                    part = .exponent
                    if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { continue }
                }
                guard isDigit else { return false }
                exponentDigits += 1
            }
        }
        guard mantissaDigits > 0 else { return false }
        return part == .exponentSign || part == .exponent ? exponentDigits > 0 : true
    }

    /// Where ``isDecimal(_:)`` is in a number: before the sign, in the integer digits, after
    /// the point, before the exponent's sign, in the exponent's digits.
    private enum DecimalPart {
        case sign, integer, fraction, exponentSign, exponent
    }

    /// Whether `byte` is `e` or `E`.
    private static func isExponentMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Why `text` is not a number, in words a person understands.
    static func complaint(about text: String, expecting: String) -> String {
        if text.isEmpty { return "nothing was entered; expected \(expecting)" }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            return "\(quoted(text)) has spaces around it; expected \(expecting)"
        }
        if text.unicodeScalars.contains(where: { $0.properties.numericType != nil && !$0.isASCII }) {
            return "\(quoted(text)) uses digits other than 0-9; expected \(expecting)"
        }
        return "\(quoted(text)) is not \(expecting)"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
