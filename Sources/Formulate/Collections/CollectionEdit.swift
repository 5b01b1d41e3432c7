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
/// An entry's key may hold spaces; see ``init(parsing:)``.
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

    /// The edit's spelling: `add servers`, `move servers.2 0`; a new key holding a space is
    /// written after a tab (`rename environment.A\tNEW KEY`), so every edit reads back as
    /// itself with ``init(parsing:)``.
    public var description: String {
        switch self {
        case .add(let key): return "add \(key)"
        case .insert(let key): return "insert \(key)"
        case .remove(let key): return "remove \(key)"
        case .move(let key, let index): return "move \(key) \(index)"
        case .rename(let key, let name): return "rename \(key)\(name.contains(" ") ? "\t" : " ")\(name)"
        }
    }

    /// Reads an edit from its spelling (see the table above): a verb, a space and a key, and
    /// for `move` a space and an index, for `rename` a space and a new key.
    ///
    /// A key may hold spaces (a dictionary entry `environment.MY KEY`): `move`'s index is
    /// what follows the last space, and `rename`'s new key what follows the last space, or
    /// a tab when the new key holds spaces itself (`rename environment.OLD\tNEW KEY`).
    ///
    /// - Throws: ``FormError`` with reason ``FormError/Reason/invalidText`` saying what is
    ///   accepted, for any other text.
    public init(parsing text: String) throws(FormError) {
        // Split by Unicode scalars, as keys are (a space before a combining mark is one
        // character with it, yet separates).
        let scalars = Substring(text).unicodeScalars
        let verbEnd = scalars.firstIndex(of: " ") ?? scalars.endIndex
        let verb = Substring(scalars[..<verbEnd])
        let rest = Substring(
            verbEnd == scalars.endIndex ? scalars[verbEnd...] : scalars[scalars.index(after: verbEnd)...])
        let usage = "write add KEY, insert KEY.INDEX, remove KEY, move KEY.INDEX INDEX or rename KEY.NAME NEW_NAME"
        func refuse() -> FormError {
            let key = Substring(rest.unicodeScalars.prefix { $0 != " " && $0 != "\t" })
            return FormError(
                key: shortened(String(key)), reason: .invalidText,
                defaultMessage: "'\(shortened(text))' is not an edit: \(usage)")
        }
        let separator: Unicode.Scalar = verb == "rename" && rest.unicodeScalars.contains("\t") ? "\t" : " "
        guard let first = rest.unicodeScalars.first, first != " ",
            !rest.unicodeScalars.contains(where: { $0 == "\t" && separator != "\t" })
        else {
            throw refuse()
        }
        /// The key and what follows the last separator (the index or the new key).
        func split() throws(FormError) -> (key: String, last: Substring) {
            let restScalars = rest.unicodeScalars
            guard let at = restScalars.lastIndex(of: separator), restScalars.index(after: at) != restScalars.endIndex
            else { throw refuse() }
            return (String(restScalars[..<at]), Substring(restScalars[restScalars.index(after: at)...]))
        }
        switch verb {
        case "add": self = .add(String(rest))
        case "insert": self = .insert(String(rest))
        case "remove": self = .remove(String(rest))
        case "move":
            let (key, last) = try split()
            guard case .success(let index) = ItemIndex.parse(last, count: Int.max, allowingNext: false) else {
                throw refuse()
            }
            self = .move(key, to: index)
        case "rename":
            let (key, name) = try split()
            self = .rename(key, to: String(name))
        default: throw refuse()
        }
    }
}

/// One item of a collection of subforms as a renderer shows it (``ModelForm/items(in:range:)``).
///
/// Its fields carry their keys in the enclosing form (`servers.0.host`): ask the form
/// about them as about any field (``ModelForm/text(for:)-(String)``, ``ModelForm/errors(for:)-(String)``,
/// ``ModelForm/setText(_:for:)-(_,String)``...), and name the item itself (``key``) in a
/// ``CollectionEdit`` to remove or move it.
public struct FormItem: Sendable {
    /// The item's position in the collection, from 0.
    public var index: Int
    /// The item's key: the collection's key and the index (`servers.0`).
    public var key: String
    /// The item's title: the value of the collection's item title field when it has one
    /// and it is not empty (``FormItemTitled``), else the item template's title and the
    /// item's number ("Server 1").
    public var title: String
    /// The item's top-level fields shown now, in order, with keys in the enclosing form;
    /// a subform inside the item holds its fields as ``Field/children`` (ask
    /// ``ModelForm/visibleFields(in:)`` for those shown now).
    public var fields: [Field]
    /// The item's visible fields split into sections by their headers and footers.
    public var sections: [FormSection]
    /// Whether the item was added in the form (it is not in the model yet).
    public var isNew: Bool
}

/// A type whose items, in a collection of subforms, are titled by one of their fields
/// (a saved server by its name) instead of "Server 1".
///
/// ```swift
/// struct SavedServer: DefaultConstructible, FormItemTitled {
///     static var formItemTitleKey: String { "name" }
///     var name = ""
///     var host = ""
/// }
/// ```
public protocol FormItemTitled {
    /// The key of the field whose text titles an item; an item whose field is empty is
    /// titled by its number.
    static var formItemTitleKey: String { get }
}

/// Reads the item index of a key (`servers.3.host` -> 3), strictly: the decimal digits a
/// renderer writes and nothing else.
enum ItemIndex {
    /// The index `text` stands for in a list of `count` items; `count` itself (the next
    /// item, the way a browser adds a row) only when `allowingNext`.
    ///
    /// Refused: empty, signs, leading zeros (`00`), exponents (`1e3`), anything but ASCII
    /// digits, and numbers past the end (gaps).
    static func parse(_ text: Substring, count: Int, allowingNext: Bool) -> Result<Int, ItemIndexProblem> {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 18, utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            utf8.count == 1 || utf8.first != 0x30, let index = Int(text)
        else {
            return .failure(.notAnIndex)
        }
        let limit = allowingNext ? count : count - 1
        guard index <= limit else { return .failure(.outOfRange) }
        return .success(index)
    }
}

/// Why an item index was refused.
enum ItemIndexProblem: Error {
    /// Not written as an item index (`-1`, `00`, `1e3`, `x`).
    case notAnIndex
    /// Past the end of the list.
    case outOfRange
}
