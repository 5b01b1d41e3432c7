import Formulate

extension FullScreenEditor {
    /// The line editor over a field's text: each change goes to the form at once, so its
    /// errors (by the field's validation timing) and the conditions on it follow as the
    /// person types. Enter leaves the field if the form accepts what was typed; Esc puts
    /// back the value the field had. A key that leaves the text as it was changes nothing,
    /// except Ctrl-U, which empties the field (a secret's line starts empty).
    func editLine(
        _ state: inout FullScreenState, _ key: Key, field fieldKey: String, line: LineEditor, original: FormValue?
    ) {
        var line = line
        let before = line.text
        switch key {
        case .enter:
            if accept(&state, fieldKey) { state.mode = .browsing }
        case .escape:
            putBack(original, for: fieldKey)
            state.mode = .browsing
        default:
            guard line.apply(key) else { return }
            state.mode = .editing(key: fieldKey, line: line, original: original)
            guard line.text != before || key == .control("u") else { return }
            try? form.input(line.text, for: fieldKey)
        }
    }

    /// The box over long text: Enter starts a new line, Ctrl-D keeps the text, Esc puts
    /// back the value the field had.
    func write(_ state: inout FullScreenState, _ key: Key, field fieldKey: String, box: TextBox, original: FormValue?) {
        var box = box
        switch key {
        case .control("d"):
            if accept(&state, fieldKey) { state.mode = .browsing }
        case .escape:
            putBack(original, for: fieldKey)
            state.mode = .browsing
        default:
            guard box.apply(key) else { return }
            state.mode = .writing(key: fieldKey, box: box, original: original)
            try? form.input(box.text, for: fieldKey)
        }
    }

    /// Tells the form the person left the field; `false`, with the error on the status
    /// line, when the field has errors to show.
    func accept(_ state: inout FullScreenState, _ key: String) -> Bool {
        try? form.blur(key)
        guard let error = form.errors(for: key).first else { return true }
        state.status = error.message + " (Esc puts back the value it had.)"
        return false
    }

    /// Puts back the value a field had before it was edited, forgetting rejected text.
    func putBack(_ original: FormValue?, for key: String) {
        guard let original else { return }
        try? form.setFormValue(original, for: key)
    }
}
