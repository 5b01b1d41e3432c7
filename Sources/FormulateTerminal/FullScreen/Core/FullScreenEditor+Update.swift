import Formulate

extension FullScreenEditor {
    /// The state after `key`, and what the program should do. Edits the person makes go to
    /// the form at once (so its conditions and errors follow), and are taken back when
    /// they press Esc.
    public func update(_ state: FullScreenState, _ key: Key) -> FullScreenUpdate {
        var state = state
        if key == .control("c") { return FullScreenUpdate(state: state, effect: .interrupt) }
        state.status = nil
        let effect: FullScreenEffect?
        switch state.mode {
        case .browsing: effect = browse(&state, key)
        case .searching(let query, let origin): effect = search(&state, key, query: query, origin: origin)
        case .editing(let fieldKey, let line, let original):
            editLine(&state, key, field: fieldKey, line: line, original: original)
            effect = nil
        case .writing(let fieldKey, let box, let original):
            write(&state, key, field: fieldKey, box: box, original: original)
            effect = nil
        case .editingItem(let listKey, let index, let line):
            editItem(&state, key, list: listKey, index: index, line: line)
            effect = nil
        case .picking(let fieldKey, let filter, let highlighted):
            pick(&state, key, field: fieldKey, filter: filter, highlighted: highlighted)
            effect = nil
        case .checking(let fieldKey, let highlighted, let original):
            check(&state, key, field: fieldKey, highlighted: highlighted, original: original)
            effect = nil
        case .help:
            state.mode = .browsing
            effect = nil
        case .namingEntry(let listKey, let entry, let line):
            nameEntry(&state, key, list: listKey, entry: entry, line: line)
            effect = nil
        case .confirmingRemoval(let fieldKey):
            confirmRemoval(&state, key, field: fieldKey)
            effect = nil
        case .reviewing: effect = review(&state, key)
        case .confirmingQuit: effect = confirmQuit(&state, key)
        }
        scrollToSelection(&state)
        return FullScreenUpdate(state: state, effect: effect)
    }
}
