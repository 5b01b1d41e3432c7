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
