extension FieldSettings {
    /// How a closure condition is written: it documents the condition, and reading it back
    /// fails with a message that says so.
    static let closurePlaceholder = "<closure>"

    /// The settings as a description ``init(description:)`` reads back: the attributes
    /// that are set, in the order ``ModelForm/describe()`` writes them (`key`, `type`,
    /// `title`, …, `item`, `fields`, `value`).
    ///
    /// Swift code cannot be written: a value transformer and an action are left out, a
    /// closure condition is written `"<closure>"` and a closure rule `{"rule": "closure",
    /// "name": …}`, which document them but cannot be read back (``swiftCodeAttributes``
    /// names them; `Codable` encoding refuses them).
    public var descriptionValue: FormValue { descriptionValue(describedFields: fields?.map(\.descriptionValue)) }

    /// The description, with the subform's `fields` already described (``ModelForm/describe()``
    /// adds their values). This recurses once per level through `item`, so the work is done
    /// in a helper that does not.
    func descriptionValue(describedFields: [FormValue]?) -> FormValue {
        var members = ownDescriptionMembers()
        if let template { members.append(FormValueMember("item", template.settings.descriptionValue)) }
        if let describedFields { members.append(FormValueMember("fields", .array(describedFields))) }
        if let value { members.append(FormValueMember("value", value)) }
        return .object(members)
    }

    /// The attributes that hold Swift code (a value transformer, an action, closure rules
    /// or conditions), which a description cannot hold.
    public var swiftCodeAttributes: [String] {
        var names: [String] = []
        if valueTransformer != nil { names.append("valueTransformer") }
        if action != nil { names.append("action") }
        if rules?.contains(where: { if case .custom = $0.check { true } else { false } }) == true {
            names.append("rules")
        }
        let conditions = [("hidden", hidden), ("disabled", disabled), ("sectionHidden", sectionHidden)]
        for (name, condition) in conditions + [("sectionDisabled", sectionDisabled)] {
            if case .closure? = condition?.storage { names.append(name) }
        }
        if let template, !template.settings.swiftCodeAttributes.isEmpty { names.append("template") }
        if fields?.contains(where: { !$0.swiftCodeAttributes.isEmpty }) == true { names.append("fields") }
        return names
    }

    /// Every attribute but `item`, `fields` and `value`, in order.
    @inline(never)
    private func ownDescriptionMembers() -> [FormValueMember] {
        var members: [FormValueMember] = []
        func add(_ name: String, _ value: FormValue?) {
            if let value { members.append(FormValueMember(name, value)) }
        }
        add("key", key.map(FormValue.string))
        add("type", kind.map { .string($0.rawValue) })
        add("title", title.map(FormValue.string))
        add("optional", optional.map(FormValue.bool))
        add("readOnly", readOnly.map(FormValue.bool))
        add("placeholder", placeholder.map(FormValue.string))
        add("help", help.map(FormValue.string))
        add("header", header.map(FormValue.string))
        add("footer", footer.map(FormValue.string))
        add("default", defaultValue)
        add("options", options.map { .array($0.map(Self.describe)) })
        add("storesOptionIndex", storesOptionIndex.map(FormValue.bool))
        add("min", min)
        add("max", max)
        add("step", step)
        add("contentType", contentTypeIsNone ? .null : contentType.map { .string($0.rawValue) })
        add("secure", secure.map(FormValue.bool))
        add("inline", inline.map(FormValue.bool))
        add("sortable", sortable.map(FormValue.bool))
        add("itemTitleKey", itemTitleKey.map(FormValue.string))
        add("rules", rules.map { .array($0.map(\.descriptionValue)) })
        add("hidden", hidden.map(Self.describe))
        add("disabled", disabled.map(Self.describe))
        add("sectionHidden", sectionHidden.map(Self.describe))
        add("sectionDisabled", sectionDisabled.map(Self.describe))
        add("validation", validationTiming.map { .string($0.rawValue) })
        add("dictionary", dictionary.map(FormValue.bool))
        return members
    }

    private static func describe(_ option: FieldOption) -> FormValue {
        .object([FormValueMember("value", option.value), FormValueMember("title", .string(option.title))])
    }

    private static func describe(_ condition: FormCondition) -> FormValue {
        switch condition.storage {
        case .constant(let value): return .bool(value)
        case .predicate(let source): return .string(source)
        case .scoped(let scoped): return .string(scoped.resolvedSource)
        case .closure: return .string(closurePlaceholder)
        }
    }
}
