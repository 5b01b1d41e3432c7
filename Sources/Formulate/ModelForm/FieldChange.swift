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

    /// Creates a change.
    public init(key: String, oldValue: FormValue, newValue: FormValue, isSecret: Bool = false) {
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
        self.isSecret = isSecret
    }

    /// `key: old -> new`, or `key: changed` for a secret.
    public var description: String { isSecret ? "\(key): changed" : "\(key): \(oldValue) -> \(newValue)" }
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
