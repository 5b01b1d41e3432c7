import Formulate

/// How a field's kind and text traits map to an `<input>`'s `type`, `inputmode`,
/// `autocomplete`, `autocapitalize` and `spellcheck` (the Rendering HTML article's overview).
enum HTMLInputMapping {
    /// The `type` of the input for `field`, whose value attribute will be `value`.
    ///
    /// Numbers, dates and times fall back to `text` when the field has a value transformer
    /// (its text is not the machine format) or when `value` is text a browser would throw
    /// away (a person's rejected text, sent by something other than a browser).
    static func type(for field: Field, value: String) -> String {
        if HTMLFieldValues.isSecret(field) { return "password" }
        switch field.kind {
        case .email: return "email"
        case .url: return formattedType(field.constraints.formats)
        case .phone: return "tel"
        case .integer, .unsigned, .decimal:
            guard field.valueTransformer == nil, value.isEmpty || HTMLValueText.isValidNumber(value) else {
                return "text"
            }
            return "number"
        case .date, .time, .dateTime:
            guard field.valueTransformer == nil, value.isEmpty || HTMLValueText.isValidTemporal(value, kind: field.kind)
            else { return "text" }
            switch field.kind {
            case .time: return "time"
            case .dateTime: return "datetime-local"
            default: return "date"
            }
        case .text: return formattedType(field.constraints.formats)
        default: return "text"
        }
    }

    /// The type of a text or URL field from the formats its value must have: `email`, or
    /// `url` when the URL must have its scheme; otherwise `text` (with the URL keyboard
    /// from `inputmode`), since a browser refuses `example.com` in a `url` input, which
    /// the server reads as `http://example.com`.
    private static func formattedType(_ formats: [ValueFormat]) -> String {
        for format in formats {
            switch format {
            case .email: return "email"
            case .url(_, let requiresScheme) where requiresScheme: return "url"
            case .url: continue
            }
        }
        return "text"
    }

    /// Whether text is typed into a control of this type (so text traits apply).
    static func isTyped(_ type: String) -> Bool {
        switch type {
        case "text", "email", "url", "tel", "password", "search", "textarea": return true
        default: return false
        }
    }

    /// `inputmode`, for free-text controls whose type does not already choose a keyboard.
    static func inputMode(for field: Field, type: String) -> String? {
        guard type == "text" || type == "textarea" else { return nil }
        switch field.textTraits.keyboard {
        case .emailAddress: return "email"
        case .phonePad: return "tel"
        case .url: return "url"
        case .numberPad: return "numeric"
        case .decimalPad: return "decimal"
        case .default, .asciiCapable, .numbersAndPunctuation, .twitter: return nil
        }
    }

    /// `autocomplete`: the WHATWG token of the field's content type.
    static func autocomplete(for field: Field, type: String) -> String? {
        guard isTyped(type) else { return nil }
        return field.textTraits.contentType?.htmlAutocomplete
    }

    /// `autocapitalize`, for text and textareas (other types ignore it).
    static func autocapitalize(for field: Field, type: String) -> String? {
        guard type == "text" || type == "textarea" else { return nil }
        switch field.textTraits.autocapitalization {
        case .none: return "none"
        case .words: return "words"
        case .sentences: return "sentences"
        case .allCharacters: return "characters"
        }
    }

    /// `spellcheck`: `false` where autocorrection is off, `true` where it is on.
    static func spellcheck(for field: Field, type: String) -> String? {
        guard isTyped(type) else { return nil }
        switch field.textTraits.autocorrection {
        case .no: return "false"
        case .yes: return "true"
        case .default: return nil
        }
    }
}
