/// One option of a field and whether it is chosen now (``ModelForm/choices(for:)``).
public struct FieldChoice: Sendable, Hashable {
    /// The option.
    public var option: FieldOption
    /// Whether the form's draft has it chosen.
    public var isSelected: Bool

    /// Creates a choice.
    public init(option: FieldOption, isSelected: Bool) {
        self.option = option
        self.isSelected = isSelected
    }
}
