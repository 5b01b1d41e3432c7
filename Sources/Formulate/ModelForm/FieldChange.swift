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
