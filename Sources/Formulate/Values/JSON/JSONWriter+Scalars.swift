import Foundation

/// JSON strings, numbers and literals.
extension JSONWriter {
    /// Writes `value`, which is not an array or object.
    mutating func writeScalar(_ value: FormValue) {
        switch value {
        case .null: append("null")
        case .array, .object: write(value, level: 0) // not reached: write(_:level:) takes these
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let number): appendASCII(String(number))
        case .uint(let number): appendASCII(String(number))
        case .double(let number): writeDouble(number)
        case .decimal(let number): writeDecimal(number)
        case .string(let text): writeString(text)
        case .date(let date): writeString(ISO8601Text.utc.string(from: date, as: .dateTime))
        }
    }

    /// `text` in double quotes, escaped per RFC 8259: `"`, `\` and control characters
    /// only. `/` and non-ASCII characters are written as they are, in UTF-8.
    mutating func writeString(_ text: String) {
        bytes.append(0x22) // "
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = base[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C { // " \
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                appendEscape(byte)
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        }
        bytes.append(0x22) // "
    }

    /// The escape for `byte`: `\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f` or `\u00XX`.
    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default: appendASCII("\\u00" + JSONReader.hex(byte))
        }
    }

    /// Integral values within ±2^53 without a fraction (`18`, `-0`); others in Swift's
    /// shortest round-trip form (`18.5`, `1e+300`); NaN and infinities as `null`.
    private mutating func writeDouble(_ number: Double) {
        if !number.isFinite {
            append("null")
        } else if number.rounded(.towardZero) == number, abs(number) <= 9_007_199_254_740_992 {
            appendASCII(number == 0 && number.sign == .minus ? "-0" : String(Int64(number)))
        } else {
            appendASCII(number.description)
        }
    }

    /// All the digits, without an exponent (`12.5`, `1000000000000000000000`); NaN as `null`.
    private mutating func writeDecimal(_ number: Decimal) {
        if number.isNaN {
            append("null")
        } else {
            appendASCII(number.description)
        }
    }
}
