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
