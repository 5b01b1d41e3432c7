import Formulate

extension Frame {
    /// The rows of the screen shown, from its scroll position, the selected one reversed.
    mutating func drawRows() {
        let rows = editor.rows(state)
        let selected = editor.selectedIndex(state, in: rows)
        let changes = form.changes
        let changed = Set(changes.map(\.key))
        // Items added, moved or edited: their rows get the `*` of a changed field.
        let changedItems = Set(changes.flatMap { $0.items.filter { $0.kind != .removed }.map(\.itemKey) })
        let titleWidth = self.titleWidth(rows)
        let first = min(state.screen.scroll, max(0, rows.count - 1))
        for (offset, index) in (first..<rows.count).prefix(state.listHeight).enumerated() {
            let line = 1 + offset
            let isSelected = index == selected
            switch rows[index].content {
            case .header(let text):
                buffer.write(text, row: line, column: 1, style: .bold)
            case .footer(let text):
                buffer.write(text, row: line, column: 4, style: .dim)
            case .field(let field):
                drawField(field, row: line, titleWidth: titleWidth, isSelected: isSelected, changed: changed)
            case .item(let list, let index):
                let title = "\(list.itemTemplate?.title ?? "Item") \(index + 1)"
                let key = "\(list.key).\(index)"
                drawMarks(
                    row: line, isSelected: isSelected, isChanged: changedItems.contains(key),
                    hasErrors: !form.errors(for: key).isEmpty)
                buffer.write(title, row: line, column: 4, limit: titleWidth)
                if case .editingItem(_, index?, let editor) = state.mode, isSelected {
                    drawLine(
                        editor, row: line, column: 6 + titleWidth, width: state.width - 7 - titleWidth, isSecret: false)
                } else {
                    buffer.write(editor.itemText(of: list, at: index), row: line, column: 6 + titleWidth, style: .value)
                }
            case .formItem(_, let item):
                drawFormItem(
                    item, row: line, titleWidth: titleWidth, isSelected: isSelected,
                    isChanged: item.isNew
                        || changedItems.contains { $0 == item.key || DottedKey.isInside($0, item.key) })
            case .addItem(let list):
                drawMarks(row: line, isSelected: isSelected, isChanged: false, hasErrors: false)
                if case .editingItem(_, nil, let editor) = state.mode {
                    buffer.write("New \(list.itemTemplate?.title ?? "Item")", row: line, column: 4, limit: titleWidth)
                    drawLine(
                        editor, row: line, column: 6 + titleWidth, width: state.width - 7 - titleWidth, isSecret: false)
                } else {
                    let noun = list.isDictionary ? "entry" : list.itemTemplate?.title ?? "Item"
                    buffer.write("+ Add \(noun)", row: line, column: 4, style: .dim)
                }
            }
            if isSelected, state.mode == .browsing || isSearching { buffer.style(row: line, .reversed) }
        }
        if rows.count > first + state.listHeight {
            buffer.write("↓ more", row: state.listHeight, column: state.width - 8, style: .dim)
        }
        if first > 0 { buffer.write("↑ more", row: 1, column: state.width - 8, style: .dim) }
    }

    private var isSearching: Bool {
        if case .searching = state.mode { return true }
        return false
    }

    /// The column the titles take: as wide as the widest, within a third of the window.
    private func titleWidth(_ rows: [ScreenRow]) -> Int {
        let widest =
            rows.map { row -> Int in
                switch row.content {
                case .field(let field): return TerminalWidth.of(TerminalSafeText.visible(field.title))
                case .item(let list, let index):
                    return TerminalWidth.of("\(list.itemTemplate?.title ?? "Item") \(index + 1)")
                case .formItem(_, let item): return TerminalWidth.of(TerminalSafeText.visible(item.title))
                case .addItem(let list): return TerminalWidth.of("New \(list.itemTemplate?.title ?? "Item")")
                default: return 0
                }
            }.max() ?? 0
        return min(max(widest, 8), max(8, (state.width - 8) / 3))
    }

    /// `>` for the selected row, `*` for a changed field, `!` for one with errors to show.
    private mutating func drawMarks(row: Int, isSelected: Bool, isChanged: Bool, hasErrors: Bool) {
        if isSelected { buffer.write(">", row: row, column: 0, style: .bold) }
        if isChanged { buffer.write("*", row: row, column: 1, style: .warning) }
        if hasErrors { buffer.write("!", row: row, column: 2, style: .error) }
    }

    /// An item of a collection of subforms: its title, then its fields' values; `*` marks
    /// an item added, moved or edited in the form.
    private mutating func drawFormItem(
        _ item: FormItem, row: Int, titleWidth: Int, isSelected: Bool, isChanged: Bool
    ) {
        drawMarks(row: row, isSelected: isSelected, isChanged: isChanged, hasErrors: itemHasErrors(item))
        buffer.write(item.title, row: row, column: 4, limit: titleWidth)
        let column = 6 + titleWidth
        let texts = item.fields.filter { $0.holdsValue && $0.kind != .subform }.prefix(6).map { field in
            FieldRowText.value(of: field, in: form).0
        }
        buffer.write(
            "› " + texts.joined(separator: ", "), row: row, column: column, limit: max(0, state.width - column - 1),
            style: .value)
    }

    private mutating func drawField(_ field: Field, row: Int, titleWidth: Int, isSelected: Bool, changed: Set<String>) {
        let prefix = field.key + "."
        let isChanged = changed.contains(field.key) || changed.contains { $0.hasPrefix(prefix) }
        let hasErrors =
            !form.errors(for: field.key).isEmpty
            || (field.kind == .subform
                && form.allFields.contains { $0.key.hasPrefix(prefix) && !form.errors(for: $0.key).isEmpty })
            || (field.kind == .collection && listHasItemErrors(field))
        drawMarks(row: row, isSelected: isSelected, isChanged: isChanged, hasErrors: hasErrors)
        let isOff = form.isDisabled(field.key)
        buffer.write(field.title, row: row, column: 4, limit: titleWidth, style: isOff ? .dim : .plain)
        let column = 6 + titleWidth
        let width = state.width - column - 1
        guard width > 0 else { return }
        switch state.mode {
        case .editing(let key, let line, _) where key == field.key:
            drawLine(line, row: row, column: column, width: width, isSecret: field.isSecret)
            return
        case .writing(let key, let box, _) where key == field.key:
            drawLine(box.lines[box.row], row: row, column: column, width: width, isSecret: false)
            return
        default:
            break
        }
        let (text, style) = FieldRowText.value(of: field, in: form)
        buffer.write(text, row: row, column: column, limit: width, style: isOff ? .dim : style)
    }
}

extension Frame {
    /// Whether a field of `item` (or of a subform in it) has errors to show.
    func itemHasErrors(_ item: FormItem) -> Bool {
        var pending = item.fields
        while let field = pending.popLast() {
            if !form.errors(for: field.key).isEmpty { return true }
            pending += field.children
        }
        return false
    }

    /// Whether an item of the list `field` has errors to show: the list's row gets its `!`.
    func listHasItemErrors(_ field: Field) -> Bool {
        if field.itemTemplate?.kind == .subform { return form.items(in: field.key).contains(where: itemHasErrors) }
        return (0..<form.itemCount(for: field.key)).contains { !form.errors(for: "\(field.key).\($0)").isEmpty }
    }
}
