/// Identifies a change handler, to remove it with ``ModelForm/removeChangeHandler(_:)``.
public struct ChangeHandlerToken: Sendable, Hashable {
    let id: Int
}

/// A change handler and the field it listens to (`nil` for every field).
struct ChangeHandler<Model> {
    var id: Int
    var key: String?
    var handler: (FieldChange, ModelForm<Model>) -> Void
}

extension ModelForm {
    /// Calls `handler` after every real change of any field's value: once per change,
    /// never for setting the value it already has, for programmatic edits too, after the
    /// form's hidden/disabled and validation state has been updated.
    ///
    /// As in ``ModelForm/changes``, a collection's or subform's values in the change leave
    /// out the secret fields of its items (``Field/isSecret``).
    @discardableResult
    public func onChange(_ handler: @escaping (FieldChange, ModelForm<Model>) -> Void) -> ChangeHandlerToken {
        addHandler(key: nil, handler)
    }

    /// Calls `handler` after every real change of the field at `key`.
    ///
    /// A change inside an item of a collection or an entry of a dictionary
    /// (`servers.0.host`) is a change of the collection (`servers`): listen to that key.
    ///
    /// - Throws: ``FormError`` when there is no such field, or `key` lies inside an item
    ///   (the error then names the collection to listen to).
    @discardableResult
    public func onChange(of key: String, _ handler: @escaping (FieldChange, ModelForm<Model>) -> Void) throws(FormError)
        -> ChangeHandlerToken
    {
        if schema.indexByKey[key] == nil, let (position, _) = collectionPrefix(of: key) {
            let collection = schema.flat[position]
            throw FormError(
                key: shortened(key), reason: .unknownField,
                defaultMessage: "'\(shortened(key))' lies inside an item of \(collection.title), whose changes are "
                    + "reported as changes of '\(collection.key)': listen to that key",
                arguments: [
                    FormValueMember("key", .string(shortened(key))),
                    FormValueMember("title", .string(collection.title)),
                ])
        }
        _ = try index(of: key)
        return addHandler(key: key, handler)
    }

    /// Stops calling a change handler.
    public func removeChangeHandler(_ token: ChangeHandlerToken) {
        changeHandlers.removeAll { $0.id == token.id }
    }

    private func addHandler(key: String?, _ handler: @escaping (FieldChange, ModelForm<Model>) -> Void)
        -> ChangeHandlerToken
    {
        nextHandlerID += 1
        changeHandlers.append(ChangeHandler(id: nextHandlerID, key: key, handler: handler))
        return ChangeHandlerToken(id: nextHandlerID)
    }

    /// Calls the handlers for a change: the field's own first, then the form-wide ones.
    func notifyChange(at index: Int, from old: FormValue) {
        guard hasChangeHandlers else { return }
        let field = schema.flat[index]
        let key = field.key
        notify(
            FieldChange(
                key: key, oldValue: field.removingSecrets(from: old),
                newValue: field.removingSecrets(from: values[index]), isSecret: field.isSecret))
    }

    /// Calls the handlers for `change`: the field's own first, then the form-wide ones.
    func notify(_ change: FieldChange) {
        guard hasChangeHandlers else { return }
        for handler in changeHandlers where handler.key == change.key { handler.handler(change, self) }
        for handler in changeHandlers where handler.key == nil { handler.handler(change, self) }
    }
}
