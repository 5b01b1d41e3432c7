/// Several lines of text being edited (long text): a ``LineEditor`` per line, Enter splits
/// the line at the cursor, Up and Down move between lines, Backspace at the start of a
/// line joins it to the one above.
public struct TextBox: Sendable, Hashable {
    /// The lines; never empty.
    public private(set) var lines: [LineEditor]
    /// The line the cursor is on.
    public private(set) var row: Int

    /// A box holding `text`, the cursor at its end.
    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { LineEditor(String($0)) }
        if lines.isEmpty { lines = [LineEditor("")] }
        row = lines.count - 1
    }

    /// The text, its lines joined by line feeds.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Applies an editing key; `false` for a key the box does not use.
    @discardableResult
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .enter:
            let line = lines[row]
            let tail = String(line.characters[line.cursor...])
            var head = line
            head.apply(.control("k"))
            var next = LineEditor(tail)
            next.apply(.home)
            lines[row] = head
            lines.insert(next, at: row + 1)
            row += 1
        case .up, .down:
            let target = key == .up ? row - 1 : row + 1
            guard lines.indices.contains(target) else { return true }
            move(to: target, column: lines[row].cursor)
        case .backspace where lines[row].cursor == 0 && row > 0:
            let tail = lines[row].text
            lines.remove(at: row)
            row -= 1
            let join = lines[row].characters.count
            lines[row] = LineEditor(lines[row].text + tail)
            move(to: row, column: join)
        default:
            return lines[row].apply(key)
        }
        return true
    }

    /// Puts the cursor on line `target` at `column`, or at its end when it is shorter.
    private mutating func move(to target: Int, column: Int) {
        row = target
        var line = lines[target]
        line.apply(.home)
        for _ in 0..<min(column, line.characters.count) { line.apply(.right) }
        lines[target] = line
    }
}
