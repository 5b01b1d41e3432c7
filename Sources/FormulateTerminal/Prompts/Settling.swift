import Formulate

extension EditorSession {
    /// After an answer: tells the form the person left the field, prints the field's
    /// errors, and says whether it is valid now (whatever the form's validation timing:
    /// a terminal question is answered as a whole).
    func settle(_ field: Field, depth: Int) -> Bool {
        try? form.blur(field.key)
        let errors = form.validationErrors().filter { $0.key == field.key }
        for error in errors { sayError(error.message, depth: depth) }
        return errors.isEmpty
    }

    /// Keeps the draft value, forgetting a rejected answer typed before it.
    func keep(_ field: Field) {
        if let value = form.value(for: field.key) { try? form.setFormValue(value, for: field.key) }
    }

    /// Applies an edit; prints the error and returns `false` if the form rejects it.
    func attempt(_ depth: Int, _ edit: () throws(FieldError) -> Void) -> Bool {
        do {
            try edit()
            return true
        } catch {
            sayError(error.message, depth: depth)
            return false
        }
    }
}
