import Formulate

extension FullScreenEditor {
    /// Draws `state` into a frame as large as its window: the title bar, the rows of the
    /// screen shown, a line with the selected field's error or help, the keys of the moment
    /// and the status line, with any picker, checklist, help or question drawn over the rows.
    public func render(_ state: FullScreenState) -> ScreenBuffer {
        var frame = Frame(editor: self, state: state)
        frame.draw()
        return frame.buffer
    }
}

/// One frame being drawn.
struct Frame<Model> {
    let editor: FullScreenEditor<Model>
    let state: FullScreenState
    var buffer: ScreenBuffer
    var form: ModelForm<Model> { editor.form }

    /// The smallest window the editor draws in; a smaller one says so.
    static var minimumWidth: Int { 30 }
    static var minimumHeight: Int { 8 }

    init(editor: FullScreenEditor<Model>, state: FullScreenState) {
        self.editor = editor
        self.state = state
        buffer = ScreenBuffer(width: state.width, height: state.height)
    }

    mutating func draw() {
        guard state.width >= Self.minimumWidth, state.height >= Self.minimumHeight else {
            buffer.write(
                "Window too small: make it at least \(Self.minimumWidth)x\(Self.minimumHeight).", row: 0, column: 0)
            buffer.write("q quits.", row: 1, column: 0)
            return
        }
        drawTitleBar()
        drawRows()
        drawDetail()
        drawHelpLine()
        drawStatus()
        drawOverlay()
    }

    private mutating func drawTitleBar() {
        buffer.clear(row: 0, style: .reversed)
        var title = editor.title
        for screen in state.screens.dropFirst() {
            guard let key = screen.key else { continue }
            if let name = form.field(key)?.title ?? FormItemLookup.item(key, in: form)?.title { title += " › " + name }
        }
        let changes = ChangeLines.count(of: form)
        let note = changes == 0 ? "" : changes == 1 ? "1 unsaved change" : "\(changes) unsaved changes"
        let noteWidth = TerminalWidth.of(note)
        buffer.write(
            title, row: 0, column: 1, limit: max(1, state.width - noteWidth - 4),
            style: CellStyle(isBold: true, isReversed: true))
        if !note.isEmpty {
            buffer.write(note, row: 0, column: state.width - noteWidth - 1, style: CellStyle(isReversed: true))
        }
    }

    /// The line under the rows: the selected (or edited) field's first error, else its help.
    private mutating func drawDetail() {
        let row = state.height - 3
        guard let field = detailField else { return }
        if let error = form.errors(for: field.key).first {
            buffer.write("! " + error.message, row: row, column: 1, style: .error)
        } else if let help = field.help, !help.isEmpty {
            buffer.write(help, row: row, column: 1, style: .dim)
        }
    }

    /// The field the detail line is about.
    private var detailField: Field? {
        switch state.mode {
        case .editing(let key, _, _), .writing(let key, _, _), .picking(let key, _, _), .checking(let key, _, _):
            return form.field(key)
        case .editingItem(let key, _, _):
            return form.field(key)
        default:
            return editor.selectedRow(state)?.field ?? editor.selectedList(state)
        }
    }

    private mutating func drawHelpLine() {
        buffer.write(helpLine, row: state.height - 2, column: 1, style: .dim)
    }

    /// The keys that work now.
    private var helpLine: String {
        switch state.mode {
        case .browsing:
            if let list = editor.selectedList(state) {
                if list.isCollectionOfSubforms && list.isDictionary {
                    return "Enter open  a add  r rename  d delete  Esc back  Ctrl-S save  q quit"
                }
                if list.isCollectionOfSubforms {
                    return "Enter open  a add  d delete  K/J move up/down  Esc back  Ctrl-S save  q quit"
                }
                if list.isDictionary { return "Enter edit  a add  r rename  d delete  Esc back  Ctrl-S save  q quit" }
                return "Enter edit  a add  d delete  Esc back  ? help  Ctrl-S save  q quit"
            }
            if let field = editor.selectedRow(state)?.field, field.kind == .subform, field.isOptional {
                let toggle = form.isNestedModelAbsent(field.key) ? "Space add" : "Space remove"
                return "Enter open  \(toggle)  j/k move  / search  Ctrl-S save  q quit"
                    + (state.screens.count > 1 ? "  Esc back" : "")
            }
            let back = state.screens.count > 1 ? "  Esc back" : ""
            return "j/k move  Enter edit  Space toggle  / search  ? help  Ctrl-S save  q quit" + back
        case .searching: return "Type part of a title  Enter go there  Esc go back"
        case .editing, .editingItem:
            return "Enter keep  Esc cancel  Ctrl-U clear  Ctrl-W delete word  Ctrl-A/E start/end"
        case .writing: return "Enter new line  Ctrl-D keep  Esc cancel"
        case .picking: return "Type to filter  Up/Down move  Enter choose  Esc cancel"
        case .checking: return "Space tick  Up/Down move  Enter keep  Esc cancel"
        case .help: return "Any key closes this help"
        case .reviewing: return "y save  n go back"
        case .confirmingQuit: return "y quit without saving  n go back"
        case .namingEntry: return "Enter keep  Esc cancel  Ctrl-U clear"
        case .confirmingRemoval: return "y remove  n keep"
        }
    }

    private mutating func drawStatus() {
        let row = state.height - 1
        if case .searching(let query, _) = state.mode {
            buffer.write("/", row: row, column: 1)
            drawLine(query, row: row, column: 2, width: state.width - 3, isSecret: false)
            if let status = state.status {
                let after = 4 + TerminalWidth.of(query.text)
                buffer.write(status, row: row, column: after, style: .warning)
            }
            return
        }
        if case .namingEntry(let key, let entry, let line) = state.mode {
            let title = form.field(key)?.title ?? key
            let prompt = entry.map { "Rename \(clipped($0)) to: " } ?? "New key in \(title): "
            let column = buffer.write(prompt, row: row, column: 1, style: .bold)
            // A refused key is said on the line above, the one for a field's error.
            if let status = state.status {
                buffer.clear(row: row - 2)
                buffer.write("! " + status, row: row - 2, column: 1, style: .error)
            }
            drawLine(line, row: row, column: column, width: max(1, state.width - column - 1), isSecret: false)
            return
        }
        guard let status = state.status else { return }
        let style: CellStyle = status == "Saved." ? .success : .warning
        buffer.write(status, row: row, column: 1, style: style)
    }

    /// A line editor's text in `width` columns at `row`, `column`, scrolled so the cursor
    /// shows, with the terminal's cursor put on it.
    mutating func drawLine(_ line: LineEditor, row: Int, column: Int, width: Int, isSecret: Bool) {
        let characters =
            isSecret
            ? Array(repeating: "•", count: line.characters.count)
            : line.characters.map {
                TerminalSafeText.visible(String($0))
            }
        let widths = characters.map { TerminalWidth.of($0) }
        // The first character shown: as far left as keeps the cursor within `width`.
        var start = 0
        var used = widths[..<line.cursor].reduce(0, +) + 1
        while used > width, start < line.cursor {
            used -= widths[start]
            start += 1
        }
        var position = column
        for index in start..<characters.count {
            guard position + widths[index] <= column + width else { break }
            position = buffer.write(characters[index], row: row, column: position, limit: widths[index], style: .value)
        }
        let cursorColumn = column + widths[start..<line.cursor].reduce(0, +)
        buffer.cursor = (row, min(cursorColumn, state.width - 1))
    }
}
