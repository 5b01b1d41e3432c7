extension FormKeyPath {
    /// The mistakes in the names a type declares in ``FormKeyPathProviding/formKeyPaths``,
    /// each keyed `prefix` + the name: a key path given without a name that the runtime
    /// could not name (keyed by the enclosing field), a name that is empty or has an empty part between
    /// dots, holds a `[` (which marks a page's buttons, `formulate[edit]`, and items) or a
    /// control character, and a name declared twice, which would leave one key path
    /// unreachable and the field writing the other property.
    static func problems(in declared: [FormKeyPath], of type: Any.Type, prefix: String) -> [FormDefinitionError.Problem]
    {
        var problems: [FormDefinitionError.Problem] = []
        var seen: Set<String> = []
        for entry in declared {
            let name = entry.name
            if let keyPath = entry.unnamed {
                problems.append(
                    .init(
                        key: prefix.isEmpty ? nil : String(prefix.dropLast()), reason: .invalidKey,
                        message: "\(type) lists the key path \(keyPath) in formKeyPaths without a name, and it does "
                            + "not reach a stored property with a fixed place (a class's overridable var, a property "
                            + "with didSet, a lazy, weak, wrapped, @Observable or computed one calls a getter instead)"
                            + "; give it a name: FormKeyPath(\"name\", \(keyPath))"))
            } else if DottedKey.components(of: name).contains(where: \.isEmpty)
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

extension FormKeyPath {
    /// The name of the stored property (or the dotted names of the stored properties) that
    /// `keyPath` reaches, from the runtime's reflection metadata, as `Mirror` reads labels;
    /// `nil` when a component is computed or has no name there.
    static func propertyName<Root>(of keyPath: PartialKeyPath<Root>) -> String? {
        // A struct's stored property: one of the key paths the runtime makes itself.
        if let stored = StoredFields.of(Root.self), let field = stored.first(where: { $0.keyPath == keyPath }) {
            return field.name
        }
        // Deeper or in a class: the runtime prints a stored component by its name, a
        // computed one as `<computed 0x… (Type)>` (or, on Apple platforms, by its symbol).
        guard #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) else { return nil }
        let prefix = "\\" + String(describing: Root.self) + "."
        let printed = keyPath.debugDescription
        guard printed.hasPrefix(prefix) else { return nil }
        let names = printed.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard let first = names.first, names.allSatisfy(isPropertyName) else { return nil }
        if StoredFields.isStruct(Root.self) {
            // Stored properties all the way, so every name came from reflection metadata.
            guard MemoryLayout<Root>.offset(of: keyPath) != nil else { return nil }
        } else if !StoredFields.classFieldNames(of: Root.self).contains(String(first)) {
            return nil
        }
        return names.joined(separator: ".")
    }

    /// Whether `name` is a property name as the runtime prints one: letters, digits and
    /// underscores, not starting with a digit (no `<computed …>`, `?`, `!` or subscript).
    private static func isPropertyName(_ name: Substring) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The key path as the runtime prints it (`\Employee.<computed 0x… (Team)>`), for messages.
    static func printed(_ keyPath: AnyKeyPath) -> String {
        if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) { return keyPath.debugDescription }
        return "\(type(of: keyPath))"
    }
}
