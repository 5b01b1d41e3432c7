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
