/// How the title of a Boolean field (a toggle) is worded.
public enum BooleanTitleStyle: Sendable, Hashable {
    /// As app authors label toggles, the default: a leading "is", "has", "should", "can",
    /// "does" or "allows" and a trailing "Enabled" are left out ("isDiscoverable" ->
    /// "Discoverable", "backgroundFetchEnabled" -> "Background Fetch").
    ///
    /// Every word stays when nothing, or nothing but a preposition, would remain
    /// ("isEnabled" -> "Enabled", "isOn" -> "Is On"), and "has" stays before a past
    /// participle ("hasSeenOnboarding" -> "Has Seen Onboarding").
    case toggle
    /// Every word of the key, as for any other field ("isDiscoverable" -> "Is Discoverable").
    case allWords
}
