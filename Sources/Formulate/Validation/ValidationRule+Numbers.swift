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
    public static let integer = ValidationRule(
        name: Name.integer,
        check: { value in
            switch value {
            case .string(let text):
                return RuleValues.isASCIIDigits(text.hasPrefix("-") ? text.dropFirst() : Substring(text))
            case .int, .uint: return true
            case .double(let number): return number.isFinite && number == number.rounded()
            case .decimal(let number): return number.isFinite && RuleValues.decimalPlaces(of: number) == 0
            default: return false
            }
        },
        defaultMessage: RuleMessages.integer
    )

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
        let limit = maxDecimalPlaces.map { max(0, $0) }
        return ValidationRule(
            name: Name.double,
            parameters: limit.map { [FormValueMember("maxDecimalPlaces", .int($0))] } ?? [],
            check: { value in
                guard let places = decimalPlaces(of: value) else { return false }
                return limit.map { places <= $0 } ?? true
            },
            defaultMessage: { title in RuleMessages.double(title, maxDecimalPlaces: limit) }
        )
    }

    /// How many decimal places `value` has, or `nil` when it is not a decimal number.
    private static func decimalPlaces(of value: FormValue) -> Int? {
        switch value {
        case .string(let text):
            let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let whole = parts.first ?? ""
            let fraction = parts.count > 1 ? parts[1] : ""
            guard whole.isEmpty || RuleValues.isASCIIDigits(whole),
                fraction.isEmpty || RuleValues.isASCIIDigits(fraction),
                !whole.isEmpty || !fraction.isEmpty
            else { return nil }
            return fraction.reversed().drop(while: { $0 == "0" }).count
        case .int, .uint:
            return 0
        case .double(let number):
            guard number.isFinite else { return nil }
            return value.decimalValue.map(RuleValues.decimalPlaces(of:))
        case .decimal(let number):
            return number.isFinite ? RuleValues.decimalPlaces(of: number) : nil
        default:
            return nil
        }
    }
}
