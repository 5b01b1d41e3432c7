import Foundation

/// Strict scanning of numbers as a person types them: ASCII digits, an optional sign,
/// and for decimals one point and an exponent. No spaces, no hex, no "NaN" or "inf",
/// no full-width or other scripts' digits: they are reported, not guessed at.
///
/// Each scan reads the text's UTF-8 bytes where they are stored (a native string's are
/// contiguous), not through a `Substring`'s UTF-8 view. // perf: scenario 5
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
    /// path), without `strtod`. // perf: scenario 5
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
    /// One pass over the bytes, each read once, not slices of the view. // perf: scenario 5
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

extension NumberText {
    /// The most significant digits a `Decimal` keeps whatever they are: its mantissa is 128
    /// bits (some numbers of 39 digits fit, none of 40).
    static let decimalDigits = 38

    /// The most significant digits a `Double` keeps whatever they are (`DBL_DIG`); longer
    /// text is kept when the `Double` nearest to it spells the same number.
    static let doubleDigits = 15

    /// The significant digits of decimal text (`[+-]?digits[.digits][e[+-]digits]`), without
    /// leading and trailing zeros, and the power of ten of the first of them: `0.0120` is
    /// `12` and -2, `1.2e+39` is `12` and 39, zero is no digits and 0. `nil` for text that
    /// is not such a number, or whose exponent is beyond any number's.
    static func significand(of text: some StringProtocol) -> (digits: [UInt8], exponent: Int)? {
        var digits: [UInt8] = []
        var integerDigits: Int?
        var skippedZeros = 0
        var exponent = 0
        var rest = text.utf8[...]
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        while let byte = rest.popFirst() {
            if isDigit(byte) {
                if digits.isEmpty && byte == UInt8(ascii: "0") { skippedZeros += 1 } else { digits.append(byte) }
            } else if byte == UInt8(ascii: "."), integerDigits == nil {
                integerDigits = skippedZeros + digits.count
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let power = Int(String(decoding: rest, as: UTF8.self)), abs(power) < 1_000_000 else { return nil }
                exponent = power
                break
            } else {
                return nil
            }
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return ([], 0) }
        return (
            digits, exponent + (integerDigits ?? (skippedZeros + digitCount(beforeExponentOf: text))) - skippedZeros - 1
        )
    }

    /// How many digits `text` has before its exponent (or its end), zeros included.
    private static func digitCount(beforeExponentOf text: some StringProtocol) -> Int {
        text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }.count(where: isDigit)
    }

    /// Whether `double` is the number `text` spells to its last digit: text of up to
    /// ``doubleDigits`` significant digits always is; longer text (up to 17 digits, all a
    /// `Double` has) when the `Double` written to as many digits spells it again.
    static func isExact(_ double: Double, as text: some StringProtocol) -> Bool {
        guard double.isFinite, let spelled = significand(of: text) else { return false }
        let count = spelled.digits.count
        if count <= doubleDigits { return true }
        guard count <= 17 else { return false }
        return significand(of: String(format: "%.\(count - 1)e", double)).map { $0 == spelled } ?? false
    }

    /// Whether `decimal` is the number `text` spells to its last digit.
    static func isExact(_ decimal: Decimal, as text: some StringProtocol) -> Bool {
        guard decimal.isFinite, let spelled = significand(of: text) else { return false }
        var copy = decimal
        return significand(of: NSDecimalString(&copy, Locale(identifier: "en_US_POSIX"))).map { $0 == spelled } ?? false
    }
}

extension NumberText {
    /// How large a number is, told from its text alone.
    enum Magnitude: Equatable {
        /// Zero, however written (`0`, `-0.00e7`).
        case zero
        /// More than zero and less than one in absolute value (`0.5`, `1e-3`).
        case belowOne
        /// One or more in absolute value (`1`, `0.5e1`, `1e999999999`).
        case atLeastOne
    }

    /// The magnitude of `text`, which ``isDecimal(_:)``: for numbers `Decimal` cannot hold
    /// (`1e999999999`, a thousand digits), to say whether they are too large for any whole
    /// number type or are no whole number at all. One pass over the bytes; an exponent too
    /// long to count is taken as very large (or very small, when negative).
    static func magnitude(of text: Substring.UTF8View) -> Magnitude {
        var integerDigits = 0 // digits before the point, from the first that is not 0
        var leadingFractionZeros = 0 // zeros after the point before the first other digit
        var isNonzero = false
        var isAfterPoint = false
        var isInExponent = false
        var exponent = 0
        var isExponentNegative = false
        let exponentCap = 1 << 40 // far beyond any text's number of digits
        for byte in text {
            if isInExponent {
                if byte == UInt8(ascii: "-") {
                    isExponentNegative = true
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), exponentCap)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "."): isAfterPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): isInExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let isZero = byte == UInt8(ascii: "0")
                if !isAfterPoint {
                    if isNonzero || !isZero { integerDigits += 1 }
                } else if !isNonzero && isZero && integerDigits == 0 {
                    leadingFractionZeros += 1
                }
                if !isZero { isNonzero = true }
            default: continue // the sign
            }
        }
        guard isNonzero else { return .zero }
        // The number is at least 10^(order - 1) and less than 10^order.
        let order =
            (integerDigits > 0 ? integerDigits : -leadingFractionZeros) + (isExponentNegative ? -exponent : exponent)
        return order >= 1 ? .atLeastOne : .belowOne
    }
}
