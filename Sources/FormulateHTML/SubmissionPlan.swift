import Formulate

/// What a submission can write, found by walking a form's fields once: the editable
/// fields (their positions in `allFields` and controls), their keys, and the keys of the
/// buttons that can be pressed.
struct SubmissionPlan {
    /// The editable fields, in order: each one's position in `allFields` and its control.
    private(set) var editable: [(position: Int, control: HTMLControlKind)] = []
    /// Each editable field's key, to its place in ``editable``.
    private(set) var positions: [String: Int] = [:]
    /// The keys of the visible, enabled buttons.
    private(set) var buttonKeys: Set<String> = []
    /// Whether the form has collections of subforms or dictionaries (submitted per item).
    private(set) var hasItems = false
    /// The key prefix of the fields of an absent optional subform the page shows as an
    /// Add button only.
    private var absentPrefix: String?

    /// An empty plan for a form of `capacity` fields.
    init(capacity: Int) {
        positions.reserveCapacity(capacity)
    }

    /// Adds `field`, at `position` in `form.allFields`; fields are added in order. It takes
    /// the field as an argument so that the caller passes it borrowed from its array.
    mutating func add<Model>(_ field: Field, at position: Int, in form: ModelForm<Model>) {
        let control = HTMLControlKind(field)
        if let prefix = absentPrefix, field.key.hasPrefix(prefix) { return }
        if control == .subform, HTMLShapeEdit.showsOnlyAddButton(field, in: form) {
            absentPrefix = field.key + "."
            return
        }
        if control == .button {
            if !form.isHidden(field) && !form.isDisabled(field) { buttonKeys.insert(field.key) }
        } else if control.isEditable && form.acceptsInput(for: field) {
            positions[field.key] = editable.count
            editable.append((position, control))
        } else if control == .items || control == .dictionary {
            hasItems = true
        }
    }
}
