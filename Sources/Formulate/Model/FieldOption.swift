/// One choice of an option, multiple-choice or bitfield field.
public struct FieldOption: Sendable, Hashable {
    /// What a person sees.
    public var title: String
    /// What is stored: the enum case's raw value or name, the option value, or the bit.
    public var value: FormValue

    /// Creates an option.
    public init(_ title: String, value: FormValue) {
        self.title = title
        self.value = value
    }
}
