/// Checks bytes for UTF-8 one at a time (so that an error can name the byte's place in the
/// body, even for percent-decoded bytes): no stray continuation bytes, no overlong forms,
/// no surrogates, nothing above U+10FFFF.
struct UTF8Checker {
    /// Continuation bytes still expected.
    private var remaining = 0
    /// The range the next continuation byte must fall in.
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF
    /// The body offset of the first byte of the sequence being read.
    private(set) var sequenceStart = 0

    /// Whether no sequence is left unfinished.
    var isComplete: Bool { remaining == 0 }

    /// Takes the next byte, which came from `offset` in the body; `false` when the bytes
    /// so far are not UTF-8.
    mutating func take(_ byte: UInt8, at offset: Int) -> Bool {
        if remaining > 0 {
            guard byte >= lower && byte <= upper else { return false }
            remaining -= 1
            lower = 0x80
            upper = 0xBF
            return true
        }
        sequenceStart = offset
        switch byte {
        case 0x00...0x7F: return true
        case 0xC2...0xDF: remaining = 1
        case 0xE0: remaining = 2; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: remaining = 2
        case 0xED: remaining = 2; upper = 0x9F
        case 0xF0: remaining = 3; lower = 0x90
        case 0xF1...0xF3: remaining = 3
        case 0xF4: remaining = 3; upper = 0x8F
        default: return false
        }
        return true
    }
}
