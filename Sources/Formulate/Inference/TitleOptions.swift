/// How titles are derived from property keys: which words are acronyms, how words are
/// capitalized, and how a derived title is localized.
public struct TitleOptions: Sendable {
    /// The acronyms written in their listed form whatever their case in a key
    /// ("userId" -> "User ID", "iosVersion" -> "iOS Version").
    ///
    /// Matching is case-insensitive; a plural "s" after an acronym keeps it ("URLs").
    /// Mixed-case entries such as "iOS" or "macOS" also match when a key splits them
    /// ("iOSVersion", "macOSName").
    public var acronyms: [String]
    /// How the words of a title are capitalized; ``TitleStyle/title`` by default.
    public var style: TitleStyle
    /// Localizes a derived title; applied to derived titles only, never to explicit ones.
    public var localize: (@Sendable (String) -> String)?

    /// The acronyms known by default.
    public static let defaultAcronyms: [String] = [
        "ID", "URL", "URI", "HTML", "HTTP", "HTTPS", "API", "JSON", "XML", "IP",
        "UUID", "PDF", "SMS", "GPS", "CPU", "GPU", "UI", "OS", "iOS", "macOS",
        "tvOS", "watchOS", "visionOS", "DB", "SQL", "SSH", "VPN", "DNS", "FAQ", "PIN",
        "ISO", "UTC", "TTL", "RGB", "CSV", "JWT", "CSS", "SDK", "IPv4", "IPv6",
    ]

    /// The default options: the default acronyms, title case, no localization.
    public static let `default` = TitleOptions()

    /// Creates title options; every argument has its default.
    ///
    /// - Parameters:
    ///   - acronyms: The acronyms written in their listed form; ``defaultAcronyms`` by default.
    ///   - style: How words are capitalized; ``TitleStyle/title`` by default.
    ///   - localize: Localizes a derived title; `nil` (no localization) by default.
    public init(
        acronyms: [String] = TitleOptions.defaultAcronyms,
        style: TitleStyle = .title,
        localize: (@Sendable (String) -> String)? = nil
    ) {
        self.acronyms = acronyms
        self.style = style
        self.localize = localize
    }
}
