extension ValidationRule {
    /// What the rule implies for a field of `kind`, for renderers to announce: `required`,
    /// lengths, bounds, patterns, a format.
    ///
    /// Every constraint returned is one the rule itself checks, so a renderer that announces
    /// it refuses nothing the server accepts for that reason. Checks whose meaning no
    /// renderer can state (``usState``, ``equalsField(_:)``) imply nothing; a custom rule
    /// implies what the rules it lists in `implies` imply.
    public func impliedConstraints(for kind: FieldKind) -> FieldConstraints {
        var constraints = FieldConstraints()
        switch check {
        case .required:
            constraints.isRequired = true
        case .email:
            if kind.isTextual { constraints.formats = [.email] }
        case .url(let requireScheme, let schemes):
            if kind.isTextual {
                constraints.formats = [
                    .url(schemes: schemes ?? RuleURLSyntax.defaultSchemes, requiresScheme: requireScheme)
                ]
            }
        case .regex(let pattern):
            if kind.isTextual { constraints.patterns = [pattern] }
        case .minLength(let bound, let unit):
            (constraints.minimumLength, constraints.lengthUnit) = (bound, unit)
        case .maxLength(let bound, let unit):
            (constraints.maximumLength, constraints.lengthUnit) = (bound, unit)
        case .exactLength(let bound, let unit):
            (constraints.minimumLength, constraints.maximumLength, constraints.lengthUnit) = (bound, bound, unit)
        case .greaterThan(let bound):
            if let bound = Self.bound(bound, for: kind) { constraints.tightenMinimum(bound, exclusive: true) }
        case .greaterOrEqual(let bound):
            if let bound = Self.bound(bound, for: kind) { constraints.tightenMinimum(bound, exclusive: false) }
        case .lessThan(let bound):
            if let bound = Self.bound(bound, for: kind) { constraints.tightenMaximum(bound, exclusive: true) }
        case .lessOrEqual(let bound):
            if let bound = Self.bound(bound, for: kind) { constraints.tightenMaximum(bound, exclusive: false) }
        case .integer:
            if kind.isNumeric { constraints.isWholeNumber = true }
            if kind.isTextual { constraints.patterns = Self.integerPattern.map { [$0] } ?? [] }
        case .fiveDigitZipCode:
            if kind.isTextual { constraints.patterns = Self.zipCodePattern.map { [$0] } ?? [] }
        case .usPhone:
            if kind.isTextual {
                constraints.patterns = Self.usPhonePattern.map { [$0.explained(Self.usPhoneWords)] } ?? []
            }
        case .phoneNumber:
            if kind.isTextual { constraints.patterns = Self.phoneNumberPattern.map { [$0] } ?? [] }
        case .expiration:
            if kind.isTextual { constraints.patterns = Self.expirationPattern.map { [$0] } ?? [] }
        case .unique(let key):
            if let key { constraints.uniqueItemFields = [key] } else { constraints.itemsAreUnique = true }
        case .double, .equalsField, .usState:
            break
        case .custom(let custom):
            for implied in custom.implies { constraints.formIntersection(implied.impliedConstraints(for: kind)) }
        }
        return constraints
    }

    /// What ``integer`` checks in text, as a pattern.
    static let integerPattern = try? RegexPattern("-?[0-9]+")
    /// What ``fiveDigitZipCode`` checks, as a pattern.
    static let zipCodePattern = try? RegexPattern("[0-9]{5}").explained("a five-digit ZIP code, like 12345")
    /// What ``usPhone`` accepts, in words.
    static let usPhoneWords = "a US phone number, like 555-123-4567"
    /// What ``expiration`` checks, as a pattern.
    static let expirationPattern = try? RegexPattern("(?:0[1-9]|1[0-2])/(?:[0-9]{2}|[1-9][0-9]{3})").explained(
        "an expiry date as MM/YY or MM/YYYY, like 08/27")

    /// A comparison bound as a renderer can state it for a field of `kind`: a number for a
    /// numeric field, a date for a date field (text is read as the rule reads it), or `nil`.
    private static func bound(_ bound: FormValue, for kind: FieldKind) -> FormValue? {
        if kind.isNumeric {
            if bound.isNumber { return bound }
            return bound.stringValue.flatMap(RuleValues.number(from:))
        }
        if kind.isTemporal {
            if case .date = bound { return bound }
            return bound.stringValue.flatMap(RuleValues.date(from:)).map(FormValue.date)
        }
        return nil
    }
}

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
