import Foundation

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
