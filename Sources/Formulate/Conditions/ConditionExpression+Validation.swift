extension ConditionExpression {
    /// Checks that every `$key` names a field that exists.
    ///
    /// ```swift
    /// let condition = try ConditionExpression("$rememberme == false")
    /// try condition.checkReferences(knownKeys: ["email", "rememberMe"])
    /// // unknown field '$rememberme' at position 0 in "$rememberme == false" (did you mean '$rememberMe'?)
    /// ```
    ///
    /// - Parameter knownKeys: the key paths of the form's fields (`"notifications.sound"`
    ///   for a field of a nested form).
    /// - Throws: ``FormDefinitionError`` (reason ``FormDefinitionError/Reason/conditionUnknownField``)
    ///   at the first unknown key's first appearance, suggesting the closest known key, or
    ///   listing the known keys when none is close.
    public func checkReferences(knownKeys: some Collection<String>) throws(FormDefinitionError) {
        do {
            try checkReferences(among: Set(knownKeys), knownKeys: knownKeys)
        } catch {
            throw error.definitionError
        }
    }

    /// ``checkReferences(knownKeys:)`` with the keys already in a set, for a form that
    /// checks many conditions against the same keys.
    func checkReferences(among known: Set<String>, knownKeys: some Collection<String>) throws(ConditionError) {
        for (key, offset) in zip(references, referenceOffsets) where !known.contains(key) {
            throw ConditionError.unknownField(key, knownKeys: knownKeys, in: source, at: offset)
        }
    }

    /// Checks that no comparison mixes kinds of values that could never compare true, such
    /// as a number field with a string literal (`$age == '18'`), a Boolean field with a
    /// number, or two fields of different kinds.
    ///
    /// `nil` compares with anything, and a key for which `category` returns `nil` is not
    /// checked. In `IN {…}` each literal is checked against the value tested.
    ///
    /// - Parameter category: the kind of value each key's field holds, or `nil` when unknown.
    /// - Throws: ``FormDefinitionError`` (reason ``FormDefinitionError/Reason/conditionTypeMismatch``)
    ///   at the first mismatch: at the literal when a field is compared with a literal,
    ///   naming the field and what it holds.
    public func checkTypes(_ category: (String) -> ValueCategory?) throws(FormDefinitionError) {
        do {
            try root.checkTypes(category, in: source)
        } catch {
            throw error.definitionError
        }
    }
}
