/// One field of a form: what it edits, how it is titled and shown, and what it accepts.
///
/// Fields are built once per model type from the model's properties, what can be inferred
/// from their types and names, and your customization. They do not hold values: a
/// ``ModelForm`` does.
public struct Field: Sendable {
    /// The field's key path from the model: `email`, `notifications.sound`.
    public internal(set) var key: String
    /// The last component of ``key``.
    public var name: Substring { DottedKey.lastComponent(of: key) }
    /// What kind of value the field edits.
    public internal(set) var kind: FieldKind
    /// The title shown to a person.
    public internal(set) var title: String
    /// Text shown in an empty field.
    public internal(set) var placeholder: String?
    /// A longer explanation shown with the field.
    public internal(set) var help: String?
    /// A non-`nil` header (even "") starts a new section at this field.
    public internal(set) var header: String?
    /// A non-`nil` footer ends this field's section after it.
    public internal(set) var footer: String?
    /// Whether the field may be empty (`nil`): its property is optional.
    public internal(set) var isOptional: Bool
    /// Whether the field is shown but never written: a `let`, a foreign property wrapper,
    /// or `readOnly` in the customization.
    public internal(set) var isReadOnly: Bool
    /// How text is typed into the field.
    public internal(set) var textTraits: TextTraits
    /// The choices, for option, multiple-choice and bitfield fields.
    public internal(set) var options: [FieldOption]
    /// Whether choosing an option stores its index rather than its value (a numeric
    /// property with options that are not numbers, as in FXForms).
    public internal(set) var storesOptionIndex: Bool
    /// The smallest value allowed, if any (an integer type's minimum, or `min`).
    public internal(set) var minimum: FormValue?
    /// The largest value allowed, if any.
    public internal(set) var maximum: FormValue?
    /// The step between values, if any.
    public internal(set) var step: FormValue?
    /// The value used while the model's optional value is `nil`.
    public internal(set) var defaultValue: FormValue?
    /// Validation rules, checked in order.
    public internal(set) var rules: [ValidationRule]
    /// When the field is hidden, if ever.
    public internal(set) var hidden: FormCondition?
    /// When the field is disabled, if ever.
    public internal(set) var disabled: FormCondition?
    /// When the section this field starts is hidden, if ever.
    public internal(set) var sectionHidden: FormCondition?
    /// When the section this field starts is disabled, if ever.
    public internal(set) var sectionDisabled: FormCondition?
    /// When the field's rules are checked as it is edited; `nil` uses the form's default.
    public internal(set) var validationTiming: ValidationTiming?
    /// Whether a subform is shown inline.
    public internal(set) var isInline: Bool
    /// Whether the field's settings let a collection's items be reordered (``isSortable``
    /// also asks whether the collection has an order of its own).
    var allowsSorting: Bool
    /// For a collection of subforms, the key inside each item of the field whose text
    /// titles the item (``FormItemTitled``, or ``FieldSettings/itemTitleKey``): ``FormItem/title``.
    public internal(set) var itemTitleKey: String?
    /// Display text for values, and parsing when reversible.
    public internal(set) var valueTransformer: FieldValueTransformer?
    /// What a button does.
    public internal(set) var action: FieldAction?
    /// The fields of a subform, in order.
    public internal(set) var children: [Field]
    /// Whether the field has no property in the model (an extra field): its value lives in
    /// the form only.
    public internal(set) var isVirtual: Bool
    /// The Swift type of the property, for messages and diagnostics.
    public internal(set) var typeName: String
    /// What the field accepts, derived from its type, kind and rules: what renderers
    /// announce and validation enforces (``FieldConstraints``).
    public internal(set) var constraints = FieldConstraints()

    var itemStorage: [Field]
    var codec: (any ValueCodec)? {
        didSet { holdsValue = codec != nil }
    }
    /// Whether a `nil` optional subform can be created when one of its fields is edited.
    var canCreate: Bool
    /// Position in the form's flat list of fields.
    var index: Int
    /// Whether `minimum`/`maximum` come from the customization rather than the type.
    var hasCustomBounds = false

    /// The title of the "no selection" entry that an optional option field shows before
    /// its options (its placeholder, or "None"); `nil` for other fields.
    public var noneOptionTitle: String? {
        guard kind == .option, isOptional else { return nil }
        return placeholder ?? "None"
    }

    /// What each item of a collection is like, for collection fields.
    public var itemTemplate: Field? { itemStorage.first }

    // Stored beside the codec and kept in step with it: asking the optional codec whether
    // it is `nil` copies it out, and renderers ask this of every field.

    /// Whether the field holds a value (not a subform, button or label).
    public private(set) var holdsValue: Bool

    init(key: String, kind: FieldKind, title: String, codec: (any ValueCodec)?, typeName: String) {
        self.key = key
        self.kind = kind
        self.title = title
        // Asked before the codec is stored, so that storing it is its last use (a move, not a copy).
        holdsValue = codec != nil
        self.codec = codec
        self.typeName = typeName
        placeholder = nil
        help = nil
        header = nil
        footer = nil
        isOptional = false
        isReadOnly = false
        textTraits = TextTraits()
        options = []
        storesOptionIndex = false
        minimum = nil
        maximum = nil
        step = nil
        defaultValue = nil
        rules = []
        hidden = nil
        disabled = nil
        sectionHidden = nil
        sectionDisabled = nil
        validationTiming = nil
        isInline = true
        allowsSorting = true
        valueTransformer = nil
        action = nil
        children = []
        isVirtual = false
        itemStorage = []
        canCreate = true
        index = -1
    }

    /// What values the field accepts, in words, for messages.
    public var acceptedValues: String {
        if !options.isEmpty, kind == .option {
            return "one of " + options.map { "\"\($0.title)\"" }.joined(separator: ", ")
        }
        if kind.isNumeric, hasCustomBounds, let minimum, let maximum {
            let number = kind == .decimal ? "a number" : "a whole number"
            return "\(number) from \(OptionText.display(minimum)) to \(OptionText.display(maximum))"
        }
        return codec?.accepted ?? "no value"
    }
}

extension Field {
    /// Whether the field's value is a secret that is never shown: a password field, any
    /// field with secure text entry, or a collection of such values (`var apiKeys: [String]`,
    /// whose items are inferred as passwords).
    ///
    /// Nothing Formulate writes prints a secret's value: ``ModelForm/describe()`` leaves it
    /// out, the HTML page renders an empty input (an empty submission keeps the stored
    /// value), the terminal editor masks it, and a ``FieldChange`` describes it as changed.
    public var isSecret: Bool {
        if kind == .password || textTraits.isSecure { return true }
        // The item template read in place (``itemTemplate`` would copy the whole field).
        guard kind == .collection, !itemStorage.isEmpty, itemStorage[0].kind != .subform else { return false }
        return itemStorage[0].isSecret
    }
}

extension Field {
    /// `value`, a value of this field, with the values of the secret fields inside it left
    /// out, at any depth: the secret members of a collection's items, of a dictionary's
    /// entries, of a subform's object. What ``ModelForm/describe()`` and
    /// ``ModelForm/changes`` show of a collection or a subform, and what a renderer may
    /// show or send of one.
    public func removingSecrets(from value: FormValue) -> FormValue {
        switch (kind, value) {
        case (.collection, .array(let items)):
            guard let item = itemTemplate else { return value }
            return .array(items.map(item.removingSecrets(from:)))
        case (.collection, .object(let entries)) where isDictionary:
            guard let item = itemTemplate else { return value }
            return .object(entries.map { FormValueMember($0.key, item.removingSecrets(from: $0.value)) })
        case (.subform, .object(let members)):
            return .object(
                members.compactMap { member in
                    guard let child = children.first(where: { $0.name == member.key }) else { return member }
                    return child.isSecret ? nil : FormValueMember(member.key, child.removingSecrets(from: member.value))
                })
        default:
            return value
        }
    }
}

/// A run of fields under one header: a `<fieldset>` on a web page, a table section on iOS.
///
/// A field with a non-`nil` header (even "") starts a section; a field with a footer ends
/// its section.
public struct FormSection: Sendable {
    /// The header, if the section has one.
    public var header: String?
    /// The footer, if the section has one.
    public var footer: String?
    /// The keys of the section's fields, in order.
    public var keys: [String]

    /// Splits fields into sections by their headers and footers.
    public static func sections(of fields: [Field]) -> [FormSection] {
        var sections: [FormSection] = []
        var current: FormSection?
        // By index: `for field in fields` would copy every Field (some twenty references).
        for index in fields.indices {
            if fields[index].header != nil || current == nil {
                if let done = current { sections.append(done) }
                current = FormSection(header: fields[index].header, footer: nil, keys: [])
            }
            current?.keys.append(fields[index].key)
            if let footer = fields[index].footer {
                current?.footer = footer
                if let done = current { sections.append(done) }
                current = nil
            }
        }
        if let done = current { sections.append(done) }
        return sections
    }
}
