extension ModelForm {
    /// Whether input from outside the program may write the field at `key` now: its model
    /// type (or ``acceptInput(_:)``) allows it (``FormInput``), and it can be edited now
    /// (``isEditable(_:)-(String)``). `false` when there is no such field.
    ///
    /// Renderers show a field that does not accept input as disabled, and a submission
    /// never writes it. For an optional subform, whether input may switch it on or off
    /// (`CollectionEdit` `add proxy`, `remove proxy`): it is allowed as input, shown, not
    /// disabled, and exists or can be created.
    package func acceptsInput(for key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return itemAcceptsInput(key) }
        if isOptionalSubform(index) { return inputAllowed[index] && canSwitch(at: index) }
        return inputAllowed[index] && isEditable(at: index)
    }

    /// Whether the optional subform at `index` can be switched on and off now (`add proxy`):
    /// shown, enabled, writable, and present or able to be created.
    func canSwitch(at index: Int) -> Bool {
        !isHidden(index) && !isDisabled(index) && schema.accessor(at: index).isWritable
            && (schema.flat[index].canCreate || schema.accessor(at: index).read(model) != nil)
    }

    /// Sets which fields input from outside the program may write, for this form only (a
    /// page that edits a member's name but not their email), instead of the model type's
    /// ``FormCustomizing/inputFields``.
    ///
    /// - Throws: ``FormDefinitionError`` for a key that is not a field, or a key path that
    ///   names no field or is not writable.
    public func acceptInput(_ input: FormInput) throws(FormDefinitionError) {
        do {
            inputAllowed = try input.allowed(
                in: schema.flat, of: Model.self, pathFromModel: { schema.accessor(at: $0).pathFromModel },
                parent: { records[$0].parent })
        } catch {
            throw FormDefinitionError(modelType: schema.modelType, problems: [error])
        }
    }

    /// Applies text sent from outside the program (a command line, a JSON body's strings,
    /// a query), each value as a person typed it, as ``setText(_:for:)-(_,String)`` reads it.
    ///
    /// A key that is not a field, or that input may not write (``inputRefusal(for:)``), is
    /// refused and never written. Each other text is applied on its own, like a field of a
    /// submitted page: what is accepted goes into the draft, what is refused is kept as the
    /// field's rejected text. The model is unchanged until ``commit(overwritingConflicts:)``.
    ///
    /// A field that a condition hides or disables is written when the other texts show and
    /// enable it (`armed` set to `true` with the `code` it shows), whatever their order, as a
    /// submitted page's fields are; one the texts leave hidden or disabled is refused.
    ///
    /// - Throws: ``FormErrors`` with every refused key and text at once, in field order
    ///   (keys that are not fields last).
    public func applyInput(_ texts: [String: String]) throws(FormErrors) {
        // Only the first few unknown keys get a "did you mean" suggestion.
        try SuggestionBudget.limiting(ownLimits) { () throws(FormErrors) in try applyEach(texts) }
    }

    /// ``applyInput(_:)``, within one suggestion budget.
    private func applyEach(_ texts: [String: String]) throws(FormErrors) {
        var refused: [(order: InputOrder, error: FormError)] = []
        // Texts of fields a condition switches off now, waiting for the others to switch them on.
        var waiting: [(order: InputOrder, key: String, error: FormError)] = []
        for (key, order) in texts.keys.map({ ($0, inputOrder($0)) }).sorted(by: { $0.1 < $1.1 }) {
            if let error = applyOne(texts[key] ?? "", for: key) {
                if error.reason == .hidden || error.reason == .disabled {
                    waiting.append((order, key, error))
                } else {
                    refused.append((order, error))
                }
            }
        }
        // Each pass writes at least one waiting text, so there are at most as many as texts.
        while let next = waiting.firstIndex(where: { acceptsInput(for: $0.key) }) {
            let (order, key, _) = waiting.remove(at: next)
            if let error = applyOne(texts[key] ?? "", for: key) { refused.append((order, error)) }
        }
        refused += waiting.map { ($0.order, $0.error) }
        guard refused.isEmpty else { throw FormErrors(refused.sorted { $0.order < $1.order }.map(\.error)) }
    }

    /// Applies one text from outside to `key`: the error that refused it, or `nil` when it
    /// was applied.
    private func applyOne(_ text: String, for key: String) -> FormError? {
        guard let index = schema.indexByKey[key] else {
            if let itemRefusal = applyItemInput(text, for: key) {
                if case .refused(let error) = itemRefusal { return error }
                return nil
            }
            // An item of a list of values (`tags.2`), as `setText` takes it.
            if let (position, itemIndex) = valueListItem(of: key) {
                guard inputAllowed[position] || records[position].isReadOnly else {
                    return notInputError(shortened(key), at: position)
                }
                do throws(FormError) {
                    try setValueListItemText(text, key: key, position: position, index: itemIndex)
                    return nil
                } catch {
                    return error
                }
            }
            return FormError(
                key: key, reason: .unknownField,
                defaultMessage: "'\(shortened(key))' is not a field of this form"
                    + didYouMean(key, among: schema.flat.lazy.map(\.key)),
                arguments: [FormValueMember("key", .string(shortened(key)))])
        }
        guard inputAllowed[index] || records[index].isReadOnly else { return notInputError(key, at: index) }
        do throws(FormError) {
            // A read-only field is refused as such by `setText`.
            try setText(text, atIndex: index)
            return nil
        } catch {
            return error
        }
    }

    /// The ``FormError/Reason/notInput`` error for `key`, whose field (or the collection
    /// holding it) is at `index`: what every input path says, with the field's `title` and
    /// the model's `type` as arguments. A shape edit (`verb` "changed") is worded as such.
    func notInputError(_ key: String, at index: Int, verb: String = "set") -> FormError {
        FormError(
            key: key, reason: .notInput,
            defaultMessage: "\(schema.flat[index].title) cannot be \(verb) from outside: "
                + "\(schema.modelType) does not list it in its input fields",
            arguments: [
                FormValueMember("title", .string(schema.flat[index].title)),
                FormValueMember("type", .string(schema.modelType)),
            ])
    }
}

extension ModelForm {
    /// Why input from outside the program may not write `key` now; `nil` when it may.
    ///
    /// For an editor that takes input in other ways than texts and ``CollectionEdit``s (a
    /// choice by its number, a ticked box, an item typed into a list) and writes it with
    /// the typed edits: asked first, it refuses what ``applyInput(_:)-([String:String])``
    /// would refuse, with the same error. A field the model type does not list in its
    /// input fields is refused with reason ``FormError/Reason/notInput``; a listed one
    /// that cannot be edited now, as read-only, disabled or hidden.
    public func inputRefusal(for key: String) -> FormError? {
        guard !acceptsInput(for: key) else { return nil }
        let governing = (try? governingPosition(of: key)) ?? nil
        if let position = governing, !inputAllowed[position], !records[position].isReadOnly {
            return notInputError(shortened(key), at: position)
        }
        if let index = schema.indexByKey[key] {
            let field = schema.flat[index]
            if isOptionalSubform(index) {
                return FormError(
                    key: field.key, reason: .readOnly,
                    defaultMessage: "\(field.title) cannot be switched on or off now")
            }
            do {
                _ = try editableCodec(field)
            } catch {
                return error
            }
        }
        let title = governing.map { schema.flat[$0].title } ?? shortened(key)
        return FormError(
            key: shortened(key), reason: .readOnly, defaultMessage: "\(title) cannot be changed now",
            arguments: [FormValueMember("title", .string(title))])
    }
}
