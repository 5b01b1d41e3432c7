/// How the words of a derived title are capitalized.
///
/// Acronyms ("URL", "iOS", "HTML5") are written the same way in every style.
public enum TitleStyle: Sendable, Hashable {
    /// Apple HIG title case, the default: every word capitalized except articles,
    /// coordinating conjunctions and short prepositions that are neither first nor last
    /// ("Date of Birth").
    case title
    /// Sentence case, like Django: the first word capitalized, the rest lower-case
    /// ("Date of birth").
    case sentence
    /// Every word capitalized, like FXForms ("Date Of Birth").
    case everyWord
}
