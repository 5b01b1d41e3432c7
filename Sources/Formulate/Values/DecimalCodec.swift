import Foundation

/// Exact decimal numbers (`Decimal`), parsed without binary rounding.
struct DecimalCodec: ValueCodec {
    var swiftType: Any.Type { Decimal.self }
    var accepted: String { "a decimal number, like 12.50" }

    private static let posix = Locale(identifier: "en_US_POSIX")

    func encode(_ value: Any) -> FormValue? { (value as? Decimal).map(FormValue.decimal) }
    func decode(_ value: FormValue) -> Any? { value.decimalValue }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let d = value as? Decimal {
            return d.isNaN ? .failure(.outOfRange("NaN is not \(accepted)")) : .success(.decimal(d))
        }
        if let i = value as? any BinaryInteger {
            if let exact = Int64(exactly: i) { return .success(.decimal(Decimal(exact))) }
            if let exact = UInt64(exactly: i) { return .success(.decimal(Decimal(exact))) }
            return .failure(.outOfRange("\(i) is out of range; expected \(accepted)"))
        }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let d = value.decimalValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        return .success(.decimal(d))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard NumberText.isDecimal(text) else {
            return .failure(.invalidText(NumberText.complaint(about: text, expecting: accepted)))
        }
        guard let d = Decimal(string: text, locale: Self.posix), !d.isNaN else {
            return .failure(.outOfRange("\(quoted(text)) is out of range; expected \(accepted)"))
        }
        // `Decimal(string:)` rounds what its 38 digits cannot hold, silently.
        guard NumberText.isExact(d, as: text) else {
            return .failure(
                .outOfRange(
                    "\(quoted(text)) has more digits than a decimal keeps; "
                        + "up to \(NumberText.decimalDigits) significant digits are kept exactly"))
        }
        return .success(.decimal(d))
    }

    func format(_ value: FormValue) -> String {
        guard let d = value.decimalValue else { return "" }
        var copy = d
        return NSDecimalString(&copy, Self.posix)
    }
}
