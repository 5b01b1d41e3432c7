extension FieldSettings {
    /// The settings that describe `field` as it was built, value aside: what
    /// ``ModelForm/describe()`` writes for it, and what a form loaded from that gives back.
    init(describing field: Field) {
        self.init()
        key = field.key
        kind = field.kind
        title = field.title
        let choosesNothing = field.kind == .button || field.kind == .label
        if field.isOptional && !choosesNothing { optional = true }
        if field.isReadOnly && field.kind != .label { readOnly = true }
        placeholder = field.placeholder
        help = field.help
        header = field.header
        footer = field.footer
        if field.kind == .label {
            value = field.defaultValue
        } else {
            defaultValue = field.defaultValue.map { Self.formatted($0, field) }
        }
        if !field.options.isEmpty {
            // An optional choice starts with its "none" entry, whose value is null.
            options = (field.noneOptionTitle.map { [FieldOption($0, value: .null)] } ?? []) + field.options
        }
        if field.storesOptionIndex { storesOptionIndex = true }
        if field.hasCustomBounds || !Self.isFullWidthBound(field.minimum) {
            min = field.minimum.map { Self.formatted($0, field) }
        }
        if field.hasCustomBounds || !Self.isFullWidthBound(field.maximum) {
            max = field.maximum.map { Self.formatted($0, field) }
        }
        step = field.step
        describeText(of: field)
        if !field.isInline { inline = false }
        if field.kind == .collection && !field.allowsSorting { sortable = false }
        itemTitleKey = field.itemTitleKey
        if !field.rules.isEmpty { rules = field.rules }
        hidden = field.hidden
        disabled = field.disabled
        sectionHidden = field.sectionHidden
        sectionDisabled = field.sectionDisabled
        validationTiming = field.validationTiming
        if field.isDictionary { dictionary = true }
        if let item = field.itemTemplate { template = Template(Self(describingItem: item, of: field)) }
    }

    /// The content type and secrecy, where they differ from what the kind implies.
    private mutating func describeText(of field: Field) {
        contentType = field.textTraits.contentType
        let implied = TextTraits.inferred(kind: field.kind, contentType: contentType)
        if contentType == nil, implied.contentType != nil { contentTypeIsNone = true }
        if field.textTraits.isSecure != implied.isSecure { secure = field.textTraits.isSecure }
    }

    /// A collection's item template, keyless; a subform item with its fields (keyed inside
    /// the item) and the values a new item starts with.
    private init(describingItem item: Field, of collection: Field) {
        self.init(describing: item)
        key = nil
        guard item.kind == .subform else { return }
        let newItem = (collection.codec as? any ItemCollectionCoding)?.makeForm(nil)
        // An item type without `init()`: items can be edited, never added.
        if newItem == nil { value = .null }
        fields = Self.itemFields(item.children, itemPrefix: item.key + ".", prefix: item.key + ".", newItem: newItem)
    }

    /// The fields of a subform item, keyed inside their subform (`host`, `user` in
    /// `credentials`), each with the value a new item starts with.
    private static func itemFields(_ fields: [Field], itemPrefix: String, prefix: String, newItem: (any ItemForm)?)
        -> [FieldSettings]
    {
        fields.map { field in
            var settings = FieldSettings(describing: field)
            settings.key = DottedKey.removingPrefix(prefix, from: field.key) ?? field.key
            if field.kind == .subform {
                settings.fields = itemFields(
                    field.children, itemPrefix: itemPrefix, prefix: field.key + ".", newItem: newItem)
                if field.isOptional, let newItem {
                    // As for a subform of the form (describe()): absent is null, present {}.
                    let inner = DottedKey.removingPrefix(itemPrefix, from: field.key) ?? field.key
                    settings.value = newItem.isNestedModelAbsent(inner) ? .null : .object([])
                }
            } else if field.codec != nil, !field.isSecret,
                let value = newItem?.value(for: DottedKey.removingPrefix(itemPrefix, from: field.key) ?? field.key)
            {
                settings.value = formatted(value, field)
            }
            return settings
        }
    }

    /// Whether a bound is a 64-bit integer type's own limit, which says nothing worth printing.
    static func isFullWidthBound(_ bound: FormValue?) -> Bool {
        switch bound {
        case .int(let i)?: return i == .min || i == .max
        case .uint(let u)?: return u == .max
        default: return bound == nil
        }
    }

    /// A date in the field's own format; any other value as it is.
    static func formatted(_ value: FormValue, _ field: Field) -> FormValue {
        if case .date = value, let codec = field.codec ?? field.itemTemplate?.codec {
            return .string(codec.format(value))
        }
        return value
    }
}
