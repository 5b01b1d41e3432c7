import Foundation

/// The form of one item of a collection of subforms, whatever the item's type: what the
/// enclosing form forwards an item key (`servers.0.host`) to, with the key inside the
/// item (`host`). Every item is a ``ModelForm`` of its own type, so its fields are
/// inferred, titled, annotated, validated and conditioned exactly as a top-level model's.
protocol ItemForm: AnyObject {
    var allFields: [Field] { get }
    var visibleSections: [FormSection] { get }
    var isValid: Bool { get }
    var isDirty: Bool { get }
    var timeZone: TimeZone { get set }
    var validationTiming: ValidationTiming { get set }
    func field(_ key: String) -> Field?
    func value(for key: String) -> FormValue?
    func text(for key: String) -> String
    func text(of value: FormValue, for key: String) -> String
    func errors(for key: String) -> [FormError]
    func isNestedModelAbsent(_ key: String) -> Bool
    func shouldShowErrors(for key: String) -> Bool
    func isHidden(_ key: String) -> Bool
    func isDisabled(_ key: String) -> Bool
    func isEditable(_ key: String) -> Bool
    func isTouched(_ key: String) -> Bool
    func acceptsItemInput(for key: String) -> Bool
    func choices(for key: String) -> [FieldChoice]
    func selectedOptionIndex(for key: String) -> Int?
    func isOptionSelected(at index: Int, for key: String) -> Bool
    func visibleFields(in key: String) -> [Field]
    func items(in key: String, range: Range<Int>) -> [FormItem]
    func setText(_ text: String, for key: String) throws(FormError)
    func setFormValue(_ value: FormValue, for key: String) throws(FormError)
    func setValue(_ value: Any?, for key: String) throws(FormError)
    func selectOption(at index: Int?, for key: String) throws(FormError)
    func setOption(at index: Int, selected: Bool, for key: String) throws(FormError)
    func selectOptions(_ texts: [String], for key: String) throws(FormError)
    func blur(_ key: String) throws(FormError)
    func markInvalid(_ error: FormError) throws(FormError)
    func reset(_ key: String) throws(FormError)
    func validate() -> [FormError]
    func validationErrors() -> [FormError]
    func itemEdit(_ edit: CollectionEdit) throws(FormError)
    /// The item's draft values as one object: each value field's item key and value, in
    /// field order (collections inside the item as their own current value), and `null`
    /// for an absent optional subform (``ModelSchema/itemMembers(value:isAbsent:)``).
    func itemValue() -> FormValue
    /// The item with the draft written into it (for a struct a new value, for a class the
    /// object itself), as commit writes it.
    func committedItem() throws(FormErrors) -> Any
    /// Whether the item's draft holds an edit no commit writes now (a hidden field's).
    var holdsHiddenEdits: Bool { get }
    /// ``itemValue()`` as a commit writes it: hidden fields at the values the model holds.
    func shownItemValue() -> FormValue
    /// Takes over the held edits of `other`, the same item's form before a commit.
    func adoptHeldEdits(of other: any ItemForm)
    /// A form in this one's state to try input on (``ModelForm/inputRehearsal()``).
    func rehearsalItemForm() -> any ItemForm
}

extension ModelForm: ItemForm {
    /// Within an item, a field takes input when it can be edited now, and an optional
    /// subform when it can be switched now: whether input from outside may write the
    /// collection at all is decided by the enclosing form.
    func acceptsItemInput(for key: String) -> Bool {
        if let index = schema.indexByKey[key], isOptionalSubform(index) { return canSwitch(at: index) }
        return isEditable(key)
    }

    func itemEdit(_ edit: CollectionEdit) throws(FormError) { try apply(edit) }

    func itemValue() -> FormValue {
        .object(schema.itemMembers(value: { values[$0] }, isAbsent: isAbsentSubform))
    }

    func committedItem() throws(FormErrors) -> Any { try commit() }

    func rehearsalItemForm() -> any ItemForm { inputRehearsal() }
}
