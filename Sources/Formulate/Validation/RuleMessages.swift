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
