import Foundation

/// JSON numbers: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
extension JSONReader {
    /// Reads the number at ``index``.
    ///
    /// An integer without fraction or exponent becomes `.int` when it fits `Int`, else
    /// `.uint` when it fits `UInt`; any other number becomes a `.double`, and one too
    /// large for `Double` is an error.
    mutating func parseNumber() throws(JSONError) -> FormValue {
        let start = index
        let negative = bytes[index] == 0x2D // -
        if negative { index += 1 }
        guard index < count, Self.isDigit(bytes[index]) else { throw badSign() }
        let integerStart = index
        if bytes[index] == 0x30 { // 0
            index += 1
            if index < count, Self.isDigit(bytes[index]) {
                throw error("leading zeros are not allowed", at: integerStart)
            }
        } else {
            skipDigits()
        }
        let integerEnd = index
        var isInteger = true
        if index < count, bytes[index] == 0x2E { // .
            isInteger = false
            index += 1
            guard index < count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit after '.'", at: index)
            }
            skipDigits()
        }
        if index < count, bytes[index] == 0x65 || bytes[index] == 0x45 { // e E
            isInteger = false
            index += 1
            if index < count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 } // + -
            guard index < count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent", at: index)
            }
            skipDigits()
        }
        if isInteger, let value = integer(from: integerStart, to: integerEnd, negative: negative) {
            return value
        }
        let literal = text(from: start, to: index)
        if preservesDecimals, let decimal = Self.decimal(literal) {
            // Kept to the last digit, or refused: a `Decimal` would round the rest silently.
            guard NumberText.isExact(decimal, as: literal) else {
                throw error(
                    "number \(Self.shortened(literal)) has more digits than a decimal keeps; "
                        + "up to \(NumberText.decimalDigits) significant digits are kept exactly",
                    at: start)
            }
            return .decimal(decimal)
        }
        guard let double = Double(literal), double.isFinite else {
            throw error("number \(Self.shortened(literal)) is out of range", at: start)
        }
        return .double(double)
    }

    /// `literal` as an exact decimal, or `nil` when `Decimal` cannot hold it (an exponent
    /// beyond its range).
    private static func decimal(_ literal: String) -> Decimal? {
        guard let decimal = Decimal(string: literal, locale: posix), decimal.isFinite else { return nil }
        // `Decimal(string:)` reads an exponent it cannot hold as zero or a wrong value.
        if decimal.isZero, literal.utf8.contains(where: { $0 >= 0x31 && $0 <= 0x39 }) { return nil } // 1-9
        return decimal
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The integer made of the digits from `start` to `end`, or `nil` when it fits neither
    /// `Int` nor (when positive) `UInt`.
    private func integer(from start: Int, to end: Int, negative: Bool) -> FormValue? {
        var magnitude: UInt = 0
        var position = start
        while position < end {
            let digit = UInt(bytes[position] - 0x30)
            guard magnitude <= (UInt.max - digit) / 10 else { return nil }
            magnitude = magnitude * 10 + digit
            position += 1
        }
        if !negative {
            return magnitude <= UInt(Int.max) ? .int(Int(magnitude)) : .uint(magnitude)
        }
        if magnitude <= UInt(Int.max) { return .int(-Int(magnitude)) }
        return magnitude == UInt(Int.max) + 1 ? .int(Int.min) : nil
    }

    /// The error for a `-` without a digit after it; `-Infinity` gets its own.
    private func badSign() -> JSONError {
        if index < count, Self.isNonFinite(word(at: index)) {
            return error("NaN and Infinity are not allowed in JSON", at: index - 1)
        }
        return error("expected a digit after '-'", at: index)
    }

    private mutating func skipDigits() {
        while index < count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 } // 0-9
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
