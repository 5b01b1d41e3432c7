import Foundation

/// Values with no Swift type behind them: virtual fields and dynamic forms. The value is
/// kept as a ``FormValue``; text is read according to the field's kind.
struct FormValueCodec: ValueCodec {
    /// How text is read and values checked.
    var inner: any ValueCodec

    var swiftType: Any.Type { FormValue.self }
    var accepted: String { inner.accepted }
    var isDictionaryOfValues: Bool { inner.isDictionaryOfValues }

    func encode(_ value: Any) -> FormValue? { value as? FormValue }
    func decode(_ value: FormValue) -> Any? { value }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let v = value as? FormValue { return inner.normalize(v) }
        return inner.coerce(value)
    }
    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> { inner.normalize(value) }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> { inner.parse(text) }
    func format(_ value: FormValue) -> String { inner.format(value) }
    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        inner.normalize(value, in: timeZone)
    }
    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        inner.parse(text, in: timeZone)
    }
    func format(_ value: FormValue, in timeZone: TimeZone) -> String { inner.format(value, in: timeZone) }

    /// The codec for values of `kind` that have no Swift type.
    static func forKind(_ kind: FieldKind) -> (any ValueCodec)? {
        let inner: any ValueCodec
        switch kind {
        case .text, .longText, .email, .password, .phone: inner = StringCodec()
        case .option: inner = ScalarCodec()
        case .url: inner = URLCodec()
        case .integer: inner = IntegerCodec<Int>()
        case .unsigned: inner = IntegerCodec<UInt>()
        case .decimal: inner = FloatingPointCodec<Double>()
        case .boolean: inner = BoolCodec()
        case .date, .time, .dateTime: inner = DateCodec(kind: kind)
        case .multipleChoice:
            inner = CollectionCodec<FormValue>(element: ScalarCodec())
        case .collection:
            inner = CollectionCodec<String>(element: StringCodec())
        case .bitfield: inner = IntegerCodec<Int>()
        case .label, .subform, .button: return nil
        }
        return FormValueCodec(inner: inner)
    }
}

/// Any single value (a string, number or Boolean): what an option of a field without a
/// Swift type may hold.
struct ScalarCodec: ValueCodec {
    var swiftType: Any.Type { FormValue.self }
    var accepted: String { "a single value" }

    func encode(_ value: Any) -> FormValue? { value as? FormValue }
    func decode(_ value: FormValue) -> Any? { value }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        guard let converted = FormValue(any: value) else { return mismatch(value) }
        return normalize(converted)
    }
    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        switch value {
        case .array, .object: return .failure(.typeMismatch("expects \(accepted), not a list"))
        default: return .success(value)
        }
    }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> { .success(.string(text)) }
    func format(_ value: FormValue) -> String { OptionText.display(value) }
}
