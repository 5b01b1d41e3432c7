extension ValidationRule {
    /// Why this rule can never hold for a field of `kind`, or `nil` when it can: a rule that
    /// counts characters on a Boolean, reads text on a number, compares a list. Such a rule
    /// would make the form impossible to submit, so a definition that gives it is refused.
    ///
    /// Judged by the field's kind, as declared or inferred; `required`, `equalsField` and
    /// custom rules fit every field. A comparison's bound must be comparable with the
    /// field's values (a number for a number field, a date for a date field).
    func misfit(for kind: FieldKind) -> String? {
        let holdsText = !(kind == .boolean || kind.isNumeric || kind.isTemporal || kind == .bitfield)
        let isList = kind == .collection || kind == .multipleChoice
        let reason: String
        switch check {
        case .required, .equalsField, .custom:
            return nil
        case .minLength, .maxLength, .exactLength:
            guard !holdsText else { return nil }
            reason = "it counts characters or items"
        case .email, .url, .regex, .usPhone, .phoneNumber, .fiveDigitZipCode, .usState, .expiration:
            guard !holdsText || isList else { return nil }
            reason = "it reads text" + (isList ? "; to check each item, give it to the item template" : "")
        case .greaterThan(let bound), .greaterOrEqual(let bound), .lessThan(let bound), .lessOrEqual(let bound):
            if kind == .boolean || isList {
                reason = "it compares numbers, dates or text"
            } else if let problem = Self.boundMisfit(bound, for: kind) {
                reason = problem
            } else {
                return nil
            }
        case .integer, .double:
            guard kind == .boolean || kind.isTemporal || isList else { return nil }
            reason = "it reads a number"
        case .unique:
            guard !isList else { return nil }
            reason = "it compares the items of a list"
        }
        return "rule '\(name)' does not fit \(kind.nameWithArticle) field: \(reason)"
    }

    /// Why a comparison's `bound` can never be compared with a value of a field of `kind`:
    /// a number field's bound is a number (or text that reads as one), a date field's a date
    /// (or ISO 8601 text); `nil` when it can be.
    private static func boundMisfit(_ bound: FormValue, for kind: FieldKind) -> String? {
        if kind.isNumeric {
            if bound.isNumber { return nil }
            if case .string(let text) = bound, RuleValues.number(from: text) != nil { return nil }
            return "its bound \(OptionText.display(bound)) is not a number"
        }
        if kind.isTemporal {
            if case .date = bound { return nil }
            if case .string(let text) = bound, RuleValues.date(from: text) != nil { return nil }
            return "its bound \(OptionText.display(bound)) is not a date"
        }
        return nil
    }
}
