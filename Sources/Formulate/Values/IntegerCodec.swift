import Foundation

/// Whole numbers of any fixed width, with the type's bounds.
struct IntegerCodec<T: FixedWidthInteger>: ValueCodec {
    var swiftType: Any.Type { T.self }
    var accepted: String {
        if T.bitWidth >= 64 { return T.isSigned ? "a whole number" : "a whole number, 0 or more" }
        return acceptedWithBounds
    }

    /// What values are accepted with the type's bounds written out, for a number that does
    /// not fit ("a whole number from -9223372036854775808 to 9223372036854775807").
    var acceptedWithBounds: String { "a whole number from \(T.min) to \(T.max)" }

    // `Int`, the common case, goes through concrete code. The generic rest of each method
    // is a function of its own: a function that casts to `T` asks the runtime for the
    // metadata of `Optional<T>` on entry, on every call, before any fast path runs.

    func encode(_ value: Any) -> FormValue? {
        if T.self == Int.self { return (value as? Int).map(FormValue.int) }
        return encodeGeneric(value)
    }

    @inline(never)
    private func encodeGeneric(_ value: Any) -> FormValue? {
        guard let v = value as? T else { return nil }
        return Self.formValue(v)
    }

    static func formValue(_ v: T) -> FormValue {
        if let i = Int(exactly: v) { return .int(i) }
        if let u = UInt(exactly: v) { return .uint(u) }
        return .string(String(v))
    }

    /// A whole number that fits an `Int` is encoded as one (``formValue(_:)``).
    func encodesBack(_ value: FormValue) -> Bool {
        if case .int = value { return true }
        return false
    }

    func decode(_ value: FormValue) -> Any? {
        if T.self == Int.self, case .int(let i) = value { return i }
        return decodeGeneric(value)
    }

    @inline(never)
    private func decodeGeneric(_ value: FormValue) -> Any? {
        Self.typed(value)
    }

    static func typed(_ value: FormValue) -> T? {
        switch value {
        case .int(let i): return T(exactly: i)
        case .uint(let u): return T(exactly: u)
        case .double(let d): return d.isFinite ? T(exactly: d) : nil
        case .decimal(let d):
            var copy = d
            var rounded = Decimal()
            NSDecimalRound(&rounded, &copy, 0, .plain)
            guard rounded == d else { return nil }
            return T(exactly: NSDecimalNumber(decimal: d).int64Value).flatMap { Decimal(Int64($0)) == d ? $0 : nil }
        default: return nil
        }
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if T.self == Int.self, let v = value as? Int { return .success(.int(v)) }
        return coerceGeneric(value)
    }

    @inline(never)
    private func coerceGeneric(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let v = value as? T { return .success(Self.formValue(v)) }
        if let v = value as? any BinaryInteger {
            guard let exact = T(exactly: v) else {
                // Below 0 for an unsigned type: "0 or more" says it, not the type's maximum.
                let expected = !T.isSigned && Self.isNegative(v) ? accepted : acceptedWithBounds
                return .failure(.outOfRange("\(v) is out of range; expected \(expected)"))
            }
            return .success(Self.formValue(exact))
        }
        return mismatch(value)
    }

    /// Whether `v` is below 0 (a function of its own so that an existential is opened).
    private static func isNegative(_ v: some BinaryInteger) -> Bool { v < 0 }

    /// A number from elsewhere (JSON), refused as out of range and worded as the same
    /// number typed is: a fraction is no whole number, a whole number is past the bounds.
    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        if let v = Self.typed(value) { return .success(Self.formValue(v)) }
        guard value.isNumber else { return .failure(.typeMismatch("expects \(accepted)")) }
        if Self.isFraction(value) { return .failure(.outOfRange("\(value.plainText) is not \(acceptedWithBounds)")) }
        return .failure(.outOfRange("\(value.plainText) is out of range; expected \(acceptedWithBounds)"))
    }

    /// Whether `value` is a finite number with a fractional part.
    private static func isFraction(_ value: FormValue) -> Bool {
        switch value {
        case .double(let d): return d.isFinite && d.rounded(.towardZero) != d
        case .decimal(let d):
            var copy = d
            var whole = Decimal()
            NSDecimalRound(&whole, &copy, 0, .plain)
            return whole != d
        default: return false
        }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard NumberText.isInteger(text) else { return parseWholeDecimal(text) }
        if T.self == Int.self, let v = Int(text) { return .success(.int(v)) }
        return parseGeneric(text)
    }

    /// Decimal text whose value is a whole number (`5.0`, `1e1`), as a browser's number
    /// input takes it for a field with step 1 and JSON Schema's `integer` takes `5.0`; any
    /// other text is refused. The text must also be an HTML "valid floating-point number"
    /// (no `+`, no `1.` or `1.e3`), the numbers a browser's number input takes.
    @inline(never)
    private func parseWholeDecimal(_ text: String) -> Result<FormValue, ValueProblem> {
        guard NumberText.isDecimal(text), !text.hasPrefix("+"), !text.hasSuffix("."),
            !text.contains(".e"), !text.contains(".E")
        else {
            return .failure(.invalidText(NumberText.complaint(about: text, expecting: accepted)))
        }
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), decimal.isFinite else {
            // A number `Decimal` cannot hold: too large for any integer type, or too small to be whole.
            switch NumberText.magnitude(of: text[...].utf8) {
            case .zero: return normalize(.int(0))
            case .belowOne: return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
            case .atLeastOne:
                return .failure(.outOfRange("\(quoted(text)) is out of range; expected \(acceptedWithBounds)"))
            }
        }
        var whole = Decimal()
        var copy = decimal
        NSDecimalRound(&whole, &copy, 0, .plain)
        guard whole == decimal else { return .failure(.invalidText("\(quoted(text)) is not \(accepted)")) }
        return normalize(.decimal(decimal)).mapError { problem in
            problem.kind == .outOfRange
                ? .outOfRange("\(quoted(text)) is out of range; expected \(acceptedWithBounds)") : problem
        }
    }

    /// Text already known to be a whole number, read as a `T`.
    @inline(never)
    private func parseGeneric(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let v = T(text) else {
            // Below 0 for an unsigned type: "0 or more" says it, not the type's maximum.
            let expected = !T.isSigned && text.hasPrefix("-") ? accepted : acceptedWithBounds
            return .failure(.outOfRange("\(quoted(text)) is out of range; expected \(expected)"))
        }
        return .success(Self.formValue(v))
    }

    func format(_ value: FormValue) -> String {
        switch value {
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .string(let s): return s
        default: return ""
        }
    }
}

/// A type that wraps a whole number (`RawRepresentable` with a `FixedWidthInteger` raw
/// value `Raw`, such as `struct Ticket: RawRepresentable { var rawValue: Int }`), edited as
/// that number: read, bounded and shown as a `Raw` is; a number its `init(rawValue:)`
/// refuses is not accepted.
///
/// `Raw` is `T.RawValue`, given apart because inference learns that it is a whole number
/// only at run time; a value is converted between them by a cast that always succeeds.
struct RawIntegerCodec<T: RawRepresentable, Raw: FixedWidthInteger>: ValueCodec {
    private let number = IntegerCodec<Raw>()

    var swiftType: Any.Type { T.self }
    var accepted: String { number.accepted }

    func encode(_ value: Any) -> FormValue? {
        guard let raw = (value as? T)?.rawValue as? Raw else { return nil }
        return IntegerCodec<Raw>.formValue(raw)
    }

    func decode(_ value: FormValue) -> Any? {
        guard let raw = IntegerCodec<Raw>.typed(value) as? T.RawValue else { return nil }
        return T(rawValue: raw)
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if value is T, let encoded = encode(value) { return .success(encoded) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        number.normalize(value).flatMap { refusedUnlessWrapped($0, shown: value.plainText) }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        number.parse(text).flatMap { refusedUnlessWrapped($0, shown: quoted(text)) }
    }

    func format(_ value: FormValue) -> String { number.format(value) }

    func encodesBack(_ value: FormValue) -> Bool { number.encodesBack(value) }

    var integerTypeBounds: (minimum: FormValue, maximum: FormValue)? { number.integerTypeBounds }

    /// `value`, a number of the raw type, if `T(rawValue:)` takes it.
    private func refusedUnlessWrapped(_ value: FormValue, shown: String) -> Result<FormValue, ValueProblem> {
        decode(value) == nil ? .failure(.invalidText("\(shown) is not a valid \(T.self)")) : .success(value)
    }
}

extension RawIntegerCodec: IntegerCodecProtocol {
    var typeBounds: (minimum: FormValue, maximum: FormValue) { number.typeBounds }
    var acceptedWithBounds: String { number.acceptedWithBounds }
}
