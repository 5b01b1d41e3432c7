/// The names of model types (`String(describing:)`), worked out once per type and shared by
/// every schema of the program: a type's name never changes, and working out a model type's
/// (demangling its metadata) cost about 10,000 instructions for each first form. (A
/// property's type, `Int` or `String`, is named faster than it is looked up here.)
///
/// Bounded like ``NameFacts``: at most ``capacity`` names are kept; others are worked out
/// each time.
final class TypeNames: Sendable {
    /// The names of every inspection in the process.
    static let shared = TypeNames()

    /// How many names are kept at most.
    static let capacity = 4096

    private let names = Locked<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`.
    func name(of type: Any.Type) -> String {
        let identity = ObjectIdentifier(type)
        if let known = names.withLock({ $0[identity] }) { return known }
        let name = String(describing: type)
        names.withLock { names in
            if names.count < Self.capacity { names[identity] = name }
        }
        return name
    }
}
