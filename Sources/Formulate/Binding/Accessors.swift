/// Making accessors from key paths whose value type is known only at run time.
enum Accessors {
    /// An accessor for `keyPath`, whose value type is `valueType` (maybe optional).
    /// `isStoredProperty`: the key path names a stored property found by reflection.
    static func make<Model>(
        _ keyPath: PartialKeyPath<Model>, writable: Bool = true, isStoredProperty: Bool = false
    ) -> FieldAccessor<Model> {
        make(keyPath, from: Model.self, writable: writable, isStoredProperty: isStoredProperty)
    }

    /// An accessor for `keyPath`, a key path from `Model` held as `AnyKeyPath` (as
    /// ``StoredFields/of(_:)`` gives them); one that reads nothing when it is not from `Model`.
    static func make<Model>(
        _ keyPath: AnyKeyPath, from _: Model.Type, writable: Bool = true, isStoredProperty: Bool = false
    ) -> FieldAccessor<Model> {
        let valueType = type(of: keyPath).valueType
        if StoredFields.mayBeOptional(valueType), let optional = valueType as? any OptionalProtocol.Type {
            // One cast for a writable key path (most are), the read-only one only otherwise.
            func open<Wrapped>(_: Wrapped.Type) -> FieldAccessor<Model>? {
                if writable, let writablePath = keyPath as? WritableKeyPath<Model, Wrapped?> {
                    return OptionalKeyPathAccessor(
                        writablePath, writablePath: writablePath, isStoredProperty: isStoredProperty)
                }
                return (keyPath as? KeyPath<Model, Wrapped?>).map {
                    OptionalKeyPathAccessor($0, writablePath: nil, isStoredProperty: isStoredProperty)
                }
            }
            if let accessor = open(optional.wrappedType) { return accessor }
        }
        func open<Value>(_: Value.Type) -> FieldAccessor<Model>? {
            if writable, let writablePath = keyPath as? WritableKeyPath<Model, Value> {
                return KeyPathAccessor(writablePath, writablePath: writablePath, isStoredProperty: isStoredProperty)
            }
            return (keyPath as? KeyPath<Model, Value>).map {
                KeyPathAccessor($0, writablePath: nil, isStoredProperty: isStoredProperty)
            }
        }
        return open(valueType) ?? FieldAccessor<Model>(isNone: true)
    }

    /// A value read through a key path, with optionals flattened to `nil` or their contents.
    static func flatten<Value>(_ value: Value) -> Any? {
        if let optional = value as? any OptionalProtocol { return optional.wrappedAny }
        return value
    }

    /// An unwrapped value (or `nil`) as `Value`, which may itself be optional.
    static func cast<Value>(_ value: Any?, to: Value.Type) -> Value? {
        if let optional = Value.self as? any OptionalProtocol.Type {
            return optional.boxed(value) as? Value
        }
        return value as? Value
    }
}
