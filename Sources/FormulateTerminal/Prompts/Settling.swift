import Formulate

extension EditorSession {
    /// After an answer: tells the form the person left the field, prints the field's
    /// errors, and says whether it is valid now (whatever the form's validation timing:
    /// a terminal question is answered as a whole).
    func settle(_ field: Field, depth: Int) -> Bool {
        try? form.blur(field.key)
        let errors = form.validationErrors().filter { $0.key == field.key }
        for error in errors { sayError(error, depth: depth) }
        return errors.isEmpty
    }

    /// Keeps the draft value, forgetting a rejected answer typed before it.
    func keep(_ field: Field) {
        if let value = form.value(for: field.key) { try? form.setFormValue(value, for: field.key) }
    }

    /// Applies an edit; prints the error and returns `false` if the form rejects it.
    func attempt(_ depth: Int, _ edit: () throws(FormError) -> Void) -> Bool {
        do {
            try edit()
            return true
        } catch {
            sayError(error, depth: depth)
            return false
        }
    }

    /// What `field` holds now, to put back with ``restore(_:of:)`` if an answer is refused.
    func snapshot(of field: Field) -> FieldSnapshot {
        let server = form.errors(for: field.key).first { $0.reason == .server }
        return FieldSnapshot(value: form.value(for: field.key), serverMessage: server?.message)
    }

    /// Puts back what `field` held when it was asked, after an answer its rules refused: the
    /// next prompt offers that value (and Enter keeps it), never the refused text.
    func restore(_ snapshot: FieldSnapshot, of field: Field) {
        guard let value = snapshot.value, form.value(for: field.key) != value else { return }
        try? form.setFormValue(value, for: field.key)
        // A server's verdict on that value still holds: changing the value cleared it.
        if let message = snapshot.serverMessage { try? form.markInvalid(field.key, message: message) }
    }
}

/// A field's value (and a server's error about it) when it was asked.
struct FieldSnapshot {
    var value: FormValue?
    var serverMessage: String?
}
