import Foundation

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
