import Foundation

/// Binary floating-point numbers (`Double`, `Float`). NaN and infinity are refused
/// unless the field allows them.
struct FloatingPointCodec<T: BinaryFloatingPoint>: ValueCodec {
    var allowsNonFinite = false

    var swiftType: Any.Type { T.self }
    var accepted: String { allowsNonFinite ? "a number" : "a finite number, like 3.5" }

    // `Double`, the common case, goes through concrete code; the generic rest is a
    // function of its own (see `IntegerCodec`: casting to `T` asks for metadata on entry).

    func encode(_ value: Any) -> FormValue? {
        if T.self == Double.self { return (value as? Double).map(FormValue.double) }
        return encodeGeneric(value)
    }

    @inline(never)
    private func encodeGeneric(_ value: Any) -> FormValue? {
        (value as? T).map { .double($0.carriedDouble) }
    }

    func decode(_ value: FormValue) -> Any? {
        guard let d = value.doubleValue else { return nil }
        return T(d)
    }

    /// A `Double` holds any `.double` exactly; a `Float` rounds.
    func encodesBack(_ value: FormValue) -> Bool {
        guard T.self == Double.self, case .double = value else { return false }
        return true
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if T.self == Double.self, let v = value as? Double { return check(v) }
        return coerceGeneric(value)
    }

    @inline(never)
    private func coerceGeneric(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let v = value as? T { return check(v.carriedDouble) }
        if let v = value as? any BinaryFloatingPoint {
            let exact = T(v)
            // A `Double` is taken as the number it is, or as the text a narrower number shows.
            let wide = Double(v)
            guard Double(exact) == wide || exact.carriedDouble == wide || (exact.isNaN && wide.isNaN) else {
                return .failure(.outOfRange("\(v) cannot be stored exactly in a \(T.self); expected \(accepted)"))
            }
            return check(exact.carriedDouble)
        }
        if let v = value as? any BinaryInteger {
            guard let exact = T(exactly: v) else {
                return .failure(.outOfRange("\(v) cannot be stored exactly in a \(T.self); expected \(accepted)"))
            }
            return check(exact.carriedDouble)
        }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let d = value.doubleValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        // An exact decimal or a whole number a `Double` cannot hold (as JSON sends them) is
        // refused rather than rounded.
        if T.self == Double.self, d.isFinite {
            switch value {
            case .decimal(let decimal):
                var copy = decimal
                let text = NSDecimalString(&copy, Locale(identifier: "en_US_POSIX"))
                if !NumberText.isExact(d, as: text) { return .failure(Self.rounded(text, to: d)) }
            case .int(let i) where Double(exactly: i) == nil:
                return .failure(Self.rounded(String(i), to: d))
            case .uint(let u) where Double(exactly: u) == nil:
                return .failure(Self.rounded(String(u), to: d))
            default:
                break
            }
        }
        return check(T(d).carriedDouble)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        // Plain decimal text, most of what people type, is read without `strtod`.
        if T.self == Double.self, let d = NumberText.plainDouble(text), d != 0 { return .success(.double(d)) }
        guard NumberText.isDecimal(text) else {
            return .failure(.invalidText(NumberText.complaint(about: text, expecting: accepted)))
        }
        // A finite, non-zero `Double` that keeps every digit is stored as read; every other
        // case is checked below.
        if T.self == Double.self, let d = Double(text), d.isFinite, d != 0 {
            return NumberText.isExact(d, as: text) ? .success(.double(d)) : .failure(Self.rounded(text, to: d))
        }
        return parseGeneric(text)
    }

    /// The problem of a number that a `Double` would keep rounded: saved silently, its last
    /// digits would be lost.
    private static func rounded(_ text: String, to d: Double) -> ValueProblem {
        .outOfRange(
            "\(quoted(text)) has more digits than a number field keeps (it would be saved as \(d)); "
                + "up to \(NumberText.doubleDigits) significant digits are kept exactly")
    }

    /// Text already known to be a decimal number, read as a `T`.
    @inline(never)
    private func parseGeneric(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let d = Double(text), case let v = T(d), v.isFinite else {
            return .failure(.outOfRange("\(quoted(text)) is too large for a \(T.self); expected \(accepted)"))
        }
        if v == 0, Self.hasNonZeroDigit(beforeExponentOf: text) {
            // "1e-50" in a Float, "1e-400" in a Double: not zero, but it would be stored as zero.
            return .failure(
                .outOfRange(
                    "\(quoted(text)) is too small for a \(T.self) (it would be stored as 0); expected \(accepted)"))
        }
        return .success(.double(v.carriedDouble))
    }

    /// Whether the digits of `text` before any exponent include one that is not `0`.
    private static func hasNonZeroDigit(beforeExponentOf text: String) -> Bool {
        text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            .contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
    }

    func format(_ value: FormValue) -> String {
        guard let d = value.doubleValue else { return "" }
        if T.self == Double.self {
            // The generic code below for a `Double`, without its witness calls and the casts
            // that interpolating a generic value makes.
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
            return d.description
        }
        return formatGeneric(d)
    }

    @inline(never)
    private func formatGeneric(_ d: Double) -> String {
        let v = T(d)
        if v.isFinite, v == v.rounded(), abs(Double(v)) < 1e15 { return String(Int64(Double(v))) }
        return "\(v)"
    }

    private func check(_ d: Double) -> Result<FormValue, ValueProblem> {
        if !d.isFinite && !allowsNonFinite {
            return .failure(.outOfRange("\(d) is not allowed; expected \(accepted)"))
        }
        return .success(.double(d))
    }
}

extension BinaryFloatingPoint {
    /// The `Double` a form value carries this number as: for a type narrower than `Double`,
    /// the `Double` its shortest text reads as, so a `Float` 0.9 is shown, exported and
    /// described as 0.9 (not 0.8999999761581421) and still reads back as the same `Float`.
    var carriedDouble: Double {
        guard Self.significandBitCount < Double.significandBitCount, isFinite else { return Double(self) }
        return Double("\(self)") ?? Double(self)
    }
}

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
