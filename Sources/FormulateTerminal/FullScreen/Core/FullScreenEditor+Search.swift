import Formulate

extension FullScreenEditor {
    /// `/`: each key edits the query and jumps to the first field whose title contains it
    /// (ignoring case); Enter keeps the field found, Esc goes back to where the search began.
    func search(_ state: inout FullScreenState, _ key: Key, query: LineEditor, origin: String?) -> FullScreenEffect? {
        var query = query
        switch key {
        case .enter:
            state.mode = .browsing
            return nil
        case .escape:
            state.screen.selection = origin
            state.mode = .browsing
            return nil
        default:
            guard query.apply(key) else { return nil }
        }
        state.mode = .searching(query: query, origin: origin)
        let wanted = query.text.lowercased()
        guard !wanted.isEmpty else {
            state.screen.selection = origin
            return nil
        }
        if let found = rows(state).first(where: { $0.field?.title.lowercased().contains(wanted) ?? false }) {
            state.screen.selection = found.id
        } else {
            state.status = "No field here has \"\(query.text)\" in its title."
        }
        return nil
    }
}
