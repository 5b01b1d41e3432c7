/// One lexical unit of a condition predicate, with where it starts in the source.
struct ConditionToken: Sendable, Hashable {
    /// What the token is.
    enum Kind: Sendable, Hashable {
        /// A field reference, `$name` or `$a.b.c`; the payload is the key path without `$`.
        case key(String)
        /// A number, string, `true`, `false` or `nil`/`null` literal.
        case literal(FormValue)
        /// `AND` or `&&`.
        case and
        /// `OR` or `||`.
        case or
        /// `NOT` or `!`.
        case not
        /// `IN`.
        case `in`
        /// `==`, `!=`, `<`, `<=`, `>` or `>=`.
        case comparison(ConditionOperator)
        /// `(`.
        case openParenthesis
        /// `)`.
        case closeParenthesis
        /// `{`.
        case openBrace
        /// `}`.
        case closeBrace
        /// `,`.
        case comma
        /// The end of the source.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The token as written (`"AND"`, `"&&"`, `"'US'"`); empty for ``Kind/end``.
    var text: String
    /// The 0-based offset, in characters, of the token's first character.
    var offset: Int
    /// The 0-based offset, in UTF-8 bytes, of the token's first character.
    var utf8Offset: Int

    /// How the token is quoted in an error message: `'AND'`, or "the end of the expression".
    var quoted: String {
        if case .end = kind { return "the end of the expression" }
        let limit = 40
        if text.count > limit { return "'\(text.prefix(limit))…'" }
        return "'\(text)'"
    }
}

/// Splits a condition predicate into tokens, one at a time, as the parser asks for them.
///
/// Tokens are read on demand, so the first error in reading order is the one reported,
/// whether it is a lexical error (an unterminated string) or a syntax error.
///
/// The lexer scans UTF-8 bytes: every symbol of the language is ASCII, and scanning bytes
/// is an order of magnitude faster than scanning `Character`s. Offsets are still reported
/// in characters; they are counted incrementally, so a whole scan stays linear.
struct ConditionLexer {
    /// The predicate being read.
    let source: String
    /// The predicate's UTF-8 bytes.
    private let bytes: [UInt8]
    /// The UTF-8 offset of the next unread byte.
    private var position = 0
    /// Whether UTF-8 offsets are character offsets (ASCII without `\r\n`).
    private let offsetsAreCharacters: Bool
    /// The last UTF-8 offset converted to a character offset, for counting on from there.
    private var cursor: (index: String.Index, characters: Int)

    /// The keywords, lowercased, in the order typo suggestions prefer them.
    static let keywordSpellings: [(String, ConditionToken.Kind)] = [
        ("and", .and), ("or", .or), ("not", .not), ("in", .in),
        ("true", .literal(.bool(true))), ("false", .literal(.bool(false))),
        ("nil", .literal(.null)), ("null", .literal(.null)),
    ]

    /// The keywords, by their lowercased spelling.
    private static let keywords = Dictionary(uniqueKeysWithValues: keywordSpellings)

    /// Creates a lexer positioned at the start of `source`.
    init(_ source: String) {
        self.source = source
        self.bytes = Array(source.utf8)
        self.offsetsAreCharacters = !bytes.contains { $0 >= 0x80 } && !source.utf8.contains(0x0D)
        self.cursor = (source.startIndex, 0)
    }

    /// Reads the next token; ``ConditionToken/Kind/end`` once the source is used up.
    mutating func next() throws(ConditionError) -> ConditionToken {
        skipWhiteSpace()
        let start = position
        guard position < bytes.count else { return token(.end, from: start) }
        switch bytes[position] {
        case UInt8(ascii: "$"): return try key(from: start)
        case UInt8(ascii: "'"), UInt8(ascii: "\""): return try string(from: start)
        case UInt8(ascii: "("): return fixed(.openParenthesis, length: 1, from: start)
        case UInt8(ascii: ")"): return fixed(.closeParenthesis, length: 1, from: start)
        case UInt8(ascii: "{"): return fixed(.openBrace, length: 1, from: start)
        case UInt8(ascii: "}"): return fixed(.closeBrace, length: 1, from: start)
        case UInt8(ascii: ","): return fixed(.comma, length: 1, from: start)
        case UInt8(ascii: "<"):
            return byte(at: 1) == UInt8(ascii: "=")
                ? fixed(.comparison(.lessOrEqual), length: 2, from: start)
                : fixed(.comparison(.less), length: 1, from: start)
        case UInt8(ascii: ">"):
            return byte(at: 1) == UInt8(ascii: "=")
                ? fixed(.comparison(.greaterOrEqual), length: 2, from: start)
                : fixed(.comparison(.greater), length: 1, from: start)
        case UInt8(ascii: "="):
            guard byte(at: 1) == UInt8(ascii: "=") else { throw unknownCharacter(at: start) }
            return fixed(.comparison(.equal), length: 2, from: start)
        case UInt8(ascii: "!"):
            return byte(at: 1) == UInt8(ascii: "=")
                ? fixed(.comparison(.notEqual), length: 2, from: start)
                : fixed(.not, length: 1, from: start)
        case UInt8(ascii: "&"):
            guard byte(at: 1) == UInt8(ascii: "&") else { throw unknownCharacter(at: start) }
            return fixed(.and, length: 2, from: start)
        case UInt8(ascii: "|"):
            guard byte(at: 1) == UInt8(ascii: "|") else { throw unknownCharacter(at: start) }
            return fixed(.or, length: 2, from: start)
        case UInt8(ascii: "-"):
            guard byte(at: 1).isDigit else {
                throw ConditionError.danglingMinus(in: source, at: characterOffset(start))
            }
            return try number(from: start)
        case let first where first.isDigit:
            return try number(from: start)
        default:
            if startsWord(at: position) { return try word(from: start) }
            throw unknownCharacter(at: start)
        }
    }

    // MARK: Token kinds

    /// `$` and a key path of identifier characters separated by dots.
    private mutating func key(from start: Int) throws(ConditionError) -> ConditionToken {
        position += 1
        while true {
            let segmentStart = position
            skipIdentifier()
            if position == segmentStart {
                if segmentStart == start + 1 {
                    throw ConditionError.missingKeyName(in: source, at: characterOffset(position))
                }
                throw ConditionError.missingKeySegment(text(start, position), in: source, at: characterOffset(position))
            }
            guard byte(at: 0) == UInt8(ascii: ".") else { break }
            position += 1
        }
        return token(.key(text(start + 1, position)), from: start)
    }

    /// A string between single or double quotes, with `\\ \' \" \n \t` escapes.
    private mutating func string(from start: Int) throws(ConditionError) -> ConditionToken {
        let quote = bytes[start]
        position += 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == quote { return token(.literal(.string(String(decoding: value, as: UTF8.self))), from: start) }
            guard byte == UInt8(ascii: "\\") else {
                value.append(byte)
                continue
            }
            guard position < bytes.count else { break }
            switch bytes[position] {
            case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): value.append(bytes[position])
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            default:
                throw ConditionError.unknownEscape(
                    character(at: position), in: source, at: characterOffset(position - 1))
            }
            position += 1
        }
        throw ConditionError.unterminatedString(
            quote: Character(Unicode.Scalar(quote)), in: source, at: characterOffset(start))
    }

    /// An integer or a decimal number, with an optional leading `-`.
    private mutating func number(from start: Int) throws(ConditionError) -> ConditionToken {
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        skipDigits()
        var isDecimal = false
        if byte(at: 0) == UInt8(ascii: "."), byte(at: 1).isDigit {
            isDecimal = true
            position += 1
            skipDigits()
        }
        if position < bytes.count, continuesIdentifier(at: position) || bytes[position] == UInt8(ascii: ".") {
            while position < bytes.count, continuesIdentifier(at: position) || bytes[position] == UInt8(ascii: ".") {
                position += scalarLength(at: position)
            }
            throw ConditionError.invalidNumber(text(start, position), in: source, at: characterOffset(start))
        }
        let text = text(start, position)
        if isDecimal {
            guard let value = Double(text), value.isFinite else {
                throw ConditionError.numberOutOfRange(text, in: source, at: characterOffset(start))
            }
            return token(.literal(.double(value)), from: start)
        }
        guard let value = Int(text) else {
            throw ConditionError.numberOutOfRange(text, in: source, at: characterOffset(start))
        }
        return token(.literal(.int(value)), from: start)
    }

    /// A keyword (`AND`, `or`, `Not`, `IN`, `true`, `NIL`, `null`, …); any other word is an error.
    private mutating func word(from start: Int) throws(ConditionError) -> ConditionToken {
        skipIdentifier()
        let word = text(start, position)
        guard let kind = Self.keywords[word.lowercased()] else {
            throw ConditionError.unknownWord(
                word, keywords: Self.keywordSpellings.map(\.0), in: source, at: characterOffset(start))
        }
        return token(kind, from: start)
    }

    /// A token of `length` ASCII bytes.
    private mutating func fixed(_ kind: ConditionToken.Kind, length: Int, from start: Int) -> ConditionToken {
        position += length
        return token(kind, from: start)
    }

    // MARK: Reading bytes

    /// The byte `distance` places after the next unread one, or 0 past the end.
    private func byte(at distance: Int) -> UInt8 {
        let index = position + distance
        return index < bytes.count ? bytes[index] : 0
    }

    /// Moves past white space.
    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                position += 1
            } else if byte >= 0x80, scalar(at: position).properties.isWhitespace {
                position += scalarLength(at: position)
            } else {
                return
            }
        }
    }

    /// Moves past identifier characters: letters, digits, `_` and combining marks.
    private mutating func skipIdentifier() {
        while position < bytes.count, continuesIdentifier(at: position) {
            position += scalarLength(at: position)
        }
    }

    /// Moves past ASCII digits.
    private mutating func skipDigits() {
        while position < bytes.count, bytes[position].isDigit { position += 1 }
    }

    /// Whether the scalar at `offset` can start a keyword: a letter or `_`.
    private func startsWord(at offset: Int) -> Bool {
        let byte = bytes[offset]
        if byte < 0x80 { return byte.isASCIILetter || byte == UInt8(ascii: "_") }
        return scalar(at: offset).properties.isAlphabetic
    }

    /// Whether the scalar at `offset` can continue a key or a keyword.
    private func continuesIdentifier(at offset: Int) -> Bool {
        let byte = bytes[offset]
        if byte < 0x80 { return byte.isASCIILetter || byte.isDigit || byte == UInt8(ascii: "_") }
        let properties = scalar(at: offset).properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isAlphabetic || properties.numericType != nil
        }
    }

    /// The length in bytes of the UTF-8 sequence that starts at `offset`.
    private func scalarLength(at offset: Int) -> Int {
        switch bytes[offset] {
        case ..<0x80: return 1
        case ..<0xE0: return 2
        case ..<0xF0: return 3
        default: return 4
        }
    }

    /// The Unicode scalar whose UTF-8 sequence starts at `offset`.
    private func scalar(at offset: Int) -> Unicode.Scalar {
        let length = min(scalarLength(at: offset), bytes.count - offset)
        var value = UInt32(bytes[offset]) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in offset + 1..<offset + length {
            value = value << 6 | UInt32(bytes[index] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The whole character (grapheme cluster) that starts at UTF-8 offset `offset`.
    private func character(at offset: Int) -> Character {
        let index = source.utf8.index(source.utf8.startIndex, offsetBy: offset)
        return index < source.endIndex ? source[index] : " "
    }

    /// The source between two UTF-8 offsets.
    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Offsets

    /// The character offset of UTF-8 offset `offset`, counted on from the last one asked for.
    private mutating func characterOffset(_ offset: Int) -> Int {
        if offsetsAreCharacters { return offset }
        let index = source.utf8.index(source.utf8.startIndex, offsetBy: offset)
        cursor.characters += source.distance(from: cursor.index, to: index)
        cursor.index = index
        return cursor.characters
    }

    /// A token that spans from UTF-8 offset `start` to the next unread byte.
    private mutating func token(_ kind: ConditionToken.Kind, from start: Int) -> ConditionToken {
        ConditionToken(kind: kind, text: text(start, position), offset: characterOffset(start), utf8Offset: start)
    }

    /// The error for the character at UTF-8 offset `offset`, which starts no token.
    private mutating func unknownCharacter(at offset: Int) -> ConditionError {
        ConditionError.unknownCharacter(character(at: offset), in: source, at: characterOffset(offset))
    }
}

extension UInt8 {
    /// Whether this is an ASCII digit, `0` to `9`.
    fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// Whether this is an ASCII letter.
    fileprivate var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
}
