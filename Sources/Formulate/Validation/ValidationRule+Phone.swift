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
