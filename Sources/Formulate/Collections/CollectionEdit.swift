/// A change to the shape of a form: an item added to, removed from or moved in a
/// collection of subforms, an entry of a dictionary added, renamed or removed, an
/// optional subform switched on or off.
///
/// Every edit has one spelling as text, the same for a command line, an HTML button's
/// `value` and a test:
///
/// | text | edit |
/// |---|---|
/// | `add servers` | a new item at the end of `servers`, made from its template |
/// | `insert servers.1` | a new item at index 1 (the items from 1 on move down) |
/// | `remove servers.1` | removes item 1 |
/// | `move servers.2 0` | moves item 2 to index 0 |
/// | `add environment.LOG_LEVEL` | a new entry `LOG_LEVEL` (an empty value) |
/// | `rename environment.LOG_LEVEL LEVEL` | renames the entry |
/// | `remove environment.LOG_LEVEL` | removes the entry |
/// | `add accounts.work` | a new entry `work` of a dictionary of subforms, made from its template |
/// | `add proxy` / `remove proxy` | switches the optional subform `proxy` on (from its template) or off |
/// | `remove tags.1` / `move tags.2 0` | removes or moves an item of a list of values (`[String]`) |
///
/// Keys reach inside items, at any depth: `add servers.0.aliases`, `remove servers.0.aliases.3`,
/// `move folders.0.notes.1.labels.2 0`.
/// Apply one with ``ModelForm/apply(_:)`` (the program) or ``ModelForm/applyInput(_:)-(CollectionEdit)``
/// (input from outside, which may change a collection only when the collection itself is an
/// input field).
public enum CollectionEdit: Sendable, Hashable, CustomStringConvertible {
    /// Adds a new item at the end of a collection, a new entry to a dictionary
    /// (`environment.NAME`), or switches an optional subform on.
    case add(String)
    /// Adds a new item at the index the key ends with (`servers.1`).
    case insert(String)
    /// Removes an item (`servers.1`), a dictionary entry (`environment.NAME`), or switches
    /// an optional subform off.
    case remove(String)
    /// Moves an item (`servers.2`) to an index.
    case move(String, to: Int)
    /// Renames a dictionary entry (`environment.OLD`) to a new key.
    case rename(String, to: String)

    /// The key the edit names.
    public var key: String {
        switch self {
        case .add(let key), .insert(let key), .remove(let key), .move(let key, _), .rename(let key, _): return key
        }
    }

    /// The same edit naming `key` instead.
    func naming(_ key: String) -> CollectionEdit {
        switch self {
        case .add: return .add(key)
        case .insert: return .insert(key)
        case .remove: return .remove(key)
        case .move(_, let index): return .move(key, to: index)
        case .rename(_, let name): return .rename(key, to: name)
        }
    }

    /// The edit's spelling: `add servers`, `move servers.2 0`.
    public var description: String {
        switch self {
        case .add(let key): return "add \(key)"
        case .insert(let key): return "insert \(key)"
        case .remove(let key): return "remove \(key)"
        case .move(let key, let index): return "move \(key) \(index)"
        case .rename(let key, let name): return "rename \(key) \(name)"
        }
    }

    /// Reads an edit from its spelling (see the table above): a verb, a key, and for `move`
    /// an index, for `rename` a new key, separated by single spaces.
    ///
    /// - Throws: ``FormError`` with reason ``FormError/Reason/invalidText`` saying what is
    ///   accepted, for any other text.
    public init(parsing text: String) throws(FormError) {
        let words = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        let usage = "write add KEY, insert KEY.INDEX, remove KEY, move KEY.INDEX INDEX or rename KEY.NAME NEW_NAME"
        func refuse() -> FormError {
            FormError(
                key: words.count > 1 ? shortened(words[1]) : "", reason: .invalidText,
                message: "'\(shortened(text))' is not an edit: \(usage)")
        }
        guard words.count >= 2, !words[1].isEmpty else { throw refuse() }
        switch (words[0], words.count) {
        case ("add", 2): self = .add(words[1])
        case ("insert", 2): self = .insert(words[1])
        case ("remove", 2): self = .remove(words[1])
        case ("move", 3):
            guard case .success(let index) = ItemIndex.parse(Substring(words[2]), count: Int.max, allowingNext: false)
            else {
                throw refuse()
            }
            self = .move(words[1], to: index)
        case ("rename", 3): self = .rename(words[1], to: words[2])
        default: throw refuse()
        }
    }
}
