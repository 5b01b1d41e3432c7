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
