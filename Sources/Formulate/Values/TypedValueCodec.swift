/// A codec whose model values are of one type known where the codec is made: a field of
/// that type is read and written through its typed key path (``FieldBinding``), without
/// boxing each value in `Any` and casting it back, which costs more than the write itself.
protocol TypedValueCodec<Value>: ValueCodec {
    /// The type of the model's values (not optional).
    associatedtype Value

    /// A model value as a form value: ``ValueCodec/encode(_:)`` without the cast.
    func formValue(of value: Value) -> FormValue

    /// Writes what ``ValueCodec/decode(_:)`` makes of `value` to `property` of `root`; `false`,
    /// and `root` unchanged, when it makes nothing of it.
    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, Value>) -> Bool

    /// ``write(_:into:at:)`` of an optional property; `.null` writes `nil`.
    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, Value?>) -> Bool

    /// The binding of the field whose key path from `Model` is `keyPath`, when it is a
    /// writable key path to a `Value` or a `Value?` (``keyPathBinding(for:from:)`` unless
    /// the codec has one of its own).
    func binding<Model>(for keyPath: AnyKeyPath, from _: Model.Type) -> FieldBinding<Model>?
}

extension TypedValueCodec {
    func binding<Model>(for keyPath: AnyKeyPath, from model: Model.Type) -> FieldBinding<Model>? {
        keyPathBinding(for: keyPath, from: model)
    }

    /// A ``KeyPathBinding`` or ``OptionalKeyPathBinding`` of the field whose key path from
    /// `Model` is `keyPath`, when it is a writable key path to a `Value` or a `Value?`.
    func keyPathBinding<Model>(for keyPath: AnyKeyPath, from _: Model.Type) -> FieldBinding<Model>? {
        if let path = keyPath as? WritableKeyPath<Model, Value> { return KeyPathBinding(codec: self, path: path) }
        if let path = keyPath as? WritableKeyPath<Model, Value?> {
            return OptionalKeyPathBinding(codec: self, path: path)
        }
        return nil
    }
}

extension StringCodec: TypedValueCodec {
    func formValue(of value: String) -> FormValue { .string(value) }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, String>) -> Bool {
        guard case .string(let text) = value else { return false }
        property.write(text, into: &root)
        return true
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, String?>) -> Bool {
        if value.isNull {
            property.write(nil, into: &root)
            return true
        }
        guard case .string(let text) = value else { return false }
        property.write(text, into: &root)
        return true
    }
}

extension BoolCodec: TypedValueCodec {
    func formValue(of value: Bool) -> FormValue { .bool(value) }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, Bool>) -> Bool {
        guard let flag = value.boolValue else { return false }
        property.write(flag, into: &root)
        return true
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, Bool?>) -> Bool {
        if value.isNull {
            property.write(nil, into: &root)
            return true
        }
        guard let flag = value.boolValue else { return false }
        property.write(flag, into: &root)
        return true
    }
}

extension IntegerCodec: TypedValueCodec {
    func formValue(of value: T) -> FormValue { Self.formValue(value) }

    /// An `Int` field, the common case, is written and read as an `Int` (``IntBinding``):
    /// the generic conversions to and from `T` ask the runtime at every write.
    func binding<Model>(for keyPath: AnyKeyPath, from model: Model.Type) -> FieldBinding<Model>? {
        if let path = keyPath as? WritableKeyPath<Model, Int> { return IntBinding(path: path) }
        return keyPathBinding(for: keyPath, from: model)
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, T>) -> Bool {
        if case .int(let whole) = value {
            // The common case without `typed(_:)`, whose `T?` asks the runtime for the
            // metadata of `Optional<T>` on every call: the number is converted, and kept when
            // converting it back gives it again with its sign (`T(exactly:)` without an optional).
            let number = T(truncatingIfNeeded: whole)
            guard Int(truncatingIfNeeded: number) == whole, (number < 0) == (whole < 0) else { return false }
            property.write(number, into: &root)
            return true
        }
        guard let number = Self.typed(value) else { return false }
        property.write(number, into: &root)
        return true
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, T?>) -> Bool {
        if value.isNull {
            property.write(nil, into: &root)
            return true
        }
        guard let number = Self.typed(value) else { return false }
        property.write(number, into: &root)
        return true
    }
}

extension FloatingPointCodec: TypedValueCodec {
    func formValue(of value: T) -> FormValue {
        // A `Double`, the common case, is taken as it is: the generic conversion from `T`
        // costs several times the cast.
        if T.self == Double.self, let number = value as? Double { return .double(number) }
        return .double(value.carriedDouble)
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, T>) -> Bool {
        guard let number = value.doubleValue else { return false }
        property.write(T(number), into: &root)
        return true
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, T?>) -> Bool {
        if value.isNull {
            property.write(nil, into: &root)
            return true
        }
        guard let number = value.doubleValue else { return false }
        property.write(T(number), into: &root)
        return true
    }
}

extension EnumCodec: TypedValueCodec {
    func formValue(of value: E) -> FormValue { Self.formValue(of: value) }

    /// A field of an enum with `String` raw values reads its case's raw value directly
    /// (``RawStringEnumBinding``): ``formValue(of:)`` casts each case to find it.
    func binding<Model>(for keyPath: AnyKeyPath, from model: Model.Type) -> FieldBinding<Model>? {
        if let type = E.self as? any (CaseIterable & RawRepresentable<String>).Type,
            let binding = Self.rawStringBinding(type, codec: self, keyPath: keyPath, from: model)
        {
            return binding
        }
        return keyPathBinding(for: keyPath, from: model)
    }

    /// The binding of a field of `R`, which is `E`, when `keyPath` is a writable key path to one.
    private static func rawStringBinding<R: CaseIterable & RawRepresentable<String>, Model>(
        _: R.Type, codec: Self, keyPath: AnyKeyPath, from _: Model.Type
    ) -> FieldBinding<Model>? {
        // Both casts succeed when `R` is `E`; made once, when the bindings are made.
        guard let codec = codec as? EnumCodec<R>, let path = keyPath as? WritableKeyPath<Model, R> else { return nil }
        return RawStringEnumBinding(codec: codec, path: path)
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, E>) -> Bool {
        guard let position = position(of: value) else { return false }
        property.write(Array(E.allCases)[position], into: &root)
        return true
    }

    func write<Root>(_ value: FormValue, into root: inout Root, at property: StoredProperty<Root, E?>) -> Bool {
        if value.isNull {
            property.write(nil, into: &root)
            return true
        }
        guard let position = position(of: value) else { return false }
        property.write(Array(E.allCases)[position], into: &root)
        return true
    }

    /// The position in `allCases` of the case whose stored value is `value`, as
    /// ``decode(_:)`` finds it.
    private func position(of value: FormValue) -> Int? {
        guard let position = options.firstIndex(where: { $0.value.isEquivalent(to: value) }),
            position < E.allCases.count
        else { return nil }
        return position
    }
}
