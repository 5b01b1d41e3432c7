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
