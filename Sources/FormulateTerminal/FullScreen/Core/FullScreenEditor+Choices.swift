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
