/// A field whose value in the form differs from the value it started with.
public struct FieldChange: Sendable, Hashable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// The value it started with.
    public var oldValue: FormValue
    /// The value it has now.
    public var newValue: FormValue
    /// Whether the field's values are secrets (``Field/isSecret``), which ``description``
    /// never shows.
    public var isSecret: Bool
    /// For a collection: what changed in it, item by item (added, removed, moved, or a field
    /// of an item edited), items in their order now, then removed ones; empty for other fields.
    public var items: [ItemChange]
    /// The values as the field shows them where that differs from their JSON (a time of
    /// day as `21:30`, not the instant `1970-01-01T21:30:00Z`), else `nil`.
    public var oldText: String?
    /// See ``oldText``.
    public var newText: String?

    /// Creates a change.
    public init(
        key: String, oldValue: FormValue, newValue: FormValue, isSecret: Bool = false, items: [ItemChange] = []
    ) {
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
        self.isSecret = isSecret
        self.items = items
    }

    /// `key: old -> new`, or `key: changed` for a secret; for a collection whose items say
    /// what changed, one line per ``items`` change (`Saved Servers › Home › Port: 443 -> 8443`).
    public var description: String {
        if !items.isEmpty { return items.map(\.description).joined(separator: "\n") }
        return isSecret
            ? "\(key): changed" : "\(key): \(oldText ?? oldValue.description) -> \(newText ?? newValue.description)"
    }
}

/// Every field error of an operation that affects several fields (`setValues`, `commit`).
public struct FormErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors, in field order.
    public var errors: [FormError]

    /// Creates the error.
    public init(_ errors: [FormError]) { self.errors = errors }

    /// One line per error: `key: message`.
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// The errors of the field at `key`.
    public func errors(for key: String) -> [FormError] { errors.filter { $0.key == key } }
}

/// One change inside a collection, as a person reads it: an item added, removed or moved,
/// or a field of an item edited (``FieldChange/items``).
///
/// ``path`` names what changed by titles, from the collection to the field, the item by its
/// title as renderers name it (``FormItem/title``): `["Saved Servers", "Home", "Port"]`;
/// ``description`` joins it with `›`: `Saved Servers › Home › Port: 443 -> 8443`,
/// `Saved Servers › Office: added`.
public struct ItemChange: Sendable, Hashable, CustomStringConvertible {
    /// What happened to the item.
    public enum Kind: Sendable, Hashable {
        /// The item is new.
        case added
        /// The item was removed.
        case removed
        /// The item was moved from one position to another (both from 0).
        case moved(from: Int, to: Int)
        /// A field of the item (or, in a list of values, the item's value) was changed.
        case edited
    }

    /// What happened.
    public var kind: Kind
    /// The item's key where it is now (`savedServers.1`); a removed item's where it was.
    public var itemKey: String
    /// The item's title: its title field's text ("Home"), its template's title and number
    /// ("Saved Server 2"), a dictionary entry's key, or in a list of values its value's text
    /// (its number when its value changed).
    public var itemTitle: String
    /// For an edited field of an item: the field's key now (`savedServers.1.port`);
    /// otherwise `nil`.
    public var fieldKey: String?
    /// Titles from the collection to what changed: the collection's, the item's, and for an
    /// edited field the titles of the subforms holding it and its own.
    public var path: [String]
    /// The value before: `.null` for an added item.
    public var oldValue: FormValue
    /// The value now: `.null` for a removed item.
    public var newValue: FormValue
    /// The values as the field shows them where that differs from their JSON (a time of
    /// day as `21:30`), else `nil`.
    public var oldText: String?
    /// See ``oldText``.
    public var newText: String?
    /// Whether the edited field is secret: ``description`` says `changed`, and the values
    /// are `.null`.
    public var isSecret: Bool

    /// Creates a change.
    public init(
        kind: Kind, itemKey: String, itemTitle: String, fieldKey: String? = nil, path: [String],
        oldValue: FormValue = .null, newValue: FormValue = .null, isSecret: Bool = false
    ) {
        self.kind = kind
        self.itemKey = itemKey
        self.itemTitle = itemTitle
        self.fieldKey = fieldKey
        self.path = path
        self.oldValue = oldValue
        self.newValue = newValue
        self.isSecret = isSecret
    }

    /// `Saved Servers › Home › Port: 443 -> 8443`, `Saved Servers › Office: added`,
    /// `… › Home: removed`, `… › Home: moved from 2 to 1` (positions from 1).
    public var description: String {
        "\(path.joined(separator: " › ")): \(what)"
    }

    /// What happened, after the path: `443 -> 8443`, `added`, `moved from 2 to 1`.
    public var what: String {
        switch kind {
        case .added: return "added"
        case .removed: return "removed"
        case .moved(let from, let to): return "moved from \(from &+ 1) to \(to &+ 1)"
        case .edited:
            if isSecret { return "changed" }
            return "\(oldText ?? oldValue.description) -> \(newText ?? newValue.description)"
        }
    }
}

/// A field the person changed that was changed in the model too since the form read it
/// (``ModelForm/conflicts``).
///
/// As in ``ModelForm/changes``, a collection's or subform's values leave out the secret
/// fields of its items, and ``description`` never shows a secret.
public struct FieldConflict: Sendable, Equatable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// The value the form read from the model.
    public var valueWhenRead: FormValue
    /// The value the model holds now.
    public var valueNow: FormValue
    /// The person's value, which a commit would write.
    public var yourValue: FormValue
    /// Whether the field's values are secrets (``Field/isSecret``), which ``description``
    /// never shows.
    public var isSecret: Bool
    /// The error a commit reports for it (secrets are not shown in its message).
    public var error: FormError

    /// `key: message`, the commit's error (which never shows a secret).
    public var description: String { error.description }
}
