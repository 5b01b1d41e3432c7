import Foundation

/// Running a rule's check, and the English default message of a failing value.
extension ValidationRule {
    /// Runs the check on a value that is not blank (or on any value, for checks that do not
    /// skip blank ones).
    func evaluate(_ value: FormValue, in context: RuleContext) -> RuleVerdict {
        switch check {
        case .required:
            return RuleValues.isBlank(value) ? .invalid : .valid
        case .email:
            guard let text = value.stringValue, let pattern = Self.emailPattern else { return .invalid }
            return pattern.matches(text) ? .valid : .invalid
        case .url(let requireScheme, let schemes):
            guard let text = value.stringValue else { return .invalid }
            let allowed = Set(schemes ?? RuleURLSyntax.defaultSchemes)
            return RuleURLSyntax.isValid(text, requireScheme: requireScheme, allowedSchemes: allowed)
                ? .valid : .invalid
        case .regex(let pattern):
            guard let text = value.stringValue else { return .invalid }
            guard pattern.isWithinInputLimit(text) else {
                return .unusable(
                    RuleMessages.patternInputTooLong(context.displayTitle, limit: pattern.maximumInputLength))
            }
            return pattern.matches(text) ? .valid : .invalid
        case .minLength(let bound, let unit):
            return Self.length(of: value, in: unit).map { $0 >= bound ? .valid : .invalid } ?? .invalid
        case .maxLength(let bound, let unit):
            return Self.length(of: value, in: unit).map { $0 <= bound ? .valid : .invalid } ?? .invalid
        case .exactLength(let bound, let unit):
            return Self.length(of: value, in: unit).map { $0 == bound ? .valid : .invalid } ?? .invalid
        case .greaterThan(let bound):
            return Self.compare(value, bound, context.kind, .greaterThan)
        case .greaterOrEqual(let bound):
            return Self.compare(value, bound, context.kind, .greaterOrEqual)
        case .lessThan(let bound):
            return Self.compare(value, bound, context.kind, .lessThan)
        case .lessOrEqual(let bound):
            return Self.compare(value, bound, context.kind, .lessOrEqual)
        case .equalsField(let key):
            guard let other = context.valueOf(key) else {
                return .unusable(RuleMessages.missingField(context.displayTitle, key: key))
            }
            if RuleValues.isBlank(value) && RuleValues.isBlank(other) { return .valid }
            return value.isEquivalent(to: other) ? .valid : .invalid
        case .integer:
            return Self.isWholeNumber(value) ? .valid : .invalid
        case .double(let limit):
            guard let places = Self.decimalPlaces(of: value) else { return .invalid }
            return limit.map { places <= $0 } ?? true ? .valid : .invalid
        case .usPhone:
            guard let text = value.stringValue, let pattern = Self.usPhonePattern else { return .invalid }
            return pattern.matches(text) ? .valid : .invalid
        case .phoneNumber:
            guard let text = value.stringValue else { return .invalid }
            return Self.isPhoneNumber(text) ? .valid : .invalid
        case .fiveDigitZipCode:
            guard let text = value.stringValue else { return .invalid }
            return text.unicodeScalars.count == 5 && RuleValues.isASCIIDigits(text) ? .valid : .invalid
        case .usState:
            guard let text = value.stringValue else { return .invalid }
            return RuleUSStates.contains(text) ? .valid : .invalid
        case .expiration:
            guard let text = value.stringValue else { return .invalid }
            return Self.isExpiration(text) ? .valid : .invalid
        case .unique(let key):
            return evaluateUniqueness(of: value, by: key, in: context)
        case .custom(let custom):
            // The rules it implies were checked by `validate(_:in:)`.
            return custom.check(value, context) ? .valid : .invalid
        }
    }

    /// The English default message for `value`, which failed the check, before localization.
    func defaultMessage(for value: FormValue, in context: RuleContext) -> String {
        let title = context.displayTitle
        switch check {
        case .minLength(let bound, _), .maxLength(let bound, _), .exactLength(let bound, _):
            let countsItems = value.arrayValue != nil || context.kind == .collection || context.kind == .multipleChoice
            let relation: RuleLengthRelation
            switch check {
            case .minLength: relation = .atLeast
            case .maxLength: relation = .atMost
            default: relation = .exactly
            }
            return RuleMessages.length(title, relation, bound, countsItems: countsItems)
        case .greaterThan(let bound), .greaterOrEqual(let bound), .lessThan(let bound), .lessOrEqual(let bound):
            let comparable = RuleComparison.order(of: value, against: bound, kind: context.kind) != nil
            guard let relation = RuleComparisonRelation(ruleName: name) else { return RuleMessages.invalid(title) }
            return RuleMessages.comparison(title, relation, bound: bound, comparable: comparable)
        case .equalsField(let key):
            return RuleMessages.equalsField(title, otherTitle: context.titleOf(key) ?? key)
        case .custom:
            return RuleMessages.invalid(title)
        default:
            return RuleMessages.defaultMessage(rule: name, title: title, parameters: check.parameters)
        }
    }

    /// Whether `value` stands in `relation` to `bound`, read as a field of `kind` reads it.
    private static func compare(
        _ value: FormValue, _ bound: FormValue, _ kind: FieldKind, _ relation: RuleComparisonRelation
    ) -> RuleVerdict {
        guard let order = RuleComparison.order(of: value, against: bound, kind: kind) else { return .invalid }
        return relation.accepts(order) ? .valid : .invalid
    }

    /// The length of text in `unit`, the count of a list, or the count of a dictionary's
    /// entries; `nil` for other values.
    private static func length(of value: FormValue, in unit: LengthUnit) -> Int? {
        switch value {
        case .string(let text): return unit.count(text)
        case .array(let items): return items.count
        case .object(let entries): return entries.count
        default: return nil
        }
    }

    /// Whether a value is a whole number: an integer, a finite number with no fraction, or
    /// text of ASCII digits with an optional leading minus.
    private static func isWholeNumber(_ value: FormValue) -> Bool {
        switch value {
        case .string(let text):
            return RuleValues.isASCIIDigits(text.hasPrefix("-") ? text.dropFirst() : Substring(text))
        case .int, .uint: return true
        case .double(let number): return number.isFinite && number == number.rounded()
        case .decimal(let number): return number.isFinite && RuleValues.decimalPlaces(of: number) == 0
        default: return false
        }
    }

    /// How many decimal places a number (or number text) has, or `nil` when it is not one.
    private static func decimalPlaces(of value: FormValue) -> Int? {
        switch value {
        case .string(let text):
            let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let whole = parts.first ?? ""
            let fraction = parts.count > 1 ? parts[1] : ""
            guard whole.isEmpty || RuleValues.isASCIIDigits(whole),
                fraction.isEmpty || RuleValues.isASCIIDigits(fraction),
                !whole.isEmpty || !fraction.isEmpty
            else { return nil }
            return fraction.reversed().drop(while: { $0 == "0" }).count
        case .int, .uint:
            return 0
        case .double(let number):
            guard number.isFinite else { return nil }
            return value.decimalValue.map(RuleValues.decimalPlaces(of:))
        case .decimal(let number):
            return number.isFinite ? RuleValues.decimalPlaces(of: number) : nil
        default:
            return nil
        }
    }

    /// Whether text is a card expiry `MM/YY` or `MM/YYYY` (a four-digit year from 1000 on).
    private static func isExpiration(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let month = parts.first, let year = parts.last,
            month.count == 2, RuleValues.isASCIIDigits(month), let number = Int(month),
            (1...12).contains(number),
            year.count == 2 || year.count == 4, RuleValues.isASCIIDigits(year),
            year.count == 2 || year.first != "0" // "12/0000" fails
        else { return false }
        return true
    }

    /// The pattern behind ``email``, compiled once.
    static let emailPattern = try? RegexPattern(emailPatternSource)

    /// The source of ``emailPattern``.
    static let emailPatternSource =
        "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
        + "@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+"
        + "(?:[A-Za-z]{1,63}|xn--[A-Za-z0-9-]{1,59})"

    /// The pattern behind ``usPhone``, compiled once.
    static let usPhonePattern = try? RegexPattern(usPhonePatternSource)

    /// The source of ``usPhonePattern``: `555-123-4567`, `(555) 123-4567`, `+1 555 123 4567`.
    static let usPhonePatternSource =
        "(?:\\+?1[ .-]?)?(?:\\([2-9][0-9]{2}\\)[ .-]?[0-9]{3}[ .-]?[0-9]{4}|[2-9][0-9]{2}([ .-]?)[0-9]{3}\\1[0-9]{4})"
}
