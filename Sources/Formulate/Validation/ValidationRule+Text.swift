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

extension ValidationRule {
    /// The text must be a phone number as people write one anywhere: digits, spaces and
    /// `+ ( ) - .` only, with at least one digit (`+44 20 7946 0958`, `(555) 123-4567`).
    ///
    /// A field of kind phone (inferred from names like `phone`, `mobile` or
    /// `phoneNumber`) is checked this way unless it has a format rule of its own: its own
    /// `phoneNumber`, ``usPhone`` or `regex` rule replaces it. To take any text in a
    /// phone field (`555-1234 ext. 12`), give it a pattern of its own (`try .regex(".*")`) or
    /// make it kind text. Values that are not text fail; blank values pass.
    ///
    /// Default message: "Phone must be a phone number: digits, spaces and + ( ) - . only, like +1 555-123-4567."
    public static let phoneNumber = ValidationRule(.phoneNumber)

    /// What ``phoneNumber`` accepts, in words.
    static let phoneNumberWords = "digits, spaces and + ( ) - . only, like +1 555-123-4567"

    /// What ``phoneNumber`` checks, as a pattern for renderers (the first digit is the
    /// `[0-9]`, so the pattern matches one way only).
    static let phoneNumberPattern = try? RegexPattern("[ +().\\-]*[0-9][0-9 +().\\-]*").explained(
        "a phone number: " + phoneNumberWords)

    /// Whether `text` holds digits, spaces and `+ ( ) - .` only, and at least one digit.
    static func isPhoneNumber(_ text: String) -> Bool {
        var hasDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"),
                UInt8(ascii: "."):
                continue
            default: return false
            }
        }
        return hasDigit
    }
}

/// RSFormView's United States formats: phone numbers, ZIP codes, states and card
/// expiration dates.
extension ValidationRule {
    /// The text must be a 10-digit US phone number.
    ///
    /// Accepted: `5551234567`, `555-123-4567`, `555.123.4567`, `555 123 4567`,
    /// `(555) 123-4567`, `(555)123-4567`, each optionally after `1`, `+1` or `+1 `
    /// (`+1 555-123-4567`). The area code may not start with 0 or 1, as in the North
    /// American plan; that also tells a leading country code `1` from the number.
    /// Separators must be used consistently (`555-123.4567` fails as a value). Values that
    /// are not text fail; blank values pass.
    ///
    /// Its ``inputFormatter`` writes digits as `555-123-4567`, also while they are being
    /// typed: `5551` becomes `555-1`, and text typed with mixed separators (`555-123.4567`)
    /// is rewritten before it is checked; input with other characters or more than 10
    /// digits is left as it is.
    ///
    /// Default message: "Phone must be a 10-digit US phone number, like 555-123-4567."
    public static let usPhone = ValidationRule(.usPhone)

    /// The text must be exactly five ASCII digits (`02134`).
    ///
    /// ZIP+4 (`12345-6789`), signs (`-1234`, which RSFormView accepted), four digits and
    /// spaces fail. Numbers fail too: store ZIP codes as text so leading zeros survive.
    /// Blank values pass.
    ///
    /// Default message: "ZIP Code must be a 5-digit ZIP code, like 12345."
    public static let fiveDigitZipCode = ValidationRule(.fiveDigitZipCode)

    /// The text must name a US state or the District of Columbia, by two-letter postal code
    /// (`CA`, `DC`) or by name (`California`, `North Dakota`, `District of Columbia`).
    ///
    /// Letter case, surrounding spaces and repeated inner spaces do not matter
    /// (`north  dakota` passes). Territories (PR, GU...) are not states and fail.
    /// Values that are not text fail; blank values pass.
    ///
    /// Default message: "State must be a US state name or two-letter code, like California or CA."
    public static let usState = ValidationRule(.usState)

    /// The text must be a card expiration month: `MM/YYYY` (RSFormView's format) or
    /// `MM/YY` (as printed on cards).
    ///
    /// The month is two digits from `01` to `12` (`00/2030`, `13/2030` and `1/2030` fail);
    /// the year is two digits, or four not starting with `0` (`12/0000` fails).
    /// Whether the month has passed is not checked: that depends on today's date, which a rule does not read. Values that are not text fail;
    /// blank values pass.
    ///
    /// Default message: "Expiration must be a month and year written MM/YYYY or MM/YY, like 09/2030."
    public static let expiration = ValidationRule(.expiration)
}

/// Writes US phone digits as `555-123-4567` while they are typed or pasted, for
/// ``ValidationRule/usPhone``'s ``ValidationRule/inputFormatter``.
enum RulePhoneFormatter {
    /// The characters people type between the digits of a phone number.
    private static let separators: Set<Character> = [" ", "-", ".", "(", ")"]

    /// `5551234567` -> `555-123-4567`, `(555) 123-4567` -> `555-123-4567`, `5551` ->
    /// `555-1`. Text with other characters (`+`, letters) or more than 10 digits is
    /// returned unchanged, so nothing a person typed is lost.
    @Sendable static func format(_ text: String) -> String {
        guard text.allSatisfy({ ($0.isASCII && $0.isNumber) || separators.contains($0) }) else { return text }
        let digits = text.filter { $0.isASCII && $0.isNumber }
        guard digits.count <= 10 else { return text }
        let area = digits.prefix(3)
        let exchange = digits.dropFirst(3).prefix(3)
        let line = digits.dropFirst(6)
        return [area, exchange, line].filter { !$0.isEmpty }.joined(separator: "-")
    }
}

/// The 50 US states and the District of Columbia, by postal code and by name.
enum RuleUSStates {
    /// Postal codes and names, in lower case, for case-insensitive look-up.
    private static let known: Set<String> = {
        var all = Set<String>()
        for (code, name) in states {
            all.insert(code.lowercased())
            all.insert(name.lowercased())
        }
        return all
    }()

    /// Whether `text` is a state's code or name, ignoring case, surrounding spaces and
    /// repeated inner spaces.
    static func contains(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        return known.contains(words.joined(separator: " ").lowercased())
    }

    /// Postal code and name of every state, and DC.
    static let states: [(code: String, name: String)] = [
        ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"),
        ("CA", "California"), ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"),
        ("DC", "District of Columbia"), ("FL", "Florida"), ("GA", "Georgia"), ("HI", "Hawaii"),
        ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"), ("IA", "Iowa"),
        ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"), ("ME", "Maine"),
        ("MD", "Maryland"), ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"),
        ("MS", "Mississippi"), ("MO", "Missouri"), ("MT", "Montana"), ("NE", "Nebraska"),
        ("NV", "Nevada"), ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"),
        ("NY", "New York"), ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"),
        ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"), ("RI", "Rhode Island"),
        ("SC", "South Carolina"), ("SD", "South Dakota"), ("TN", "Tennessee"), ("TX", "Texas"),
        ("UT", "Utah"), ("VT", "Vermont"), ("VA", "Virginia"), ("WA", "Washington"),
        ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
    ]
}
