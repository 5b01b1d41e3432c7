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
