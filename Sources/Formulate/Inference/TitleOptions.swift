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

extension TitleOptions {
    /// The acronyms and mixed-case names known by default, each written as listed.
    ///
    /// A word of a key that is on the list is written in its listed form whatever its case
    /// ("smtpHost" -> "SMTP Host", "wifiNetwork" -> "Wi-Fi Network"). Add your own:
    ///
    /// ```swift
    /// FormConfiguration.shared.titles.acronyms.append("SKU")
    /// ```
    ///
    /// Short words that are also English words ("it", "am", "us", "led", "sip") are left
    /// out; "MAC" is in, so "macAddress" reads "MAC Address" (and "macModel" "MAC Model":
    /// write "Mac" in a title override where you mean the computer).
    public static let defaultAcronyms: [String] = [
        // Identifiers, formats and the web.
        "ID", "URL", "URI", "UUID", "ISO", "UTC", "TTL", "FAQ", "PDF", "CSV", "JSON", "XML",
        "HTML", "CSS", "HTTP", "HTTPS", "HTTP/2", "API", "SDK", "CLI", "UI", "DB", "SQL",
        "JWT", "RGB", "GPS", "SMS", "GIF", "PNG", "JPEG", "SVG", "MP3", "MP4", "UTF-8", "UTF-16",
        "CORS", "CDN", "DOB", "QR", "VAT", "IBAN", "ISBN", "VIN", "SSN", "ETA",
        // Networks, protocols and security.
        "IP", "IPv4", "IPv6", "DNS", "DHCP", "TCP", "UDP", "NTP", "VPN", "SSH", "SSL", "TLS",
        "SMTP", "IMAP", "POP3", "FTP", "SFTP", "LDAP", "SAML", "SSO", "OAuth", "MFA", "2FA",
        "OTP", "TOTP", "PIN", "CVV", "CVC", "MAC", "SSID", "LAN", "WAN", "VoIP", "AWS", "S3",
        "NAT", "ASN", "MTU", "CIDR", "DDNS", "WPA", "WPA2", "WPA3", "SMB", "NFS", "VNC", "RDP",
        "UPnP", "ISP", "LTE", "IMEI", "ACL", "PGP", "GPG", "SHA", "MD5", "TPM", "GPC", "NSFW",
        "RSS", "IRC", "XMPP", "RTSP", "RTMP", "HLS", "WebDAV", "CalDAV", "CardDAV",
        // Hardware and media.
        "CPU", "GPU", "RAM", "SSD", "USB", "UEFI", "NFC", "TV", "HUD", "HDR", "FPS", "TTS",
        "AI", "2D", "3D", "4K", "8K", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB",
        "HDMI", "VGA", "DPI", "PPI", "HiDPI", "LCD", "OLED", "AVX", "VM", "NAS", "IPTV",
        "DVR", "OCR", "MIDI", "BPM", "HEVC", "H264", "H265", "AV1", "VP9", "AAC", "FLAC",
        // Units written in lowercase or mixed case ("Dose mg", not "Dose Mg", which is
        // magnesium). Not `ms`, `mm` or `ml`: MS, MM and ML mean other things in names.
        "mg", "kg", "km", "cm", "Hz", "kHz", "MHz", "GHz", "kW", "kWh", "mAh", "kbps", "Mbps",
        "Gbps",
        // Platforms, products and services written in mixed case.
        "OS", "iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "iPhone", "iPad",
        "iPod", "iMac", "MacBook", "iCloud", "iMessage", "iTunes", "FaceTime", "AirPlay",
        "AirDrop", "CarPlay", "HomeKit", "HealthKit", "WebKit", "WebRTC", "WebSocket",
        "Wi-Fi", "GitHub", "GitLab", "YouTube", "LinkedIn", "PayPal", "WhatsApp", "TikTok",
        "eBay", "JavaScript", "TypeScript", "GraphQL", "MySQL", "PostgreSQL", "SQLite",
        "MongoDB",
    ]
}

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
