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

/// Lets inspection see through `Optional` without knowing its `Wrapped` type statically.
protocol OptionalProtocol {
    /// The type inside the optional.
    static var wrappedType: Any.Type { get }
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
    /// `value` (an unwrapped value or `nil`) as this optional type, boxed; `nil` when
    /// `value` is not a `Wrapped`.
    static func boxed(_ value: Any?) -> Any?
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedAny: Any? { map { $0 as Any } }
    static func boxed(_ value: Any?) -> Any? {
        guard let value else { return Optional<Wrapped>.none as Any }
        guard let typed = value as? Wrapped else { return nil }
        return Optional<Wrapped>.some(typed) as Any
    }
}

/// A model type that can be created empty, so that a `nil` optional nested model can be
/// created when a person edits one of its fields.
///
/// ```swift
/// struct Address: DefaultConstructible {
///     var street = ""
///     var city = ""
/// }
/// struct Contact { var address: Address? }   // editing "address.city" creates the Address
/// ```
///
/// Annotations (``FormField``) are also read from a value made with `init()` when the
/// model type is `DefaultConstructible`, so a value decoded from JSON still shows them.
/// Swift cannot call a type's `init()` by reflection: this protocol is the only way the
/// form recognizes one. A struct whose properties all have defaults has `init()` already,
/// so `extension Profile: DefaultConstructible {}` is all it takes.
public protocol DefaultConstructible {
    /// Creates a value with every property at its default.
    init()
}

/// What the form says when it cannot make a value of a type (a new item, an optional
/// subform switched on) because the type does not adopt ``DefaultConstructible``: Swift
/// may well have given the type an `init()`, which the form cannot call without the protocol.
enum DefaultConstructibleHint {
    /// `Step does not adopt DefaultConstructible ...`, with the one line that adopts it.
    static func missing(_ typeName: String) -> String {
        "\(typeName) does not adopt DefaultConstructible, which the form needs to call its init(): "
            + "add `extension \(typeName): DefaultConstructible {}` (the protocol only declares init(), "
            + "which \(typeName) already has when every stored property has a default)"
    }
}
