extension ValidationRule {
    /// Why this rule can never hold for a field of `kind`, or `nil` when it can: a rule that
    /// counts characters on a Boolean, reads text on a number, compares a list. Such a rule
    /// would make the form impossible to submit, so a definition that gives it is refused.
    ///
    /// Judged by the field's kind, as declared or inferred; `required`, `equalsField` and
    /// custom rules fit every field.
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
        case .email, .url, .regex, .usPhone, .fiveDigitZipCode, .usState, .expiration:
            guard !holdsText || isList else { return nil }
            reason = "it reads text" + (isList ? "; to check each item, give it to the item template" : "")
        case .greaterThan, .greaterOrEqual, .lessThan, .lessOrEqual:
            guard kind == .boolean || isList else { return nil }
            reason = "it compares numbers, dates or text"
        case .integer, .double:
            guard kind == .boolean || kind.isTemporal || isList else { return nil }
            reason = "it reads a number"
        case .unique:
            guard !isList else { return nil }
            reason = "it compares the items of a list"
        }
        return "rule '\(name)' does not fit \(kind.nameWithArticle) field: \(reason)"
    }
}
