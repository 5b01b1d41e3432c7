import Formulate

/// What a field accepts, in words (`required`, `at most 40 characters`, `from 1 to 65535`),
/// read from its ``FieldConstraints``: what validation enforces too.
struct MarkdownConstraints<Model> {
    let field: Field
    let form: ModelForm<Model>

    /// The constraints in the order a person reads them; empty when there are none.
    var words: [String] {
        let constraints = field.constraints
        var words: [String] = []
        if constraints.isRequired { words.append("required") }
        if let length = lengths(constraints) { words.append(length) }
        if let bounds = bounds(constraints) { words.append(bounds) }
        if let step = constraints.step {
            words.append("in steps of " + MarkdownText.inline(form.text(of: step, for: field.key)))
        }
        if constraints.isWholeNumber && field.kind == .decimal { words.append("a whole number") }
        for format in constraints.formats { words.append(describe(format)) }
        for pattern in constraints.patterns {
            words.append(
                pattern.explanation.map(MarkdownText.inline) ?? "matching " + MarkdownText.code(pattern.source))
        }
        if constraints.itemsAreUnique { words.append("no two the same") }
        for key in constraints.uniqueItemFields {
            let title = field.itemTemplate?.children.first { $0.name == key || $0.key.hasSuffix("." + key) }?.title
            words.append("no two with the same " + MarkdownText.inline(title ?? key))
        }
        return words
    }

    /// The fewest and most characters, or items of a list.
    private func lengths(_ constraints: FieldConstraints) -> String? {
        let counted = field.kind == .collection || field.kind == .multipleChoice ? "items" : "characters"
        switch (constraints.minimumLength, constraints.maximumLength) {
        case (let low?, let high?) where low == high: return "exactly \(low) \(counted)"
        case (let low?, let high?): return "\(low) to \(high) \(counted)"
        case (let low?, nil): return "at least \(low) \(counted)"
        case (nil, let high?): return "at most \(high) \(counted)"
        case (nil, nil): return nil
        }
    }

    /// The smallest and largest values, as the field shows them (``ModelForm/text(of:for:)``),
    /// leaving out the limits of an integer type, which tell a person nothing.
    private func bounds(_ constraints: FieldConstraints) -> String? {
        let low = constraints.isMinimumTypeLimit ? nil : constraints.minimum.map { text($0) }
        let high = constraints.isMaximumTypeLimit ? nil : constraints.maximum.map { text($0) }
        let temporal = field.kind.isTemporal
        switch (low, high) {
        case (let low?, let high?) where !constraints.isMinimumExclusive && !constraints.isMaximumExclusive:
            return "from \(low) to \(high)"
        case (let low?, let high?):
            return lowerBound(low, constraints.isMinimumExclusive, temporal) + " and "
                + upperBound(high, constraints.isMaximumExclusive, temporal)
        case (let low?, nil): return lowerBound(low, constraints.isMinimumExclusive, temporal)
        case (nil, let high?): return upperBound(high, constraints.isMaximumExclusive, temporal)
        case (nil, nil): return nil
        }
    }

    private func lowerBound(_ text: String, _ exclusive: Bool, _ temporal: Bool) -> String {
        switch (exclusive, temporal) {
        case (false, false): return "at least \(text)"
        case (true, false): return "more than \(text)"
        case (false, true): return "not before \(text)"
        case (true, true): return "after \(text)"
        }
    }

    private func upperBound(_ text: String, _ exclusive: Bool, _ temporal: Bool) -> String {
        switch (exclusive, temporal) {
        case (false, false): return "at most \(text)"
        case (true, false): return "less than \(text)"
        case (false, true): return "not after \(text)"
        case (true, true): return "before \(text)"
        }
    }

    /// A bound as the field shows its values (a date in the form's time zone).
    private func text(_ value: FormValue) -> String {
        MarkdownText.inline(form.text(of: value, for: field.key))
    }

    /// A format in words.
    private func describe(_ format: ValueFormat) -> String {
        switch format {
        case .email: return "an email address"
        case .url(let schemes, let requiresScheme):
            let named = schemes.isEmpty ? "" : " (" + schemes.map(MarkdownText.inline).joined(separator: ", ") + ")"
            return (requiresScheme ? "a URL with its scheme" : "a URL") + named
        }
    }
}
