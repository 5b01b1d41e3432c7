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
