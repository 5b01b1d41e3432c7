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
    /// Whether the field at `key` holds an edit not saved yet (``ModelForm/hasUnsavedEdit(for:)``).
    func hasUnsavedEdit(for key: String) -> Bool
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

/// One item's value as an object of its fields' values, keyed inside the item
/// (`host`, `signature.text`), as ``ItemForm/itemValue()`` and
/// ``ItemCollectionCoding/itemValue(_:)`` give it.
///
/// An optional subform that is absent (`nil`, or switched off) is one member holding
/// `null` (`"signature": null`) with none of its fields, so that the item read back from
/// the object has it absent too; a present one is its fields' members.
extension ModelSchema {
    /// The members of one item's object: `value(index)` for each field that holds a
    /// value, and `null` for each optional subform `isAbsent(index)` says is absent.
    func itemMembers(value: (Int) -> FormValue, isAbsent: (Int) -> Bool) -> [FormValueMember] {
        var members: [FormValueMember] = []
        let records = self.records
        var index = 0
        while index < records.count {
            if records[index].isOptionalSubform, isAbsent(index) {
                members.append(FormValueMember(flat[index].key, .null))
                index = records[index].descendantEnd
                continue
            }
            if records[index].hasCodec { members.append(FormValueMember(flat[index].key, value(index))) }
            index += 1
        }
        return members
    }
}

extension ModelForm {
    /// A new item's model (this form is over a new item) with one stored item's object
    /// (``ModelSchema/itemMembers(value:isAbsent:)``) written in: each member's value, and
    /// each optional subform switched as the object says (off when it holds `null`, on
    /// when it holds the subform's fields).
    ///
    /// A stored value is data, not a person's edit: every member is written whatever the
    /// item's conditions and attributes say now (a field its own item hides, disables or
    /// shows read-only keeps its value), and the result does not depend on the members'
    /// order.
    ///
    /// - Parameter checkingRules: Whether the item's rules must hold (a value decoded to
    ///   be stored at once), or are checked later, item by item (a value set as a whole).
    /// - Throws: Why the item cannot be loaded: a member is no field of the item, does not
    ///   fit its field, or differs from the new item's value in a property that cannot be
    ///   written; or (`checkingRules`) the item breaks a rule. Secret values are never in
    ///   the reason.
    func loadedItem(_ members: [FormValueMember], checkingRules: Bool) throws(ValueProblem) -> Model {
        try loadItemMembers(members)
        let records = self.records
        let loaded = records.indices.filter { index in
            records[index].hasCodec && !records[index].isVirtual && records[index].isWritable
                && (values[index] != initialValues[index] || isUnderSwitchedOnSubform(index))
        }
        let item: Model
        do {
            item = try write(loaded, overwritingConflicts: true)
        } catch {
            throw ValueProblem.typeMismatch(error.errors.first?.message ?? "cannot be written")
        }
        // The rules see the item as a form over it shows it: its conditions as its values say.
        if checkingRules, let broken = ModelForm(model: item, schema: schema).validationErrors().first {
            throw ValueProblem(kind: broken.reason, reason: broken.message)
        }
        return item
    }

    /// Writes each member into the draft as stored data (see ``loadedItem(_:checkingRules:)``).
    private func loadItemMembers(_ members: [FormValueMember]) throws(ValueProblem) {
        var absent: Set<String> = []
        for member in members {
            guard let position = schema.indexByKey[member.key] else { throw unknownMember(member.key) }
            if member.value.isNull, isOptionalSubform(position) {
                absent.insert(member.key)
                setSwitch(false, at: position)
                continue
            }
            let record = records[position]
            guard record.hasCodec else { throw unknownMember(member.key) }
            let value: FormValue
            do {
                value = try convertedValue(member.value, at: position, record: record)
            } catch {
                throw ValueProblem(kind: error.reason, reason: error.message)
            }
            guard value != values[position] else { continue }
            guard !record.isVirtual, schema.accessor(at: position).isWritable else {
                throw ValueProblem.typeMismatch("\(schema.flat[position].title) cannot be written (read-only)")
            }
            values[position] = value
        }
        for position in records.indices where isOptionalSubform(position) {
            let key = schema.flat[position].key
            guard !absent.contains(key), isAbsentSubform(position) else { continue }
            if members.contains(where: { DottedKey.isInside($0.key, key) }) { setSwitch(true, at: position) }
        }
    }

    /// A member naming no field of the item that holds a value.
    private func unknownMember(_ key: String) -> ValueProblem {
        let known = records.indices.filter { records[$0].hasCodec }.map { "'\(schema.flat[$0].key)'" }
        guard !known.isEmpty else { return .typeMismatch("'\(shortened(key))' is not a field: the item has none") }
        let listed = known.prefix(10).joined(separator: ", ") + (known.count > 10 ? ", ..." : "")
        return .typeMismatch("'\(shortened(key))' is not one of its fields (\(listed))")
    }
}
