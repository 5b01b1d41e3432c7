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
