import Formulate

extension Frame {
    /// A picker, checklist, help or question, in a box over the rows.
    mutating func drawOverlay() {
        switch state.mode {
        case .picking(let key, let filter, let highlighted):
            guard let field = form.field(key) else { return }
            let entries = PickerEntry.entries(of: field, filter: filter.text)
            let selected = form.selectedOptionIndex(for: key)
            var lines = entries.map { BoxLine(($0.index == selected ? "(•) " : "( ) ") + $0.title) }
            if lines.isEmpty { lines = [BoxLine("No option matches.", style: .dim)] }
            let header = [BoxLine("Filter: " + filter.text, style: .dim)]
            drawBox(
                title: field.title, header: filter.text.isEmpty ? [] : header, lines: lines, highlighted: highlighted)
        case .checking(let key, let highlighted, _):
            guard let field = form.field(key) else { return }
            let lines = form.choices(for: key).map { BoxLine(($0.isSelected ? "[x] " : "[ ] ") + $0.option.title) }
            drawBox(title: field.title, header: [], lines: lines, highlighted: highlighted)
        case .writing(let key, let box, _):
            guard let field = form.field(key) else { return }
            drawTextBox(field, box)
        case .help(let key):
            guard let field = form.field(key) else { return }
            drawBox(title: field.title, header: [], lines: FieldHelpText.lines(for: field, in: form), highlighted: nil)
        case .reviewing:
            let lines = ChangeLines.lines(of: form) + [BoxLine(""), BoxLine("Save these changes? y/n", style: .bold)]
            drawBox(title: "Changes", header: [], lines: lines, highlighted: nil)
        case .confirmingRemoval(let key):
            guard let field = form.field(key) else { return }
            let lines = [BoxLine("Remove \(field.title) and its settings? y/n", style: .bold)]
            drawBox(title: field.title, header: [], lines: lines, highlighted: nil)
        case .confirmingQuit:
            let count = ChangeLines.count(of: form)
            let lines = [
                BoxLine("Quit without saving \(count == 1 ? "1 change" : "\(count) changes")? y/n", style: .bold)
            ]
            drawBox(title: "Unsaved changes", header: [], lines: lines, highlighted: nil)
        default:
            break
        }
    }

    /// Long text in a box of several lines, the cursor on the line being edited.
    private mutating func drawTextBox(_ field: Field, _ box: TextBox) {
        let geometry = boxGeometry(contentWidth: state.width, count: box.lines.count + 1)
        let first = max(0, min(box.row - geometry.rows + 1, box.lines.count - geometry.rows))
        drawFrame(field.title, geometry)
        for (offset, index) in (first..<box.lines.count).prefix(geometry.rows).enumerated() {
            let row = geometry.top + 1 + offset
            if index == box.row {
                drawLine(
                    box.lines[index], row: row, column: geometry.left + 2, width: geometry.width - 4, isSecret: false)
            } else {
                buffer.write(
                    box.lines[index].text, row: row, column: geometry.left + 2, limit: geometry.width - 4, style: .value
                )
            }
        }
    }

    /// A box titled `title` with fixed `header` lines and `lines` below, scrolled so the
    /// `highlighted` line (reversed) shows.
    private mutating func drawBox(title: String, header: [BoxLine], lines: [BoxLine], highlighted: Int?) {
        let widest = (header + lines).map { TerminalWidth.of(TerminalSafeText.visible($0.text)) }.max() ?? 0
        let geometry = boxGeometry(
            contentWidth: max(widest, TerminalWidth.of(TerminalSafeText.visible(title)) + 2),
            count: header.count + lines.count)
        drawFrame(title, geometry)
        var row = geometry.top + 1
        for line in header {
            buffer.write(line.text, row: row, column: geometry.left + 2, limit: geometry.width - 4, style: line.style)
            row += 1
        }
        let room = max(1, geometry.rows - header.count)
        let first = highlighted.map { max(0, min($0 - room + 1, lines.count - room)) } ?? 0
        for index in (first..<lines.count).prefix(room) {
            buffer.write(
                lines[index].text, row: row, column: geometry.left + 2, limit: geometry.width - 4,
                style: lines[index].style)
            if index == highlighted {
                buffer.style(row: row, column: geometry.left + 1, count: geometry.width - 2, .reversed)
            }
            row += 1
        }
    }

    /// Where a box goes: centred over the rows, as wide as its content within the window,
    /// with `rows` lines inside.
    private func boxGeometry(contentWidth: Int, count: Int) -> (top: Int, left: Int, width: Int, rows: Int) {
        let width = min(state.width - 2, max(contentWidth + 4, 24))
        let rows = min(max(count, 1), state.listHeight - 2)
        let top = 1 + max(0, (state.listHeight - rows - 2) / 2)
        return (top, (state.width - width) / 2, width, max(rows, 1))
    }

    /// A box's border and blank inside.
    private mutating func drawFrame(_ title: String, _ box: (top: Int, left: Int, width: Int, rows: Int)) {
        let inner = box.width - 2
        buffer.write("┌" + String(repeating: "─", count: inner) + "┐", row: box.top, column: box.left)
        buffer.write(
            " \(TerminalSafeText.visible(title)) ", row: box.top, column: box.left + 2, limit: inner - 2, style: .bold)
        for row in (box.top + 1)...(box.top + box.rows) {
            buffer.write("│", row: row, column: box.left)
            buffer.clear(row: row, column: box.left + 1, count: inner)
            buffer.write("│", row: row, column: box.left + box.width - 1)
        }
        buffer.write("└" + String(repeating: "─", count: inner) + "┘", row: box.top + box.rows + 1, column: box.left)
    }
}

/// A line of text in a box, and its style.
struct BoxLine {
    var text: String
    var style: CellStyle

    init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}
