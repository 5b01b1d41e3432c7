/// Edits a commit does not write (a field hidden now) stay edits: the draft keeps the
/// person's value and the form remembers the model's, so that the field is written when it
/// is shown again and committed, and the form never shows a value the model does not hold
/// without counting it as a change.
extension ModelForm {
    /// A field's edit that a commit leaves in the draft.
    struct HeldEdit {
        let index: Int
        let draft: FormValue
        /// The value the form read from the model, which the commit does not change.
        let read: FormValue
        let state: FieldState
    }

    /// The edits among the draft's that a commit writing `changed` leaves out, of fields a
    /// commit can write (a virtual field's edit, which no commit writes, is not held).
    func heldEdits(writing changed: [Int]) -> [HeldEdit] {
        let records = self.records
        var held: [HeldEdit] = []
        var written = changed.makeIterator()
        var next = written.next()
        for index in values.indices {
            // `changed` is in field order.
            if index == next {
                next = written.next()
                continue
            }
            if values[index] != initialValues[index], records[index].isCommittable {
                held.append(
                    HeldEdit(index: index, draft: values[index], read: initialValues[index], state: states[index]))
            }
        }
        return held
    }

    /// Puts the held edits back after a commit: the draft holds the person's value again,
    /// and the form's starting value is the model's (read again when `modelValuesAreRead`,
    /// else the one read before, which the commit left as it was).
    func keep(_ held: [HeldEdit], modelValuesAreRead: Bool) {
        for edit in held {
            initialValues[edit.index] = modelValuesAreRead ? values[edit.index] : edit.read
            values[edit.index] = edit.draft
            states[edit.index] = edit.state
        }
    }
}
