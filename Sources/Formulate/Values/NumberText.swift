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
    static func isDecimal(_ text: Substring.UTF8View) -> Bool {
        var bytes = text[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
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
