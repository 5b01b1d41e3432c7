/// The URL syntax the ``ValidationRule/url(requireScheme:allowedSchemes:)`` rule accepts:
/// `[scheme://]host[:port][/path][?query][#fragment]`.
package enum RuleURLSyntax {
    /// The schemes allowed when none are listed: the web's.
    static let defaultSchemes = ["http", "https"]

    /// A scheme as the rule stores it: lower-case, without a trailing `://` or `:`.
    static func normalizedScheme(_ scheme: String) -> String {
        var text = scheme.lowercased()
        if text.hasSuffix("://") { text.removeLast(3) } else if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// Whether `text` is a URL with a host (a `file` URL may have an empty one), with a
    /// scheme among `allowedSchemes` when one is written, and with one written when `requireScheme`.
    static func isValid(_ text: String, requireScheme: Bool, allowedSchemes: Set<String>) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: isForbidden) else { return false }
        var remainder = Substring(text)
        var isFile = false
        // A scheme is whatever precedes the first "://", if no "/", "?" or "#" comes first
        // ("example.com/?next=https://x" has none).
        if let colon = text.firstIndex(where: { ":/?#".contains($0) }), text[colon] == ":",
            text[colon...].hasPrefix("://")
        {
            let scheme = text[..<colon]
            guard isScheme(scheme), allowedSchemes.contains(scheme.lowercased()) else { return false }
            isFile = scheme.lowercased() == "file"
            remainder = text[text.index(colon, offsetBy: 3)...]
        } else if requireScheme {
            return false
        }
        let authorityEnd = remainder.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? remainder.endIndex
        // A file URL names a file on this machine with an empty host (`file:///var/mobile`).
        if isFile && authorityEnd == remainder.startIndex && remainder.first == "/" { return true }
        return isAuthority(remainder[..<authorityEnd])
    }

    /// A URL with one of `schemes` to show in a message, one the rule accepts: a file URL
    /// has a path (`file:///path/to/file`), a web one a host (`https://example.com`).
    package static func example(for schemes: [String]) -> String {
        let scheme = schemes.contains("https") ? "https" : schemes.first ?? "https"
        return scheme == "file" ? "file:///path/to/file" : scheme + "://example.com"
    }

    /// Whitespace and control characters, which no URL contains as typed.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }

    /// `letter *( letter / digit / "+" / "-" / "." )`, ASCII only.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || RuleValues.isASCIIDigit(scalar)
                    || "+-.".unicodeScalars.contains(scalar))
        }
    }

    /// `host[:port]`, where the host may be a bracketed IPv6 address. User information
    /// (`user@host`) is rejected: it is how links disguise their real host.
    private static func isAuthority(_ authority: Substring) -> Bool {
        guard !authority.contains("@") else { return false }
        var host = authority
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return false }
                port = after.dropFirst()
            }
            guard isIPv6(host.dropFirst().dropLast()) else { return false }
        } else {
            if let colon = authority.lastIndex(of: ":") {
                host = authority[..<colon]
                port = authority[authority.index(after: colon)...]
            }
            guard isHostName(host) else { return false }
        }
        if let port {
            guard port.count <= 5, RuleValues.isASCIIDigits(port), let number = Int(port), number <= 65_535 else {
                return false
            }
        }
        return true
    }

    /// `localhost`, an IPv4 address, or a domain name of two or more labels whose last
    /// label is letters (2 or more) or `xn--` punycode.
    private static func isHostName(_ host: Substring) -> Bool {
        if host.lowercased() == "localhost" || isIPv4(host) { return true }
        guard host.count <= 253 else { return false }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isLabel), let topLevel = labels.last else { return false }
        return (topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)) || topLevel.lowercased().hasPrefix("xn--")
    }

    /// 1 to 63 letters (any script), digits and hyphens, not starting or ending with a hyphen.
    private static func isLabel(_ label: Substring) -> Bool {
        guard (1...63).contains(label.count), label.first != "-", label.last != "-" else { return false }
        return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// Four dot-separated decimal numbers from 0 to 255.
    private static func isIPv4(_ host: Substring) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                part.count <= 3 && RuleValues.isASCIIDigits(part) && (Int(part) ?? 256) <= 255
            }
    }

    /// Hexadecimal groups separated by colons (with an optional embedded IPv4 address);
    /// a loose check that rejects anything that is plainly not an address.
    private static func isIPv6(_ address: Substring) -> Bool {
        guard address.contains(":"), address.count <= 45 else { return false }
        return address.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
