/// When a field or section is hidden or disabled: always, never, or depending on other
/// fields' values, written as a predicate (`"$rememberMe == false"`) or a closure.
///
/// A condition names fields from the type that declares it: a nested model type's own
/// conditions (its ``FormCustomizing`` settings and its ``FormField`` annotations) name its
/// own fields, wherever it sits (`$asNeeded` is `$primary.asNeeded` when the type is the
/// subform `primary`), and its closures read its own fields by their keys in it.
public struct FormCondition: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    enum Storage: Sendable {
        case constant(Bool)
        case predicate(String)
        case closure(@Sendable (FormValues) -> Bool)
        /// A predicate declared by a nested model type, naming its fields (see ``ScopedPredicate``).
        case scoped(ScopedPredicate)
    }

    let storage: Storage

    /// Always (`true`) or never (`false`).
    public init(booleanLiteral value: Bool) { storage = .constant(value) }

    /// A predicate such as `$age >= 18 AND $country == 'US'`, checked when the form is built.
    public init(stringLiteral value: String) { storage = .predicate(value) }

    /// A predicate such as `$age >= 18 AND $country == 'US'`, checked when the form is built.
    public static func predicate(_ source: String) -> FormCondition { FormCondition(stringLiteral: source) }

    /// A closure over the form's values; the fields it reads are recorded as its dependencies.
    public static func when(_ condition: @escaping @Sendable (FormValues) -> Bool) -> FormCondition {
        FormCondition(storage: .closure(condition))
    }

    /// Always or never.
    public static func always(_ value: Bool) -> FormCondition { FormCondition(booleanLiteral: value) }

    init(storage: Storage) { self.storage = storage }

    /// The condition's value when it does not depend on the form's values (`true` or
    /// `false`, as ``always(_:)`` makes), or `nil` for a predicate or closure.
    public var constantValue: Bool? {
        if case .constant(let value) = storage { return value }
        return nil
    }
}

/// A read-only view of a form's values by key path, handed to closures in conditions.
public struct FormValues {
    let lookup: (String) -> FormValue

    /// Creates a view over a lookup function.
    public init(_ lookup: @escaping (String) -> FormValue) { self.lookup = lookup }

    /// The value of the field at `key`, or `.null` if there is none.
    public subscript(key: String) -> FormValue { lookup(key) }
}
