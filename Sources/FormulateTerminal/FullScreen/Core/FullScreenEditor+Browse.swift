import Formulate

extension FullScreenEditor {
    /// Keys while moving between rows.
    func browse(_ state: inout FullScreenState, _ key: Key) -> FullScreenEffect? {
        switch key {
        case .up, .character("k"), .backTab: move(&state, by: -1)
        case .down, .character("j"), .tab: move(&state, by: 1)
        case .pageUp: move(&state, by: -state.listHeight)
        case .pageDown: move(&state, by: state.listHeight)
        case .home, .character("g"): move(&state, by: -Int(Int32.max))
        case .end, .character("G"): move(&state, by: Int(Int32.max))
        case .character("/"): state.mode = .searching(query: LineEditor(""), origin: state.screen.selection)
        case .enter, .right: activate(&state, key)
        case .space: toggle(&state)
        case .escape, .left:
            if !back(&state) && key == .escape { state.status = "q quits." }
        case .character("?"):
            if let field = selectedRow(state)?.field ?? selectedList(state) { state.mode = .help(key: field.key) }
        case .character("a"), .character("+"): addItem(&state)
        case .character("d"), .character("-"), .delete: removeItem(&state)
        case .character("r"): renameEntry(&state)
        case .character("K"): moveFormItem(&state, by: -1)
        case .character("J"): moveFormItem(&state, by: 1)
        case .control("s"): startReview(&state)
        case .character("q"): return quit(&state)
        default:
            state.status = "Press ? for help on the selected field."
        }
        return nil
    }

    /// Enter (or Right) on the selected row: edits it in the way its kind is edited.
    private func activate(_ state: inout FullScreenState, _ key: Key) {
        guard let row = selectedRow(state) else { return }
        switch row.content {
        case .header, .footer: return
        case .item(let list, let index):
            guard key == .enter else { return }
            let text = index < form.itemCount(for: list.key) ? itemText(of: list, at: index) : ""
            state.mode = .editingItem(key: list.key, index: index, line: LineEditor(text))
        case .formItem(_, let item):
            enter(&state, item.key)
        case .addItem(let list):
            guard key == .enter else { return }
            if list.isDictionary || list.isCollectionOfSubforms { return addShape(&state, to: list) }
            state.mode = .editingItem(key: list.key, index: nil, line: LineEditor(""))
        case .field(let field):
            if field.kind == .subform || field.kind == .collection { return enter(&state, field.key) }
            guard key == .enter else { return }
            edit(&state, field)
        }
    }

    /// Starts editing `field` in the way its kind is edited.
    func edit(_ state: inout FullScreenState, _ field: Field) {
        if field.kind == .button {
            do {
                try form.performAction(for: field.key)
                state.status = "Ran \(field.title)."
            } catch {
                state.status = error.message
            }
            return
        }
        guard field.holdsValue else { return }
        guard form.takesInput(field) else {
            state.status = refusal(of: field)
            return
        }
        let original = form.value(for: field.key)
        switch field.kind {
        case .boolean: toggle(&state)
        case .option where !field.options.isEmpty:
            let selected = form.selectedOptionIndex(for: field.key).map { $0 + (field.isOptional ? 1 : 0) } ?? 0
            state.mode = .picking(key: field.key, filter: LineEditor(""), highlighted: selected)
        case .multipleChoice where !field.options.isEmpty, .bitfield where !field.options.isEmpty:
            state.mode = .checking(key: field.key, highlighted: 0, original: original)
        case .longText:
            state.mode = .writing(key: field.key, box: TextBox(form.text(for: field.key)), original: original)
        default:
            // A secret's line starts empty, so neither it nor its length is on the screen:
            // what is typed replaces it, and Enter on the untouched line keeps it.
            let text = field.isSecret ? "" : form.text(for: field.key)
            state.mode = .editing(key: field.key, line: LineEditor(text), original: original)
        }
    }

    /// Space: flips the selected Boolean.
    private func toggle(_ state: inout FullScreenState) {
        guard let field = selectedRow(state)?.field else { return }
        if field.kind == .subform && field.isOptional { return toggleOptional(&state, field) }
        guard field.kind == .boolean else {
            state.status = "Space toggles a yes/no field; Enter edits this one."
            return
        }
        guard form.takesInput(field) else {
            state.status = refusal(of: field)
            return
        }
        let isOn = form.value(for: field.key) == .bool(true)
        do {
            try form.input(isOn ? "false" : "true", for: field.key)
            try form.blur(field.key)
        } catch {
            state.status = error.message
        }
    }

    /// Why a person cannot change `field` here, for the status line: read-only, disabled,
    /// or the form's refusal of input to it.
    func refusal(of field: Field) -> String {
        if field.isReadOnly { return "\(field.title) is read-only." }
        if form.isDisabled(field.key) { return "\(field.title) is disabled." }
        return form.inputRefusal(for: field.key)?.message ?? "\(field.title) cannot be changed."
    }

    /// The list whose screen is shown, if it is a list's.
    func selectedList(_ state: FullScreenState) -> Field? {
        guard let key = state.screen.key, let field = form.field(key), field.kind == .collection else { return nil }
        return field
    }

    /// `q`: quits, or asks first when there are unsaved changes.
    private func quit(_ state: inout FullScreenState) -> FullScreenEffect? {
        guard form.isDirty else { return .quit }
        state.mode = .confirmingQuit
        return nil
    }
}
