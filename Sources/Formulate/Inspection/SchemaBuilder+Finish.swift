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

    /// The `min` and `max` of `settings` on `field` (a field, or a collection's item
    /// template), checked against its type, and its step checked.
    private mutating func applyBounds(of settings: FieldSettings, to field: inout Field) {
        if let minimum = settings.min { field.minimum = bound(minimum, field: field, attribute: "min") }
        if let maximum = settings.max { field.maximum = bound(maximum, field: field, attribute: "max") }
        field.hasCustomBounds = settings.min != nil || settings.max != nil
        if field.hasCustomBounds { checkBounds(of: field) }
        if let step = field.step, step.compare(to: .int(0)) != .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "step (\(OptionText.display(step))) must be greater than 0"))
        }
    }

    /// Each rule must be able to hold for the field's kind (``ValidationRule/misfit(for:)``).
    private mutating func checkRules(of field: Field) {
        for rule in field.rules {
            if let misfit = rule.misfit(for: field.kind) {
                problems.append(.init(key: field.key, reason: .invalidAttribute, message: misfit))
            }
        }
    }

    /// Custom bounds must be in order, and within the integer type's own.
    private mutating func checkBounds(of field: Field) {
        if let low = field.minimum, let high = field.maximum, low.compare(to: high) == .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "min (\(OptionText.display(low))) is greater than max (\(OptionText.display(high)))"))
        }
        guard let typeBounds = (field.codec as? any IntegerCodecProtocol)?.typeBounds else { return }
        if let low = field.minimum, low.compare(to: typeBounds.minimum) == .orderedAscending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "min (\(OptionText.display(low))) is below the smallest \(field.typeName) "
                        + "(\(OptionText.display(typeBounds.minimum)))"))
        }
        if let high = field.maximum, high.compare(to: typeBounds.maximum) == .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "max (\(OptionText.display(high))) is above the largest \(field.typeName) "
                        + "(\(OptionText.display(typeBounds.maximum)))"))
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

    /// Options from the customization: FXForms stores the index for numeric properties
    /// whose options are not numbers, the value otherwise.
    private mutating func applyOptions(_ options: [FieldOption], to field: inout Field, kindWasSet: Bool) {
        guard let codec = field.codec else { return }
        guard !options.isEmpty else {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "options is empty; list at least one option, or leave options out"))
            return
        }
        let numeric = codec is IntegerCodecProtocol || codec is FloatingPointCodecProtocol || codec is DecimalCodec
        if field.kind == .bitfield {
            field.options = options.enumerated().map { index, option in
                option.value.isNumber ? option : FieldOption(option.title, value: .int(1 << min(index, 62)))
            }
            if let replaceable = codec as? any OptionsReplaceable {
                field.codec = replaceable.replacingOptions(field.options)
            }
            return
        }
        if numeric && !options.allSatisfy({ $0.value.isNumber }) {
            field.storesOptionIndex = true
            field.options = options
            if let largest = (codec as? any IntegerCodecProtocol)?.typeBounds.maximum,
                FormValue.int(options.count - 1).compare(to: largest) == .orderedDescending
            {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "\(options.count) options are stored as their index, "
                            + "and \(field.typeName) holds at most \(OptionText.display(largest))"))
            }
        } else {
            let itemCodec = (codec as? any CollectionCodecProtocol)?.element ?? codec
            field.options = options.compactMap { option in
                switch itemCodec.normalize(option.value) {
                case .success(let value): return FieldOption(option.title, value: value)
                case .failure(let problem):
                    problems.append(
                        .init(
                            key: field.key, reason: .invalidAttribute,
                            message: "option \"\(option.title)\" does not fit the field: \(problem.reason)"))
                    return nil
                }
            }
        }
        if !kindWasSet, !field.kind.isChoice {
            field.kind = codec is any CollectionCodecProtocol ? .multipleChoice : .option
        }
    }

    private mutating func bound(_ value: FormValue, field: Field, attribute: String) -> FormValue? {
        guard field.codec != nil else { return value }
        if field.kind.isTemporal, let codec = field.codec {
            return checked(value, codec: codec, field: field, attribute: attribute)
        }
        guard value.isNumber else {
            problems.append(
                .init(key: field.key, reason: .invalidAttribute, message: "attribute '\(attribute)' must be a number"))
            return nil
        }
        return value
    }

    private mutating func checked(_ value: FormValue, field: Field, attribute: String) -> FormValue? {
        guard let codec = field.codec else { return value }
        if field.storesOptionIndex { return value }
        return checked(value, codec: codec, field: field, attribute: attribute)
    }

    private mutating func checked(_ value: FormValue, codec: any ValueCodec, field: Field, attribute: String)
        -> FormValue?
    {
        switch codec.normalize(value) {
        case .success(let normalized): return normalized
        case .failure(let problem):
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "attribute '\(attribute)' does not fit the field: \(problem.reason)"))
            return nil
        }
    }

    /// What each item of a collection is like.
    private mutating func itemTemplate(_ item: LeafInference, of field: Field, settings: FieldSettings?) -> Field {
        let itemKey = NameHeuristics.singular(of: String(field.name))
        var template = Field(
            key: field.key + "[]", kind: settings?.kind ?? item.kind,
            title: settings?.title ?? NameFacts.title(for: itemKey, kind: nil, options: configuration.titles),
            codec: item.codec, typeName: "\(item.codec.swiftType)")
        template.options = item.options
        template.minimum = item.minimum
        template.maximum = item.maximum
        if let settings {
            template.step = settings.step
            applyBounds(of: settings, to: &template)
        }
        if let settings,
            settings.hidden != nil || settings.disabled != nil || settings.sectionHidden != nil
                || settings.sectionDisabled != nil
        {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "template: an item of a list of values has no condition of its own; "
                        + "give 'hidden' or 'disabled' to the collection '\(field.key)'"))
        }
        template.placeholder = settings?.placeholder
        template.rules = settings?.rules ?? []
        checkRules(of: template)
        template.textTraits = TextTraits.inferred(
            kind: template.kind, contentType: settings?.contentType ?? item.contentType)
        if settings?.kind == nil, settings?.contentType == nil, let traits = item.textTraits {
            template.textTraits = traits
        }
        if settings?.contentTypeIsNone == true { template.textTraits.contentType = nil }
        // `secure` items make the collection a secret (``Field/isSecret``).
        if let secure = settings?.secure { template.textTraits.isSecure = secure }
        return template
    }
}

/// Lets option customization recognize numeric codecs whatever their generic type.
protocol IntegerCodecProtocol {
    /// The smallest and largest values of the integer type, which the codec never lets by.
    var typeBounds: (minimum: FormValue, maximum: FormValue) { get }
    /// What values are accepted with the type's bounds written out, which the codec's
    /// messages about a number that does not fit the type say.
    var acceptedWithBounds: String { get }
}

extension IntegerCodec: IntegerCodecProtocol {
    var typeBounds: (minimum: FormValue, maximum: FormValue) { (Self.formValue(T.min), Self.formValue(T.max)) }
    var integerTypeBounds: (minimum: FormValue, maximum: FormValue)? { typeBounds }
}
protocol FloatingPointCodecProtocol {
    /// Whether NaN and infinity are accepted.
    var allowsNonFinite: Bool { get }
}
extension FloatingPointCodec: FloatingPointCodecProtocol {}

/// Codecs whose options can be replaced by customization.
protocol OptionsReplaceable {
    func replacingOptions(_ options: [FieldOption]) -> any ValueCodec
}

extension BitfieldCodec: OptionsReplaceable {
    func replacingOptions(_ options: [FieldOption]) -> any ValueCodec { BitfieldCodec(options: options) }
}
