import Formulate

/// The editable fields inside the items of collections of subforms and the entries of
/// dictionaries, as ``HTMLRenderer`` renders them (`servers.0.host`, `environment.LOG_LEVEL`):
/// what a submission reads besides the form's own fields.
struct SubmittedItems {
    /// The fields in the order the page shows them, with their controls.
    var fields: [(field: Field, control: HTMLControlKind)] = []
    /// The position of each field's key in ``fields``.
    var positions: [String: Int] = [:]

    /// The fields inside every visible collection of subforms and dictionary among
    /// `fields` (a form's ``ModelForm/allFields``) that take input now; none when the
    /// form has no such collection.
    static func editableFields<Model>(of fields: [Field], in form: ModelForm<Model>) -> SubmittedItems {
        var result = SubmittedItems()
        var absentPrefix: String?
        for field in fields {
            let control = HTMLControlKind(field)
            if let prefix = absentPrefix, DottedKey.hasPrefix(field.key, prefix) { continue }
            if control == .subform, HTMLShapeEdit.showsOnlyAddButton(field, in: form) {
                absentPrefix = field.key + "."
                continue
            }
            guard control == .items || control == .dictionary, !form.isHidden(field), form.acceptsInput(for: field)
            else { continue }
            result.addItems(of: field, in: form)
        }
        return result
    }

    /// How many items are read at once: a long list's items, their fields, sections and
    /// titles are not all held together.
    private static let itemsAtOnce = 32

    /// Adds the fields of each item (or entry) of `field`.
    private mutating func addItems<Model>(of field: Field, in form: ModelForm<Model>) {
        let count = form.itemCount(for: field.key)
        for start in stride(from: 0, to: count, by: Self.itemsAtOnce) {
            for item in form.items(in: field.key, range: start..<min(start + Self.itemsAtOnce, count)) {
                for itemField in item.fields { add(itemField, in: form) }
            }
        }
    }

    /// Adds `field` if it is an editable control, or what it holds if it is a subform or a
    /// collection of its own.
    private mutating func add<Model>(_ field: Field, in form: ModelForm<Model>) {
        guard !form.isHidden(field) else { return }
        let control = HTMLControlKind(field)
        switch control {
        case .subform:
            // An absent optional subform is shown as its Add button only.
            guard !HTMLShapeEdit.showsOnlyAddButton(field, in: form) else { return }
            for child in field.children { add(child, in: form) }
        case .items, .dictionary:
            if form.acceptsInput(for: field) { addItems(of: field, in: form) }
        default:
            guard control.isEditable, form.acceptsInput(for: field), positions[field.key] == nil else { return }
            positions[field.key] = fields.count
            fields.append((field, control))
        }
    }
}
