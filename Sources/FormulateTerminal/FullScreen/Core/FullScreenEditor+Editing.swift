import Formulate

extension FullScreenEditor {
    /// The option picker: typing filters the options, Up/Down move, Enter chooses, Esc
    /// leaves the field as it was.
    func pick(_ state: inout FullScreenState, _ key: Key, field fieldKey: String, filter: LineEditor, highlighted: Int)
    {
        guard let field = form.field(fieldKey) else {
            state.mode = .browsing
            return
        }
        var filter = filter
        var highlighted = highlighted
        let entries = PickerEntry.entries(of: field, filter: filter.text)
        switch key {
        case .escape:
            state.mode = .browsing
            return
        case .up: highlighted -= 1
        case .down: highlighted += 1
        case .pageUp, .home: highlighted = 0
        case .pageDown, .end: highlighted = entries.count - 1
        case .enter:
            guard entries.indices.contains(highlighted) else { return }
            do {
                try form.input(for: fieldKey) { () throws(FormError) in
                    try form.selectOption(at: entries[highlighted].index, for: fieldKey)
                }
                try form.blur(fieldKey)
                state.mode = .browsing
            } catch {
                state.status = error.message
            }
            return
        default:
            guard filter.apply(key) else { return }
            highlighted = 0
        }
        let count = PickerEntry.entries(of: field, filter: filter.text).count
        state.mode = .picking(key: fieldKey, filter: filter, highlighted: min(max(highlighted, 0), max(count - 1, 0)))
    }

    /// The checklist: Up/Down move, Space ticks or unticks, Enter keeps the choices, Esc
    /// puts back the ones the field had.
    func check(
        _ state: inout FullScreenState, _ key: Key, field fieldKey: String, highlighted: Int, original: FormValue?
    ) {
        let count = form.field(fieldKey)?.options.count ?? 0
        var highlighted = highlighted
        switch key {
        case .escape:
            putBack(original, for: fieldKey)
            state.mode = .browsing
            return
        case .enter:
            if accept(&state, fieldKey) { state.mode = .browsing }
            return
        case .up, .character("k"): highlighted -= 1
        case .down, .character("j"): highlighted += 1
        case .home, .pageUp: highlighted = 0
        case .end, .pageDown: highlighted = count - 1
        case .space, .character("x"):
            guard count > 0 else { return }
            let isSelected = form.isOptionSelected(at: highlighted, for: fieldKey)
            do {
                try form.input(for: fieldKey) { () throws(FormError) in
                    try form.setOption(at: highlighted, selected: !isSelected, for: fieldKey)
                }
            } catch {
                state.status = error.message
            }
        default:
            state.status = "Space ticks an option, Enter keeps them, Esc puts them back."
        }
        state.mode = .checking(
            key: fieldKey, highlighted: min(max(highlighted, 0), max(count - 1, 0)), original: original)
    }
}

/// One entry of an option picker: an option (by its index among the field's options), or
/// the entry that clears an optional field (`index` `nil`).
struct PickerEntry {
    var title: String
    var index: Int?

    /// The entries of `field` whose titles contain `filter` (ignoring case): "None" (or the
    /// placeholder) first for an optional field, then the options in order.
    static func entries(of field: Field, filter: String) -> [PickerEntry] {
        var entries: [PickerEntry] = []
        if field.isOptional { entries.append(PickerEntry(title: field.noneOptionTitle ?? "None", index: nil)) }
        entries += field.options.indices.map { PickerEntry(title: field.options[$0].title, index: $0) }
        let wanted = filter.lowercased()
        return wanted.isEmpty ? entries : entries.filter { $0.title.lowercased().contains(wanted) }
    }
}

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
