/// JSON strings: escapes and surrogate pairs.
extension JSONReader {
    /// Reads the string whose opening quote is at ``index``.
    ///
    /// A string without escapes becomes a `String` straight from the input; one with
    /// escapes is decoded into ``scratch`` first.
    mutating func parseString() throws(JSONError) -> String {
        let open = index
        let start = index + 1
        var end = start
        while end < count {
            let byte = bytes[end]
            if byte == 0x22 { // "
                index = end + 1
                return text(from: start, to: end)
            }
            if byte >= 0x20 && byte < 0x80 && byte != 0x5C { // \
                end += 1
            } else {
                index = end
                if byte == 0x5C { return try parseEscapedString(open: open, start: start) }
                try skipCharacter()
                end = index
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Finishes a string whose first escape is at ``index``.
    private mutating func parseEscapedString(open: Int, start: Int) throws(JSONError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C { // " \
                scratch.append(contentsOf: UnsafeBufferPointer(start: bytes + runStart, count: index - runStart))
                if byte == 0x22 {
                    index += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
                try parseEscape(open: open)
                runStart = index
            } else if byte < 0x80 && byte >= 0x20 {
                index += 1
            } else {
                try skipCharacter()
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Steps over the control character or multi-byte UTF-8 sequence at ``index``,
    /// refusing the one and checking the other.
    private mutating func skipCharacter() throws(JSONError) {
        let byte = bytes[index]
        guard byte >= 0x80 else {
            throw error("control character U+00\(Self.hex(byte)) must be escaped in a string", at: index)
        }
        index += try utf8Length(at: index)
    }

    /// Decodes the escape at ``index`` (a backslash) into ``scratch``.
    private mutating func parseEscape(open: Int) throws(JSONError) {
        guard index + 1 < count else { throw error("unterminated string", at: open) }
        let escaped: UInt8
        switch bytes[index + 1] {
        case 0x22, 0x5C, 0x2F: escaped = bytes[index + 1] // " \ /
        case 0x62: escaped = 0x08 // b
        case 0x66: escaped = 0x0C // f
        case 0x6E: escaped = 0x0A // n
        case 0x72: escaped = 0x0D // r
        case 0x74: escaped = 0x09 // t
        case 0x75: // u
            appendUTF8(try parseUnicodeEscape())
            return
        default:
            let character = bytes[index + 1]
            guard character >= 0x20 && character < 0x7F else { throw error("invalid escape after '\\'", at: index) }
            throw error("invalid escape '\(text(from: index, to: index + 2))'", at: index)
        }
        scratch.append(escaped)
        index += 2
    }

    /// Reads `\uXXXX`, or a `\uD8XX\uDCXX` surrogate pair, at ``index``.
    private mutating func parseUnicodeEscape() throws(JSONError) -> UInt32 {
        let backslash = index
        let unit = try hexUnit(at: backslash)
        index += 6
        if unit >= 0xDC00 && unit <= 0xDFFF { throw unpairedSurrogate(at: backslash) }
        guard unit >= 0xD800 && unit <= 0xDBFF else { return unit }
        guard index + 1 < count, bytes[index] == 0x5C, bytes[index + 1] == 0x75, // \u
            let low = try? hexUnit(at: index), low >= 0xDC00 && low <= 0xDFFF
        else {
            throw unpairedSurrogate(at: backslash)
        }
        index += 6
        return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    }

    /// The four hex digits after the `\u` at `offset`.
    private func hexUnit(at offset: Int) throws(JSONError) -> UInt32 {
        guard offset + 6 <= count else { throw error("expected 4 hex digits after '\\u'", at: offset) }
        var unit: UInt32 = 0
        var position = offset + 2
        while position < offset + 6 {
            let byte = bytes[position]
            let digit: UInt8
            if byte >= 0x30 && byte <= 0x39 { // 0-9
                digit = byte - 0x30
            } else if byte >= 0x61 && byte <= 0x66 { // a-f
                digit = byte - 0x61 + 10
            } else if byte >= 0x41 && byte <= 0x46 { // A-F
                digit = byte - 0x41 + 10
            } else {
                throw error("expected 4 hex digits after '\\u'", at: offset)
            }
            unit = unit << 4 | UInt32(digit)
            position += 1
        }
        return unit
    }

    private func unpairedSurrogate(at offset: Int) -> JSONError {
        error("unpaired surrogate '\(text(from: offset, to: offset + 6))'", at: offset)
    }
}
