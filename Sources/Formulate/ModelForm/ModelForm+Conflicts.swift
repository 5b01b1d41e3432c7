/// Changes made to the model by others while the form was open (optimistic concurrency,
/// like an HTTP `If-Match`): a class can be changed in place by other code after the form
/// read it.
extension ModelForm {
    /// The fields the person changed that were changed in the model too since the form
    /// read it, to something other than the person's value, in field order. Empty for a
    /// struct the form owns.
    ///
    /// ``commit(overwritingConflicts:)`` refuses while there are any; ``refresh()`` takes the
    /// model's values as the new starting point, keeping the person's edits.
    public var conflicts: [FieldConflict] {
        changedWritableFields().compactMap(conflict(at:))
    }

    /// The conflict at the field at `index`, if the model changed there since it was read.
    func conflict(at index: Int) -> FieldConflict? {
        let accessor = schema.accessor(at: index)
        // A struct's own stored property cannot change but through the form.
        guard Self.isObject || !accessor.isIsolated else { return nil }
        let now = accessor.formValue(in: model)
        guard now != initialValues[index], now != values[index] else { return nil }
        let field = schema.flat[index]
        let secret = field.isSecret
        func shown(_ value: FormValue) -> String { secret ? "(hidden)" : "\"\(text(of: value, for: field.key))\"" }
        let message =
            field.kind == .collection
            ? "\(field.title) was changed elsewhere while you edited it: its items are not the ones the form read; "
                + "reset it and refresh the form to take the new items, or overwrite them with yours"
            : "\(field.title) was changed elsewhere while you edited it: it was \(shown(initialValues[index])) "
                + "when the form read it, it is \(shown(now)) now, and your change is \(shown(values[index])); "
                + "refresh the form to keep your change over the new value, or overwrite"
        let error = FormError(key: field.key, reason: .conflict, defaultMessage: message)
        return FieldConflict(
            key: field.key, valueWhenRead: field.removingSecrets(from: initialValues[index]),
            valueNow: field.removingSecrets(from: now), yourValue: field.removingSecrets(from: values[index]),
            isSecret: secret, error: error)
    }

    /// Takes the model's current values as the form's starting point: fields the person has
    /// not changed show what the model holds now, and the person's edits are kept (they no
    /// longer conflict: committing writes them over the new values).
    ///
    /// A collection (a list, a dictionary, a collection of subforms) that both the person
    /// and another writer changed is not merged: it is written whole, so keeping the
    /// person's items would put back every item the other writer changed, added or removed.
    /// It stays a conflict: ``reset(_:)-(String)`` it and refresh to take the new items, or
    /// commit with `overwritingConflicts: true` to write the person's.
    public func refresh() {
        let now = Self.read(model, schema: schema)
        for position in itemCollectionPositions where values[position] == initialValues[position] {
            collectionDrafts.lists[position] = nil
        }
        for index in values.indices where initialValues[index] != now[index] {
            let personChanged = values[index] != initialValues[index]
            if personChanged, values[index] != now[index], records[index].kind == .collection { continue }
            initialValues[index] = now[index]
            fieldDidChange(index) // changed or not, the field's "changed" mark moves
            if !personChanged {
                let old = values[index]
                values[index] = now[index]
                valueDidChange(at: index, from: old)
            }
        }
    }
}
