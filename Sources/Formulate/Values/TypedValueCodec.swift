/// A codec whose model values are of one type known where the codec is made: its field's
/// typed accessor (`TypedAccessors.swift`) converts values without boxing them in `Any`.
protocol TypedValueCodec<Value>: ValueCodec {
    /// The type of the model's values (not optional).
    associatedtype Value

    /// A model value as a form value: ``ValueCodec/encode(_:)`` without the cast.
    func formValue(of value: Value) -> FormValue

    /// Sets `target` to what ``ValueCodec/decode(_:)`` makes of `value`; `false`, and
    /// `target` unchanged, when it makes nothing of it.
    func assign(_ value: FormValue, to target: inout Value) -> Bool

    /// ``assign(_:to:)`` of an optional value; `.null` sets `nil`.
    func assign(_ value: FormValue, to target: inout Value?) -> Bool
}

extension StringCodec: TypedValueCodec {
    func formValue(of value: String) -> FormValue { .string(value) }

    func assign(_ value: FormValue, to target: inout String) -> Bool {
        guard case .string(let text) = value else { return false }
        target = text
        return true
    }

    func assign(_ value: FormValue, to target: inout String?) -> Bool {
        if value.isNull {
            target = nil
            return true
        }
        guard case .string(let text) = value else { return false }
        target = text
        return true
    }
}

extension BoolCodec: TypedValueCodec {
    func formValue(of value: Bool) -> FormValue { .bool(value) }

    func assign(_ value: FormValue, to target: inout Bool) -> Bool {
        guard let flag = value.boolValue else { return false }
        target = flag
        return true
    }

    func assign(_ value: FormValue, to target: inout Bool?) -> Bool {
        if value.isNull {
            target = nil
            return true
        }
        guard let flag = value.boolValue else { return false }
        target = flag
        return true
    }
}

extension IntegerCodec: TypedValueCodec {
    func formValue(of value: T) -> FormValue { Self.formValue(value) }

    func assign(_ value: FormValue, to target: inout T) -> Bool {
        if case .int(let whole) = value {
            // Not `typed(_:)`, whose `T?` asks for `Optional<T>` metadata: converted, and
            // kept when it converts back with its sign. // perf: scenario 5
            let number = T(truncatingIfNeeded: whole)
            guard Int(truncatingIfNeeded: number) == whole, (number < 0) == (whole < 0) else { return false }
            target = number
            return true
        }
        guard let number = Self.typed(value) else { return false }
        target = number
        return true
    }

    func assign(_ value: FormValue, to target: inout T?) -> Bool {
        if value.isNull {
            target = nil
            return true
        }
        guard let number = Self.typed(value) else { return false }
        target = number
        return true
    }
}

extension FloatingPointCodec: TypedValueCodec {
    func formValue(of value: T) -> FormValue {
        // A `Double` taken as it is: the generic conversion costs more. // perf: scenario 5
        if T.self == Double.self, let number = value as? Double { return .double(number) }
        return .double(value.carriedDouble)
    }

    func assign(_ value: FormValue, to target: inout T) -> Bool {
        guard let number = value.doubleValue else { return false }
        target = T(number)
        return true
    }

    func assign(_ value: FormValue, to target: inout T?) -> Bool {
        if value.isNull {
            target = nil
            return true
        }
        guard let number = value.doubleValue else { return false }
        target = T(number)
        return true
    }
}

extension EnumCodec: TypedValueCodec {
    func formValue(of value: E) -> FormValue { Self.formValue(of: value) }

    func assign(_ value: FormValue, to target: inout E) -> Bool {
        guard let position = position(of: value) else { return false }
        target = Array(E.allCases)[position]
        return true
    }

    func assign(_ value: FormValue, to target: inout E?) -> Bool {
        if value.isNull {
            target = nil
            return true
        }
        guard let position = position(of: value) else { return false }
        target = Array(E.allCases)[position]
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

/// An ``EnumCodec`` of an enum whose cases have `String` raw values, as its typed accessor
/// asks for it (``RawStringEnumAccessor``).
protocol RawStringEnumCoding {
    /// A ``RawStringEnumAccessor`` of the field `plain` reads, when its key path is a
    /// writable key path from `Model` to the enum.
    func rawStringAccessor<Model>(replacing plain: FieldAccessor<Model>) -> FieldAccessor<Model>?
}

extension EnumCodec: RawStringEnumCoding where E: RawRepresentable<String> {
    func rawStringAccessor<Model>(replacing plain: FieldAccessor<Model>) -> FieldAccessor<Model>? {
        guard let path = plain.keyPath as? WritableKeyPath<Model, E> else { return nil }
        return RawStringEnumAccessor(codec: self, path: path, replacing: plain)
    }
}
