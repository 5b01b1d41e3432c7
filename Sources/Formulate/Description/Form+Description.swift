extension ModelForm {
    /// The form as a JSON-ready description: `{"fields": [...]}`, each field with its
    /// `key`, `type`, `title` and, where they apply, `options`, `header`, `footer`,
    /// `placeholder`, `readOnly`, bounds, rules, conditions, nested `fields` for subforms,
    /// an `item` template for collections, and its current `value`.
    ///
    /// This is the format a dynamic form is built from; `describe().jsonString()` prints it.
    public func describe() -> FormValue {
        .object([FormValueMember("fields", .array(schema.fields.map(describe)))])
    }

    private func describe(_ field: Field) -> FormValue {
        var members = FieldDescription.members(of: field)
        if field.kind == .subform {
            members.append(FormValueMember("fields", .array(field.children.map(describe))))
        } else if let codec = field.codec, !field.isSecret {
            // Secrets are never echoed; dates are written in the field's own format.
            var value = field.removingSecrets(from: values[field.index])
            if case .date = value { value = .string(codec.format(value)) }
            members.append(FormValueMember("value", value))
        }
        return .object(members)
    }
}

/// The attributes of a field as description members, value aside.
enum FieldDescription {
    static func members(of field: Field) -> [FormValueMember] {
        var members: [FormValueMember] = [
            FormValueMember("key", .string(field.key)),
            FormValueMember("type", .string(field.kind.rawValue)),
            FormValueMember("title", .string(field.title)),
        ]
        func add(_ name: String, _ value: FormValue?) {
            if let value { members.append(FormValueMember(name, value)) }
        }
        func flag(_ name: String, _ value: Bool) {
            if value { members.append(FormValueMember(name, .bool(true))) }
        }
        flag("optional", field.isOptional && field.kind != .button && field.kind != .label)
        flag("readOnly", field.isReadOnly && field.kind != .label)
        add("placeholder", field.placeholder.map(FormValue.string))
        add("help", field.help.map(FormValue.string))
        add("header", field.header.map(FormValue.string))
        add("footer", field.footer.map(FormValue.string))
        if !field.options.isEmpty {
            // An optional choice starts with its "none" entry, whose value is null.
            let none = field.noneOptionTitle.map { [FieldOption($0, value: .null)] } ?? []
            add(
                "options",
                .array(
                    (none + field.options).map {
                        .object([FormValueMember("value", $0.value), FormValueMember("title", .string($0.title))])
                    }))
        }
        flag("storesOptionIndex", field.storesOptionIndex)
        if field.hasCustomBounds || !FieldDescription.isFullWidthBound(field.minimum) {
            add("min", field.minimum.map { describeBound($0, field) })
        }
        if field.hasCustomBounds || !FieldDescription.isFullWidthBound(field.maximum) {
            add("max", field.maximum.map { describeBound($0, field) })
        }
        add("step", field.step)
        add("contentType", field.textTraits.contentType.map { .string($0.rawValue) })
        flag("secure", field.textTraits.isSecure && field.kind != .password)
        flag("sortable", field.kind == .collection && !field.isSortable)
        if !field.rules.isEmpty { add("rules", .array(field.rules.map(\.descriptionValue))) }
        add("hidden", field.hidden.flatMap(describe))
        add("disabled", field.disabled.flatMap(describe))
        add("sectionHidden", field.sectionHidden.flatMap(describe))
        add("sectionDisabled", field.sectionDisabled.flatMap(describe))
        add("validation", field.validationTiming.map { .string($0.rawValue) })
        flag("dictionary", field.isDictionary)
        if let item = field.itemTemplate {
            var itemMembers = FieldDescription.members(of: item)
            itemMembers.removeAll { $0.key == "key" }
            if item.kind == .subform {
                itemMembers.append(FormValueMember("fields", itemFields(item.children, prefix: item.key + ".")))
            }
            add("item", .object(itemMembers))
        }
        return members
    }

    /// The fields of a collection's item template, keyed inside their subform (`host`,
    /// `user` in `credentials`), without values.
    private static func itemFields(_ fields: [Field], prefix: String) -> FormValue {
        .array(
            fields.map { field in
                var members = members(of: field)
                members[0] = FormValueMember("key", .string(String(field.key.dropFirst(prefix.count))))
                if field.kind == .subform {
                    members.append(FormValueMember("fields", itemFields(field.children, prefix: field.key + ".")))
                }
                return .object(members)
            })
    }

    /// Whether a bound is a 64-bit integer type's own limit, which says nothing worth printing.
    static func isFullWidthBound(_ bound: FormValue?) -> Bool {
        switch bound {
        case .int(let i)?: return i == .min || i == .max
        case .uint(let u)?: return u == .max
        default: return bound == nil
        }
    }

    private static func describeBound(_ bound: FormValue, _ field: Field) -> FormValue {
        if case .date = bound, let codec = field.codec { return .string(codec.format(bound)) }
        return bound
    }

    private static func describe(_ condition: FormCondition) -> FormValue? {
        switch condition.storage {
        case .constant(let value): return .bool(value)
        case .predicate(let source): return .string(source)
        case .closure: return .string("<closure>")
        }
    }
}
