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
