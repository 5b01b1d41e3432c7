import Formulate

/// The submitted values of fields that a condition hides or disables while a submission is
/// applied, waiting for its other values to show and enable them.
///
/// A box ticked and the field it shows typed into in one post is what a page sends once a
/// refused save has shown the field; with a new form per request, the next request's form
/// starts from the saved model, where the field is hidden. Two posts could do it (tick,
/// save, type, save), so one may. A field the post leaves hidden or disabled is never
/// written. This holds for a form's own fields and for the fields inside its items.
struct PendingFields {
    /// Where a waiting field is: among the form's own fields, or inside an item.
    enum Place {
        /// At a position in the form's `allFields`.
        case field(position: Int)
        /// A field of an item or entry (`servers.0.host`).
        case item(Field)
    }

    /// One waiting field.
    struct Pending {
        let key: String
        let place: Place
        let control: HTMLControlKind
        let values: SubmittedValues
    }

    /// The fields still waiting, in the order they were added.
    private(set) var waiting: [Pending] = []

    /// The keys of the fields still waiting.
    var keys: [String] { waiting.map(\.key) }

    /// Adds a field to wait for.
    mutating func add(_ key: String, at place: Place, control: HTMLControlKind, values: SubmittedValues) {
        waiting.append(Pending(key: key, place: place, control: control, values: values))
    }

    /// Where the field of `key` is, and its control, when a condition that the submission's
    /// values may change hides or disables it now (not `hidden: true`, which none changes)
    /// and it is a control that holds a value; `nil` otherwise. `fields` are the form's
    /// `allFields`; a key that is none of them may name a field inside an item.
    static func switchedOff<Model>(_ key: String, in fields: [Field], form: ModelForm<Model>) -> (
        place: Place, control: HTMLControlKind
    )? {
        if let position = form.position(ofKey: key) {
            let control = HTMLControlKind(fields, at: position)
            guard control.isEditable, form.isHidden(at: position) || form.isDisabled(at: position),
                fields[position].hidden?.constantValue != true, fields[position].disabled?.constantValue != true
            else { return nil }
            return (.field(position: position), control)
        }
        guard let field = form.field(key) else { return nil }
        let control = HTMLControlKind(field)
        guard control.isEditable, form.isHidden(field) || form.isDisabled(field),
            field.hidden?.constantValue != true, field.disabled?.constantValue != true
        else { return nil }
        return (.item(field), control)
    }

    /// Applies each waiting field that accepts input now, again while one applied shows or
    /// enables more (a field that shows another); each pass applies at least one field, so
    /// there are at most as many passes as waiting fields.
    ///
    /// - Returns: The keys written, and the errors of the values applied.
    mutating func applyShown<Model>(to fields: [Field], in form: ModelForm<Model>) -> (
        written: Set<String>, errors: [FormError]
    ) {
        var written: Set<String> = []
        var errors: [FormError] = []
        while let next = waiting.firstIndex(where: { Self.acceptsInput($0.place, in: form) }) {
            let field = waiting.remove(at: next)
            written.insert(field.key)
            do throws(FormError) {
                switch field.place {
                case .field(let position):
                    try SubmittedField.apply(field.values, to: fields, at: position, control: field.control, in: form)
                case .item(let itemField):
                    try SubmittedField.apply(field.values, to: itemField, control: field.control, in: form)
                }
            } catch {
                errors.append(error)
            }
        }
        return (written, errors)
    }

    /// The keys of the waiting fields that a condition no longer hides or disables: fields
    /// that input may not write (not among the input fields), which the submission waited
    /// for only because they were switched off when it started.
    func shownButRefused<Model>(in form: ModelForm<Model>) -> [String] {
        waiting.filter { field in
            switch field.place {
            case .field(let position): !form.isHidden(at: position) && !form.isDisabled(at: position)
            case .item(let itemField): !form.isHidden(itemField) && !form.isDisabled(itemField)
            }
        }.map(\.key)
    }

    private static func acceptsInput<Model>(_ place: Place, in form: ModelForm<Model>) -> Bool {
        switch place {
        case .field(let position): form.acceptsInput(at: position)
        case .item(let field): form.acceptsInput(for: field)
        }
    }
}
