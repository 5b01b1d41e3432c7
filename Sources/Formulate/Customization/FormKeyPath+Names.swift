extension FormKeyPath {
    /// The mistakes in the names a type declares in ``FormKeyPathProviding/formKeyPaths``,
    /// each keyed `prefix` + the name: a name that is empty or has an empty part between
    /// dots, holds a `[` (which marks a page's buttons, `formulate[edit]`, and items) or a
    /// control character, and a name declared twice, which would leave one key path
    /// unreachable and the field writing the other property.
    static func problems(in declared: [FormKeyPath], of type: Any.Type, prefix: String) -> [FormDefinitionError.Problem]
    {
        var problems: [FormDefinitionError.Problem] = []
        var seen: Set<String> = []
        for entry in declared {
            let name = entry.name
            if DottedKey.components(of: name).contains(where: \.isEmpty)
                || name.contains("[")
                || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                problems.append(
                    .init(
                        key: prefix + name, reason: .invalidKey,
                        message:
                            "\(type) names a key path \(name.isEmpty ? "with an empty name" : "'\(name)'") in formKeyPaths; "
                            + "a field's name is names separated by dots, like \"email\" or \"work.email\", without '[' "
                            + "or control characters"))
            } else if !seen.insert(name).inserted {
                problems.append(
                    .init(
                        key: prefix + name, reason: .duplicateKey,
                        message: "\(type) names two key paths '\(name)' in formKeyPaths; each field needs its own name")
                )
            }
        }
        return problems
    }
}
