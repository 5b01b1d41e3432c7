/// Rules about text: email addresses, URLs and lengths.
extension ValidationRule {
    /// The text must be an email address: `local@domain.tld`.
    ///
    /// Pragmatic rather than RFC 5322: the local part is letters, digits and
    /// `!#$%&'*+/=?^_{|}~-` and the backtick in dot-separated runs; the domain is two or more labels of
    /// letters, digits and inner hyphens, the last one (the top-level domain) letters only,
    /// or `xn--` punycode. Letter case does not matter (`NAME@EXAMPLE.COM` passes); spaces
    /// and other characters do not pass. Values that are not text fail; blank values pass.
    ///
    /// Default message: "Email must be a valid email address, like name@example.com."
    public static let email = ValidationRule(.email)

    /// The text must be a URL with a host: `scheme://host[:port][/path][?query][#fragment]`.
    ///
    /// The host is a domain name (letters of any script, digits and inner hyphens, with a
    /// top-level domain of letters), `localhost`, an IPv4 address or a bracketed IPv6
    /// address. Scheme and host are case-insensitive (`HTTPS://EXAMPLE.COM` passes).
    /// User names in the URL (`https://bank.com@evil.example`), spaces and control characters
    /// fail. Schemes without `//` (`mailto:`) are not URLs for this rule.
    ///
    /// Unlike Eureka's `RuleURL`, which ignored its `requireProtocol` flag, `requireScheme`
    /// is honoured: `example.com` passes only when it is `false`.
    ///
    /// - Parameters:
    ///   - requireScheme: Whether the scheme must be written (`https://example.com`).
    ///   - allowedSchemes: The schemes a URL may start with, case-insensitive (a trailing
    ///     `://` is ignored); `nil` (or an empty list) means `http` and `https`, as in
    ///     Eureka. Another scheme fails even when it is well formed (`javascript://`,
    ///     `ftp://`), so list the ones you want.
    public static func url(requireScheme: Bool = false, allowedSchemes: [String]? = nil) -> ValidationRule {
        let schemes = allowedSchemes.flatMap { $0.isEmpty ? nil : $0.map(RuleURLSyntax.normalizedScheme) }
        return ValidationRule(.url(requireScheme: requireScheme, allowedSchemes: schemes))
    }

    /// The text must have at least `length` characters, or the list at least `length`
    /// items.
    ///
    /// Characters are counted as a person sees them (`"é"` and `"👍🏽"` are one each), unless
    /// `unit` says otherwise: ``LengthUnit/utf16`` counts as HTML's `minlength` does (then an
    /// HTML page announces the rule), ``LengthUnit/unicodeScalars`` as JSON Schema does.
    /// Other values (numbers, dates) fail; blank values pass, so add ``required`` to demand
    /// a value. A negative `length` is treated as 0.
    ///
    /// Default message: "Password must be at least 8 characters." ("Tags must have at least
    /// 2 items." for lists).
    public static func minLength(_ length: Int, unit: LengthUnit = .characters) -> ValidationRule {
        ValidationRule(.minLength(max(0, length), unit: unit))
    }

    /// The text must have at most `length` characters, or the list at most `length` items.
    ///
    /// Counting is as for ``minLength(_:unit:)``. A negative `length` is treated as 0.
    ///
    /// Default message: "Name must be at most 40 characters."
    public static func maxLength(_ length: Int, unit: LengthUnit = .characters) -> ValidationRule {
        ValidationRule(.maxLength(max(0, length), unit: unit))
    }

    /// The text must have exactly `length` characters, or the list exactly `length` items.
    ///
    /// Counting is as for ``minLength(_:unit:)``. A negative `length` is treated as 0.
    ///
    /// Default message: "PIN must be exactly 4 characters."
    public static func exactLength(_ length: Int, unit: LengthUnit = .characters) -> ValidationRule {
        ValidationRule(.exactLength(max(0, length), unit: unit))
    }

}
