/// RSFormView's United States formats: phone numbers, ZIP codes, states and card
/// expiration dates.
extension ValidationRule {
    /// The text must be a 10-digit US phone number.
    ///
    /// Accepted: `5551234567`, `555-123-4567`, `555.123.4567`, `555 123 4567`,
    /// `(555) 123-4567`, `(555)123-4567`, each optionally after `1`, `+1` or `+1 `
    /// (`+1 555-123-4567`). The area code may not start with 0 or 1, as in the North
    /// American plan; that also tells a leading country code `1` from the number.
    /// Separators must be used consistently (`555-123.4567` fails as a value). Values that
    /// are not text fail; blank values pass.
    ///
    /// Its ``inputFormatter`` writes digits as `555-123-4567`, also while they are being
    /// typed: `5551` becomes `555-1`, and text typed with mixed separators (`555-123.4567`)
    /// is rewritten before it is checked; input with other characters or more than 10
    /// digits is left as it is.
    ///
    /// Default message: "Phone must be a 10-digit US phone number, like 555-123-4567."
    public static let usPhone = ValidationRule(.usPhone)

    /// The text must be exactly five ASCII digits (`02134`).
    ///
    /// ZIP+4 (`12345-6789`), signs (`-1234`, which RSFormView accepted), four digits and
    /// spaces fail. Numbers fail too: store ZIP codes as text so leading zeros survive.
    /// Blank values pass.
    ///
    /// Default message: "ZIP Code must be a 5-digit ZIP code, like 12345."
    public static let fiveDigitZipCode = ValidationRule(.fiveDigitZipCode)

    /// The text must name a US state or the District of Columbia, by two-letter postal code
    /// (`CA`, `DC`) or by name (`California`, `North Dakota`, `District of Columbia`).
    ///
    /// Letter case, surrounding spaces and repeated inner spaces do not matter
    /// (`north  dakota` passes). Territories (PR, GU...) are not states and fail.
    /// Values that are not text fail; blank values pass.
    ///
    /// Default message: "State must be a US state name or two-letter code, like California or CA."
    public static let usState = ValidationRule(.usState)

    /// The text must be a card expiration month: `MM/YYYY` (RSFormView's format) or
    /// `MM/YY` (as printed on cards).
    ///
    /// The month is two digits from `01` to `12` (`00/2030`, `13/2030` and `1/2030` fail);
    /// the year is two digits, or four not starting with `0` (`12/0000` fails).
    /// Whether the month has passed is not checked: that depends on today's date, which a rule does not read. Values that are not text fail;
    /// blank values pass.
    ///
    /// Default message: "Expiration must be a month and year written MM/YYYY or MM/YY, like 09/2030."
    public static let expiration = ValidationRule(.expiration)
}
