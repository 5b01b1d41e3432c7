extension FormValue: CustomStringConvertible {
    /// The value as compact JSON (``jsonString(pretty:)`` with `pretty: false`), so that
    /// `print(form.describe())` shows the description as it would be saved.
    public var description: String { jsonString(pretty: false) }
}
