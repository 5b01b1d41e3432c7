import Foundation

/// Strings, numbers, `true`, `false` and `null`, and the errors for anything else.
extension JSONReader {
    /// Reads the number or literal at ``index``.
    mutating func parseScalar() throws(JSONError) -> FormValue {
        let byte = bytes[index]
        if byte == 0x2D || (byte >= 0x30 && byte <= 0x39) { return try parseNumber() } // - 0-9
        if byte == 0x74, hasWord("true") { return .bool(true) }
        if byte == 0x66, hasWord("false") { return .bool(false) }
        if byte == 0x6E, hasWord("null") { return .null }
        throw unexpectedValue()
    }

    /// Steps over `word` when the input has it at ``index``, not followed by more letters or digits.
    private mutating func hasWord(_ word: StaticString) -> Bool {
        let end = index + word.utf8CodeUnitCount
        guard end <= count, end == count || !Self.isWordByte(bytes[end]),
            memcmp(bytes + index, word.utf8Start, word.utf8CodeUnitCount) == 0
        else { return false }
        index = end
        return true
    }

    /// The error for a byte that cannot start a value, naming the usual mistakes.
    private func unexpectedValue() -> JSONError {
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            let word = self.word(at: index)
            if Self.isNonFinite(word) { return error("NaN and Infinity are not allowed in JSON", at: index) }
            return error("invalid literal '\(Self.shortened(word))'", at: index)
        }
        switch byte {
        case 0x27: return error("strings must be in double quotes", at: index) // '
        case 0x2B: return error("numbers may not start with '+'", at: index) // +
        case 0x2E: return error("expected a digit before '.'", at: index) // .
        case 0x2F: return error("comments are not allowed in JSON", at: index) // /
        default: return error("expected a value", at: index)
        }
    }

    /// The run of letters, digits and `_` at `offset`.
    func word(at offset: Int) -> String {
        var end = offset
        while end < count, Self.isWordByte(bytes[end]) { end += 1 }
        return text(from: offset, to: end)
    }

    /// ASCII letters, digits and `_`: the bytes of a bare word like `true` or `NaN`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F
    }

    /// Whether `word` is a spelling of NaN or infinity that other languages print.
    static func isNonFinite(_ word: String) -> Bool {
        ["nan", "inf", "infinity"].contains(word.lowercased())
    }

    /// `text`, cut to at most 32 characters for an error message.
    static func shortened(_ text: String) -> String {
        text.count <= 32 ? text : text.prefix(31) + "…"
    }
}
