/// The by-key questions of a form, asked with a ``Field`` the form handed out: a renderer
/// walking ``ModelForm/allFields`` or a section's fields asks these without looking each
/// key up again (a key's look-up hashes it, which costs more than most answers).
///
/// A field from another form of another type is looked up by its key; a field this form
/// does not hold under its key (a field inside an item, `servers.0.host`) goes straight to
/// the item, its key looked up once.
extension ModelForm {
    /// Where `field` is in this form: its own position when it is this form's field, else
    /// the position of its key, or `nil`.
    func position(of field: Field) -> Int? {
        let index = field.index
        if index >= 0 && index < schema.flat.count && schema.flat[index].key == field.key { return index }
        return schema.indexByKey[field.key]
    }

    /// ``value(for:)-(String)`` of `field`.
    package func value(for field: Field) -> FormValue? {
        observedPosition(of: field).map { values[$0] } ?? itemFieldValue(field.key)
    }

    /// ``text(for:)-(String)`` of `field`.
    package func text(for field: Field) -> String {
        observedPosition(of: field).map(currentText(at:)) ?? itemFieldText(field.key)
    }

    /// ``errors(for:)-(String)`` of `field`.
    package func errors(for field: Field) -> [FormError] {
        observedPosition(of: field).map(storedErrors(at:)) ?? errors(for: field.key)
    }

    /// ``shouldShowErrors(for:)-(String)`` of `field`.
    package func shouldShowErrors(for field: Field) -> Bool {
        observedPosition(of: field).map(hasStoredErrors(at:)) ?? itemFieldShowsErrors(field.key)
    }

    /// ``isHidden(_:)-(String)`` of `field`.
    package func isHidden(_ field: Field) -> Bool {
        observedPosition(of: field).map { isHidden($0) } ?? isItemFieldHidden(field.key)
    }

    /// ``isDisabled(_:)-(String)`` of `field`.
    package func isDisabled(_ field: Field) -> Bool {
        observedPosition(of: field).map { isDisabled($0) } ?? isItemFieldDisabled(field.key)
    }

    /// ``isEditable(_:)-(String)`` of `field`.
    package func isEditable(_ field: Field) -> Bool {
        observedPosition(of: field).map(isEditable(at:)) ?? isEditable(field.key)
    }

    /// ``acceptsInput(for:)-(String)`` of `field`.
    package func acceptsInput(for field: Field) -> Bool {
        guard let position = observedPosition(of: field) else { return itemAcceptsInput(field.key) }
        if isOptionalSubform(position) { return acceptsInput(for: field.key) }
        return inputAllowed[position] && isEditable(at: position)
    }

    /// ``setText(_:for:)-(_,String)`` of `field`.
    package func setText(_ text: String, for field: Field) throws(FormError) {
        guard let index = position(of: field) else { return try setText(text, for: field.key) }
        try setText(text, atIndex: index)
    }
}
