extension SchemaBuilder {
    /// Turns a draft into its final field: kind, title, traits, options, bounds, defaults.
    ///
    /// This and `finishSubform` recurse once per nested model, so their frames are kept
    /// small (a debug build gives every local of a function its own stack slot): a field
    /// that is not a subform is finished in a helper that does not recurse.
    ///
    /// The field is appended to `fields` (none when the draft cannot become one): returned
    /// as an optional, the finished field was copied once more.
    ///
    /// The draft is taken `inout`, though it is only read: passed from an array by value,
    /// each draft was copied (its settings are some thirty optionals).
    mutating func finish(_ draft: inout Draft, into fields: inout [Field]) {
        refuseDescribedOnly(in: draft)
        // A draft has a level type exactly when its property is a nested model.
        if draft.levelType != nil {
            finishSubform(&draft, into: &fields)
        } else {
            finishValue(draft, into: &fields)
        }
    }

    @inline(never)
    private mutating func finishValue(_ draft: Draft, into fields: inout [Field]) {
        let property = draft.property
        let inferred = property?.inference

        let kind = draft.settings.kind ?? inferred?.kind ?? .text
        // A property's codec is its inference's, read once, into the field: an optional
        // existential is copied each time it is read or tested for `nil`. // perf: scenario 1
        let virtualCodec = property == nil ? FormValueCodec.forKind(kind) : nil
        let hasCodec = property == nil ? virtualCodec != nil : inferred != nil
        if hasCodec, kind == .subform || (kind == .button && property != nil) {
            problems.append(
                .init(
                    key: draft.key, reason: .invalidAttribute,
                    message:
                        "type '\(kind.rawValue)' does not fit a property of type \(property.map { "\($0.valueType)" } ?? "?")"
                ))
            return
        }
        if let explicit = draft.settings.kind, let property, let inferredKind = inferred?.kind,
            draft.settings.valueTransformer == nil,
            !Self.kind(explicit, fits: inferredKind)
        {
            problems.append(
                .init(
                    key: draft.key, reason: .invalidAttribute,
                    message: "type '\(explicit.rawValue)' does not fit a property of type "
                        + "\(property.valueType) (a '\(inferredKind.rawValue)' field); give a valueTransformer to show it another way"
                ))
            return
        }
        var codec = property == nil ? virtualCodec : inferred?.codec
        // A `Date`'s codec reads and writes the part its kind edits: a kind the settings give
        // (`checkIn` made a date-time) replaces the one its name suggested (a day).
        if let explicit = draft.settings.kind, explicit == .date || explicit == .time || explicit == .dateTime,
            codec is DateCodec
        {
            codec = DateCodec(kind: explicit)
        }
        // Made in place at the end of `fields`, not copied in from a local. // perf: scenario 1
        fields.append(
            Field(
                key: draft.key, kind: kind, title: title(for: draft, kind: kind),
                codec: codec,
                typeName: property.map { $0.isOptional ? "\($0.valueType)?" : "\($0.valueType)" } ?? "virtual"))
        let position = fields.count - 1
        if fill(&fields[position], from: draft, inferred: inferred) {
            accessorOrder.append(property?.accessorIndex ?? -1)
        } else {
            fields.removeLast()
        }
    }

    /// Gives a value field its settings and what inference found; `false` when it is left
    /// out (an `OptionSet` without options).
    private mutating func fill(_ field: inout Field, from draft: Draft, inferred: LeafInference?) -> Bool {
        let box = draft.box
        let property = draft.property
        field.isVirtual = property == nil
        field.isOptional = property?.isOptional ?? true
        // Only what is given is set: a new field has none of these (nil, no rules, inline
        // and sortable), and assigning each optional copied it through an outlined copy.
        if let placeholder = box.settings.placeholder { field.placeholder = placeholder }
        if let help = box.settings.help { field.help = help }
        if let header = box.settings.header { field.header = header }
        if let footer = box.settings.footer { field.footer = footer }
        if let rules = box.settings.rules { field.rules = rules }
        if let hidden = box.settings.hidden { field.hidden = hidden }
        if let disabled = box.settings.disabled { field.disabled = disabled }
        if let sectionHidden = box.settings.sectionHidden { field.sectionHidden = sectionHidden }
        if let sectionDisabled = box.settings.sectionDisabled { field.sectionDisabled = sectionDisabled }
        if let validationTiming = box.settings.validationTiming { field.validationTiming = validationTiming }
        if let inline = box.settings.inline { field.isInline = inline }
        if let sortable = box.settings.sortable { field.allowsSorting = sortable }
        if let valueTransformer = box.settings.valueTransformer { field.valueTransformer = valueTransformer }
        if let action = box.settings.action { field.action = action }
        if let inferred {
            if let minimum = inferred.minimum { field.minimum = minimum }
            if let maximum = inferred.maximum { field.maximum = maximum }
            if !inferred.options.isEmpty { field.options = inferred.options }
        }
        if let step = box.settings.step { field.step = step }
        finishReadOnly(&field, draft: draft)
        if let options = box.settings.options {
            applyOptions(options, to: &field, kindWasSet: box.settings.kind != nil)
        }
        if let transformer = field.valueTransformer, !field.storesOptionIndex {
            // FXForms shows options through the value transformer too; titles given
            // explicitly (not just the value's text) are kept.
            field.options = field.options.map { option in
                option.title == OptionText.display(option.value)
                    ? FieldOption(transformer.display(option.value), value: option.value) : option
            }
        }
        if field.kind == .bitfield, field.options.isEmpty, let property {
            diagnostics.append(
                FormDiagnostic(key: field.key, action: .excluded, reason: Self.noBitfieldOptions(property.valueType)))
            return false
        }
        applyBounds(of: box.settings, to: &field)
        checkRules(of: field)
        if let value = box.settings.defaultValue {
            field.defaultValue = checked(value, field: field, attribute: "default")
        }
        let contentType = box.settings.contentType ?? inferred?.contentType
        field.textTraits = TextTraits.inferred(kind: field.kind, contentType: contentType)
        if box.settings.kind == nil, box.settings.contentType == nil, let traits = inferred?.textTraits {
            field.textTraits = traits
        }
        if box.settings.contentTypeIsNone { field.textTraits.contentType = nil }
        if let secure = box.settings.secure { field.textTraits.isSecure = secure }
        if let item = inferred?.item {
            field.itemStorage = [itemTemplate(item, of: field, settings: box.settings.template?.settings)]
        } else if inferred?.kind == .collection, let items = field.codec as? any ItemCollectionCoding {
            field.itemStorage = [subformTemplate(items, of: field, settings: box.settings.template?.settings)]
            field.itemTitleKey = box.settings.itemTitleKey ?? items.itemTitleKey
            // Said when the form is built, not on the first add.
            if !items.canCreateItem, !field.isReadOnly {
                diagnostics.append(
                    FormDiagnostic(
                        key: field.key, action: .noNewItems,
                        reason: "no item can be added: " + items.noNewItemReason))
            }
        }
        if let problem = field.itemTitleKeyProblem(given: box.settings.itemTitleKey != nil) { problems.append(problem) }
        return true
    }

    private mutating func finishSubform(_ draft: inout Draft, into fields: inout [Field]) {
        guard var field = startSubform(draft) else { return }
        // The subform's accessor comes before its children's; it is set in `endSubform`.
        let slot = accessorOrder.count
        accessorOrder.append(-1)
        var children: [Field] = []
        for index in draft.children.indices { finish(&draft.children[index], into: &children) }
        endSubform(&field, children: children, draft: draft, slot: slot)
        fields.append(field)
    }

    /// A subform's field, without its children.
    @inline(never)
    private func startSubform(_ draft: Draft) -> Field? {
        guard let property = draft.property else { return nil }
        var field = Field(
            key: draft.key, kind: .subform, title: title(for: draft, kind: .subform), codec: nil,
            typeName: property.isOptional ? "\(property.valueType)?" : "\(property.valueType)")
        field.isOptional = property.isOptional
        field.canCreate = property.canCreate
        field.header = draft.settings.header
        field.footer = draft.settings.footer
        field.help = draft.settings.help
        field.hidden = draft.settings.hidden
        field.disabled = draft.settings.disabled
        field.sectionHidden = draft.settings.sectionHidden
        field.sectionDisabled = draft.settings.sectionDisabled
        field.isInline = draft.settings.inline ?? true
        field.isReadOnly = draft.settings.readOnly ?? false
        return field
    }

    /// Gives a subform its children, its accessor and its diagnostic.
    @inline(never)
    private mutating func endSubform(_ field: inout Field, children: [Field], draft: Draft, slot: Int) {
        guard let property = draft.property else { return }
        field.children = children
        accessorOrder[slot] = property.accessorIndex
        if field.isReadOnly { field.children = field.children.map(Self.readOnly) }
        if !property.canCreate {
            // A hint for the developer, never help text a person sees.
            diagnostics.append(
                FormDiagnostic(key: field.key, action: .readOnly, reason: Self.cannotCreate(property.valueType)))
        }
    }

    /// Why the fields of an optional nested model cannot be edited while it is `nil`, and
    /// how to make it creatable.
    static func cannotCreate(_ type: Any.Type) -> String {
        "its fields are read-only while it is nil: the form cannot create a \(type) "
            + "(adopt DefaultConstructible: `extension \(type): DefaultConstructible {}` when every property has a default)"
    }

    /// Why an `OptionSet` with no options is left out, and how to give it some.
    static func noBitfieldOptions(_ type: Any.Type) -> String {
        "\(type) is an OptionSet with no options to choose: conform it to CaseIterable "
            + "(static let allCases: [\(type)] = [...], each case one option, titled by its description), "
            + "or give the field options in its customization ([\"options\": [\"Read\", \"Write\"]], one bit each in order)"
    }

    /// Refuses what only a form description says (`optional`, `value`, `fields`, ...): a
    /// model's own types decide it.
    @inline(never)
    private mutating func refuseDescribedOnly(in draft: Draft) {
        let box = draft.box
        // Almost every draft gives none of them: then nothing below is built.
        guard
            box.settings.optional != nil || box.settings.storesOptionIndex != nil || box.settings.dictionary != nil
                || box.settings.fields != nil || box.settings.value != nil
        else { return }
        let key = draft.key
        let given: [(String, Bool)] = [
            ("optional", box.settings.optional != nil), ("storesOptionIndex", box.settings.storesOptionIndex != nil),
            ("dictionary", box.settings.dictionary != nil), ("fields", box.settings.fields != nil),
            ("value", box.settings.value != nil),
        ]
        for (name, isGiven) in given where isGiven {
            problems.append(
                .init(
                    key: key,
                    message: "attribute '\(name)' belongs to form descriptions; a model's property decides it "
                        + "(its type, or its value): leave it out of the customization"))
        }
    }

    private static func readOnly(_ field: Field) -> Field {
        var copy = field
        copy.isReadOnly = true
        copy.children = copy.children.map(readOnly)
        return copy
    }

    /// Whether a kind given in the customization can show a property whose inferred kind
    /// is `inferred`: text as any kind of text, a number as any number, a date as a date,
    /// time or both; options and labels fit anything.
    static func kind(_ kind: FieldKind, fits inferred: FieldKind) -> Bool {
        if kind == inferred { return true }
        if kind.isTextual { return inferred.isTextual }
        if kind.isNumeric { return inferred.isNumeric }
        if kind.isTemporal { return inferred.isTemporal }
        switch kind {
        case .option, .label: return true
        case .multipleChoice: return inferred == .collection
        case .collection: return inferred == .multipleChoice
        case .bitfield: return inferred == .integer || inferred == .unsigned
        default: return false
        }
    }

    private func title(for draft: Draft, kind: FieldKind) -> String {
        if let title = draft.settings.title { return title }
        return NameFacts.title(for: draft.name, kind: kind, options: configuration.titles)
    }

    private mutating func finishReadOnly(_ field: inout Field, draft: Draft) {
        let reason = draft.property?.readOnlyReason
        switch draft.settings.readOnly {
        case true?: field.isReadOnly = true
        case false?:
            if let reason {
                problems.append(
                    .init(
                        key: draft.key, reason: .invalidAttribute,
                        message: "readOnly is false but the field cannot be written: \(reason)"))
            }
            field.isReadOnly = false
        case nil: field.isReadOnly = reason != nil || field.kind == .label
        }
    }
}
