/// Shortcuts for this package's renderers, which ask every field's state on every page:
/// the by-key questions asked with a ``Field`` (for rendering) or with a field's position
/// (for decoding a submission), so that no key is hashed again. Not public: a renderer
/// outside the package asks by key.
///
/// The by-key questions asked with a ``Field`` the form handed out. perf: scenario 7 (the
/// HTML render fails its target without them; the Performance article has the numbers).
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

    /// ``hasUnsavedEdit(for:)`` of `field`.
    package func hasUnsavedEdit(_ field: Field) -> Bool {
        observedPosition(of: field).map { values[$0] != initialValues[$0] } ?? hasUnsavedEdit(for: field.key)
    }

    /// Whether the field at `key`, in this form or an item, holds an edit not saved yet: its
    /// value differs from the one the form (or the item, when it was added) started with.
    /// For a page shown again, whose secrets must be typed again.
    package func hasUnsavedEdit(for key: String) -> Bool {
        if let index = observedIndex(of: key) { return values[index] != initialValues[index] }
        return itemRead(key) { $0.hasUnsavedEdit(for: $1) } ?? false
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

/// The by-key questions asked by a field's position in ``ModelForm/allFields``, for the
/// HTML submission decoder, which keeps each field's position and so passes no `Field`
/// (copied when passed to another module). perf: scenario 5 and the submission against
/// pydantic (the Performance article has the numbers).
///
/// A position outside `allFields` is no field: questions answer as for a key that is no
/// field (`nil`, `""`, `false`), and ``setText(_:at:)`` throws
/// ``FormError/Reason/unknownField``.
extension ModelForm {
    /// `position` when it is a field's, its read registered with an observation in progress.
    private func observed(_ position: Int) -> Int? {
        guard position >= 0 && position < schema.flat.count else { return nil }
        observeRead(position)
        return position
    }

    /// The position in ``allFields`` of the field at `key`, or `nil` when `key` is no
    /// field of the form itself (a field inside an item is not in `allFields`).
    package func position(ofKey key: String) -> Int? {
        schema.indexByKey[key]
    }

    /// ``value(for:)-(String)`` of the field at `position` in ``allFields``.
    package func value(at position: Int) -> FormValue? {
        observed(position).map { values[$0] }
    }

    /// ``text(for:)-(String)`` of the field at `position` in ``allFields``.
    package func text(at position: Int) -> String {
        observed(position).map(currentText(at:)) ?? ""
    }

    /// ``shouldShowErrors(for:)-(String)`` of the field at `position` in ``allFields``.
    package func shouldShowErrors(at position: Int) -> Bool {
        observed(position).map(hasStoredErrors(at:)) ?? false
    }

    /// ``isHidden(_:)-(String)`` of the field at `position` in ``allFields``.
    package func isHidden(at position: Int) -> Bool {
        observed(position).map { isHidden($0) } ?? false
    }

    /// ``isDisabled(_:)-(String)`` of the field at `position` in ``allFields``.
    package func isDisabled(at position: Int) -> Bool {
        observed(position).map { isDisabled($0) } ?? false
    }

    /// ``acceptsInput(for:)-(String)`` of the field at `position` in ``allFields``.
    package func acceptsInput(at position: Int) -> Bool {
        guard let position = observed(position) else { return false }
        if isOptionalSubform(position) { return inputAllowed[position] && canSwitch(at: position) }
        return inputAllowed[position] && isEditable(at: position)
    }

    /// ``Field/isSecret`` of the field at `position` in ``allFields``; `false` when there is
    /// no field there.
    package func isSecret(at position: Int) -> Bool {
        guard position >= 0 && position < schema.flat.count else { return false }
        return records[position].isSecret
    }

    /// ``optionIndex(forValueText:of:)`` of the field at `position` in ``allFields``: the
    /// index of the option whose value, written as text, is `text`.
    package func optionIndex(forValueText text: String, forFieldAt position: Int) -> Int? {
        guard position >= 0 && position < schema.flat.count else { return nil }
        return records[position].optionIndex.position(ofValueText: text)
    }

    /// ``selectedOptionIndex(for:)`` of the option field at `position` in ``allFields``.
    package func selectedOptionIndex(forFieldAt position: Int) -> Int? {
        guard let position = observed(position), records[position].kind == .option else { return nil }
        return selectedOptionIndex(at: position)
    }

    /// ``selectOption(at:for:)`` of the field at `position` in ``allFields``.
    ///
    /// - Throws: As `selectOption(at:for:)` does; ``FormError/Reason/unknownField`` when
    ///   there is no field at `position`.
    package func selectOption(at index: Int?, forFieldAt position: Int) throws(FormError) {
        guard position >= 0 && position < schema.flat.count else { throw Self.noField(at: position) }
        try selectOption(at: index, position: position)
    }

    /// ``setText(_:for:)-(_,String)`` of the field at `position` in ``allFields``.
    ///
    /// - Throws: As `setText(_:for:)` does; ``FormError/Reason/unknownField`` when there is
    ///   no field at `position`.
    package func setText(_ text: String, at position: Int) throws(FormError) {
        guard position >= 0 && position < schema.flat.count else { throw Self.noField(at: position) }
        try setText(text, atIndex: position)
    }

    /// ``setText(_:at:)`` of text known to differ from what the field at `position` shows,
    /// told without formatting the field's value: for a decoder that compares submitted text
    /// with the text shown, and so need not format the value of a field the text changes.
    ///
    /// Returns `true`, with the text set as `setText(_:at:)` sets it (or refused and kept, as
    /// it refuses it), when the text reads as a value other than the one the field holds and
    /// the field's text is its codec's alone and reads back as the value shown (whole
    /// numbers, `Double`s, single-line text, or a field that is empty). Returns `false`, with
    /// nothing done, in every other case: the caller compares the texts as before.
    ///
    /// - Throws: As `setText(_:at:)` does, when it returns `true`.
    package func setChangingText(_ text: String, at position: Int) throws(FormError) -> Bool {
        guard position >= 0 && position < schema.flat.count else { return false }
        return try setChangingText(text, atIndex: position)
    }

    /// The error of a position that is no field's.
    private static func noField(at position: Int) -> FormError {
        FormError(
            key: "", reason: .unknownField, defaultMessage: "position \(position) is not a field of this form",
            arguments: [FormValueMember("position", .int(position))])
    }
}
