/// UTF-8 checking and encoding for JSON strings.
extension JSONReader {
    /// The length of the well-formed multi-byte UTF-8 sequence at `offset`: no overlong
    /// forms, no surrogates, nothing above U+10FFFF, nothing cut short.
    func utf8Length(at offset: Int) throws(JSONError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80 // the second byte's range
        var high: UInt8 = 0xBF
        if lead >= 0xC2 && lead <= 0xDF {
            length = 2
        } else if lead >= 0xE0 && lead <= 0xEF {
            length = 3
            if lead == 0xE0 { low = 0xA0 } // overlong
            if lead == 0xED { high = 0x9F } // surrogates
        } else if lead >= 0xF0 && lead <= 0xF4 {
            length = 4
            if lead == 0xF0 { low = 0x90 } // overlong
            if lead == 0xF4 { high = 0x8F } // above U+10FFFF
        } else {
            throw error("invalid UTF-8 byte 0x\(Self.hex(lead))", at: offset)
        }
        guard offset + length <= count, bytes[offset + 1] >= low, bytes[offset + 1] <= high else {
            throw error("invalid UTF-8 sequence", at: offset)
        }
        var position = offset + 2
        while position < offset + length {
            guard bytes[position] & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence", at: offset) }
            position += 1
        }
        return length
    }

    /// Appends `scalar` (a scalar value: surrogates were refused) to ``scratch`` as UTF-8.
    mutating func appendUTF8(_ scalar: UInt32) {
        if scalar < 0x80 {
            scratch.append(UInt8(scalar))
        } else if scalar < 0x800 {
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        } else if scalar < 0x10000 {
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        } else {
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Two uppercase hex digits: `0A`.
    static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
