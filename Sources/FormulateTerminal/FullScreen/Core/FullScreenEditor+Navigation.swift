import Formulate

extension FullScreenEditor {
    /// The index among `rows` of the selected row: the row with the selection's identity,
    /// else (its field was hidden meanwhile) the first selectable row.
    func selectedIndex(_ state: FullScreenState, in rows: [ScreenRow]) -> Int? {
        if let selection = state.screen.selection, let index = rows.firstIndex(where: { $0.id == selection }) {
            return index
        }
        return rows.firstIndex { $0.id != nil }
    }

    /// The selected row, if the screen has any.
    func selectedRow(_ state: FullScreenState) -> ScreenRow? {
        let rows = rows(state)
        return selectedIndex(state, in: rows).map { rows[$0] }
    }

    /// Moves the selection `steps` selectable rows down (up when negative), stopping at the ends.
    func move(_ state: inout FullScreenState, by steps: Int) {
        let rows = rows(state)
        let selectable = rows.indices.filter { rows[$0].id != nil }
        guard !selectable.isEmpty else { return }
        let current = selectedIndex(state, in: rows).flatMap { selectable.firstIndex(of: $0) } ?? 0
        let target = min(max(current + steps, 0), selectable.count - 1)
        state.screen.selection = rows[selectable[target]].id
    }

    /// Keeps the selected row within the rows shown, and the list from ending above the
    /// bottom of the window when it could be scrolled further up.
    func scrollToSelection(_ state: inout FullScreenState) {
        let rows = rows(state)
        let height = state.listHeight
        var scroll = min(state.screen.scroll, max(0, rows.count - height))
        if let index = selectedIndex(state, in: rows) {
            if index < scroll { scroll = index }
            if index >= scroll + height { scroll = index - height + 1 }
            // A header just above the first row shown comes into view with it.
            if scroll == index, index > 0, rows[index - 1].id == nil { scroll = index - 1 }
        }
        state.screen.scroll = max(0, scroll)
    }

    /// Opens the screen of a subform or list.
    func enter(_ state: inout FullScreenState, _ key: String) {
        var screen = FullScreenState.Screen(key: key)
        screen.selection = ScreenRow.rows(of: key, in: form).first { $0.id != nil }?.id
        state.screens.append(screen)
    }

    /// Goes back to the screen that was open before; `false` on the top level.
    @discardableResult
    func back(_ state: inout FullScreenState) -> Bool {
        guard state.screens.count > 1 else { return false }
        state.screens.removeLast()
        return true
    }
}
