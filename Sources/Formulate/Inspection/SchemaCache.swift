/// Schemas by model type, built once and shared by every form of that type, from any
/// thread.
final class SchemaCache: Sendable {
    static let shared = SchemaCache()

    private enum Entry: @unchecked Sendable {
        // A `ModelSchema<M>` (itself Sendable) or the error building it gave; stored as
        // `Any` because the cache holds every model type.
        case built(Any)
        case failed(FormDefinitionError)
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// The cached schema of `Model`, building it with `build` the first time.
    func schema<Model>(
        for type: Model.Type, build: () throws(FormDefinitionError) -> ModelSchema<Model>
    ) throws(FormDefinitionError) -> ModelSchema<Model> {
        let id = ObjectIdentifier(type)
        switch entries.withLock({ $0[id] }) {
        case .built(let schema as ModelSchema<Model>): return schema
        case .failed(let error): throw error
        default: break
        }
        // Built outside the lock: inspection may be slow, and building twice in a race
        // gives equal schemas; the first stored wins.
        let entry: Entry
        do {
            entry = .built(try build())
        } catch {
            entry = .failed(error)
        }
        let stored = entries.withLock { entries -> Entry in
            if let existing = entries[id] { return existing }
            entries[id] = entry
            return entry
        }
        switch stored {
        case .built(let schema as ModelSchema<Model>): return schema
        case .failed(let error): throw error
        case .built:
            throw FormDefinitionError(
                modelType: "\(Model.self)", problems: [.init(key: nil, message: "schema cache holds another type")])
        }
    }

    /// Forgets the schema of one type.
    func remove<Model>(_ type: Model.Type) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(type)) }
    }

    /// Forgets every schema (after the configuration changes).
    func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    /// How many schemas are cached.
    var count: Int { entries.withLock { $0.count } }
}

/// The names of model types (`String(describing:)`), worked out once per type and shared by
/// every schema of the program: a type's name never changes, and working it out demangles
/// its metadata. (A property's type, `Int` or `String`, is named faster than it is looked
/// up here.) // perf: scenario 1
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
