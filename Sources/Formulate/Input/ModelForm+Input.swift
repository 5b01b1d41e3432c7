extension ModelForm {
    /// Whether input from outside the program may write the field at `key` now: its model
    /// type (or ``acceptInput(_:)``) allows it (``FormInput``), and it can be edited now
    /// (``isEditable(_:)-(String)``). `false` when there is no such field.
    ///
    /// Renderers show a field that does not accept input as disabled, and a submission
    /// never writes it. For an optional subform, whether input may switch it on or off
    /// (`CollectionEdit` `add proxy`, `remove proxy`): it is allowed as input, shown, not
    /// disabled, and exists or can be created.
    public func acceptsInput(for key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return itemAcceptsInput(key) }
        if isOptionalSubform(index) { return inputAllowed[index] && canSwitch(at: index) }
        return inputAllowed[index] && isEditable(at: index)
    }

    /// Whether the optional subform at `index` can be switched on and off now (`add proxy`):
    /// shown, enabled, writable, and present or able to be created.
    func canSwitch(at index: Int) -> Bool {
        !isHidden(index) && !isDisabled(index) && schema.accessors[index].isWritable
            && (schema.flat[index].canCreate || schema.accessors[index].read(model) != nil)
    }

    /// Sets which fields input from outside the program may write, for this form only (a
    /// page that edits a member's name but not their email), instead of the model type's
    /// ``FormCustomizing/inputFields``.
    ///
    /// - Throws: ``FormDefinitionError`` for a key that is not a field, or a key path that
    ///   names no field or is not writable.
    public func acceptInput(_ input: FormInput) throws(FormDefinitionError) {
        do {
            inputAllowed = try input.allowed(in: schema.flat, accessors: schema.accessors, parents: schema.parents)
        } catch {
            throw FormDefinitionError(modelType: schema.modelType, problems: [error])
        }
    }

    /// Applies text sent from outside the program (a command line, a JSON body's strings,
    /// a query), each value as a person typed it, as ``setText(_:for:)-(_,String)`` reads it.
    ///
    /// A key that is not a field, or that input may not write (``acceptsInput(for:)-(String)``), is
    /// refused and never written. Each other text is applied on its own, like a field of a
    /// submitted page: what is accepted goes into the draft, what is refused is kept as the
    /// field's rejected text. The model is unchanged until ``commit(overwritingConflicts:)``.
    ///
    /// - Throws: ``FormErrors`` with every refused key and text at once, in field order
    ///   (keys that are not fields last).
    public func applyInput(_ texts: [String: String]) throws(FormErrors) {
        // Only the first few unknown keys get a "did you mean" suggestion.
        try SuggestionBudget.limiting(ownLimits) { () throws(FormErrors) in try applyEach(texts) }
    }

    /// ``applyInput(_:)``, within one suggestion budget.
    private func applyEach(_ texts: [String: String]) throws(FormErrors) {
        var refused: [FormError] = []
        let keys = texts.keys.sorted { inputOrder($0) < inputOrder($1) }
        for key in keys {
            guard let index = schema.indexByKey[key] else {
                if let itemRefusal = applyItemInput(texts[key] ?? "", for: key) {
                    if case .refused(let error) = itemRefusal { refused.append(error) }
                    continue
                }
                refused.append(
                    FormError(
                        key: key, reason: .unknownField,
                        defaultMessage: "'\(shortened(key))' is not a field of this form"
                            + didYouMean(key, among: schema.flat.lazy.map(\.key)),
                        arguments: [FormValueMember("key", .string(shortened(key)))]))
                continue
            }
            guard inputAllowed[index] || records[index].isReadOnly else {
                refused.append(
                    FormError(
                        key: key, reason: .notInput,
                        defaultMessage: "\(schema.flat[index].title) cannot be set from outside: "
                            + "\(schema.modelType) does not list it in its input fields",
                        arguments: notInputArguments(at: index)))
                continue
            }
            do throws(FormError) {
                // A read-only field is refused as such by `setText`.
                try setText(texts[key] ?? "", atIndex: index)
            } catch {
                refused.append(error)
            }
        }
        guard refused.isEmpty else { throw FormErrors(refused) }
    }

    /// The arguments of a ``FormError/Reason/notInput`` error about the field at `index`:
    /// its `title` and the model's `type`.
    func notInputArguments(at index: Int) -> [FormValueMember] {
        [
            FormValueMember("title", .string(schema.flat[index].title)),
            FormValueMember("type", .string(schema.modelType)),
        ]
    }
}
