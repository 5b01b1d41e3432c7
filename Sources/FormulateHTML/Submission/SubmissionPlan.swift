import Formulate

/// What a submission can write, found by walking a form's fields once: the editable
/// fields (their positions in `allFields` and controls), and the keys of the buttons that
/// can be pressed.
struct SubmissionPlan {
    /// The editable fields, in order: each one's position in `allFields` and its control.
    private(set) var editable: [(position: Int, control: HTMLControlKind)] = []
    /// For each field of `allFields`, its place in ``editable``, or `nil` when it is not
    /// editable. Keys are found through the form's own index of them
    /// (`ModelForm.position(ofKey:)`), so that no dictionary of keys is made per submission.
    private(set) var slots: [Int?]
    /// The places in ``editable`` of the fields of an absent optional subform, written only
    /// when a post names them: the page shows the subform's Add button only, so a field it
    /// does not post keeps its value (a box left out is not a box unticked).
    private(set) var postedOnly: Set<Int> = []
    /// The keys of the visible, enabled buttons.
    private(set) var buttonKeys: Set<String> = []
    /// Whether the form has collections of subforms or dictionaries (submitted per item).
    private(set) var hasItems = false
    /// The key prefix of the fields of an absent optional subform the page shows as an
    /// Add button only.
    private var absentPrefix: String?

    /// An empty plan for a form of `capacity` fields.
    init(capacity: Int) {
        slots = Array(repeating: nil, count: capacity)
        editable.reserveCapacity(capacity)
    }

    /// Adds the field at `position` in `form.allFields` (given as `fields`); fields are
    /// added in order. The field is read in place, by its position: passed to a function, a
    /// `Field` would be copied.
    mutating func add<Model>(_ fields: [Field], at position: Int, in form: ModelForm<Model>) {
        let control = HTMLControlKind(fields, at: position)
        if let prefix = absentPrefix, DottedKey.hasPrefix(fields[position].key, prefix) {
            // A hand-made post may still name them: what it sends switches the subform on,
            // and a refused text then blocks the save, as the form's own `setText` does.
            if control.isEditable && form.acceptsInput(at: position) {
                postedOnly.insert(editable.count)
                slots[position] = editable.count
                editable.append((position, control))
            }
            return
        }
        if control == .subform, HTMLShapeEdit.showsOnlyAddButton(fields[position], in: form) {
            absentPrefix = fields[position].key + "."
            return
        }
        if control == .button {
            if !form.isHidden(at: position) && !form.isDisabled(at: position) {
                buttonKeys.insert(fields[position].key)
            }
        } else if control.isEditable && form.acceptsInput(at: position) {
            slots[position] = editable.count
            editable.append((position, control))
        } else if control == .items || control == .dictionary {
            hasItems = true
        }
    }
}
