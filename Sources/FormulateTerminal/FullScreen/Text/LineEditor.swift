/// One line of text being edited, and where the cursor is: the keys of a shell's line
/// editor (Left/Right, Home/End or Ctrl-A/Ctrl-E, Backspace, Delete, Ctrl-U clears the line, Ctrl-W
/// deletes the word before the cursor, Ctrl-K deletes to the end).
public struct LineEditor: Sendable, Hashable {
    /// The characters, in order.
    public private(set) var characters: [Character]
    /// Where the cursor is: 0 is before the first character, `characters.count` after the last.
    public private(set) var cursor: Int

    /// A line holding `text`, the cursor after its end.
    public init(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text as it stands.
    public var text: String { String(characters) }

    /// Applies an editing key; `false` for a key that does not edit a line (Enter, Escape,
    /// Up...), which the caller handles.
    @discardableResult
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeAll()
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        default:
            return false
        }
        return true
    }
}

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
