import Foundation

/// The errors edits throw: a value's type-level constraints (bounds, lengths, patterns,
/// options) checked as it is typed, and the messages that name the field and what it takes.
extension ModelForm {
    /// The type-level problem with `value` for the field at `index`, if any.
    func constraintError(_ value: FormValue, at index: Int) -> FormError? {
        constraintError(value, at: index, record: records[index])
    }

    /// ``constraintError(_:at:)`` with the field's record in hand: the field is looked at
    /// only when its record says the value may break a constraint. // perf: scenario 3
    func constraintError(_ value: FormValue, at index: Int, record: FieldRecord) -> FormError? {
        guard record.mayBreakConstraints(value) else { return nil }
        return constraintError(value, field: schema.flat[index])
    }

    /// The type-level problem with `value` for `field`, if any: empty non-optional, out of
    /// bounds, not among the options. The error's arguments include `more` (an item's
    /// `index`), which the localizer sees too.
    func constraintError(_ value: FormValue, field: Field, more: [FormValueMember] = []) -> FormError? {
        func titled(_ pairs: (String, FormValue)...) -> [FormValueMember] {
            [FormValueMember("title", .string(field.title))] + pairs.map { FormValueMember($0.0, $0.1) } + more
        }
        if value.isNull {
            if field.isOptional || field.isVirtual { return nil }
            return FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) cannot be empty; expected \(field.acceptedValues)",
                arguments: titled(("accepted", .string(field.acceptedValues))))
        }
        if case .double(let number) = value, !number.isFinite,
            let codec = field.codec as? any FloatingPointCodecProtocol, !codec.allowsNonFinite
        {
            return FormError(
                key: field.key, reason: .outOfRange,
                defaultMessage: "\(field.title) is \(number), which is not allowed; expected \(field.acceptedValues)",
                arguments: titled(("value", .double(number)), ("accepted", .string(field.acceptedValues))))
        }
        if case .date(let date) = value, let problem = DateCodec.rangeProblem(date, kind: field.kind) {
            return error(field, problem, more: more)
        }
        if let minimum = field.minimum, let order = value.compare(to: minimum), order == .orderedAscending {
            return outOfBounds(field, more: more)
        }
        if let maximum = field.maximum, let order = value.compare(to: maximum), order == .orderedDescending {
            return outOfBounds(field, more: more)
        }
        if !field.constraints.isOnStep(value), let step = field.constraints.step {
            let base = field.constraints.stepBase
            // An integer type's own maximum says nothing a person needs.
            let typeMaximum = field.codec?.integerTypeBounds?.maximum
            let maximum = field.maximum == typeMaximum ? nil : field.maximum
            let steps: String
            switch (base, maximum) {
            case (let base?, let maximum?):
                steps = "from \(OptionText.display(base)) to \(OptionText.display(maximum)) in steps of "
            case (let base?, nil): steps = "\(OptionText.display(base)) or more in steps of "
            case (nil, _): steps = "a multiple of "
            }
            var arguments = titled(("value", value), ("step", step), ("base", base ?? .int(0)))
            if let maximum { arguments.append(FormValueMember("maximum", maximum)) }
            return FormError(
                key: field.key, reason: .notOnStep,
                defaultMessage: "\(field.title) must be \(steps)\(OptionText.display(step)).", arguments: arguments)
        }
        if field.kind == .option, !field.options.isEmpty {
            if field.storesOptionIndex {
                guard case .int(let i) = value, field.options.indices.contains(i) else {
                    return FormError(
                        key: field.key, reason: .notAnOption,
                        defaultMessage:
                            "\(field.title): option index \(OptionText.display(value)) does not exist; expected 0 to \(field.options.count - 1)",
                        arguments: titled(("value", value), ("count", .int(field.options.count))))
                }
            } else if optionIndex(of: field).position(of: value) == nil {
                return FormError(
                    key: field.key, reason: .notAnOption,
                    defaultMessage:
                        "\(field.title): \(quoted(OptionText.display(value))) is not \(field.acceptedValues)",
                    arguments: titled(("value", value), ("accepted", .string(field.acceptedValues))))
            }
        }
        if field.kind == .bitfield, !field.options.isEmpty, case .int(let bits) = value {
            // Only the options' bits, and bits the model already had (an option set may
            // hold bits no option names; keeping them is not an edit).
            let known = field.options.reduce(0) {
                if case .int(let bit) = $1.value { return $0 | bit } else { return $0 }
            }
            let kept: Int
            if case .int(let initial) = initialValues[field.index] { kept = initial } else { kept = 0 }
            let unknown = bits & ~(known | kept)
            if unknown != 0 {
                return FormError(
                    key: field.key, reason: .notAnOption,
                    defaultMessage:
                        "\(field.title): \(bits) sets bits that are not options (\(unknown)); expected a combination of "
                        + field.options.map { "\"\($0.title)\" (\(OptionText.display($0.value)))" }.joined(
                            separator: ", "),
                    arguments: titled(("value", .int(bits))))
            }
        }
        if field.kind == .multipleChoice, !field.options.isEmpty, let items = value.arrayValue {
            let options = optionIndex(of: field)
            for item in items where options.position(of: item) == nil {
                return FormError(
                    key: field.key, reason: .notAnOption,
                    defaultMessage:
                        "\(field.title): \(quoted(OptionText.display(item))) is not an option; expected \(field.acceptedValues)",
                    arguments: titled(("value", item), ("accepted", .string(field.acceptedValues))))
            }
        }
        return nil
    }

    private func outOfBounds(_ field: Field, more: [FormValueMember]) -> FormError {
        // A bound as the field shows values (a date as its day, in the form's time zone).
        func shown(_ bound: FormValue) -> String {
            let text =
                field.kind.dependsOnTimeZone ? field.codec?.format(bound, in: timeZone) : field.codec?.format(bound)
            return text.flatMap { $0.isEmpty ? nil : $0 } ?? OptionText.display(bound)
        }
        // An integer type's own bound beside a bound the developer gave says nothing.
        var (low, high) = (field.minimum, field.maximum)
        if let type = (field.codec as? any IntegerCodecProtocol)?.typeBounds,
            (low == type.minimum) != (high == type.maximum)
        {
            if low == type.minimum { low = nil } else { high = nil }
        }
        let range: String
        switch (low, high) {
        case (let low?, let high?): range = "from \(shown(low)) to \(shown(high))"
        case (let low?, nil): range = "\(shown(low)) or more"
        case (nil, let high?): range = "\(shown(high)) or less"
        case (nil, nil): range = "within its range"
        }
        return FormError(
            key: field.key, reason: .outOfRange, defaultMessage: "\(field.title) must be \(range).",
            arguments: Self.titled(field, ("minimum", field.minimum ?? .null), ("maximum", field.maximum ?? .null))
                + more)
    }

    /// A field error from a codec's problem (which quotes the text; a secret's is left out).
    /// `text`, what was typed, is the `value` argument a translation can quote.
    func error(_ field: Field, _ problem: ValueProblem, text: String? = nil, more: [FormValueMember] = []) -> FormError
    {
        if field.isSecret {
            return secretRefused(field, reason: problem.kind, said: problem.quotesNothing ? problem.reason : nil)
        }
        var reason = problem.reason
        if let codec = field.codec, field.acceptedValues != codec.accepted {
            // A number too large for its type is said with the type's bounds; the field's
            // own bounds replace them, not add to them.
            var said = codec.accepted
            if let bounded = (codec as? any IntegerCodecProtocol)?.acceptedWithBounds, reason.contains(bounded) {
                said = bounded
            }
            reason = reason.replacingOccurrences(of: said, with: field.acceptedValues)
        }
        var arguments = Self.titled(field, ("accepted", .string(field.acceptedValues)))
        if let text { arguments.append(FormValueMember("value", .string(text))) }
        arguments += more
        return FormError.localized(
            key: field.key, reason: problem.kind, defaultMessage: "\(field.title): \(reason)", arguments: arguments)
    }

    /// An item's text that does not parse, said at `place` ("item 2", "new item"), with the
    /// item's `accepted` values, the `value` typed and the item's `index` (from 0) as arguments.
    func itemError(
        _ field: Field, _ problem: ValueProblem, place: String, index: Int, text: String, accepted: String
    ) -> FormError {
        if field.isSecret {
            return secretRefused(field, reason: problem.kind, said: problem.quotesNothing ? problem.reason : nil)
        }
        return FormError.localized(
            key: field.key, reason: problem.kind, defaultMessage: "\(field.title): \(place): \(problem.reason)",
            arguments: Self.titled(
                field, ("accepted", .string(accepted)), ("value", .string(text)), ("index", .int(index))))
    }

    /// Why text for a secret field (``Field/isSecret``) was refused, without the text: a
    /// message reaches logs and the page, and a secret is never echoed.
    /// `said` is the reason when it quotes nothing (a line break in a PIN).
    func secretRefused(_ field: Field, reason: FormError.Reason, said: String? = nil) -> FormError {
        FormError.localized(
            key: field.key, reason: reason,
            defaultMessage: "\(field.title): \(said ?? "what was entered is not \(field.acceptedValues)")",
            arguments: Self.titled(field, ("accepted", .string(field.acceptedValues))))
    }

    /// A message's arguments: the field's `title`, then `more`.
    static func titled(_ field: Field, _ more: (String, FormValue)...) -> [FormValueMember] {
        [FormValueMember("title", .string(field.title))] + more.map { FormValueMember($0.0, $0.1) }
    }
}

extension ModelForm {
    /// Why a `URL` value typed into the field at `index` is refused by the scheme check the
    /// commit runs on it (its `url` rule, or `http` or `https` when it has none): a value is judged once, the same way when typed and at
    /// commit, not read when typed and refused at commit (`file:///var/mobile`).
    func impliedURLError(_ value: FormValue, at index: Int) -> FormError? {
        let field = schema.flat[index]
        guard ((field.codec as? FormValueCodec)?.inner ?? field.codec) is URLCodec else { return nil }
        let context = RuleContext(key: field.key, title: field.title, kind: field.kind)
        let checks = field.rules.filter { $0.name == ValidationRule.Name.url } + field.impliedRules
        return checks.lazy.compactMap { $0.validate(value, in: context) }.first
    }
}
