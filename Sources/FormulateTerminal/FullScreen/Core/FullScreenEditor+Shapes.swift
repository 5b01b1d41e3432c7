import Formulate

/// Changing the shape of the form on screen: items of a collection of subforms added,
/// removed and moved, dictionary entries added, renamed and removed, optional subforms
/// switched on and off. Each is a ``CollectionEdit`` applied to the form.
extension FullScreenEditor {
    /// `a` (or Enter on the adding row) in a collection of subforms or a dictionary: a new
    /// item, whose screen opens, or the question for a new entry's key.
    func addShape(_ state: inout FullScreenState, to list: Field) {
        guard form.takesInput(list) else {
            state.status = refusal(of: list)
            return
        }
        if list.isDictionary {
            state.mode = .namingEntry(key: list.key, entry: nil, line: LineEditor(""))
            return
        }
        let index = form.itemCount(for: list.key)
        do {
            try form.applyInput(.add(list.key))
        } catch {
            state.status = error.message
            return
        }
        let key = "\(list.key).\(index)"
        state.screen.selection = key
        enter(&state, key)
        state.status =
            "Added \(FormItemLookup.item(key, in: form)?.title ?? "an item"); Esc goes back to \(list.title)."
    }

    /// `d` in a collection of subforms or a dictionary: removes the selected item or entry.
    func removeShape(_ state: inout FullScreenState, from list: Field) {
        guard let row = selectedRow(state), let key = row.id, row.field != nil || isFormItem(row) else { return }
        do {
            try form.applyInput(.remove(key))
        } catch {
            state.status = error.message
            return
        }
        state.screen.selection = selectionAfterRemoving(key, in: list, state)
    }

    /// The row to select once `key` is gone: the item now in its place, the entry after it
    /// in key order, else the adding row.
    private func selectionAfterRemoving(_ key: String, in list: Field, _ state: FullScreenState) -> String {
        let adding = "\(list.key)[+]"
        if list.isCollectionOfSubforms, let index = Int(DottedKey.name(of: key, in: list.key)) {
            let count = form.itemCount(for: list.key)
            return count == 0 ? adding : "\(list.key).\(min(index, count - 1))"
        }
        return rows(state).compactMap(\.id).first { $0 > key } ?? adding
    }

    private func isFormItem(_ row: ScreenRow) -> Bool {
        if case .formItem = row.content { return true }
        return false
    }

    /// `K` / `J`: moves the selected item of a collection of subforms up or down one place.
    func moveFormItem(_ state: inout FullScreenState, by offset: Int) {
        guard let list = selectedList(state), case .formItem(_, let item)? = selectedRow(state)?.content else {
            state.status = "K and J move an item of a list of groups."
            return
        }
        let target = item.index + offset
        guard target >= 0, target < form.itemCount(for: list.key) else { return }
        do {
            try form.applyInput(.move(item.key, to: target))
            state.screen.selection = "\(list.key).\(target)"
        } catch {
            state.status = error.message
        }
    }

    /// `r` in a dictionary: asks the selected entry's new key.
    func renameEntry(_ state: inout FullScreenState) {
        guard let list = selectedList(state), list.isDictionary, let key = selectedEntryKey(state) else {
            state.status = "r renames an entry of a dictionary."
            return
        }
        let entry = DottedKey.name(of: key, in: list.key)
        state.mode = .namingEntry(key: list.key, entry: entry, line: LineEditor(entry))
    }

    /// The key of the selected entry: its value's field, or an entry that is a subform.
    private func selectedEntryKey(_ state: FullScreenState) -> String? {
        guard let row = selectedRow(state) else { return nil }
        if case .formItem(_, let item) = row.content { return item.key }
        return row.field?.key
    }

    /// Typing an entry's key: Enter adds the entry (and edits its value) or renames it; a key
    /// the form refuses is said on the status line and can be corrected. Esc cancels.
    func nameEntry(_ state: inout FullScreenState, _ key: Key, list: String, entry: String?, line: LineEditor) {
        var line = line
        switch key {
        case .escape:
            state.mode = .browsing
        case .enter:
            let name = line.text
            let newKey = "\(list).\(name)"
            do {
                if let entry {
                    try form.applyInput(.rename("\(list).\(entry)", to: name))
                } else {
                    try form.applyInput(.add(newKey))
                }
            } catch {
                state.status = error.message
                return
            }
            state.mode = .browsing
            state.screen.selection = newKey
            if entry == nil, let field = form.field(newKey) { edit(&state, field) }
            if entry == nil, FormItemLookup.item(newKey, in: form) != nil { enter(&state, newKey) }
        default:
            guard line.apply(key) else { return }
            state.mode = .namingEntry(key: list, entry: entry, line: line)
        }
    }

    /// Space (or `d`) on an optional subform: adds an absent one and opens it; asks before
    /// removing one that is there.
    func toggleOptional(_ state: inout FullScreenState, _ field: Field) {
        guard !field.isReadOnly, !form.isDisabled(field.key) else {
            state.status = refusal(of: field)
            return
        }
        if let refusal = form.inputRefusal(for: field.key), refusal.reason == .notInput {
            state.status = refusal.message
            return
        }
        guard form.isNestedModelAbsent(field.key) else {
            state.mode = .confirmingRemoval(key: field.key)
            return
        }
        do {
            try form.applyInput(.add(field.key))
        } catch {
            state.status = error.message
            return
        }
        enter(&state, field.key)
        state.status = "Added \(field.title); Esc goes back."
    }

    /// The question before removing an optional subform: `y` removes it, `n` or Esc keeps it.
    func confirmRemoval(_ state: inout FullScreenState, _ key: Key, field fieldKey: String) {
        switch key {
        case .character("y"), .character("Y"):
            state.mode = .browsing
            guard let field = form.field(fieldKey) else { return }
            do {
                try form.applyInput(.remove(fieldKey))
                state.status = "Removed \(field.title)."
            } catch {
                state.status = error.message
            }
        case .character("n"), .character("N"), .escape:
            state.mode = .browsing
        default:
            break
        }
    }
}

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
