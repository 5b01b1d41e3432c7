extension Form {
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
        } else if field.codec != nil && !field.textTraits.isSecure {
            // Secrets are never echoed.
            members.append(FormValueMember("value", values[field.index]))
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
            add("options", .array(field.options.map {
                .object([FormValueMember("value", $0.value), FormValueMember("title", .string($0.title))])
            }))
        }
        flag("storesOptionIndex", field.storesOptionIndex)
        add("min", field.minimum)
        add("max", field.maximum)
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
        if let item = field.itemTemplate {
            var itemMembers = FieldDescription.members(of: item)
            itemMembers.removeAll { $0.key == "key" }
            add("item", .object(itemMembers))
        }
        return members
    }

    private static func describe(_ condition: FormCondition) -> FormValue? {
        switch condition.storage {
        case .constant(let value): return .bool(value)
        case .predicate(let source): return .string(source)
        case .closure: return .string("<closure>")
        }
    }
}
