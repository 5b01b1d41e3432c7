// Splitting a key into words and recognizing acronyms (rules 1 to 4 of titles from keys).
extension TitleFormatter {
    /// The words of `key`, each marked as an acronym or not (rules 1 to 4 of titles from keys).
    static func analyzedWords(in key: String, acronyms: [String]) -> [Word] {
        let tokens = KeyTokenizer.tokens(in: key)
        let lookup = acronymLookup(acronyms)
        let (listed, prefixes) = (lookup.listed, lookup.prefixes)
        var words: [Word] = []
        words.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            var word: Word
            let lowered = tokens[index].text.lowercased()
            if index + 1 < tokens.count, prefixes.contains(lowered),
                let merged = mergedAcronym(in: tokens, at: index, spelled: lowered, listed: listed, prefixes: prefixes)
            {
                word = Word(text: merged.acronym, isAcronym: true)
                index += merged.span
            } else if index + 1 < tokens.count,
                let (head, merged) = nameInsideWord(in: tokens, at: index, lowered: lowered, lookup: lookup)
            {
                // "autoUploadToiCloud": the "i" of "Toi" starts "iCloud".
                let rest = String(tokens[index].text.dropLast(head.count))
                words.append(classify(rest, lowered: rest.lowercased(), listed: listed))
                word = Word(text: merged.acronym, isAcronym: true)
                index += merged.span
            } else if let pieces = listedPieces(of: tokens[index].text, lowered: lowered, listed: listed),
                let last = pieces.last
            {
                // "thumbnailAPIURLText": a run of capitals made of listed acronyms is each of them.
                words.append(contentsOf: pieces.dropLast())
                word = last
                index += 1
            } else {
                word = classify(tokens[index].text, lowered: lowered, listed: listed)
                index += 1
            }
            // A digit run directly after an acronym joins it: "HTML5", "OAuth2", "B12"; not
            // after a name that starts in lower case, where it is a version ("macOS 14").
            if word.isAcronym, index < tokens.count, tokens[index].isNumeric,
                tokens[index].chunk == tokens[index - 1].chunk, !startsInLowerCase(word.text)
            {
                word.text += tokens[index].text
                index += 1
            }
            // A lone lower-case letter directly after digits joins them: "A1c", "1080p".
            if index < tokens.count, isLoneLowercaseSuffix(in: tokens, at: index) {
                word.text += tokens[index].text
                index += 1
            }
            words.append(word)
        }
        return words
    }

    /// The listed acronyms, of two letters or more each, that spell `text` when it is an
    /// ASCII run of capitals that is not listed itself ("APIURL" -> "API" | "URL"); `nil`
    /// for any other word, or a run that no listed acronyms spell whole ("ABC").
    private static func listedPieces(of text: String, lowered: String, listed: [String: String]) -> [Word]? {
        guard text.utf8.count >= 4, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
            listed[lowered] == nil
        else { return nil }
        let utf8 = Array(lowered.utf8)
        // The pieces that spell the first `end` letters, for each `end` reached (the
        // fewest pieces, found first by the shortest prefix).
        var spelled: [[Word]?] = Array(repeating: nil, count: utf8.count + 1)
        spelled[0] = []
        for start in 0..<utf8.count {
            // A piece has two letters or more: none starts at the last letter.
            guard let before = spelled[start], start + 2 <= utf8.count else { continue }
            for end in (start + 2)...utf8.count where spelled[end] == nil {
                if let acronym = listed[String(decoding: utf8[start..<end], as: UTF8.self)] {
                    spelled[end] = before + [Word(text: acronym, isAcronym: true)]
                }
            }
        }
        return spelled[utf8.count]
    }

    /// Whether `text` starts with a lower-case ASCII letter ("iOS", "macOS", "kHz").
    private static func startsInLowerCase(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// A listed name that starts in lower case and begins at the end of the word at `index`
    /// ("Toi" | "Cloud" -> "To" | "iCloud"), with the lower-case letters it takes from that
    /// word and how many words it spans from `index`.
    private static func nameInsideWord(
        in tokens: [KeyTokenizer.Token], at index: Int, lowered: String, lookup: AcronymLookup
    ) -> (head: String, merged: (acronym: String, span: Int))? {
        let text = tokens[index].text
        guard !lookup.heads.isEmpty, tokens[index + 1].chunk == tokens[index].chunk,
            let last = text.utf8.last, last >= UInt8(ascii: "a"), last <= UInt8(ascii: "z")
        else { return nil }
        for head in lookup.heads where text.utf8.count > head.utf8.count && text.hasSuffix(head) {
            if let merged = mergedAcronym(
                in: tokens, at: index, spelled: head, listed: lookup.listed, prefixes: lookup.prefixes)
            {
                return (head, merged)
            }
        }
        return nil
    }

    /// Whether the token at `index` is one lower-case ASCII letter that directly follows
    /// digits in the same chunk and is not followed by more digits ("A1c", "1080p", but
    /// not the "y" of "x1y2").
    private static func isLoneLowercaseSuffix(in tokens: [KeyTokenizer.Token], at index: Int) -> Bool {
        let token = tokens[index]
        guard index > 0, token.text.utf8.count == 1, let letter = token.text.utf8.first,
            letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z")
        else { return false }
        let previous = tokens[index - 1]
        guard previous.chunk == token.chunk, previous.isNumeric else { return false }
        let next = index + 1
        return next == tokens.count || tokens[next].chunk != token.chunk || !tokens[next].isNumeric
    }

    /// The acronyms of a list, arranged to find them in a key's words.
    struct AcronymLookup: Sendable {
        /// The acronyms keyed by their lower-cased letters and digits (the first of
        /// duplicates wins).
        var listed: [String: String]
        /// Every proper prefix of those spellings: a word that is not one cannot start an
        /// acronym spelled by several words ("i" | "OS"), so no joined spelling is tried for it.
        var prefixes: Set<String>
        /// The lower-case letters that start a listed name written in mixed case, where the
        /// rest is a word or in capitals ("i" of "iCloud", "mac" of "macOS"), and so may end
        /// another word of a key ("syncToiCloud"). Unit symbols ("kHz", "mAh") are not
        /// looked for inside words: "clockHz" is no "cloc kHz".
        var heads: [String]
    }

    /// The lookup of the acronyms seen last: building it costs more than the rest of a
    /// title, and every title of a form uses the same list. Comparing a list with the one
    /// it was copied from is a check of identity, not of its strings.
    private static let lastLookup = Locked<(acronyms: [String], lookup: AcronymLookup)?>(nil)

    /// The lookup of `acronyms`, remembered for the list seen last.
    private static func acronymLookup(_ acronyms: [String]) -> AcronymLookup {
        if let cached = lastLookup.withLock({ $0 }), cached.acronyms == acronyms {
            return cached.lookup
        }
        let listed = buildAcronymLookup(acronyms)
        var prefixes: Set<String> = []
        for spelling in listed.keys {
            var prefix = ""
            for character in spelling.dropLast() {
                prefix.append(character)
                prefixes.insert(prefix)
            }
        }
        let lookup = AcronymLookup(listed: listed, prefixes: prefixes, heads: mixedCaseHeads(acronyms))
        lastLookup.withLock { $0 = (acronyms, lookup) }
        return lookup
    }

    /// The heads of ``AcronymLookup/heads``, longest first, each once.
    private static func mixedCaseHeads(_ acronyms: [String]) -> [String] {
        var heads: Set<String> = []
        for acronym in acronyms where acronym.utf8.allSatisfy({ $0 < 0x80 }) {
            let head = acronym.prefix { $0.isLowercase }
            let rest = acronym.dropFirst(head.count)
            guard !head.isEmpty, rest.first?.isUppercase == true,
                rest.count >= 3 || (rest.count == 2 && rest.allSatisfy(\.isUppercase))
            else { continue }
            heads.insert(String(head))
        }
        return heads.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The acronyms by their spelling in a key: lower-cased letters and digits only, so that
    /// "Wi-Fi" is found as "wifi" and "HTTP/2" as "http2".
    private static func buildAcronymLookup(_ acronyms: [String]) -> [String: String] {
        var lookup: [String: String] = [:]
        for acronym in acronyms {
            let key = String(acronym.lowercased().filter { $0.isLetter || $0.isNumber })
            if !key.isEmpty, lookup[key] == nil { lookup[key] = acronym }
        }
        return lookup
    }

    /// The longest listed acronym spelled by two or more consecutive raw words of one chunk
    /// starting at `index`, the first of them spelled `start` (the word lower-cased, or the
    /// lower-case letters at its end): "i" | "OS" -> "iOS", "mac" | "OS" -> "macOS", "Wi" |
    /// "Fi" -> "Wi-Fi"; and how many words it spans.
    ///
    /// Words are joined one at a time, and joining stops at the first spelling that starts
    /// no acronym, so a key costs one join per word that could start one.
    private static func mergedAcronym(
        in tokens: [KeyTokenizer.Token], at index: Int, spelled start: String, listed: [String: String],
        prefixes: Set<String>
    ) -> (acronym: String, span: Int)? {
        let chunk = tokens[index].chunk
        var spelled = start
        var found: (acronym: String, span: Int)?
        var span = 1
        while span < longestAcronymSpan, index + span < tokens.count, tokens[index + span].chunk == chunk {
            spelled += tokens[index + span].text.lowercased()
            span += 1
            if let acronym = listed[spelled] { found = (acronym, span) }
            guard prefixes.contains(spelled) else { break }
        }
        return found
    }

    /// One raw word as an acronym in listed form, an acronym or a letter as written, or a
    /// plain word.
    private static func classify(_ text: String, lowered: String, listed: [String: String]) -> Word {
        if let acronym = listed[lowered] {
            return Word(text: acronym, isAcronym: true)
        }
        // A word that starts with an ASCII byte other than a capital is neither a capital
        // letter nor written in capitals: most words, answered without walking them.
        let mayBeCapitals =
            text.utf8.first.map { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) } ?? false
        if mayBeCapitals && (isWrittenInCapitals(text[...]) || isCapitalLetter(text)) {
            // A lone capital is a letter ("planA", "eA1c"), never the article "a".
            return Word(text: text, isAcronym: true)
        }
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let endsInS =
            isASCII ? text.utf8.count > 2 && text.utf8.last == UInt8(ascii: "s") : text.count > 2 && text.last == "s"
        guard endsInS else {
            return Word(text: text, isAcronym: false)
        }
        let stem = text.dropLast()
        // An ASCII word's lower-cased stem is its lower-cased form without the "s".
        if let acronym = listed[isASCII ? String(lowered.dropLast()) : String(stem).lowercased()] {
            return Word(text: acronym + "s", isAcronym: true)
        }
        return Word(text: text, isAcronym: isWrittenInCapitals(stem))
    }

    /// Whether `text` is one capital letter.
    private static func isCapitalLetter(_ text: String) -> Bool {
        if text.utf8.count == 1, let byte = text.utf8.first {
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }
        return text.count == 1 && text.first.map { $0.isLetter && $0.isUppercase } == true
    }

    /// Whether `text` is two or more letters, all capitals.
    private static func isWrittenInCapitals(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the same answer without asking Unicode properties of each Character.
            return utf8.count >= 2 && utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        }
        return text.count >= 2 && text.allSatisfy { $0.isLetter && $0.isUppercase }
    }
}
