/// The titles of Boolean fields, worded as app authors label toggles (REFERENCE section 1,
/// rule 7): "isDiscoverable" -> "Discoverable", "backgroundFetchEnabled" -> "Background Fetch".
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

    /// The words of a Boolean field's title (``BooleanTitleStyle/toggle``): without a
    /// leading "is", "has", "should", "can", "does" or "allows", and without a trailing
    /// "Enabled", each left out only when a word other than a preposition, article or
    /// conjunction remains ("isEnabled" -> "Enabled", "isOn" -> "Is On").
    static func toggleWords(_ words: [Word]) -> ArraySlice<Word> {
        var kept = words[...]
        if kept.count > 1, let first = kept.first, toggleVerbs.contains(first.text.lowercased()),
            !(first.text.lowercased() == "has" && isPastParticiple(kept[kept.startIndex + 1])),
            hasContent(kept.dropFirst())
        {
            kept = kept.dropFirst()
        }
        if kept.count > 1, let last = kept.last, last.text.lowercased() == "enabled", hasContent(kept.dropLast()) {
            kept = kept.dropLast()
        }
        return kept
    }

    /// Whether `words` hold a word other than a small word: a letter ("A"), a number or an
    /// acronym counts.
    private static func hasContent(_ words: ArraySlice<Word>) -> Bool {
        words.contains { $0.isAcronym || !smallWords.contains($0.text.lowercased()) }
    }

    /// Whether `word` is a past participle: "completed", "accepted", "seen".
    private static func isPastParticiple(_ word: Word) -> Bool {
        guard !word.isAcronym else { return false }
        let lower = word.text.lowercased()
        if irregularParticiples.contains(lower) { return true }
        return lower.count > 3 && lower.hasSuffix("ed") && !nounsInEd.contains(lower)
    }
}
