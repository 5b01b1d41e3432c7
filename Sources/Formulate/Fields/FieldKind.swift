/// What kind of value a field edits, and so how a renderer shows it.
///
/// The raw values are the `type` strings of the JSON form description.
public enum FieldKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Single-line text.
    case text
    /// Multi-line text (notes, bio, comments).
    case longText = "longtext"
    /// An email address.
    case email
    /// A secret; never echoed.
    case password
    /// A telephone number.
    case phone
    /// A URL.
    case url
    /// A signed integer.
    case integer
    /// An unsigned integer.
    case unsigned
    /// A decimal or floating-point number.
    case decimal = "number"
    /// On or off.
    case boolean
    /// One choice among options.
    case option
    /// Any number of choices among options (a `Set` or array of options).
    case multipleChoice = "multiselect"
    /// Any number of choices stored as bits of an `OptionSet`.
    case bitfield
    /// A calendar date.
    case date
    /// A time of day.
    case time
    /// A date and a time.
    case dateTime = "datetime"
    /// Text that is shown, not edited.
    case label
    /// A nested form for a nested model.
    case subform
    /// A list of values that can be added to, removed from and reordered.
    case collection
    /// A button that runs an action.
    case button

    /// Whether values of this kind are edited as free text.
    public var isTextual: Bool {
        switch self {
        case .text, .longText, .email, .password, .phone, .url: return true
        default: return false
        }
    }

    /// Whether values of this kind are numbers.
    public var isNumeric: Bool {
        switch self {
        case .integer, .unsigned, .decimal: return true
        default: return false
        }
    }

    /// Whether values of this kind are chosen among options.
    public var isChoice: Bool {
        switch self {
        case .option, .multipleChoice, .bitfield: return true
        default: return false
        }
    }

    /// Whether values of this kind are dates or times.
    public var isTemporal: Bool {
        switch self {
        case .date, .time, .dateTime: return true
        default: return false
        }
    }
}

extension FieldKind {
    /// The kind's name after "a" or "an", for messages: "an option", "a text".
    var nameWithArticle: String {
        let startsWithVowel = rawValue.first.map { "aeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + rawValue
    }
}

/// How a text field should be typed into: keyboard, capitalization, autocorrection,
/// secure entry and the content type that lets a platform autofill it.
///
/// Mirrors UIKit's `UITextInputTraits`, so a renderer on Apple platforms maps it
/// one to one, and an HTML renderer maps it to `inputmode`, `autocapitalize`,
/// `spellcheck` and `autocomplete`.
public struct TextTraits: Sendable, Hashable {
    /// The keyboard to show.
    public var keyboard: KeyboardType
    /// How typed text is capitalized.
    public var autocapitalization: Autocapitalization
    /// Whether typed text is autocorrected.
    public var autocorrection: Autocorrection
    /// Whether the text is hidden as it is typed.
    public var isSecure: Bool
    /// What the text is, for autofill; `nil` when unknown.
    public var contentType: TextContentType?

    /// Creates text traits; every argument has the plain-text default.
    public init(
        keyboard: KeyboardType = .default,
        autocapitalization: Autocapitalization = .sentences,
        autocorrection: Autocorrection = .default,
        isSecure: Bool = false,
        contentType: TextContentType? = nil
    ) {
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.contentType = contentType
    }

    /// The keyboards a platform can show.
    public enum KeyboardType: String, Sendable, Hashable, CaseIterable, Codable {
        case `default`, asciiCapable, emailAddress, phonePad
        case url = "URL"
        case numberPad, decimalPad
        case numbersAndPunctuation, twitter
    }

    /// How typed text is capitalized.
    public enum Autocapitalization: String, Sendable, Hashable, CaseIterable, Codable {
        case none, words, sentences, allCharacters
    }

    /// Whether typed text is autocorrected.
    public enum Autocorrection: String, Sendable, Hashable, CaseIterable, Codable {
        /// The platform decides.
        case `default`
        /// Never autocorrect.
        case no
        /// Always autocorrect.
        case yes
    }
}

/// What a text field holds, so that a platform can offer to fill it in.
///
/// The raw values are UIKit's `UITextContentType` names; ``htmlAutocomplete`` gives the
/// WHATWG `autocomplete` token.
public enum TextContentType: String, Sendable, Hashable, CaseIterable, Codable {
    case name, givenName, familyName, nickname
    case emailAddress, telephoneNumber
    case url = "URL"
    case username, password, newPassword
    case postalCode, addressCity, addressState, countryName, fullStreetAddress
    case twitter
    case organizationName, oneTimeCode, creditCardSecurityCode

    /// The WHATWG HTML `autocomplete` token for this content type, if there is one.
    public var htmlAutocomplete: String? {
        switch self {
        case .name: return "name"
        case .givenName: return "given-name"
        case .familyName: return "family-name"
        case .nickname: return "nickname"
        case .emailAddress: return "email"
        case .telephoneNumber: return "tel"
        case .url: return "url"
        case .username: return "username"
        case .password: return "current-password"
        case .newPassword: return "new-password"
        case .postalCode: return "postal-code"
        case .addressCity: return "address-level2"
        case .addressState: return "address-level1"
        case .countryName: return "country-name"
        case .fullStreetAddress: return "street-address"
        case .twitter: return nil
        case .organizationName: return "organization"
        case .oneTimeCode: return "one-time-code"
        case .creditCardSecurityCode: return "cc-csc"
        }
    }
}
