/// The by-key questions of a form asked by a field's position in ``ModelForm/allFields``:
/// for a renderer that walks `allFields` once and keeps each field's position (an HTML
/// submission decoder), so that it passes no ``Field``. A `Field` taken out of an array and
/// passed to another module's function is copied first (some twenty retains, and as many
/// releases after), which costs more than most answers.
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
