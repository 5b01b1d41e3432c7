/// A field whose value in the form differs from the value it started with.
public struct FieldChange: Sendable, Hashable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// The value it started with.
    public var oldValue: FormValue
    /// The value it has now.
    public var newValue: FormValue

    /// Creates a change.
    public init(key: String, oldValue: FormValue, newValue: FormValue) {
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
    }

    /// `key: old -> new`.
    public var description: String { "\(key): \(oldValue) -> \(newValue)" }
}

/// Every field error of an operation that affects several fields (`setValues`, `commit`).
public struct FormErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors, in field order.
    public var errors: [FieldError]

    /// Creates the error.
    public init(_ errors: [FieldError]) { self.errors = errors }

    /// One line per error: `key: message`.
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// The errors of the field at `key`.
    public func errors(for key: String) -> [FieldError] { errors.filter { $0.key == key } }
}
