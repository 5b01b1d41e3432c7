/// How titles are derived from property keys: which words are acronyms, how words are
/// capitalized, how a Boolean field is titled, and how a derived title is localized.
public struct TitleOptions: Sendable {
    /// The acronyms and names written in their listed form whatever their case in a key
    /// ("userId" -> "User ID", "iosVersion" -> "iOS Version", "githubURL" -> "GitHub URL").
    ///
    /// Matching is case-insensitive and ignores anything but letters and digits in an entry
    /// ("Wi-Fi" matches "wifi" and "WiFi"); a plural "s" after an acronym keeps it ("URLs").
    /// Mixed-case entries such as "iOS", "macOS" or "iPhone" also match when a key splits
    /// them ("iOSVersion", "macOSName", "iPhoneModel").
    public var acronyms: [String]
    /// How the words of a title are capitalized; ``TitleStyle/title`` by default.
    public var style: TitleStyle
    /// How the title of a Boolean field (a toggle) is worded; ``BooleanTitleStyle/toggle``
    /// by default ("isDiscoverable" -> "Discoverable").
    public var booleanStyle: BooleanTitleStyle
    /// Localizes a derived title; applied to derived titles only, never to explicit ones.
    public var localize: (@Sendable (String) -> String)?

    /// The default options: the default acronyms, title case, toggle titles for Boolean
    /// fields, no localization.
    public static let `default` = TitleOptions()

    /// Creates title options; every argument has its default.
    ///
    /// - Parameters:
    ///   - acronyms: The acronyms written in their listed form; ``defaultAcronyms`` by default.
    ///   - style: How words are capitalized; ``TitleStyle/title`` by default.
    ///   - booleanStyle: How Boolean fields are titled; ``BooleanTitleStyle/toggle`` by default.
    ///   - localize: Localizes a derived title; `nil` (no localization) by default.
    public init(
        acronyms: [String] = TitleOptions.defaultAcronyms,
        style: TitleStyle = .title,
        booleanStyle: BooleanTitleStyle = .toggle,
        localize: (@Sendable (String) -> String)? = nil
    ) {
        self.acronyms = acronyms
        self.style = style
        self.booleanStyle = booleanStyle
        self.localize = localize
    }
}
