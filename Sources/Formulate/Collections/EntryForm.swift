import Foundation

/// One entry of a dictionary field, seen as the form of an item whose only field is the
/// entry itself (inner key ""): so a key like `environment.LOG_LEVEL` goes through the
/// same routing as `servers.0.host`. Made per question; it holds no state of its own.
final class EntryForm<Model>: ItemForm {
    unowned let parent: ModelForm<Model>
    let position: Int
    let entry: String

    init(parent: ModelForm<Model>, position: Int, entry: String) {
        self.parent = parent
        self.position = position
        self.entry = entry
    }

    private var key: String { "\(parent.schema.flat[position].key).\(entry)" }

    var allFields: [Field] { field("").map { [$0] } ?? [] }
    var visibleSections: [FormSection] { [] }
    var isValid: Bool { true }
    var isDirty: Bool { false }
    func hasUnsavedEdit(for key: String) -> Bool { false }
    var holdsHiddenEdits: Bool { false }
    var timeZone: TimeZone {
        get { parent.timeZone }
        set {}
    }
    var validationTiming: ValidationTiming {
        get { parent.validationTiming }
        set {}
    }

    func field(_ inner: String) -> Field? {
        guard inner.isEmpty, let template = parent.schema.flat[position].itemTemplate else { return nil }
        return parent.entryTemplate(template, key: "", title: entry)
    }

    func value(for inner: String) -> FormValue? { inner.isEmpty ? parent.entryValue(entry, at: position) : nil }

    func text(for inner: String) -> String {
        if inner.isEmpty, let rejected = parent.rejectedEntry(entry, at: position) { return rejected.text }
        guard let value = value(for: inner), let codec = parent.schema.flat[position].itemTemplate?.codec else {
            return ""
        }
        return codec.format(value, in: parent.timeZone)
    }

    func text(of value: FormValue, for inner: String) -> String {
        guard inner.isEmpty, !value.isNull, let codec = parent.schema.flat[position].itemTemplate?.codec else {
            return ""
        }
        return codec.format(value, in: parent.timeZone)
    }

    /// A rejected text's error, shown at once as a field's is.
    func errors(for inner: String) -> [FormError] {
        guard inner.isEmpty, let rejected = parent.rejectedEntry(entry, at: position) else { return [] }
        return [rejected.error]
    }
    func isNestedModelAbsent(_ inner: String) -> Bool { false }
    func shouldShowErrors(for inner: String) -> Bool { !errors(for: inner).isEmpty }
    func isHidden(_ inner: String) -> Bool { false }
    func isDisabled(_ inner: String) -> Bool { parent.isDisabled(position) }
    func isEditable(_ inner: String) -> Bool { inner.isEmpty && parent.isEditable(at: position) }
    func isTouched(_ inner: String) -> Bool { false }
    /// Made per question and holding no state, it is never kept in a rehearsal's lists.
    func rehearsalItemForm() -> any ItemForm { self }
    func acceptsItemInput(for inner: String) -> Bool { isEditable(inner) }
    func choices(for inner: String) -> [FieldChoice] {
        guard let template = parent.schema.flat[position].itemTemplate, let current = value(for: inner) else {
            return []
        }
        return template.options.map { FieldChoice(option: $0, isSelected: $0.value.isEquivalent(to: current)) }
    }
    func selectedOptionIndex(for inner: String) -> Int? { choices(for: inner).firstIndex(where: \.isSelected) }
    func isOptionSelected(at index: Int, for inner: String) -> Bool {
        let choices = choices(for: inner)
        return choices.indices.contains(index) && choices[index].isSelected
    }
    func visibleFields(in inner: String) -> [Field] { [] }
    func items(in inner: String, range: Range<Int>) -> [FormItem] { [] }

    func setText(_ text: String, for inner: String) throws(FormError) {
        try checkInner(inner)
        try parent.setEntryText(text, entry: entry, at: position, key: key)
    }

    func setFormValue(_ value: FormValue, for inner: String) throws(FormError) {
        try checkInner(inner)
        try parent.setEntryValue(value, entry: entry, at: position, key: key)
    }

    func setValue(_ value: Any?, for inner: String) throws(FormError) {
        try checkInner(inner)
        try parent.setEntryValue(value, entry: entry, at: position, key: key)
    }

    /// An entry holds one value: an option of the dictionary's value type, chosen by index.
    func selectOption(at index: Int?, for inner: String) throws(FormError) {
        try checkInner(inner)
        guard let index else { return try setFormValue(.null, for: inner) }
        let options = parent.schema.flat[position].itemTemplate?.options ?? []
        guard options.indices.contains(index) else {
            throw FormError(
                key: key, reason: .notAnOption,
                defaultMessage: options.isEmpty
                    ? "\(entry) has no options" : "\(entry) has no option \(index); expected 0 to \(options.count - 1)")
        }
        try setFormValue(options[index].value, for: inner)
    }

    func setOption(at index: Int, selected: Bool, for inner: String) throws(FormError) {
        throw Self.singleValue(key)
    }

    func selectOptions(_ texts: [String], for inner: String) throws(FormError) {
        throw Self.singleValue(key)
    }

    /// An entry is one value, not a multiple choice.
    private static func singleValue(_ key: String) -> FormError {
        FormError(
            key: key, reason: .typeMismatch,
            defaultMessage: "an entry holds one value, not a multiple choice; use selectOption(at:for:)")
    }

    func blur(_ inner: String) throws(FormError) {}

    func markInvalid(_ error: FormError) throws(FormError) {
        throw FormError(key: key, reason: .typeMismatch, defaultMessage: "mark the dictionary invalid instead")
    }

    func reset(_ inner: String) throws(FormError) {
        throw FormError(key: key, reason: .typeMismatch, defaultMessage: "reset the dictionary instead")
    }

    func validate() -> [FormError] { [] }
    func validationErrors() -> [FormError] { [] }

    func itemEdit(_ edit: CollectionEdit) throws(FormError) {
        try parent.applyEntryEdit(edit, entry: entry, at: position)
    }

    func itemValue() -> FormValue { value(for: "") ?? .null }

    func shownItemValue() -> FormValue { itemValue() }

    func adoptHeldEdits(of other: any ItemForm) {}

    func committedItem() throws(FormErrors) -> Any {
        throw FormErrors([
            FormError(key: key, reason: .typeMismatch, defaultMessage: "an entry is committed with its dictionary")
        ])
    }

    /// Entries have no fields of their own: `environment.A.b` names the entry `A.b`, so
    /// the inner key is always empty.
    private func checkInner(_ inner: String) throws(FormError) {
        guard inner.isEmpty else {
            throw FormError(
                key: key, reason: .unknownField, defaultMessage: "an entry has no field '\(shortened(inner))'")
        }
    }
}
