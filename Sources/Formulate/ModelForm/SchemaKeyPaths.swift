/// Which field each key path of a model names, made the first time a form of the schema is
/// asked by key path (a form only edited by key never pays for it), then shared by every
/// form of the schema. Not generic (its method is): every first form of a type makes one,
/// and a generic class's metadata is asked of the runtime.
final class SchemaKeyPaths: Sendable {
    private let made = Locked<[AnyKeyPath: Int]?>(nil)

    /// The position in `schema.flat` of the field `keyPath` names, or `nil` when it names
    /// none (a field inside an optional nested model, or in a collection's item, has no key
    /// path from the model).
    func position<Model>(of keyPath: AnyKeyPath, in schema: ModelSchema<Model>) -> Int? {
        made.withLock { made in
            if let made { return made[keyPath] }
            var positions: [AnyKeyPath: Int] = [:]
            for (position, accessor) in schema.accessors.enumerated() {
                guard let path = accessor.pathFromModel, positions[path] == nil else { continue }
                positions[path] = position
            }
            made = positions
            return positions[keyPath]
        }
    }
}
