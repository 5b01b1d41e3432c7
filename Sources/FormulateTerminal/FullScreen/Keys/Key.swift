/// A key a person pressed in the full-screen editor, decoded from what the terminal sent.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backspace, delete
    /// Shift-Tab (`ESC [ Z`): moves up, as Tab moves down.
    case backTab
    /// A printable character (a letter, a digit, a space, an emoji).
    case character(Character)
    /// A letter typed with Ctrl held: `.control("s")` is Ctrl-S.
    case control(Character)
    /// A sequence the editor does not know (a function key): ignored.
    case unknown

    /// Space, which toggles a Boolean.
    public static let space = Key.character(" ")
}
