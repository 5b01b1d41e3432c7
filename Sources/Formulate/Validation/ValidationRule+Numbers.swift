/// RSFormView's number rules: whole numbers and decimals typed as text.
extension ValidationRule {
    /// The value must be a whole number: text of ASCII digits with an optional leading `-`
    /// (`42`, `-7`, `007`), or a number with no fractional part.
    ///
    /// `+5`, `1,000`, `4.0` as text, spaces and other digits fail. The size of the number
    /// is not limited here; a field of type `Int` reports values out of its range itself.
    /// Blank values pass.
    ///
    /// Default message: "Quantity must be a whole number, like 42 or -7."
    public static let integer = ValidationRule(.integer)

    /// The value must be a decimal number, with at most `maxDecimalPlaces` digits after
    /// the point when given.
    ///
    /// Text is an optional leading `-`, digits, and an optional `.` with digits after it
    /// (`12`, `-3.5`, `.5`, and `12.` while it is being typed). Exponents, `nan`, `inf`,
    /// grouping separators and a decimal comma fail. Numbers pass when finite and within
    /// the decimal places (trailing zeros do not count). Blank values pass.
    ///
    /// RSFormView's `double` validation always allowed two decimal places; here the limit
    /// is a parameter and `nil` means any number of places.
    ///
    /// - Parameter maxDecimalPlaces: The most digits allowed after the point; negative
    ///   values are treated as 0.
    ///
    /// Default message: "Price must be a number with at most 2 decimal places, like 12.34."
    public static func double(maxDecimalPlaces: Int? = nil) -> ValidationRule {
        ValidationRule(.double(maxDecimalPlaces: maxDecimalPlaces.map { max(0, $0) }))
    }
}
