extension Field {
    /// Whether the field's value is a secret that is never shown: a password field, any
    /// field with secure text entry, or a collection of such values (`var apiKeys: [String]`,
    /// whose items are inferred as passwords).
    ///
    /// Nothing Formulate writes prints a secret's value: ``ModelForm/describe()`` leaves it
    /// out, the HTML page renders an empty input (an empty submission keeps the stored
    /// value), the terminal editor masks it, and a ``FieldChange`` describes it as changed.
    public var isSecret: Bool {
        if kind == .password || textTraits.isSecure { return true }
        // The item template read in place (``itemTemplate`` would copy the whole field).
        guard kind == .collection, !itemStorage.isEmpty, itemStorage[0].kind != .subform else { return false }
        return itemStorage[0].isSecret
    }
}

extension Field {
    /// `value`, a value of this field, with the values of the secret fields inside it left
    /// out, at any depth: the secret members of a collection's items, of a dictionary's
    /// entries, of a subform's object. What ``ModelForm/describe()`` and
    /// ``ModelForm/changes`` show of a collection or a subform, and what a renderer may
    /// show or send of one.
    public func removingSecrets(from value: FormValue) -> FormValue {
        switch (kind, value) {
        case (.collection, .array(let items)):
            guard let item = itemTemplate else { return value }
            return .array(items.map(item.removingSecrets(from:)))
        case (.collection, .object(let entries)) where isDictionary:
            guard let item = itemTemplate else { return value }
            return .object(entries.map { FormValueMember($0.key, item.removingSecrets(from: $0.value)) })
        case (.subform, .object(let members)):
            return .object(
                members.compactMap { member in
                    guard let child = children.first(where: { $0.name == member.key }) else { return member }
                    return child.isSecret ? nil : FormValueMember(member.key, child.removingSecrets(from: member.value))
                })
        default:
            return value
        }
    }
}
