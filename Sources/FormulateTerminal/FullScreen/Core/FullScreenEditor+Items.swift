import Formulate

extension FullScreenEditor {
    /// Editing or adding an item of a list: Enter stores it if the form and the item's rules
    /// accept it, Esc leaves the list as it was.
    func editItem(_ state: inout FullScreenState, _ key: Key, list: String, index: Int?, line: LineEditor) {
        var line = line
        switch key {
        case .escape:
            state.mode = .browsing
        case .enter:
            let text = line.text.trimmingWhitespace()
            guard !text.isEmpty else {
                state.mode = .browsing
                return
            }
            if storeItem(&state, text, at: index, in: list) { state.mode = .browsing }
        default:
            guard line.apply(key) else { return }
            state.mode = .editingItem(key: list, index: index, line: line)
        }
    }

    /// Stores an item; on refusal puts the list back and says why.
    private func storeItem(_ state: inout FullScreenState, _ text: String, at index: Int?, in list: String) -> Bool {
        let before = form.value(for: list)
        let position = index ?? form.itemCount(for: list)
        do {
            try form.input(for: list) { () throws(FormError) in
                if let index {
                    try form.setItemText(text, at: index, in: list)
                } else {
                    try form.insertItem(text: text, in: list)
                }
            }
        } catch {
            state.status = error.message
            return false
        }
        try? form.blur(list)
        if let error = form.errors(for: list).first {
            if let before { try? form.setFormValue(before, for: list) }
            state.status = error.message
            return false
        }
        state.screen.selection = "\(list)[\(position)]"
        return true
    }

    /// `a`: adds an item to the list shown.
    func addItem(_ state: inout FullScreenState) {
        guard let list = selectedList(state) else { return }
        if list.isDictionary || list.isCollectionOfSubforms { return addShape(&state, to: list) }
        guard form.takesInput(list) else {
            state.status = refusal(of: list)
            return
        }
        state.mode = .editingItem(key: list.key, index: nil, line: LineEditor(""))
    }

    /// `d` or Delete: removes the selected item of the list shown.
    func removeItem(_ state: inout FullScreenState) {
        if let field = selectedRow(state)?.field, field.kind == .subform, field.isOptional,
            !form.isNestedModelAbsent(field.key)
        {
            return toggleOptional(&state, field)
        }
        guard let list = selectedList(state) else { return }
        if list.isDictionary || list.isCollectionOfSubforms { return removeShape(&state, from: list) }
        guard case .item(_, let index)? = selectedRow(state)?.content else { return }
        do {
            try form.applyInput(.remove("\(list.key).\(index)"))
            try? form.blur(list.key)
            let count = form.itemCount(for: list.key)
            state.screen.selection = count == 0 ? "\(list.key)[+]" : "\(list.key)[\(min(index, count - 1))]"
        } catch {
            state.status = error.message
        }
    }

    /// Item `index` of `list` as the form shows it.
    func itemText(of list: Field, at index: Int) -> String {
        // One item formatted, not all of them: the screen asks for each row it shows.
        guard let items = form.value(for: list.key)?.arrayValue, items.indices.contains(index) else { return "" }
        return form.text(of: .array([items[index]]), for: list.key)
    }
}
