import Formulate

/// Everything the full-screen editor shows besides the form itself: which screens are open,
/// which row is selected, what is being typed, the window's size and the status message.
///
/// A value: ``FullScreenEditor/update(_:_:)`` takes one and a key and returns the next, so
/// every key can be tested without a terminal. The field values live in the form.
public struct FullScreenState: Sendable, Hashable {
    /// The screens open, the form's own first, then each subform or list entered.
    public internal(set) var screens: [Screen] = [Screen(key: nil)]
    /// What the keys do now.
    public internal(set) var mode: Mode = .browsing
    /// A message on the status line, until the next key.
    public internal(set) var status: String?
    /// The window's width in columns.
    public internal(set) var width: Int
    /// The window's height in rows.
    public internal(set) var height: Int

    /// A state for a window of `width` x `height`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// One screen: the form, a subform or a list, and its selected row.
    public struct Screen: Sendable, Hashable {
        /// The subform, collection or item (`servers.0`) shown; `nil` for the form's top level.
        public var key: String?
        /// The selected row's identity (a field's key, or an item's).
        public var selection: String?
        /// The first row shown.
        public var scroll = 0
    }

    /// What the keys do now.
    public enum Mode: Sendable, Hashable {
        /// Moving between rows.
        case browsing
        /// `/`: typing a title to jump to; Enter keeps the row found, Esc goes back to `origin`.
        case searching(query: LineEditor, origin: String?)
        /// Enter on a field typed as text: a line editor over its text. Esc puts back `original`.
        case editing(key: String, line: LineEditor, original: FormValue?)
        /// Enter on long text: a box of several lines.
        case writing(key: String, box: TextBox, original: FormValue?)
        /// Editing item `index` of a list, or adding one (`index` `nil`).
        case editingItem(key: String, index: Int?, line: LineEditor)
        /// Enter on an option field: a list of options, filtered by what is typed.
        case picking(key: String, filter: LineEditor, highlighted: Int)
        /// Enter on a multiple choice or a bitfield: a checklist. Esc puts back `original`.
        case checking(key: String, highlighted: Int, original: FormValue?)
        /// `?`: what the field at `key` is and accepts.
        case help(key: String)
        /// `a` or `r` in a dictionary: typing the key of a new entry (`entry` `nil`) or the new
        /// key of entry `entry` of the dictionary at `key`. Enter applies it, Esc cancels.
        case namingEntry(key: String, entry: String?, line: LineEditor)
        /// Space on an optional subform that is there: `y` switches it off, `n` or Esc keeps it.
        case confirmingRemoval(key: String)
        /// Ctrl-S: the changes, old -> new; `y` saves.
        case reviewing
        /// `q` with unsaved changes: `y` quits without saving.
        case confirmingQuit
    }

    /// The screen shown.
    var screen: Screen {
        get { screens[screens.count - 1] }
        set { screens[screens.count - 1] = newValue }
    }

    /// Rows the list of fields gets: the window less the title bar, the detail line, the
    /// help line and the status line.
    var listHeight: Int { max(1, height - 4) }
}
