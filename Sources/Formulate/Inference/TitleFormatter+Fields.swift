/// The titles of fields, worded as app authors label them: the rules that depend on what a
/// field holds, which ``TitleFormatter/title(for:options:)`` (a key alone) never applies.
extension TitleFormatter {
    /// Which wording rules a field's title gets, from its kind.
    enum FieldTitleRules: Sendable, Hashable {
        /// None: the title of a key alone, an enum case, or a Boolean under
        /// ``BooleanTitleStyle/allWords``.
        case none
        /// A Boolean field under ``BooleanTitleStyle/toggle`` (``toggleWords(_:)``).
        case toggle
        /// A field whose value is typed as text.
        case text
        /// A field whose value is a number.
        case number
        /// Any other field (options, dates, subforms, collections...).
        case other

        /// The rules of a field of `kind` titled with `options`.
        init(kind: FieldKind, options: TitleOptions) {
            switch kind {
            case .boolean: self = options.booleanStyle == .toggle ? .toggle : .none
            case .text, .longText, .email, .password, .phone, .url: self = .text
            case .integer, .unsigned, .decimal: self = .number
            case .option, .multipleChoice, .bitfield, .date, .time, .dateTime, .label, .subform, .collection,
                .button:
                self = .other
            }
        }
    }

    /// Leading words that name the app's state rather than the value ("selectedItemType"
    /// -> "Item Type").
    private static let stateWords: Set<String> = ["selected", "chosen"]

    /// The words of any field's title but a toggle's: without a leading "selected" or
    /// "chosen" when a word other than a small word remains.
    static func fieldWords(_ words: ArraySlice<Word>) -> ArraySlice<Word> {
        guard words.count > 1, let first = words.first, !first.isAcronym,
            stateWords.contains(first.text.lowercased()), hasContent(words.dropFirst())
        else { return words }
        return words.dropFirst()
    }

    /// Trailing words that say how a text field's value is held, not what it is
    /// ("newMessageText" -> "New Message").
    private static let storageWords: Set<String> = ["text", "string", "input", "value"]

    /// Words that make a term with a storage word after them, which then stays
    /// ("defaultValue", "altText", "connectionString", "userInput").
    private static let storageCompounds: Set<String> = [
        "default", "initial", "custom", "raw", "min", "max", "minimum", "maximum", "new", "old", "current",
        "previous", "user", "query", "connection", "format", "alt", "plain", "rich", "free", "full", "cipher",
        "display", "input", "output", "key", "return",
    ]

    /// The words of a text field's title (``FieldTitleRules/text``): as ``fieldWords(_:)``,
    /// and without a trailing "Text", "String", "Input" or "Value" when a word other than a
    /// small word remains and the word before it makes no term with it ("filterText" ->
    /// "Filter", but "defaultValue" stays).
    static func textFieldWords(_ words: [Word]) -> ArraySlice<Word> {
        let kept = fieldWords(words[...])
        guard kept.count > 1, let last = kept.last, !last.isAcronym,
            storageWords.contains(last.text.lowercased()), hasContent(kept.dropLast()),
            let before = kept.dropLast().last, !storageCompounds.contains(before.text.lowercased())
        else { return kept }
        return kept.dropLast()
    }

    /// Units said at the end of a number's key, by lower-cased word, with how the title
    /// writes them ("percent" as "%"; an acronym as listed).
    private static let unitWords: [String: String] = [
        "seconds": "seconds", "secs": "seconds", "minutes": "minutes", "mins": "minutes", "hours": "hours",
        "hrs": "hours", "days": "days", "weeks": "weeks", "months": "months", "years": "years",
        "milliseconds": "ms", "millis": "ms", "ms": "ms", "percent": "%", "pixels": "pixels", "px": "px",
        "points": "points", "pt": "pt", "bytes": "bytes", "kb": "KB", "mb": "MB", "gb": "GB", "tb": "TB",
        "kib": "KiB", "mib": "MiB", "gib": "GiB", "tib": "TiB", "kbps": "kbps", "mbps": "Mbps", "gbps": "Gbps",
        "hz": "Hz", "khz": "kHz", "mhz": "MHz", "ghz": "GHz", "mg": "mg", "kg": "kg", "km": "km", "cm": "cm",
        "mm": "mm", "meters": "meters", "metres": "metres", "miles": "miles", "degrees": "degrees",
        "kw": "kW", "kwh": "kWh", "mah": "mAh",
    ]

    /// Words before a unit with which it makes a term, which then stays ("maxDays",
    /// "workingDays", "numberOfDays").
    private static let unitCompounds: Set<String> = [
        "max", "min", "maximum", "minimum", "total", "free", "used", "available", "extra", "business", "calendar",
        "leap", "sick", "rest", "default", "man",
    ]

    /// The words of a number field's title (``FieldTitleRules/number``): as
    /// ``fieldWords(_:)``, with a unit that ends the key said in parentheses after the
    /// rest, and an "in" before it left out ("timerSeconds" -> "Timer (seconds)",
    /// "timeoutInMinutes" -> "Timeout (minutes)", "cacheSizeMB" -> "Cache Size (MB)").
    /// The unit stays a word when the word before it makes a term with it ("maxDays",
    /// "remainingDays": a word in "-ing") or is a small word ("numberOfDays").
    static func numberFieldWords(_ words: [Word]) -> ArraySlice<Word> {
        var kept = fieldWords(words[...])
        guard kept.count > 1, let last = kept.last, let unit = unitWords[last.text.lowercased()] else { return kept }
        var before = kept.dropLast()
        if let word = before.last, word.text.lowercased() == "in", before.count > 1 { before = before.dropLast() }
        guard let word = before.last, word.isAcronym || !smallWords.contains(word.text.lowercased()),
            word.isAcronym
                || !(unitCompounds.contains(word.text.lowercased()) || word.text.lowercased().hasSuffix("ing"))
        else { return kept }
        kept = before
        return kept + [Word(text: "(\(unit))", isAcronym: true)]
    }

    /// Whether `words` hold a word other than a small word: a letter ("A"), a number or an
    /// acronym counts.
    static func hasContent(_ words: ArraySlice<Word>) -> Bool {
        words.contains { $0.isAcronym || !smallWords.contains($0.text.lowercased()) }
    }
}

/// The titles of Boolean fields, worded as app authors label toggles (the Titles table of the
/// Customizing Fields article): "isDiscoverable" -> "Discoverable", "backgroundFetchEnabled" ->
/// "Background Fetch".
extension TitleFormatter {
    /// The leading words a toggle's title leaves out.
    private static let toggleVerbs: Set<String> = ["is", "has", "should", "can", "does", "allows"]

    /// Past participles that do not end in "ed", after which "has" stays ("hasSeenOnboarding"
    /// -> "Has Seen Onboarding", not "Seen Onboarding").
    private static let irregularParticiples: Set<String> = [
        "been", "seen", "done", "gone", "given", "taken", "shown", "known", "chosen", "written",
        "read", "paid", "sent", "made", "heard", "won", "got", "gotten", "begun", "run", "set",
    ]

    /// Words that end in "ed" but are not past participles ("hasSpeedLimit" -> "Speed Limit").
    private static let nounsInEd: Set<String> = ["speed", "feed", "seed", "need", "breed", "embed", "shred", "hundred"]

    /// Words after which a trailing "On" belongs to the phrase ("keepScreenOn",
    /// "alwaysOn", "isTurnedOn"), so it stays.
    private static let phrasalOnWords: Set<String> = [
        "keep", "keeps", "kept", "stay", "stays", "leave", "left", "turn", "turned", "switch", "switched",
        "always", "log", "logged", "sign", "signed", "opt", "opted", "carry", "hold", "hang", "focus",
        "come", "put", "try", "tap", "click", "move", "passed", "pass", "run", "runs", "go", "goes",
    ]

    /// The words of a Boolean field's title (``BooleanTitleStyle/toggle``): without a
    /// leading "is", "has", "should", "can", "does" or "allows", and without a trailing
    /// "Enabled" or "On" (with an "is" or "are" before it), each left out only when a word
    /// other than a preposition, article, conjunction or one of those verbs remains
    /// ("isEnabled" -> "Enabled", "isOn" -> "Is On", "sourceControlIsEnabled" -> "Source
    /// Control", "livePhotosOn" -> "Live Photos"). An "On" after a verb that takes it
    /// stays ("keepScreenOn").
    static func toggleWords(_ words: [Word]) -> ArraySlice<Word> {
        var kept = words[...]
        if kept.count > 1, let first = kept.first, toggleVerbs.contains(first.text.lowercased()),
            !(first.text.lowercased() == "has" && isPastParticiple(kept[kept.startIndex + 1])),
            hasContent(kept.dropFirst())
        {
            kept = kept.dropFirst()
        }
        guard kept.count > 1, let last = kept.last, !last.isAcronym else { return kept }
        let state = last.text.lowercased()
        let before = kept.dropLast()
        guard
            state == "enabled" || (state == "on" && !before.contains { phrasalOnWords.contains($0.text.lowercased()) })
        else { return kept }
        guard hasToggleContent(before) else { return kept }
        kept = before
        // "sourceControlIsEnabled": the "is" before the state goes with it.
        if kept.count > 1, let verb = kept.last, ["is", "are"].contains(verb.text.lowercased()),
            hasToggleContent(kept.dropLast())
        {
            kept = kept.dropLast()
        }
        return kept
    }

    /// Whether `words` hold a word other than a small word or a leading verb ("is", "has"...).
    private static func hasToggleContent(_ words: ArraySlice<Word>) -> Bool {
        words.contains {
            $0.isAcronym || !(smallWords.contains($0.text.lowercased()) || toggleVerbs.contains($0.text.lowercased()))
        }
    }

    /// Whether `word` is a past participle: "completed", "accepted", "seen".
    private static func isPastParticiple(_ word: Word) -> Bool {
        guard !word.isAcronym else { return false }
        let lower = word.text.lowercased()
        if irregularParticiples.contains(lower) { return true }
        return lower.count > 3 && lower.hasSuffix("ed") && !nounsInEd.contains(lower)
    }
}
