extension FormInput {
    /// For each field of `fields` (a form's fields, depth-first), whether input from
    /// outside may write it.
    ///
    /// - Throws: a definition problem for a key that is not a field, or a key path that
    ///   names no field.
    /// - Parameter diagnostics: what inspection said of the model's properties, to name a
    ///   property wrapper whose key path the form could not read.
    func allowed<Model>(
        in fields: [Field], accessors: [FieldAccessor<Model>], parents: [Int?], diagnostics: [FormDiagnostic] = []
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
            for (position, keyPath) in keyPaths.enumerated() {
                guard let index = accessors.firstIndex(where: { $0.pathFromModel == keyPath }) else {
                    let text = KeyPathText.describing(keyPath)
                    throw FormDefinitionError.Problem(
                        key: nil, reason: .unknownKey,
                        message:
                            "inputFields' key path \(position + 1) of \(keyPaths.count) (\(text)) names no field of "
                            + "\(Model.self)"
                            + (text.hasSuffix("<computed property>") ? Self.wrapperAdvice(diagnostics) : ""))
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

    /// What to do when a computed key path may be a property wrapper's that inspection
    /// could not edit through (`@Trimmed var name`): its diagnostics name the properties.
    private static func wrapperAdvice(_ diagnostics: [FormDiagnostic]) -> String {
        let wrapped = diagnostics.compactMap { diagnostic -> String? in
            let words = diagnostic.reason.split(separator: " ", maxSplits: 3)
            guard words.count > 2, words[0] == "property", words[1] == "wrapper" else { return nil }
            return "\(diagnostic.key) (wrapped by \(words[2]))"
        }
        guard !wrapped.isEmpty else { return "" }
        return "; a wrapped property's key path names no field unless the model declares it in formKeyPaths "
            + "(FormKeyPathProviding): " + wrapped.joined(separator: ", ")
    }
}
