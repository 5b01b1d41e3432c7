extension FormInput {
    /// For each field of `fields` (a form's fields, depth-first), whether input from
    /// outside may write it.
    ///
    /// - Throws: a definition problem for a key that is not a field, or a key path that
    ///   names no field.
    func allowed<Model>(
        in fields: [Field], accessors: [FieldAccessor<Model>], parents: [Int?]
    ) throws(FormDefinitionError.Problem) -> [Bool] {
        switch storage {
        case .none: return Array(repeating: false, count: fields.count)
        case .all: return Array(repeating: true, count: fields.count)
        case .only(let keys, let keyPaths):
            var listed = Array(repeating: false, count: fields.count)
            var positions: [String: Int] = [:]
            for index in fields.indices where positions[fields[index].key] == nil {
                positions[fields[index].key] = index
            }
            for key in keys {
                guard let index = positions[key] else {
                    throw FormDefinitionError.Problem(
                        key: shortened(key), reason: .unknownKey,
                        message: "inputFields lists '\(shortened(key))', which is not a field"
                            + ClosestMatch.didYouMean(key, among: fields.map(\.key)))
                }
                listed[index] = true
            }
            for keyPath in keyPaths {
                guard let index = accessors.firstIndex(where: { $0.pathFromModel == keyPath }) else {
                    throw FormDefinitionError.Problem(
                        key: nil, reason: .unknownKey,
                        message:
                            "inputFields lists a key path (\(KeyPathText.describing(keyPath))) that names no field of \(Model.self)"
                    )
                }
                listed[index] = true
            }
            // A field is allowed when it is listed or lies in a listed subform or collection.
            return fields.indices.map { index in
                var current: Int? = index
                while let position = current {
                    if listed[position] { return true }
                    current = parents[position]
                }
                return false
            }
        }
    }
}
