import Formulate

/// How a field's value reads as text, shared by the question-and-answer editor and the
/// full-screen editor: as the form shows it, secrets masked, a bitfield as its options'
/// titles. The text is from the model: make it visible before writing it to a terminal.
enum ValueText {
    /// The mask shown for a secret that is not empty, whatever its length.
    static let secretMask = "••••••••"

    /// `value` of `field` as shown; "" when empty.
    static func display<Model>(
        _ value: FormValue, of field: Field, in form: ModelForm<Model>, mask: String = secretMask
    ) -> String {
        if value.isNull { return "" }
        if field.isSecret {
            return value.stringValue?.isEmpty ?? false ? "" : mask
        }
        if field.kind == .bitfield, case .int(let bits) = value, !field.options.isEmpty {
            return field.options.filter { option in
                guard case .int(let bit) = option.value else { return false }
                return bit != 0 && bits & bit == bit
            }.map(\.title).joined(separator: ", ")
        }
        return form.text(of: value, for: field.key)
    }
}
