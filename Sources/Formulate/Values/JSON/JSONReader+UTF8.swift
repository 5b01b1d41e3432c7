/// UTF-8 checking and encoding for JSON strings.
extension JSONReader {
    /// The length of the well-formed multi-byte UTF-8 sequence at `offset`, as the standard
    /// library's UTF-8 parser reads it: no overlong forms, no surrogates, nothing above
    /// U+10FFFF, nothing cut short.
    func utf8Length(at offset: Int) throws(JSONError) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = UnsafeBufferPointer(start: bytes + offset, count: Swift.min(4, count - offset)).makeIterator()
        if case .valid(let sequence) = parser.parseScalar(from: &iterator) { return sequence.count }
        let lead = bytes[offset]
        guard lead >= 0xC2 && lead <= 0xF4 else {
            throw error("invalid UTF-8 byte 0x\(Self.hex(lead))", at: offset)
        }
        throw error("invalid UTF-8 sequence", at: offset)
    }

    /// Appends `scalar` (a scalar value: surrogates were refused) to ``scratch`` as UTF-8.
    mutating func appendUTF8(_ scalar: UInt32) {
        guard let scalar = Unicode.Scalar(scalar) else { return }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// Two uppercase hex digits: `0A`.
    static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
