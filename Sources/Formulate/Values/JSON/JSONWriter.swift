/// Writes a ``FormValue`` as JSON text into UTF-8 bytes.
///
/// Compact output has no whitespace at all. Pretty output puts each array element and
/// object member on its own line, indented by two spaces per level, with `"key": value`;
/// empty arrays and objects stay `[]` and `{}`. Neither ends with a newline.
///
/// Scalars are written in `JSONWriter+Scalars.swift`. Bytes are written as numeric
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
