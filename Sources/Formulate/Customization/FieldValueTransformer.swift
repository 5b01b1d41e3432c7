/// Turns a field's values (and its options) into display text and, if reversible, reads
/// typed text back: FXForms' `valueTransformer`.
///
/// ```swift
/// let cents = FieldValueTransformer(
///     display: { value in value.doubleValue.map { String(format: "$%.2f", $0 / 100) } ?? "" },
///     parse: { text in Double(text.dropFirst()).map { .int(Int(($0 * 100).rounded())) } }
/// )
/// ```
public struct FieldValueTransformer: Sendable {
    /// The text shown for a value.
    public let display: @Sendable (FormValue) -> String
    /// Reads typed text back into a value; `nil` when the transformer is not reversible.
    public let parse: (@Sendable (String) -> FormValue?)?

    /// Creates a transformer; pass `parse` to make it reversible.
    public init(display: @escaping @Sendable (FormValue) -> String, parse: (@Sendable (String) -> FormValue?)? = nil) {
        self.display = display
        self.parse = parse
    }

    /// Whether typed text can be read back through this transformer.
    public var isReversible: Bool { parse != nil }
}
