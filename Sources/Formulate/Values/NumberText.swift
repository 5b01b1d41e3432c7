/// Strict scanning of numbers as a person types them: ASCII digits, an optional sign,
/// and for decimals one point and an exponent. No spaces, no hex, no "NaN" or "inf",
/// no full-width or other scripts' digits: they are reported, not guessed at.
///
/// Each scan reads the text's UTF-8 bytes where they are stored (a native string's are
/// contiguous): walking a `Substring`'s UTF-8 view byte by byte cost several hundred
/// instructions for `1012`.
enum NumberText {
    /// Whether `text` is `[+-]?[0-9]+`.
    static func isInteger(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isInteger($0) } ?? isInteger(Array(text.utf8))
    }

    /// Whether `bytes` are `[+-]?[0-9]+`.
    static func isInteger<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var rest = bytes[...]
        if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            rest = rest.dropFirst()
        }
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }

    /// Whether `text` is `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`.
    static func isDecimal(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isDecimal($0) } ?? isDecimal(Array(text.utf8))
    }

    /// The `Double` that `Double(text)` gives, read without the C library, when `text` is
    /// plain decimal text, `-?[0-9]+(\.[0-9]+)?`, of at most 15 digits; `nil` for any
    /// other text (which `Double(_:)` reads).
    ///
    /// Such digits make a whole number below 10^15, and the fraction's power of ten is at
    /// most 10^15: both are exact in a `Double`, and IEEE 754 rounds their quotient
    /// correctly, so one division gives the `Double` nearest to the text (Clinger's fast
    /// path). It costs a tenth of `strtod`, which a submission of numbers called for each.
    static func plainDouble(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { plainDouble($0) } ?? plainDouble(Array(text.utf8))
    }

    /// ``plainDouble(_:)-(String)`` of UTF-8 `bytes`.
    static func plainDouble<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Double? {
        var rest = bytes[...]
        let isNegative = rest.first == UInt8(ascii: "-")
        if isNegative { rest = rest.dropFirst() }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var isAfterPoint = false
        for byte in rest {
            if isDigit(byte) {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if isAfterPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !isAfterPoint, digits > 0 {
                isAfterPoint = true
            } else {
                return nil
            }
        }
        guard digits > 0, !isAfterPoint || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return isNegative ? -value : value
    }

    /// 10^0 through 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// Whether `bytes` are `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`.
    ///
    /// One pass over the bytes, each read once (slicing the view with `dropFirst` and
    /// `prefix(while:)` cost about a thousand instructions for `3.25`).
    static func isDecimal<Bytes: Sequence<UInt8>>(_ text: Bytes) -> Bool {
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

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
