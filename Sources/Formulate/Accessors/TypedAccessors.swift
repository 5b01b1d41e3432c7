/// The typed fast path of a field reached through a writable key path from `Model`: a
/// ``FieldAccessor`` that also reads and writes ``FormValue``s through its codec's own type,
/// at the property's offset in a struct (``UnsafeStoredProperty``). // perf: scenario 5
final class TypedAccessor<Model, Codec: TypedValueCodec>: KeyPathAccessor<Model, Codec.Value>, @unchecked Sendable {
    let typedCodec: Codec
    let storedPath: WritableKeyPath<Model, Codec.Value>
    /// The property's offset in a struct (``UnsafeStoredProperty/offset(of:)``).
    let offset: Int?

    /// The typed accessor of the field `plain` reads (`path` is its key path).
    init(codec: Codec, path: WritableKeyPath<Model, Codec.Value>, replacing plain: FieldAccessor<Model>) {
        typedCodec = codec
        storedPath = path
        offset = UnsafeStoredProperty.offset(of: path)
        super.init(path, writablePath: path, isStoredProperty: plain.isIsolated, isTyped: true)
        _ = reading(codec: plain.codec, defaultValue: plain.defaultValue)
    }

    override func formValue(in model: Model) -> FormValue {
        typedCodec.formValue(of: UnsafeStoredProperty.read(model, at: offset, through: storedPath))
    }

    override func write(formValue value: FormValue, into model: inout Model) -> Bool {
        UnsafeStoredProperty.update(&model, at: offset, through: storedPath) { typedCodec.assign(value, to: &$0) }
    }

    override func encodesBack(_ value: FormValue) -> Bool { typedCodec.encodesBack(value) }
}

/// ``TypedAccessor`` of an optional field; `nil` reads as the field's default.
final class OptionalTypedAccessor<Model, Codec: TypedValueCodec>: OptionalKeyPathAccessor<Model, Codec.Value>,
    @unchecked Sendable
{
    let typedCodec: Codec
    let storedPath: WritableKeyPath<Model, Codec.Value?>
    let offset: Int?

    init(codec: Codec, path: WritableKeyPath<Model, Codec.Value?>, replacing plain: FieldAccessor<Model>) {
        typedCodec = codec
        storedPath = path
        offset = UnsafeStoredProperty.offset(of: path)
        super.init(path, writablePath: path, isStoredProperty: plain.isIsolated, isTyped: true)
        _ = reading(codec: plain.codec, defaultValue: plain.defaultValue)
    }

    override func formValue(in model: Model) -> FormValue {
        // Unwrapped here, not by `map(typedCodec.formValue(of:))`, a closure per read. // perf: scenario 5
        guard let value = UnsafeStoredProperty.read(model, at: offset, through: storedPath) else {
            return defaultValue ?? .null
        }
        return typedCodec.formValue(of: value)
    }

    override func write(formValue value: FormValue, into model: inout Model) -> Bool {
        UnsafeStoredProperty.update(&model, at: offset, through: storedPath) { typedCodec.assign(value, to: &$0) }
    }

    override func encodesBack(_ value: FormValue) -> Bool { typedCodec.encodesBack(value) }
}

/// ``TypedAccessor`` of an `Int` field: a `.int` is written as it is, without the generic
/// codec's conversions; any other value is ``IntegerCodec``'s to judge. // perf: scenario 5
final class IntAccessor<Model>: KeyPathAccessor<Model, Int>, @unchecked Sendable {
    let storedPath: WritableKeyPath<Model, Int>
    let offset: Int?

    init(path: WritableKeyPath<Model, Int>, replacing plain: FieldAccessor<Model>) {
        storedPath = path
        offset = UnsafeStoredProperty.offset(of: path)
        super.init(path, writablePath: path, isStoredProperty: plain.isIsolated, isTyped: true)
        _ = reading(codec: plain.codec, defaultValue: plain.defaultValue)
    }

    override func formValue(in model: Model) -> FormValue {
        .int(UnsafeStoredProperty.read(model, at: offset, through: storedPath))
    }

    override func write(formValue value: FormValue, into model: inout Model) -> Bool {
        UnsafeStoredProperty.update(&model, at: offset, through: storedPath) { stored in
            guard case .int(let number) = value else { return IntegerCodec<Int>().assign(value, to: &stored) }
            stored = number
            return true
        }
    }

    override func encodesBack(_ value: FormValue) -> Bool { IntegerCodec<Int>().encodesBack(value) }
}

/// ``TypedAccessor`` of an enum whose cases have `String` raw values: read as its case's raw
/// value (what ``EnumCodec`` stores), written by finding that raw value among the cases',
/// which are kept here. // perf: scenario 5
final class RawStringEnumAccessor<Model, E: CaseIterable & RawRepresentable<String>>: KeyPathAccessor<Model, E>,
    @unchecked Sendable
{
    let typedCodec: EnumCodec<E>
    let storedPath: WritableKeyPath<Model, E>
    let offset: Int?
    /// `E.allCases`, in order.
    let cases: [E]
    /// The raw value of each of `cases`.
    let rawValues: [String]

    init(codec: EnumCodec<E>, path: WritableKeyPath<Model, E>, replacing plain: FieldAccessor<Model>) {
        typedCodec = codec
        storedPath = path
        offset = UnsafeStoredProperty.offset(of: path)
        cases = Array(E.allCases)
        rawValues = cases.map { $0.rawValue }
        super.init(path, writablePath: path, isStoredProperty: plain.isIsolated, isTyped: true)
        _ = reading(codec: plain.codec, defaultValue: plain.defaultValue)
    }

    override func formValue(in model: Model) -> FormValue {
        .string(UnsafeStoredProperty.read(model, at: offset, through: storedPath).rawValue)
    }

    override func write(formValue value: FormValue, into model: inout Model) -> Bool {
        // A case's raw value, as the draft holds it; anything else is the codec's to judge.
        guard case .string(let text) = value, let position = rawValues.firstIndex(of: text) else {
            return UnsafeStoredProperty.update(&model, at: offset, through: storedPath) {
                typedCodec.assign(value, to: &$0)
            }
        }
        let found = cases[position]
        return UnsafeStoredProperty.update(&model, at: offset, through: storedPath) { stored in
            stored = found
            return true
        }
    }

    override func encodesBack(_ value: FormValue) -> Bool {
        if case .string(let text) = value, rawValues.contains(text) { return true }
        return typedCodec.encodesBack(value)
    }
}

extension Accessors {
    /// The typed accessor of the field `plain` reads with its codec, when `plain` is a
    /// writable key path to the codec's type (or an optional of it); `plain` otherwise.
    static func typed<Model>(_ plain: FieldAccessor<Model>) -> FieldAccessor<Model> {
        guard plain.isWritable, let keyPath = plain.keyPath, let codec = plain.codec else { return plain }
        if codec is IntegerCodec<Int>, let path = keyPath as? WritableKeyPath<Model, Int> {
            return IntAccessor(path: path, replacing: plain)
        }
        if let enumCodec = codec as? any RawStringEnumCoding, let typed = enumCodec.rawStringAccessor(replacing: plain)
        {
            return typed
        }
        guard let typedCodec = codec as? any TypedValueCodec else { return plain }
        return typed(typedCodec, keyPath: keyPath, replacing: plain) ?? plain
    }

    /// A ``TypedAccessor`` or ``OptionalTypedAccessor`` with `codec`, when `keyPath` is a
    /// writable key path from `Model` to a `Codec.Value` or a `Codec.Value?`.
    private static func typed<Model, Codec: TypedValueCodec>(
        _ codec: Codec, keyPath: AnyKeyPath, replacing plain: FieldAccessor<Model>
    ) -> FieldAccessor<Model>? {
        if let path = keyPath as? WritableKeyPath<Model, Codec.Value> {
            return TypedAccessor(codec: codec, path: path, replacing: plain)
        }
        if let path = keyPath as? WritableKeyPath<Model, Codec.Value?> {
            return OptionalTypedAccessor(codec: codec, path: path, replacing: plain)
        }
        return nil
    }
}
