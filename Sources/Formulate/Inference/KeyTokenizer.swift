/// Splits a property key into its raw words, as written, before acronyms and title styles
/// are applied.
///
/// Rule 1: `_`, `-`, `.`, spaces (and any other character that is neither a letter nor a
/// digit) separate words and are dropped. Rule 2: a word boundary falls between a lower-case
/// letter and a following capital, between a letter and a digit, and between a digit and a
/// letter; in a run of capitals followed by a lower-case letter, the last capital starts the
/// next word. A run of capitals followed by a lone plural "s" keeps it ("URLs", "IDs").
enum KeyTokenizer {
    /// One raw word of a key.
    struct Token: Sendable, Hashable {
        /// The word exactly as written in the key.
        var text: String
        /// Where the word lies in the key, in `Character` offsets.
        var range: Range<Int>
        /// Which separator-delimited chunk of the key the word comes from; words of
        /// different chunks are never joined.
        var chunk: Int

        /// Whether the word is made of digits only. Stored: a word never mixes digits and
        /// letters (they are split apart), so its first character's class says it.
        var isNumeric: Bool
    }

    /// What a character contributes to word splitting.
    enum CharacterClass: Sendable, Hashable {
        case upper, lower, digit, separator

        /// Whether the class is a letter of either case.
        var isLetter: Bool { self == .upper || self == .lower }

        /// The class of an ASCII byte: the same as the class of its `Character`.
        init(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            default: self = .separator
            }
        }

        /// The class of `character`; letters without case (e.g. CJK) count as lower-case.
        init(_ character: Character) {
            if character.isLetter {
                self = character.isUppercase ? .upper : .lower
            } else if character.isNumber {
                self = .digit
            } else {
                self = .separator
            }
        }
    }

    /// The raw words of `key`, in order; empty for an empty or all-separator key.
    static func tokens(in key: String) -> [Token] {
        // Keys are ASCII nearly always: classify bytes rather than `Character`s, whose
        // Unicode properties cost more than the rest of a title. Both give the same words.
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(key.utf8)
            let classes = bytes.map(CharacterClass.init(ascii:))
            return tokens(
                classes: classes,
                isLetterS: { bytes[$0] == UInt8(ascii: "s") },
                text: { range in String(decoding: bytes[range], as: UTF8.self) })
        }
        return unicodeTokens(in: key)
    }

    /// ``tokens(in:)`` for any key, by `Character` (the ASCII path must agree with it).
    static func unicodeTokens(in key: String) -> [Token] {
        let characters = Array(key)
        let classes = characters.map(CharacterClass.init)
        return tokens(
            classes: classes, isLetterS: { characters[$0] == "s" }, text: { range in String(characters[range]) })
    }

    /// The words of a key whose characters (or bytes) are classified as `classes`;
    /// `text` spells the characters in a range.
    private static func tokens(
        classes: [CharacterClass], isLetterS: (Int) -> Bool, text: (Range<Int>) -> String
    ) -> [Token] {
        var tokens: [Token] = []
        // A key has at most one word per character: room for all of them, never regrown.
        tokens.reserveCapacity(classes.count)
        var chunk = 0
        var index = 0
        while index < classes.count {
            guard classes[index] != .separator else {
                index += 1
                continue
            }
            var end = index
            while end < classes.count, classes[end] != .separator { end += 1 }
            forEachWordRange(in: classes, isLetterS: isLetterS, from: index, to: end) { range in
                tokens.append(
                    Token(text: text(range), range: range, chunk: chunk, isNumeric: classes[range.lowerBound] == .digit)
                )
            }
            chunk += 1
            index = end
        }
        return tokens
    }

    /// Calls `body` with the range of each word in one chunk (`start..<end`, with no
    /// separators in it), in order.
    private static func forEachWordRange(
        in classes: [CharacterClass], isLetterS: (Int) -> Bool, from start: Int, to end: Int,
        _ body: (Range<Int>) -> Void
    ) {
        // Boundaries come in increasing order: each one ends the word before it.
        var lower = start
        var lastBoundary: Int?
        func boundary(at position: Int) {
            lastBoundary = position
            if position > lower {
                body(lower..<position)
                lower = position
            }
        }
        var position = start + 1
        while position < end {
            let previous = classes[position - 1]
            let current = classes[position]
            if (previous.isLetter && current == .digit) || (previous == .digit && current.isLetter) {
                boundary(at: position)
            } else if previous == .lower && current == .upper {
                boundary(at: position)
            } else if previous == .upper && current == .lower,
                position - 2 >= start, classes[position - 2] == .upper,
                !isPluralS(at: position, in: classes, isLetterS: isLetterS, end: end)
            {
                // In a run of capitals followed by a lower-case letter, the last capital
                // starts the next word: "URLString" -> URL | String.
                if lastBoundary != position - 1 { boundary(at: position - 1) }
            }
            position += 1
        }
        body(lower..<end)
    }

    /// Whether the lower-case letter at `position`, which follows a run of capitals, is a lone
    /// plural "s" ("URLs", "IDsByName") rather than the start of a word.
    private static func isPluralS(
        at position: Int, in classes: [CharacterClass], isLetterS: (Int) -> Bool, end: Int
    ) -> Bool {
        guard isLetterS(position) else { return false }
        let next = position + 1
        return next == end || classes[next] != .lower
    }
}
