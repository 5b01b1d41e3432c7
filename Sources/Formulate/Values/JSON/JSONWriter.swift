import Foundation

/// Writes a ``FormValue`` as JSON text into UTF-8 bytes.
///
/// Compact output has no whitespace at all. Pretty output puts each array element and
/// object member on its own line, indented by two spaces per level, with `"key": value`;
/// empty arrays and objects stay `[]` and `{}`. Neither ends with a newline.
///
/// Scalars are written below. Bytes are written as numeric
/// literals (`0x5B // [`), which unoptimized builds compile to plain stores.
struct JSONWriter {
    let pretty: Bool
    var bytes: [UInt8] = []

    /// `value` as JSON bytes.
    static func bytes(for value: FormValue, pretty: Bool) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.write(value, level: 0)
        return writer.bytes
    }

    private init(pretty: Bool) {
        self.pretty = pretty
    }

    /// Writes `value`, nested `level` arrays and objects deep. Scalars are left to
    /// ``writeScalar(_:)``, which keeps this recursive function's stack frame small.
    mutating func write(_ value: FormValue, level: Int) {
        switch value {
        case .array(let elements): writeArray(elements, level: level)
        case .object(let members): writeObject(members, level: level)
        default: writeScalar(value)
        }
    }

    private mutating func writeArray(_ elements: [FormValue], level: Int) {
        bytes.append(0x5B) // [
        var position = 0
        while position < elements.count {
            if position > 0 { bytes.append(0x2C) } // ,
            newline(level: level + 1)
            write(elements[position], level: level + 1)
            position += 1
        }
        if !elements.isEmpty { newline(level: level) }
        bytes.append(0x5D) // ]
    }

    private mutating func writeObject(_ members: [FormValueMember], level: Int) {
        bytes.append(0x7B) // {
        var position = 0
        while position < members.count {
            if position > 0 { bytes.append(0x2C) } // ,
            newline(level: level + 1)
            writeString(members[position].key)
            bytes.append(0x3A) // :
            if pretty { bytes.append(0x20) }
            write(members[position].value, level: level + 1)
            position += 1
        }
        if !members.isEmpty { newline(level: level) }
        bytes.append(0x7D) // }
    }

    /// In pretty output, a line break and the indentation for `level`.
    private mutating func newline(level: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        var spaces = level * 2
        while spaces > 0 {
            bytes.append(0x20)
            spaces -= 1
        }
    }

    /// Appends `text` as is.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as is.
    mutating func appendASCII(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}

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
