/// Derives a human-readable title from a property key: "dateOfBirth" -> "Date of Birth",
/// "userId" -> "User ID", "isHTML5Compatible" -> "Is HTML5 Compatible".
///
/// Unlike FXForms, which never splits a run of capitals ("URLString") and keeps
/// underscores ("User_name"), words are split on separators, case changes and digits, and
/// acronyms are recognized.
public enum TitleFormatter {
    /// A word of a key, and whether it is an acronym (written the same in every style).
    struct Word: Sendable, Hashable {
        /// The word: an acronym in its listed form, any other word as written in the key.
        var text: String
        /// Whether the word is an acronym, so never re-capitalized.
        var isAcronym: Bool
    }

    /// The articles, coordinating conjunctions and short prepositions that title case
    /// writes in lower case when they are neither first nor last.
    static let smallWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "of", "for", "to", "at", "by",
        "in", "on", "per", "via", "vs", "with", "from",
    ]

    /// The longest run of raw words that may spell one acronym ("i" | "OS" -> "iOS").
    static let longestAcronymSpan = 4

    /// The words of `key`, with acronyms in their listed form and other words as written.
    ///
    /// `_`, `-`, `.` and spaces separate words and are dropped; words also break between a
    /// lower-case letter and a capital, between letters and digits, and before the last
    /// capital of a run followed by lower-case letters. A digit run directly after an
    /// acronym or a lone capital joins it ("HTML5", "B12"), and so does a lone lower-case
    /// letter after digits ("A1c", "1080p").
    ///
    /// ```swift
    /// TitleFormatter.words(in: "isHTML5Compatible", acronyms: TitleOptions.defaultAcronyms)
    /// // ["is", "HTML5", "Compatible"]
    /// TitleFormatter.words(in: "userIds", acronyms: TitleOptions.defaultAcronyms)
    /// // ["user", "IDs"]
    /// ```
    ///
    /// - Parameters:
    ///   - key: A property key, in camelCase, snake_case, kebab-case or with spaces.
    ///   - acronyms: The acronyms to write in their listed form (matched case-insensitively).
    /// - Returns: The words in order; empty for an empty or all-separator key.
    public static func words(in key: String, acronyms: [String]) -> [String] {
        analyzedWords(in: key, acronyms: acronyms).map(\.text)
    }

    /// The title derived from `key`: its words joined by spaces, capitalized per
    /// `options.style`, then passed through `options.localize`.
    ///
    /// ```swift
    /// TitleFormatter.title(for: "dateOfBirth")                          // "Date of Birth"
    /// TitleFormatter.title(for: "dateOfBirth", options: .init(style: .sentence))  // "Date of birth"
    /// ```
    ///
    /// - Parameters:
    ///   - key: A property key.
    ///   - options: Acronyms, style and localization; ``TitleOptions/default`` by default.
    /// - Returns: The title; `""` (not localized) for an empty or all-separator key.
    public static func title(for key: String, options: TitleOptions = .default) -> String {
        styled(analyzedWords(in: key, acronyms: options.acronyms)[...], options: options)
    }

    /// The title of a field of `kind` whose key is `key`: as ``title(for:options:)``, but
    /// worded as app authors label such a field: a Boolean per `options.booleanStyle`, a
    /// field of another kind without a leading "selected", a text field without a trailing
    /// "Text" or "String", a number with its unit in parentheses (the rules table of the
    /// Customizing Fields article).
    ///
    /// ```swift
    /// TitleFormatter.title(for: "isDiscoverable", kind: .boolean)          // "Discoverable"
    /// TitleFormatter.title(for: "backgroundFetchEnabled", kind: .boolean)  // "Background Fetch"
    /// TitleFormatter.title(for: "isOn", kind: .boolean)                    // "Is On"
    /// TitleFormatter.title(for: "isDiscoverable", kind: .text)             // "Is Discoverable"
    /// TitleFormatter.title(for: "timerSeconds", kind: .integer)            // "Timer (seconds)"
    /// ```
    ///
    /// - Parameters:
    ///   - key: A property key.
    ///   - kind: The field's kind, which chooses the wording rules.
    ///   - options: Acronyms, styles and localization; ``TitleOptions/default`` by default.
    /// - Returns: The title; `""` (not localized) for an empty or all-separator key.
    public static func title(for key: String, kind: FieldKind, options: TitleOptions = .default) -> String {
        title(words: analyzedWords(in: key, acronyms: options.acronyms), kind: kind, options: options)
    }

    /// ``title(for:kind:options:)`` of a key already split by ``analyzedWords(in:acronyms:)``
    /// with `options.acronyms`.
    static func title(words: [Word], kind: FieldKind, options: TitleOptions) -> String {
        title(words: words, rules: FieldTitleRules(kind: kind, options: options), options: options)
    }

    /// The title of `words` worded per `rules`, styled and localized per `options`.
    static func title(words: [Word], rules: FieldTitleRules, options: TitleOptions) -> String {
        switch rules {
        case .none: return styled(words[...], options: options)
        case .toggle: return styled(toggleWords(words), options: options)
        case .text: return styled(textFieldWords(words), options: options)
        case .number: return styled(numberFieldWords(words), options: options)
        case .other: return styled(fieldWords(words[...]), options: options)
        }
    }

    /// `words` joined by spaces, capitalized per `options.style`, then localized.
    ///
    /// The title is written as UTF-8 into one buffer: an ASCII word is cased byte by byte
    /// (the same letters `Character`'s case mapping gives), any other word through ``cased(_:style:isFirst:isLast:)``.
    private static func styled(_ words: ArraySlice<Word>, options: TitleOptions) -> String {
        guard let firstIndex = words.indices.first, let lastIndex = words.indices.last else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(words.count) { $0 + $1.text.utf8.count })
        for index in words.indices {
            if index != firstIndex { bytes.append(UInt8(ascii: " ")) }
            appendCased(
                words[index], style: options.style, isFirst: index == firstIndex, isLast: index == lastIndex,
                to: &bytes)
        }
        let title = String(decoding: bytes, as: UTF8.self)
        return options.localize?(title) ?? title
    }

    /// Appends one word written in `style` to `bytes`, as ``cased(_:style:isFirst:isLast:)`` writes it.
    private static func appendCased(
        _ word: Word, style: TitleStyle, isFirst: Bool, isLast: Bool, to bytes: inout [UInt8]
    ) {
        let utf8 = word.text.utf8
        guard !word.isAcronym else { return bytes.append(contentsOf: utf8) }
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return bytes.append(contentsOf: cased(word, style: style, isFirst: isFirst, isLast: isLast).utf8)
        }
        let capitalize: Bool
        switch style {
        case .title: capitalize = isFirst || isLast || !isSmallWord(word.text)
        case .sentence: capitalize = isFirst
        case .everyWord: capitalize = true
        }
        var isFirstByte = true
        for byte in utf8 {
            bytes.append(capitalize && isFirstByte ? asciiUppercased(byte) : asciiLowercased(byte))
            isFirstByte = false
        }
    }

    /// Whether the ASCII word `text` is one of ``smallWords`` in any case; a word longer
    /// than the longest small word is not lower-cased to ask.
    private static func isSmallWord(_ text: String) -> Bool {
        text.utf8.count <= longestSmallWord && smallWords.contains(text.lowercased())
    }

    /// The length in bytes of the longest of ``smallWords``.
    private static let longestSmallWord = smallWords.map(\.utf8.count).max() ?? 0

    private static func asciiUppercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// One word written in `style`.
    static func cased(_ word: Word, style: TitleStyle, isFirst: Bool, isLast: Bool) -> String {
        guard !word.isAcronym else { return word.text }
        switch style {
        case .title:
            if !isFirst && !isLast && smallWords.contains(word.text.lowercased()) {
                return word.text.lowercased()
            }
            return capitalized(word.text)
        case .sentence:
            return isFirst ? capitalized(word.text) : word.text.lowercased()
        case .everyWord:
            return capitalized(word.text)
        }
    }

    /// `word` with its first letter upper-case and the rest lower-case.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
