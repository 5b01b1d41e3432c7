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
    @discardableResult
    public func onChange(_ handler: @escaping (FieldChange, ModelForm<Model>) -> Void) -> ChangeHandlerToken {
        addHandler(key: nil, handler)
    }

    /// Calls `handler` after every real change of the field at `key`.
    ///
    /// - Throws: ``FormError`` when there is no such field.
    @discardableResult
    public func onChange(of key: String, _ handler: @escaping (FieldChange, ModelForm<Model>) -> Void) throws(FormError)
        -> ChangeHandlerToken
    {
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
        let key = schema.flat[index].key
        let change = FieldChange(
            key: key, oldValue: old, newValue: values[index], isSecret: schema.flat[index].isSecret)
        for handler in changeHandlers where handler.key == key { handler.handler(change, self) }
        for handler in changeHandlers where handler.key == nil { handler.handler(change, self) }
    }
}
