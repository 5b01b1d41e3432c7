import Formulate

/// Switching an optional subform (`var proxy: Proxy?`) on and off, for both editors.
extension ModelForm {
    /// Switches the optional subform at `key` on: `add proxy` where the form supports it;
    /// otherwise the subform is there once one of its fields is changed.
    func switchOn(_ key: String) {
        try? apply(.add(key))
    }

    /// Switches the optional subform at `key` off: `remove proxy` where the form supports
    /// it; otherwise, when the model has no such subform, by putting back every field of
    /// it (it is absent again). When the model has one and the form cannot remove it, the
    /// fields are left as they were and the error says so.
    func switchOff(_ key: String, title: String) throws(FormError) {
        let refusal: FormError
        do {
            try apply(.remove(key))
            return
        } catch {
            refusal = error
        }
        let prefix = key + "."
        let kept = allFields.filter { $0.key.hasPrefix(prefix) && $0.holdsValue }.map { ($0.key, value(for: $0.key)) }
        try reset(key)
        if isNestedModelAbsent(key) { return }
        for (fieldKey, value) in kept {
            if let value, self.value(for: fieldKey) != value { try? setFormValue(value, for: fieldKey) }
        }
        throw FormError(key: key, reason: refusal.reason,
                         message: "\(title) cannot be switched off here: the model has one, and this form keeps it")
    }
}
