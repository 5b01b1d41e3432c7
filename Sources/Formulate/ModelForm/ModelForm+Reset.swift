extension ModelForm {
    /// Discards the edit of one field, keeping every other field's: its value goes back
    /// to the one the form started with (or was last committed or refreshed with), and its
    /// rejected text, errors and touched state are forgotten.
    ///
    /// ```swift
    /// try? form.setText("80x", for: "port")     // refused: the text and its error are kept
    /// try form.reset("port")                     // gone; other edits stay
    /// ```
    ///
    /// Resetting a subform resets each of its fields, and whether an optional one is there;
    /// resetting a collection puts back the items the form started with, with their fields'
    /// values, and forgets their texts and errors. A field inside an item is reset by its
    /// item key (`servers.0.port`); a dictionary's entry only with its dictionary.
    ///
    /// - Throws: ``FormError`` when there is no field at `key`.
    public func reset(_ key: String) throws(FormError) {
        guard let index = schema.indexByKey[key] else {
            return try editItem(key, creating: false) { form, inner throws(FormError) in try form.reset(inner) }
        }
        reset(at: index)
    }

    /// Resets the field at `index` and its descendants.
    func reset(at index: Int) {
        let range = index..<records[index].descendantEnd
        collectionDrafts.forgetAppliedEdits(under: records[index].key)
        var changed: [(index: Int, old: FormValue)] = []
        for position in range {
            states[position] = FieldState()
            // The items of a collection are made again from its value, as the form started.
            collectionDrafts.lists[position] = nil
            collectionDrafts.switches[position] = nil
            fieldDidChange(position)
            if values[position] != initialValues[position] {
                changed.append((position, values[position]))
                values[position] = initialValues[position]
            }
        }
        // What a change does, but validation: the reset fields show no errors until edited.
        for (position, old) in changed {
            updateConditions(dependingOn: position)
            for dependent in records[position].ruleDependents
            where !range.contains(dependent)
                && (states[dependent].isTouched || !states[dependent].ruleErrors.isEmpty)
            {
                setRuleErrors(ruleErrors(at: dependent), at: dependent)
            }
            notifyChange(at: position, from: old)
        }
    }
}

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
