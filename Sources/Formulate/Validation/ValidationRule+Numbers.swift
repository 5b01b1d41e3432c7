import Foundation

/// RSFormView's number rules: whole numbers and decimals typed as text.
extension ValidationRule {
    /// The value must be a whole number: text of ASCII digits with an optional leading `-`
    /// (`42`, `-7`, `007`), or a number with no fractional part.
    ///
    /// `+5`, `1,000`, `4.0` as text, spaces and other digits fail. The size of the number
    /// is not limited here; a field of type `Int` reports values out of its range itself.
    /// Blank values pass.
    ///
    /// Default message: "Quantity must be a whole number, like 42 or -7."
    public static let integer = ValidationRule(.integer)

    /// The value must be a decimal number, with at most `maxDecimalPlaces` digits after
    /// the point when given.
    ///
    /// Text is an optional leading `-`, digits, and an optional `.` with digits after it
    /// (`12`, `-3.5`, `.5`, and `12.` while it is being typed). Exponents, `nan`, `inf`,
    /// grouping separators and a decimal comma fail. Numbers pass when finite and within
    /// the decimal places (trailing zeros do not count). Blank values pass.
    ///
    /// RSFormView's `double` validation always allowed two decimal places; here the limit
    /// is a parameter and `nil` means any number of places.
    ///
    /// - Parameter maxDecimalPlaces: The most digits allowed after the point; negative
    ///   values are treated as 0.
    ///
    /// Default message: "Price must be a number with at most 2 decimal places, like 12.34."
    public static func double(maxDecimalPlaces: Int? = nil) -> ValidationRule {
        ValidationRule(.double(maxDecimalPlaces: maxDecimalPlaces.map { max(0, $0) }))
    }
}

/// Rules that compare a value with a bound or with another field.
extension ValidationRule {
    /// The value must be greater than `bound`.
    ///
    /// Numbers compare by magnitude (`18 == 18.0`), dates by time, text as text. Text typed
    /// where a number or a date is expected is read as one first (`"19"`, `"2024-01-31"`),
    /// so the rule works before and after the text is parsed. A value that cannot be
    /// compared with the bound fails and the message says what is expected ("Age must be a
    /// number greater than 17."). Blank values pass.
    ///
    /// Default message: "Age must be greater than 17." ("after 2024-01-01" for dates).
    public static func greaterThan(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.greaterThan(bound))
    }

    /// The value must be greater than or equal to `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Age must be greater than or equal to 18." ("on or after
    /// 2024-01-01" for dates).
    public static func greaterOrEqual(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.greaterOrEqual(bound))
    }

    /// The value must be less than `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Guests must be less than 10." ("before 2024-01-01" for dates).
    public static func lessThan(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.lessThan(bound))
    }

    /// The value must be less than or equal to `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Guests must be less than or equal to 10." ("on or before
    /// 2024-01-01" for dates).
    public static func lessOrEqual(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.lessOrEqual(bound))
    }

    /// The value must equal the current value of the field at key path `key` (a password
    /// confirmation).
    ///
    /// Numbers compare by magnitude, everything else exactly (text is case-sensitive).
    /// Unlike other rules, a blank value is checked too: it passes only when the other
    /// field is blank as well, so an empty confirmation of a new password fails.
    ///
    /// When the form has no field `key` the rule fails with a message naming the missing
    /// key, even if the rule has a custom message; it never crashes (Eureka's
    /// `RuleEqualsToRow` force-unwrapped the row). ``referencedFieldKeys`` lets a form
    /// report the missing field when the rule is added.
    ///
    /// Default message: "Confirm Password must match Password." (the other field's title
    /// comes from ``RuleContext/titleOf``, else its key).
    public static func equalsField(_ key: String) -> ValidationRule {
        ValidationRule(.equalsField(key))
    }
}

/// How comparison rules order a value against their bound, reading text typed where a
/// number or date is expected.
enum RuleComparison {
    /// The order of `value` relative to `bound`, or `nil` when they cannot be compared.
    ///
    /// Numbers compare by magnitude whatever their representation. Text is read as a number
    /// when the other side is a number or the field is numeric, and as an ISO 8601 date when
    /// the other side is a date or the field is temporal; otherwise two texts compare as
    /// text. Anything else follows ``FormValue/compare(to:)``.
    static func order(of value: FormValue, against bound: FormValue, kind: FieldKind) -> ComparisonResult? {
        let (left, right) = (coerced(value, toward: bound, kind: kind), coerced(bound, toward: value, kind: kind))
        return left.compare(to: right)
    }

    /// `value` read as the kind of `other` when `value` is text and `other` (or the field's
    /// kind) wants a number or a date.
    private static func coerced(_ value: FormValue, toward other: FormValue, kind: FieldKind) -> FormValue {
        guard case .string(let text) = value else { return value }
        var wantsDate = kind.isTemporal
        if case .date = other { wantsDate = true }
        if wantsDate { return RuleValues.date(from: text).map(FormValue.date) ?? value }
        if other.isNumber || kind.isNumeric { return RuleValues.number(from: text) ?? value }
        return value
    }
}

/// How a length rule relates a value's length to its bound.
enum RuleLengthRelation: Sendable {
    /// At least the bound (`minLength`).
    case atLeast
    /// At most the bound (`maxLength`).
    case atMost
    /// Exactly the bound (`exactLength`).
    case exactly

    /// Whether `count` satisfies the relation to `bound`.
    func accepts(_ count: Int, bound: Int) -> Bool {
        switch self {
        case .atLeast: return count >= bound
        case .atMost: return count <= bound
        case .exactly: return count == bound
        }
    }

    /// "at least", "at most", "exactly".
    var phrase: String {
        switch self {
        case .atLeast: return "at least"
        case .atMost: return "at most"
        case .exactly: return "exactly"
        }
    }
}

/// How a comparison rule relates a value to its bound.
enum RuleComparisonRelation: Sendable {
    /// Strictly greater (`greaterThan`).
    case greaterThan
    /// Greater or equal (`greaterOrEqual`).
    case greaterOrEqual
    /// Strictly less (`lessThan`).
    case lessThan
    /// Less or equal (`lessOrEqual`).
    case lessOrEqual

    /// Whether a value that compares to the bound as `order` satisfies the relation.
    func accepts(_ order: ComparisonResult) -> Bool {
        switch self {
        case .greaterThan: return order == .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        case .lessThan: return order == .orderedAscending
        case .lessOrEqual: return order != .orderedDescending
        }
    }

    /// The phrase before the bound: "greater than or equal to" for numbers and text,
    /// "on or after" for dates.
    func phrase(forDates: Bool) -> String {
        switch (self, forDates) {
        case (.greaterThan, false): return "greater than"
        case (.greaterOrEqual, false): return "greater than or equal to"
        case (.lessThan, false): return "less than"
        case (.lessOrEqual, false): return "less than or equal to"
        case (.greaterThan, true): return "after"
        case (.greaterOrEqual, true): return "on or after"
        case (.lessThan, true): return "before"
        case (.lessOrEqual, true): return "on or before"
        }
    }

    /// The rule name for the relation.
    var ruleName: String {
        switch self {
        case .greaterThan: return ValidationRule.Name.greaterThan
        case .greaterOrEqual: return ValidationRule.Name.greaterOrEqual
        case .lessThan: return ValidationRule.Name.lessThan
        case .lessOrEqual: return ValidationRule.Name.lessOrEqual
        }
    }

    /// The relation a rule name stands for, if it is a comparison rule.
    init?(ruleName: String) {
        switch ruleName {
        case ValidationRule.Name.greaterThan: self = .greaterThan
        case ValidationRule.Name.greaterOrEqual: self = .greaterOrEqual
        case ValidationRule.Name.lessThan: self = .lessThan
        case ValidationRule.Name.lessOrEqual: self = .lessOrEqual
        default: return nil
        }
    }
}
