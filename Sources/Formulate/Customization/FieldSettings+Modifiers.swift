// Settings in any order, as SwiftUI's modifiers: each modifier returns a copy with one
// attribute set, and its static twin starts from empty settings, so
// `.title("Port").max(65535)` and `.max(65535).title("Port")` are the same settings.

extension FieldSettings {
    /// These settings with ``key`` set: the field's key, needed in `fields` and `extraFields` entries.
    public func key(_ key: String) -> FieldSettings { with { $0.key = key } }

    /// These settings with ``kind`` set: the kind of field.
    public func kind(_ kind: FieldKind) -> FieldSettings { with { $0.kind = kind } }

    /// These settings with ``title`` set: the title, used verbatim.
    public func title(_ title: String) -> FieldSettings { with { $0.title = title } }

    /// These settings with ``placeholder`` set: the text shown in an empty field.
    public func placeholder(_ placeholder: String) -> FieldSettings { with { $0.placeholder = placeholder } }

    /// These settings with ``help`` set: the longer explanation shown with the field.
    public func help(_ help: String) -> FieldSettings { with { $0.help = help } }

    /// These settings with ``header`` set: the header of the section the field starts (even "").
    public func header(_ header: String) -> FieldSettings { with { $0.header = header } }

    /// These settings with ``footer`` set: the footer that ends the field's section.
    public func footer(_ footer: String) -> FieldSettings { with { $0.footer = footer } }

    /// These settings with ``defaultValue`` set: the value used when the model's optional value is `nil`.
    public func defaultValue(_ value: FormValue) -> FieldSettings { with { $0.defaultValue = value } }

    /// These settings with ``options`` set: the choices.
    public func options(_ options: [FieldOption]) -> FieldSettings { with { $0.options = options } }

    /// These settings with ``template`` set: the settings of each item of a collection.
    public func template(_ item: FieldSettings) -> FieldSettings { with { $0.template = Template(item) } }

    /// These settings with ``valueTransformer`` set: the display text for values, and parsing when reversible.
    public func valueTransformer(_ transformer: FieldValueTransformer) -> FieldSettings {
        with { $0.valueTransformer = transformer }
    }

    /// These settings with ``action`` set: what a button does.
    public func action(_ action: FieldAction) -> FieldSettings { with { $0.action = action } }

    /// These settings with ``inline`` set: whether a subform is shown inline.
    public func inline(_ inline: Bool = true) -> FieldSettings { with { $0.inline = inline } }

    /// These settings with ``sortable`` set: whether a collection's items can be reordered.
    public func sortable(_ sortable: Bool = true) -> FieldSettings { with { $0.sortable = sortable } }

    /// These settings with ``itemTitleKey`` set: the key of the field whose text titles each item of a collection of subforms.
    public func itemTitleKey(_ key: String) -> FieldSettings { with { $0.itemTitleKey = key } }

    /// These settings with ``readOnly`` set: whether the field is shown but never written.
    public func readOnly(_ readOnly: Bool = true) -> FieldSettings { with { $0.readOnly = readOnly } }

    /// These settings with ``rules`` set: the validation rules, checked in order.
    public func rules(_ rules: [ValidationRule]) -> FieldSettings { with { $0.rules = rules } }

    /// These settings with ``rules`` set: the validation rules, checked in order.
    public func rules(_ rules: ValidationRule...) -> FieldSettings { self.rules(rules) }

    /// These settings with ``hidden`` set: when the field is hidden.
    public func hidden(_ condition: FormCondition) -> FieldSettings { with { $0.hidden = condition } }

    /// These settings with ``disabled`` set: when the field is disabled.
    public func disabled(_ condition: FormCondition) -> FieldSettings { with { $0.disabled = condition } }

    /// These settings with ``sectionHidden`` set: when the section the field starts is hidden.
    public func sectionHidden(_ condition: FormCondition) -> FieldSettings { with { $0.sectionHidden = condition } }

    /// These settings with ``sectionDisabled`` set: when the section the field starts is disabled.
    public func sectionDisabled(_ condition: FormCondition) -> FieldSettings { with { $0.sectionDisabled = condition } }

    /// These settings with ``validationTiming`` set: when the field's rules are checked as it is edited.
    public func validationTiming(_ timing: ValidationTiming) -> FieldSettings { with { $0.validationTiming = timing } }

    /// These settings with ``min`` set: the smallest value allowed.
    public func min(_ value: FormValue) -> FieldSettings { with { $0.min = value } }

    /// These settings with ``max`` set: the largest value allowed.
    public func max(_ value: FormValue) -> FieldSettings { with { $0.max = value } }

    /// These settings with ``step`` set: the step between allowed values.
    public func step(_ value: FormValue) -> FieldSettings { with { $0.step = value } }

    /// These settings with ``contentType`` set: what the text is, for autofill.
    public func contentType(_ type: TextContentType) -> FieldSettings { with { $0.contentType = type } }

    /// These settings with ``secure`` set: whether the text is hidden as it is typed.
    public func secure(_ secure: Bool = true) -> FieldSettings { with { $0.secure = secure } }

    /// These settings with ``optional`` set: whether the field may be empty (a description's `optional`).
    public func optional(_ optional: Bool = true) -> FieldSettings { with { $0.optional = optional } }

    /// These settings with ``storesOptionIndex`` set: whether choosing an option stores its index (a description's `storesOptionIndex`).
    public func storesOptionIndex(_ storesIndex: Bool = true) -> FieldSettings {
        with { $0.storesOptionIndex = storesIndex }
    }

    /// These settings with ``dictionary`` set: whether a collection is a dictionary keyed by strings (a description's `dictionary`).
    public func dictionary(_ dictionary: Bool = true) -> FieldSettings { with { $0.dictionary = dictionary } }

    /// These settings with ``fields`` set: the fields of a subform, in a description.
    public func fields(_ fields: [FieldSettings]) -> FieldSettings { with { $0.fields = fields } }

    /// These settings with ``value`` set: the field's value, in a description.
    public func value(_ value: FormValue) -> FieldSettings { with { $0.value = value } }

    /// A copy with `change` applied.
    private func with(_ change: (inout FieldSettings) -> Void) -> FieldSettings {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Starting points: `.title("Port")` where ``FieldSettings`` is expected (a dictionary of
/// ``FormCustomizing/fieldSettings``, a ``FormField`` annotation), `FieldSettings.title("Port")`
/// elsewhere.
extension FieldSettings {
    /// Settings with only ``key`` set: the field's key, needed in `fields` and `extraFields` entries.
    public static func key(_ key: String) -> FieldSettings { FieldSettings().key(key) }

    /// Settings with only ``kind`` set: the kind of field.
    public static func kind(_ kind: FieldKind) -> FieldSettings { FieldSettings().kind(kind) }

    /// Settings with only ``title`` set: the title, used verbatim.
    public static func title(_ title: String) -> FieldSettings { FieldSettings().title(title) }

    /// Settings with only ``placeholder`` set: the text shown in an empty field.
    public static func placeholder(_ placeholder: String) -> FieldSettings { FieldSettings().placeholder(placeholder) }

    /// Settings with only ``help`` set: the longer explanation shown with the field.
    public static func help(_ help: String) -> FieldSettings { FieldSettings().help(help) }

    /// Settings with only ``header`` set: the header of the section the field starts (even "").
    public static func header(_ header: String) -> FieldSettings { FieldSettings().header(header) }

    /// Settings with only ``footer`` set: the footer that ends the field's section.
    public static func footer(_ footer: String) -> FieldSettings { FieldSettings().footer(footer) }

    /// Settings with only ``defaultValue`` set: the value used when the model's optional value is `nil`.
    public static func defaultValue(_ value: FormValue) -> FieldSettings { FieldSettings().defaultValue(value) }

    /// Settings with only ``options`` set: the choices.
    public static func options(_ options: [FieldOption]) -> FieldSettings { FieldSettings().options(options) }

    /// Settings with only ``template`` set: the settings of each item of a collection.
    public static func template(_ item: FieldSettings) -> FieldSettings { FieldSettings().template(item) }

    /// Settings with only ``valueTransformer`` set: the display text for values, and parsing when reversible.
    public static func valueTransformer(_ transformer: FieldValueTransformer) -> FieldSettings {
        FieldSettings().valueTransformer(transformer)
    }

    /// Settings with only ``action`` set: what a button does.
    public static func action(_ action: FieldAction) -> FieldSettings { FieldSettings().action(action) }

    /// Settings with only ``inline`` set: whether a subform is shown inline.
    public static func inline(_ inline: Bool = true) -> FieldSettings { FieldSettings().inline(inline) }

    /// Settings with only ``sortable`` set: whether a collection's items can be reordered.
    public static func sortable(_ sortable: Bool = true) -> FieldSettings { FieldSettings().sortable(sortable) }

    /// Settings with only ``itemTitleKey`` set: the key of the field whose text titles each item of a collection of subforms.
    public static func itemTitleKey(_ key: String) -> FieldSettings { FieldSettings().itemTitleKey(key) }

    /// Settings with only ``readOnly`` set: whether the field is shown but never written.
    public static func readOnly(_ readOnly: Bool = true) -> FieldSettings { FieldSettings().readOnly(readOnly) }

    /// Settings with only ``rules`` set: the validation rules, checked in order.
    public static func rules(_ rules: [ValidationRule]) -> FieldSettings { FieldSettings().rules(rules) }

    /// Settings with only ``rules`` set: the validation rules, checked in order.
    public static func rules(_ rules: ValidationRule...) -> FieldSettings { FieldSettings().rules(rules) }

    /// Settings with only ``hidden`` set: when the field is hidden.
    public static func hidden(_ condition: FormCondition) -> FieldSettings { FieldSettings().hidden(condition) }

    /// Settings with only ``disabled`` set: when the field is disabled.
    public static func disabled(_ condition: FormCondition) -> FieldSettings { FieldSettings().disabled(condition) }

    /// Settings with only ``sectionHidden`` set: when the section the field starts is hidden.
    public static func sectionHidden(_ condition: FormCondition) -> FieldSettings {
        FieldSettings().sectionHidden(condition)
    }

    /// Settings with only ``sectionDisabled`` set: when the section the field starts is disabled.
    public static func sectionDisabled(_ condition: FormCondition) -> FieldSettings {
        FieldSettings().sectionDisabled(condition)
    }

    /// Settings with only ``validationTiming`` set: when the field's rules are checked as it is edited.
    public static func validationTiming(_ timing: ValidationTiming) -> FieldSettings {
        FieldSettings().validationTiming(timing)
    }

    /// Settings with only ``min`` set: the smallest value allowed.
    public static func min(_ value: FormValue) -> FieldSettings { FieldSettings().min(value) }

    /// Settings with only ``max`` set: the largest value allowed.
    public static func max(_ value: FormValue) -> FieldSettings { FieldSettings().max(value) }

    /// Settings with only ``step`` set: the step between allowed values.
    public static func step(_ value: FormValue) -> FieldSettings { FieldSettings().step(value) }

    /// Settings with only ``contentType`` set: what the text is, for autofill.
    public static func contentType(_ type: TextContentType) -> FieldSettings { FieldSettings().contentType(type) }

    /// Settings with only ``secure`` set: whether the text is hidden as it is typed.
    public static func secure(_ secure: Bool = true) -> FieldSettings { FieldSettings().secure(secure) }

    /// Settings with only ``optional`` set: whether the field may be empty (a description's `optional`).
    public static func optional(_ optional: Bool = true) -> FieldSettings { FieldSettings().optional(optional) }

    /// Settings with only ``storesOptionIndex`` set: whether choosing an option stores its index (a description's `storesOptionIndex`).
    public static func storesOptionIndex(_ storesIndex: Bool = true) -> FieldSettings {
        FieldSettings().storesOptionIndex(storesIndex)
    }

    /// Settings with only ``dictionary`` set: whether a collection is a dictionary keyed by strings (a description's `dictionary`).
    public static func dictionary(_ dictionary: Bool = true) -> FieldSettings { FieldSettings().dictionary(dictionary) }

    /// Settings with only ``fields`` set: the fields of a subform, in a description.
    public static func fields(_ fields: [FieldSettings]) -> FieldSettings { FieldSettings().fields(fields) }

    /// Settings with only ``value`` set: the field's value, in a description.
    public static func value(_ value: FormValue) -> FieldSettings { FieldSettings().value(value) }
}
