/// Reads one field of a `Model` as a ``FormValue`` and writes one back, through the
/// field's key path and its codec, both of their own types: no value is boxed in `Any` and
/// cast back, and no metadata is looked up per value. This base class binds nothing (a
/// field whose codec or key path is not typed, ``TypedValueCodec``): it reads `nil` and
/// writes nothing. Key paths and codecs are immutable, so sharing a binding is safe.
class FieldBinding<Model>: @unchecked Sendable {
    /// Whether this binding reads and writes its field.
    var isBound: Bool { false }

    /// The field's value in `model`; `nil` for an optional property that is `nil` (or for a
    /// field this binding does not bind).
    func read(_ model: Model) -> FormValue? { nil }

    /// Writes `value` into `model`; `false`, and `model` unchanged, when the codec makes no
    /// model value of it.
    func write(_ value: FormValue, into model: inout Model) -> Bool { false }

    /// Whether reading back what ``write(_:into:)`` wrote of `value` gives `value` itself
    /// (``ValueCodec/encodesBack(_:)``).
    func codecEncodesBack(_ value: FormValue) -> Bool { false }

    /// The binding of each field in `schema.flat`, in order: typed where the field is a
    /// writable key path to its codec's own type, the base class elsewhere.
    static func all(for schema: ModelSchema<Model>) -> [FieldBinding<Model>] {
        let none = FieldBinding<Model>()
        var bindings: [FieldBinding<Model>] = []
        let records = schema.records
        bindings.reserveCapacity(records.count)
        var index = 0
        for accessor in schema.accessors {
            let record = records[index]
            index += 1
            guard accessor.isWritable, let keyPath = accessor.keyPath,
                let codec = record.codec as? any TypedValueCodec,
                let binding = codec.binding(for: keyPath, from: Model.self)
            else {
                bindings.append(none)
                continue
            }
            bindings.append(binding)
        }
        return bindings
    }
}

/// A field of its codec's type, reached through a writable key path.
final class KeyPathBinding<Model, Codec: TypedValueCodec>: FieldBinding<Model>, @unchecked Sendable {
    let codec: Codec
    let property: StoredProperty<Model, Codec.Value>

    init(codec: Codec, path: WritableKeyPath<Model, Codec.Value>) {
        self.codec = codec
        self.property = StoredProperty(path)
    }

    override var isBound: Bool { true }

    override func read(_ model: Model) -> FormValue? { codec.formValue(of: property.read(model)) }

    override func write(_ value: FormValue, into model: inout Model) -> Bool {
        codec.write(value, into: &model, at: property)
    }

    override func codecEncodesBack(_ value: FormValue) -> Bool { codec.encodesBack(value) }
}

/// An optional field of its codec's type, reached through a writable key path.
final class OptionalKeyPathBinding<Model, Codec: TypedValueCodec>: FieldBinding<Model>, @unchecked Sendable {
    let codec: Codec
    let property: StoredProperty<Model, Codec.Value?>

    init(codec: Codec, path: WritableKeyPath<Model, Codec.Value?>) {
        self.codec = codec
        self.property = StoredProperty(path)
    }

    override var isBound: Bool { true }

    override func read(_ model: Model) -> FormValue? {
        // Unwrapped here rather than with `map(codec.formValue(of:))`, whose method
        // reference is a closure made on every read.
        guard let value = property.read(model) else { return nil }
        return codec.formValue(of: value)
    }

    override func write(_ value: FormValue, into model: inout Model) -> Bool {
        codec.write(value, into: &model, at: property)
    }

    override func codecEncodesBack(_ value: FormValue) -> Bool { codec.encodesBack(value) }
}

/// An `Int` field (``IntegerCodec`` of `Int`), reached through a writable key path: a
/// `.int` is written as it is, without the codec's generic conversions; any other value
/// is the codec's to judge.
final class IntBinding<Model>: FieldBinding<Model>, @unchecked Sendable {
    let property: StoredProperty<Model, Int>

    init(path: WritableKeyPath<Model, Int>) {
        self.property = StoredProperty(path)
    }

    override var isBound: Bool { true }

    override func read(_ model: Model) -> FormValue? { .int(property.read(model)) }

    override func write(_ value: FormValue, into model: inout Model) -> Bool {
        guard case .int(let number) = value else {
            return IntegerCodec<Int>().write(value, into: &model, at: property)
        }
        property.write(number, into: &model)
        return true
    }

    override func codecEncodesBack(_ value: FormValue) -> Bool { IntegerCodec<Int>().encodesBack(value) }
}

/// A field of an enum whose cases have `String` raw values, reached through a writable key
/// path: read as its case's raw value (what ``EnumCodec`` stores for it), and written by
/// finding that raw value among the cases'.
///
/// The cases and their raw values are kept here, made once with the binding: the codec's
/// own write compares the value with each option through `isEquivalent(to:)` and makes
/// `Array(E.allCases)` again, and each call to the generic codec asks the runtime for its
/// metadata (about 1,700 instructions a field for the write and ``codecEncodesBack(_:)``).
final class RawStringEnumBinding<Model, E: CaseIterable & RawRepresentable<String>>: FieldBinding<Model>,
    @unchecked Sendable
{
    let codec: EnumCodec<E>
    let property: StoredProperty<Model, E>
    /// `E.allCases`, in order.
    let cases: [E]
    /// The raw value of each of `cases`: what ``EnumCodec`` stores for it.
    let rawValues: [String]

    init(codec: EnumCodec<E>, path: WritableKeyPath<Model, E>) {
        self.codec = codec
        self.property = StoredProperty(path)
        cases = Array(E.allCases)
        rawValues = cases.map { $0.rawValue }
    }

    override var isBound: Bool { true }

    override func read(_ model: Model) -> FormValue? { .string(property.read(model).rawValue) }

    override func write(_ value: FormValue, into model: inout Model) -> Bool {
        // A case's raw value, what the draft holds: the case with that raw value, as the
        // codec finds it. Anything else is the codec's to judge.
        guard case .string(let text) = value, let position = rawValues.firstIndex(of: text) else {
            return codec.write(value, into: &model, at: property)
        }
        property.write(cases[position], into: &model)
        return true
    }

    override func codecEncodesBack(_ value: FormValue) -> Bool {
        // A case's raw value is read back as itself.
        if case .string(let text) = value, rawValues.contains(text) { return true }
        return codec.encodesBack(value)
    }
}

/// The bindings of a schema's fields, made the first time a form of the schema commits
/// (a form that is only shown never pays for them), then shared by every form of it.
///
/// Not generic: every first form of a type makes one, and as a generic class holding a
/// lock of an optional array of generic bindings it asked the runtime for five metadata
/// there, and three more at every form's ``ifMade(_:)`` (about 2,500 and 1,100
/// instructions).
final class SchemaBindings: Sendable {
    /// The bindings of a schema of `Model`, held as one object.
    private final class Made<Model>: Sendable {
        let bindings: [FieldBinding<Model>]

        init(_ bindings: [FieldBinding<Model>]) {
            self.bindings = bindings
        }
    }

    /// A ``Made`` once a form of the schema has committed.
    private let made = Locked<AnyObject?>(nil)

    /// The bindings, if a form of the schema (of `Model`) has committed (they are not made
    /// to read).
    func ifMade<Model>(_: Model.Type) -> [FieldBinding<Model>]? {
        guard let made = made.withLock({ $0 }) else { return nil }
        return (made as? Made<Model>)?.bindings
    }

    /// The bindings of `schema`'s fields, made now if they were not.
    func bindings<Model>(of schema: ModelSchema<Model>) -> [FieldBinding<Model>] {
        made.withLock { made in
            if let known = made as? Made<Model> { return known.bindings }
            let bindings = FieldBinding<Model>.all(for: schema)
            made = Made(bindings)
            return bindings
        }
    }
}
