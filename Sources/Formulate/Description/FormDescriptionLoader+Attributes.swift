// Checking a described field's attributes: item templates, options, bounds and values
// against the field's type.
extension FormDescriptionLoader {
    mutating func itemTemplate(_ settings: FieldSettings?, of key: String) -> Field? {
        guard var settings else {
            problem(
                key,
                "a collection needs an \"item\" describing its items, e.g. {\"type\": \"text\"} "
                    + "or {\"type\": \"subform\", \"fields\": [...]}")
            return nil
        }
        settings.key = key + "[]"
        // Items are titled as one of them ("Server" in "Servers") unless the item says.
        if settings.title == nil {
            let name = String(DottedKey.lastComponent(of: key))
            settings.title = NameFacts.title(
                for: NameHeuristics.singular(of: name), kind: nil, options: titles, remembering: false)
        }
        var nested = FormDescriptionLoader(titles: titles)
        // An item is a value or a subform, read one level deeper by the reader.
        guard var item = nested.field([settings], at: 0, prefix: "").first else {
            problems += nested.problems.map { $0.inItem(of: key) }
            return nil
        }
        if item.kind == .subform {
            // An item whose value is null cannot be made: items are edited, never added.
            item.canCreate = settings.value != .null
            // The form prepares its own fields' constraints, not those inside a template.
            item.deriveConstraintsInside()
            return item
        }
        if item.kind == .collection || !item.holdsValue {
            problem(key, "item: a collection's items must be values, not \(item.kind.rawValue)")
            return nil
        }
        if item.hidden != nil || item.disabled != nil || item.sectionHidden != nil || item.sectionDisabled != nil {
            problem(
                key,
                "item: an item of a list of values has no condition of its own; "
                    + "give \"hidden\" or \"disabled\" to the collection '\(key)'")
            return nil
        }
        return item
    }

    /// The codec of a collection of subforms whose items have the `fields`: items are
    /// dynamic models of their own, stored in the model as a JSON array of objects.
    mutating func dynamicItems(_ fields: [FieldSettings], canCreate: Bool, key: String, keyed: Bool)
        -> any ValueCodec
    {
        switch DynamicItems.codec(fields: fields, canCreate: canCreate, titles: titles, keyed: keyed) {
        case .success(let codec): return codec
        case .failure(let error):
            problems += error.problems.map { $0.about(key + "[]." + ($0.key ?? "")) }
            return FormValueCodec(inner: StringCodec())
        }
    }

    mutating func options(_ list: [FieldOption]?, field: Field) -> [FieldOption] {
        guard let list else {
            if field.kind.isChoice { problem(field.key, "\(field.kind.nameWithArticle) field needs \"options\"") }
            return []
        }
        var options: [FieldOption] = []
        let problemCount = problems.count
        for (position, option) in list.enumerated() {
            if option.value.isNull, position == 0, field.kind == .option {
                // The "none" entry of an optional choice.
                if !field.isOptional {
                    problem(
                        field.key,
                        "option 1 has a null value, which only an optional field (\"optional\": true) may have")
                }
                continue
            }
            guard !option.value.isNull else {
                problem(field.key, "option \(position + 1) has no single \"value\"")
                continue
            }
            if let reason = optionProblem(option.value, field: field) {
                problem(field.key, "option \(position + 1) (\"\(option.title)\"): \(reason)")
                continue
            }
            options.append(option)
        }
        if field.kind.isChoice, options.isEmpty, problems.count == problemCount {
            // An empty list is not written back by describe(), so it could not be loaded again.
            problem(field.key, "\(field.kind.nameWithArticle) field needs at least one option")
        }
        if Set(options.map(\.value)).count != options.count {
            problem(field.key, "two options have the same value")
        }
        if field.kind == .option || field.kind == .multipleChoice {
            let kinds = Set(
                options.map { $0.value.isNumber ? "number" : ($0.value.boolValue != nil ? "boolean" : "string") })
            if kinds.count > 1 {
                problem(field.key, "options mix \(kinds.sorted().joined(separator: " and ")) values; use one type")
            }
        }
        return options
    }

    /// Why an option value does not fit the field, if it does not.
    private func optionProblem(_ value: FormValue, field: Field) -> String? {
        switch field.kind {
        case .bitfield:
            guard case .int(let bit) = value, bit > 0 else {
                return "a bitfield option's value is its bit, a positive whole number"
            }
            return nil
        case .integer, .unsigned, .decimal:
            if field.storesOptionIndex { return nil }
            return value.isNumber
                ? nil
                : "\(field.kind.nameWithArticle) field's options must be numbers (or set \"storesOptionIndex\": true)"
        case .option, .multipleChoice:
            return nil
        default:
            guard let codec = field.codec else { return nil }
            if case .failure(let problem) = codec.normalize(value) { return problem.reason }
            return nil
        }
    }

    mutating func bound(_ name: String, _ value: FormValue?, field: Field) -> FormValue? {
        guard let value else { return nil }
        if field.kind.isTemporal, let codec = field.codec {
            if case .success(let date) = codec.normalize(value) { return date }
        } else if value.isNumber {
            return value
        }
        problem(
            field.key,
            "attribute '\(name)' must be " + (field.kind.isTemporal ? "a date in the field's format" : "a number"))
        return nil
    }

    /// A field's value (or its default), checked; what an empty field holds when there is none.
    mutating func value(_ value: FormValue?, field: Field, attribute: String) -> FormValue {
        guard let value, !value.isNull else {
            if field.isOptional || (value != nil && insideOptionalSubform) { return .null }
            switch field.kind {
            case .text, .longText, .email, .password, .phone, .url: return .string("")
            case .boolean: return .bool(false)
            case .collection where field.isDictionary: return .object([])
            case .multipleChoice, .collection: return .array([])
            case .bitfield: return .int(0)
            default: return .null
            }
        }
        // Empty text is what an empty text field holds, whatever it would accept typed.
        guard let codec = field.codec, !(field.kind.isTextual && value == .string("")) else { return value }
        switch field.storesOptionIndex ? .success(value) : codec.normalize(value) {
        case .success(let normalized):
            if field.kind == .option, !field.options.isEmpty, !field.storesOptionIndex,
                !field.options.contains(where: { $0.value.isEquivalent(to: normalized) })
            {
                problem(field.key, "\(attribute) \(OptionText.display(normalized)) is not one of its options")
            }
            return normalized
        case .failure(let reason):
            problem(field.key, "\(attribute): \(reason.reason)")
            return .null
        }
    }

    mutating func problem(
        _ key: String?, _ message: String, _ reason: FormDefinitionError.Reason = .invalidAttribute
    ) {
        problems.append(.init(key: key, reason: reason, message: message))
    }
}
