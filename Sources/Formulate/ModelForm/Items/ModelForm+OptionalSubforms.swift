/// Optional subforms switched on and off (`add proxy`, `remove proxy`): a subform that is
/// `nil` in the model is created from its template when switched on, even with no field
/// edited; one switched off is `nil` after ``ModelForm/commit(overwritingConflicts:)``,
/// and neither validated nor written meanwhile.
extension ModelForm {
    /// Whether the field at `position` is an optional subform.
    func isOptionalSubform(_ position: Int) -> Bool { records[position].isOptionalSubform }

    /// Switches the optional subform at `position` on (`add`) or off (`remove`).
    func switchSubform(_ edit: CollectionEdit, at position: Int) throws(FormError) {
        let field = schema.flat[position]
        guard !isHidden(position), !isDisabled(position), schema.accessors[position].isWritable else {
            throw FormError(
                key: field.key, reason: .readOnly, defaultMessage: "\(field.title) cannot be switched on or off now")
        }
        let before = isAbsentSubform(position) ? FormValue.null : subformObject(position, values)
        switch edit {
        case .add:
            guard isAbsentSubform(position) else {
                throw FormError.alreadyThere(
                    key: field.key, title: field.title, entry: nil, defaultMessage: "\(field.title) is on already")
            }
            guard field.canCreate else {
                throw FormError(
                    key: field.key, reason: .cannotCreate,
                    defaultMessage: "\(field.title) cannot be created: "
                        + DefaultConstructibleHint.missing(
                            field.typeName.hasSuffix("?") ? String(field.typeName.dropLast()) : field.typeName),
                    arguments: [
                        FormValueMember("title", .string(field.title)),
                        FormValueMember("type", .string(field.typeName)),
                    ])
            }
            setSwitch(true, at: position)
        case .remove:
            guard !isAbsentSubform(position) else {
                throw FormError(key: field.key, reason: .unknownField, defaultMessage: "\(field.title) is off already")
            }
            setSwitch(false, at: position)
        case .insert, .move, .rename:
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is an optional subform: add it or remove it")
        }
        fieldDidChange(position)
        // One change, as ``changes`` lists it: the subform's fields going back to what the
        // form read as it is switched off are part of it, not changes of their own.
        let after = isAbsentSubform(position) ? FormValue.null : subformObject(position, values)
        notify(FieldChange(key: field.key, oldValue: before, newValue: after))
    }

    /// Switches the optional subform at `position` on or off, without asking whether it
    /// may be: switched off, its fields go back to what the form read and an item list
    /// inside is made again.
    func setSwitch(_ isOn: Bool, at position: Int) {
        if !isOn {
            for index in (position + 1)..<schema.descendantEnds[position] {
                let old = values[index]
                values[index] = initialValues[index]
                states[index] = FieldState()
                collectionDrafts.lists[index] = nil
                if old != values[index] { valueDidChange(at: index, from: old, notifying: false) }
            }
        }
        collectionDrafts.switches[position] = isOn
    }

    /// Whether the field at `index` lies in an optional subform switched on.
    func isUnderSwitchedOnSubform(_ index: Int) -> Bool {
        var parent = schema.parents[index]
        while let p = parent {
            if collectionDrafts.switches[p] == true { return true }
            parent = schema.parents[p]
        }
        return false
    }

    /// The writes that make optional subforms switched off `nil` in the model.
    func switchedOffWrites() -> [(index: Int, value: Any?)] {
        collectionDrafts.switches.filter {
            !$0.value && isAbsentSubform($0.key) && schema.accessors[$0.key].read(model) != nil
        }
        .keys.sorted().map { ($0, nil) }
    }
}
