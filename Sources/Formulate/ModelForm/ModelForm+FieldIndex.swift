extension ModelForm {
    // Reads by a field's position in `allFields` (`Field.index`), for the package's
    // renderers: they walk every field in order, and looking each key up again for every
    // question (hidden? value? text? errors?) cost more than the answers.

    /// The draft value of the field at `index`.
    package func value(at index: Int) -> FormValue {
        values[index]
    }

    /// ``text(for:)`` of the field at `index`.
    package func text(at index: Int) -> String {
        if let rejected = states[index].rejectedText { return rejected }
        return displayText(of: values[index], at: index)
    }

    /// Whether the field at `index` lies in an optional nested model that is `nil` and
    /// cannot be created, so that no edit of it can be taken (renderers show it disabled).
    package func isInUncreatableModel(at index: Int) -> Bool {
        !canCreateParents(of: index)
    }

    /// Whether the field at `index` has errors stored (``shouldShowErrors(for:)``).
    package func hasStoredErrors(at index: Int) -> Bool {
        let state = states[index]
        return state.inputError != nil || state.serverError != nil || !state.ruleErrors.isEmpty
    }
}
