/// The default messages of the built-in rules.
///
/// Every default message names the field by its title and says what would be accepted:
/// "Email must be a valid email address, like name@example.com."
/// ``FormError/localizer`` translates them; custom messages set with
/// ``ValidationRule/message(_:)`` are never passed to it.
public enum RuleMessages {
    /// The English default message of a built-in rule for a field titled `title`, before
    /// localization.
    ///
    /// `parameters` are the rule's ``ValidationRule/parameters``. Messages that depend on
    /// the value (a list counts items rather than characters; a value that cannot be
    /// compared with the bound says what kind of value is expected) are given for a text
    /// value. An unknown rule name gives "<title> is not valid."
    ///
    /// ```swift
    /// RuleMessages.defaultMessage(rule: "minLength", title: "Password", parameters: [.init("value", 8)])
    /// // "Password must be at least 8 characters."
    /// ```
    public static func defaultMessage(rule: String, title: String, parameters: [FormValueMember] = []) -> String {
        func parameter(_ name: String) -> FormValue? { parameters.first(where: { $0.key == name })?.value }
        let value = parameter("value") ?? .null
        typealias Name = ValidationRule.Name
        switch rule {
        case Name.required: return required(title)
        case Name.email: return email(title)
        case Name.url:
            let schemes = parameter("allowedSchemes")?.arrayValue?.compactMap(\.stringValue)
            return url(title, requireScheme: parameter("requireScheme")?.boolValue ?? false, allowedSchemes: schemes)
        case Name.regex: return regex(title, pattern: value.stringValue ?? "")
        case Name.minLength, Name.maxLength, Name.exactLength:
            let relation: RuleLengthRelation =
                rule == Name.minLength ? .atLeast : (rule == Name.maxLength ? .atMost : .exactly)
            return length(title, relation, RuleValues.wholeNumber(value) ?? 0, countsItems: false)
        case Name.equalsField: return equalsField(title, otherTitle: value.stringValue ?? "")
        case Name.integer: return integer(title)
        case Name.double:
            return double(title, maxDecimalPlaces: parameter("maxDecimalPlaces").flatMap(RuleValues.wholeNumber))
        case Name.usPhone: return usPhone(title)
        case Name.phoneNumber: return phoneNumber(title)
        case Name.fiveDigitZipCode: return fiveDigitZipCode(title)
        case Name.usState: return usState(title)
        case Name.expiration: return expiration(title)
        case Name.unique: return uniqueItems(title, field: parameter("by")?.stringValue)
        default:
            if let relation = RuleComparisonRelation(ruleName: rule) {
                return comparison(title, relation, bound: value, comparable: true)
            }
            return invalid(title)
        }
    }
}

/// The English sentences of the default messages, one function per rule.
extension RuleMessages {
    /// "Name is required."
    static func required(_ title: String) -> String {
        "\(title) is required."
    }

    /// "Email must be a valid email address, like name@example.com."
    static func email(_ title: String) -> String {
        "\(title) must be a valid email address, like name@example.com."
    }

    /// "Website must be a valid URL, like example.com or https://example.com." or, when the
    /// scheme is required, "Website must be a full URL starting with http:// or https://,
    /// like https://example.com."
    static func url(_ title: String, requireScheme: Bool, allowedSchemes: [String]?) -> String {
        let schemes = allowedSchemes ?? RuleURLSyntax.defaultSchemes
        let example = RuleURLSyntax.example(for: schemes)
        let starts = schemes.map { $0 + "://" }
        let list =
            starts.count > 1
            ? starts.dropLast().joined(separator: ", ") + " or " + (starts.last ?? "") : starts.joined()
        if requireScheme {
            return "\(title) must be a full URL starting with \(list), like \(example)."
        }
        if allowedSchemes == nil {
            return "\(title) must be a valid URL, like example.com or \(example)."
        }
        // Only a scheme with a host is written without it (`example.com`).
        let bare = schemes.contains { $0 != "file" } ? "example.com or " : ""
        return "\(title) must be a valid URL, like \(bare)\(example); it may start with \(list)."
    }

    /// "Code must match the pattern ^[A-Z]{3}$."
    static func regex(_ title: String, pattern: String) -> String {
        "\(title) must match the pattern \(pattern)."
    }

    /// "Code is too long to check against its pattern: it must be at most 1000 characters."
    static func patternInputTooLong(_ title: String, limit: Int) -> String {
        "\(title) is too long to check against its pattern: it must be at most \(limit) \(limit == 1 ? "character" : "characters")."
    }

    /// "Password must be at least 8 characters." or "Tags must have at most 3 items." A
    /// person reads "characters" whatever ``LengthUnit`` counts them: the unit is the
    /// developer's setting, not a word for people.
    static func length(_ title: String, _ relation: RuleLengthRelation, _ count: Int, countsItems: Bool) -> String {
        if countsItems {
            return "\(title) must have \(relation.phrase) \(count) \(count == 1 ? "item" : "items")."
        }
        return "\(title) must be \(relation.phrase) \(count) \(count == 1 ? "character" : "characters")."
    }

    /// "Age must be greater than or equal to 18." or, for a value that cannot be compared
    /// with the bound, "Age must be a number greater than or equal to 18."
    static func comparison(_ title: String, _ relation: RuleComparisonRelation, bound: FormValue, comparable: Bool)
        -> String
    {
        var isDate = false
        if case .date = bound { isDate = true }
        let phrase = relation.phrase(forDates: isDate) + " " + RuleValues.literal(bound)
        guard !comparable else { return "\(title) must be \(phrase)." }
        let noun: String
        switch bound {
        case .int, .uint, .double, .decimal: noun = "a number"
        case .date: noun = "a date"
        case .string: noun = "text"
        case .bool: noun = "a Boolean"
        default: noun = "a value"
        }
        return "\(title) must be \(noun) \(phrase)."
    }

    /// "Confirm Password must match Password."
    static func equalsField(_ title: String, otherTitle: String) -> String {
        "\(title) must match \(otherTitle)."
    }

    /// "Confirm Password cannot be checked: the form has no field "password" to compare it with."
    static func missingField(_ title: String, key: String) -> String {
        "\(title) cannot be checked: the form has no field \(RuleValues.quoted(key)) to compare it with."
    }

    /// "Quantity must be a whole number, like 42 or -7."
    static func integer(_ title: String) -> String {
        "\(title) must be a whole number, like 42 or -7."
    }

    /// "Price must be a number with at most 2 decimal places, like 12.34."
    static func double(_ title: String, maxDecimalPlaces: Int?) -> String {
        switch maxDecimalPlaces {
        case nil: return "\(title) must be a number, like 12.5 or -3."
        case 0?: return "\(title) must be a number with no decimal places, like 12."
        case 1?: return "\(title) must be a number with at most 1 decimal place, like 12.5."
        case let places?: return "\(title) must be a number with at most \(places) decimal places, like 12.34."
        }
    }

    /// "Phone must be a 10-digit US phone number, like 555-123-4567."
    static func usPhone(_ title: String) -> String {
        "\(title) must be a 10-digit US phone number, like 555-123-4567."
    }

    /// "Phone must be a phone number: digits, spaces and + ( ) - . only, like +1 555-123-4567."
    static func phoneNumber(_ title: String) -> String {
        "\(title) must be a phone number: \(ValidationRule.phoneNumberWords)."
    }

    /// "ZIP Code must be a 5-digit ZIP code, like 12345."
    static func fiveDigitZipCode(_ title: String) -> String {
        "\(title) must be a 5-digit ZIP code, like 12345."
    }

    /// "State must be a US state name or two-letter code, like California or CA."
    static func usState(_ title: String) -> String {
        "\(title) must be a US state name or two-letter code, like California or CA."
    }

    /// "Expiration must be a month and year written MM/YYYY or MM/YY, like 09/2030."
    static func expiration(_ title: String) -> String {
        "\(title) must be a month and year written MM/YYYY or MM/YY, like 09/2030."
    }

    /// "Servers: item 3 has the same name as item 2; each item's name must be different."
    /// or, for a collection of values, "Tags: item 3 is the same as item 1; each item must
    /// be different." `later` and `earlier` are indexes (from 0, as in keys: `servers.2`);
    /// the message counts items from 1, as a page shows them ("Server 3").
    static func unique(_ title: String, field: String?, later: Int, earlier: Int) -> String {
        let (later, earlier) = (later + 1, earlier + 1)
        guard let field else {
            return "\(title): item \(later) is the same as item \(earlier); each item must be different."
        }
        return
            "\(title): item \(later) has the same \(field) as item \(earlier); each item's \(field) must be different."
    }

    /// "Tags must not repeat an item." or "Servers must not repeat a name."
    static func uniqueItems(_ title: String, field: String?) -> String {
        guard let field else { return "\(title) must not repeat an item." }
        return "\(title) must not repeat a \(field)."
    }

    /// "Name cannot be checked for repeats: it is not a list." (a unique rule on a field
    /// that is not a collection)
    static func uniqueNotAList(_ title: String) -> String {
        "\(title) cannot be checked for repeats: it is not a list."
    }

    /// "Servers cannot be checked for repeats: its items have no field 'nmae'."
    static func uniqueFieldMissing(_ title: String, key: String) -> String {
        "\(title) cannot be checked for repeats: its items have no field '\(shortened(key))'."
    }

    /// "Field is not valid."
    static func invalid(_ title: String) -> String {
        "\(title) is not valid."
    }
}
