extension ModelForm {
    /// Validates every visible field and writes the fields the person changed back into
    /// the model, all or nothing.
    ///
    /// A field hidden now is not written (nor validated): an edit made while it was shown
    /// stays in the draft after the commit (left out of ``changes`` while hidden), and a
    /// commit after the field is shown again writes it.
    ///
    /// Only what the person changed is written: a field whose draft still holds the value
    /// the form read is left as the model has it, so a change someone else made to an
    /// object meanwhile is kept. A field the person changed that was changed in the object
    /// too since the form read it is a conflict: nothing is written, and the error names the
    /// field, its value when read, its value now and the person's value (see ``conflicts``,
    /// ``refresh()``, and `commit(overwritingConflicts: true)`).
    ///
    /// For a struct, returns the updated value (and keeps it as ``model``); for a class,
    /// writes into the object through its key paths and returns it. Writes go through each
    /// field's key path, once per changed field: setters, `didSet` and Observation run for
    /// fields declared with key paths (``FormKeyPathProviding``); a struct's discovered
    /// stored properties are written in place, like any key path reflection finds.
    ///
    /// - Parameter overwritingConflicts: Whether to write the person's values over changes
    ///   made in the object since the form read it, instead of refusing.
    /// - Throws: ``FormErrors`` with every field's errors (or conflicts) at once; nothing is
    ///   written then.
    @discardableResult
    public func commit(overwritingConflicts: Bool = false) throws(FormErrors) -> Model {
        let errors = validate()
        guard errors.isEmpty else { throw FormErrors(errors) }
        return try write(changedWritableFields(), overwritingConflicts: overwritingConflicts)
    }

    /// Writes the fields at `changed` (positions, in field order) into the model, all or
    /// nothing, without validating: ``commit(overwritingConflicts:)`` after its checks.
    /// Other edits in the draft stay edits (``heldEdits(writing:)``).
    func write(_ changed: [Int], overwritingConflicts: Bool) throws(FormErrors) -> Model {
        let held = heldEdits(writing: changed)
        if let model = writeBound(changed, keeping: held) { return model }
        // Each write, and whether its codec encodes the value back as the draft holds it.
        var writes: [PendingWrite] = []
        writes.reserveCapacity(changed.count)
        var failures: [FormError] = []
        let records = self.records
        let isObject = Self.isObject
        for index in changed {
            let value = values[index]
            // A struct's own stored property cannot have changed but through the form.
            if !overwritingConflicts, isObject || !records[index].isIsolatedStorage, let conflict = conflict(at: index)
            {
                failures.append(conflict.error)
                continue
            }
            if value.isNull {
                writes.append(PendingWrite(index: index, value: nil))
            } else if let items = collectionDrafts.lists[index], items.value() == value {
                do throws(FormErrors) {
                    if let array = try items.committedArray() {
                        writes.append(PendingWrite(index: index, value: array))
                    }
                } catch {
                    failures += error.errors.map { Self.rekeyed($0, prefix: schema.flat[index].key + ".") }
                }
            } else if let codec = records[index].codec, let decoded = codec.decode(value) {
                // The codec is copied out once, for both questions.
                writes.append(PendingWrite(index: index, value: decoded, encodesBack: codec.encodesBack(value)))
            } else {
                let field = schema.flat[index]
                failures.append(
                    FormError(
                        key: field.key, reason: .typeMismatch,
                        defaultMessage: "\(field.title): the value cannot be stored as \(field.typeName)"))
            }
        }
        guard failures.isEmpty else { throw FormErrors(failures) }
        let switchedOff = switchedOffWrites()
        writes += switchedOff.map { PendingWrite(index: $0.index, value: $0.value) }

        // Writes that change nothing but a struct's own stored properties: nothing is
        // changed in place (no undo is needed), and no other field can have changed.
        let isolated = !isObject && switchedOff.isEmpty && writes.allSatisfy { records[$0.index].isIsolatedStorage }
        var updated = model
        var undo: [(index: Int, value: Any?)] = []
        // The writes read where they are, by position: each `for write in writes` copied one.
        for position in writes.indices {
            let index = writes[position].index
            let accessor = records[index].accessor(of: Model.self)
            let previous = isolated ? nil : accessor.read(updated)
            guard accessor.write(writes[position].value, into: &updated) else {
                // Put back what was written already (an object is changed in place; when
                // isolated, `updated` is a copy and nothing was recorded to put back).
                for done in undo.reversed() {
                    _ = records[done.index].accessor(of: Model.self).write(done.value, into: &updated)
                }
                let field = schema.flat[index]
                throw FormErrors([
                    FormError(
                        key: field.key, reason: .cannotCreate,
                        defaultMessage: "\(field.title) could not be written into the model")
                ])
            }
            if !isolated { undo.append((index, previous)) }
        }
        model = updated
        if isolated {
            // What was written, as the model holds it now: each field is its own stored
            // property, which holds exactly the value written (`Float` precision included).
            // Where the codec gives a value back as it took it, the draft is that already.
            for position in writes.indices where !writes[position].encodesBack {
                let index = writes[position].index
                let accessor = records[index].accessor(of: Model.self)
                values[index] =
                    writes[position].value.flatMap { accessor.codec?.encode($0) } ?? accessor.defaultValue ?? .null
            }
        } else {
            values = Self.read(model, schema: schema)
        }
        initialValues = values
        states = FieldState.untouched(count: states.count)
        keep(held, modelValuesAreRead: !isolated)
        // Edits held inside the items of the collections written stay too.
        let itemHeld = keepItemHeldEdits(written: changed, lists: collectionDrafts.lists)
        allFieldsDidChange()
        // A closure, not `\.index`: a generic key path literal is made per call. // perf: scenario 5
        collectionDrafts.forget(keeping: held.map { $0.index } + itemHeld)
        return model
    }

    /// ``write(_:overwritingConflicts:)`` of the common commit, through each field's typed
    /// accessor: a struct's own stored properties of types with typed codecs, nothing
    /// switched off. `nil`, with nothing written, for any other commit, and for one a typed
    /// accessor cannot write (the general path then says why, as it always did).
    ///
    /// Such fields cannot conflict (only the form changes a struct's own storage), are not
    /// collections of items, and need no undo: `updated` is a copy until it is kept.
    private func writeBound(_ changed: [Int], keeping held: [HeldEdit]) -> Model? {
        guard !Self.isObject, collectionDrafts.switches.isEmpty else { return nil }
        let records = self.records
        for index in changed where !records[index].isIsolatedStorage { return nil }
        var updated = model
        // The fields whose codec gives a written value back otherwise than the draft holds
        // it (a `Float` rounds): read back once everything is written.
        var readBack: [Int] = []
        guard Self.write(changed, of: values, through: records, into: &updated, readBack: &readBack) else {
            return nil
        }
        for index in readBack { values[index] = records[index].accessor(of: Model.self).formValue(in: updated) }
        model = updated
        initialValues = values
        states = FieldState.untouched(count: states.count)
        keep(held, modelValuesAreRead: false)
        allFieldsDidChange()
        // A closure, not `\.index`: a generic key path literal is made per call. // perf: scenario 5
        collectionDrafts.forget(keeping: held.map { $0.index })
        return model
    }

    /// Writes the draft `values` of the fields at `changed` into `model` through their typed
    /// accessors; `false` when one is not typed or cannot write it. Adds to `readBack` the
    /// fields whose codecs give a written value back otherwise.
    private static func write(
        _ changed: [Int], of values: [FormValue], through records: [FieldRecord], into model: inout Model,
        readBack: inout [Int]
    ) -> Bool {
        for index in changed {
            let accessor = records[index].accessor(of: Model.self)
            guard accessor.isTyped, accessor.write(formValue: values[index], into: &model) else { return false }
            if accessor.encodesBack(values[index]) == false { readBack.append(index) }
        }
        return true
    }

    /// Whether the model is an object, which others can change while the form is open.
    static var isObject: Bool { Model.self is AnyObject.Type }

    /// The fields commit writes: those the person changed that hold a value of a property
    /// that can be written, and are not hidden now.
    func changedWritableFields() -> [Int] {
        let records = self.records
        let anySwitchedOn = collectionDrafts.switches.values.contains(true)
        var changed: [Int] = []
        changed.reserveCapacity(records.count)
        for index in records.indices where records[index].isCommittable {
            // A collection whose items differ only by held edits of hidden fields is not written.
            let edited =
                values[index] != initialValues[index]
                && (!records[index].isItemCollection || shownDraft(at: index) != initialValues[index])
            if edited || (anySwitchedOn && isUnderSwitchedOnSubform(index)), !isHidden(index) {
                changed.append(index)
            }
        }
        return changed
    }

    /// Sets several fields from typed values (or ``FormValue``s) at once, all or nothing.
    ///
    /// A field that a condition hides or disables is set once the batch's other values show
    /// and enable it, whatever the order of the fields (`["code": "1234", "armed": true]`
    /// where `armed` shows `code`); a field the batch leaves hidden or disabled, or that an
    /// earlier value of the batch hides or disables, is refused, like a field that was hidden
    /// or disabled already.
    ///
    /// Keys are the form's own fields (`name`, `address.city`); a field of an item of a
    /// collection (`servers.0.port`) is edited on its own with ``setValue(_:for:)-(Any?,_)``.
    ///
    /// - Throws: ``FormErrors`` with every field's error, in field order; the draft is
    ///   unchanged then.
    package func setValues(_ newValues: [String: Any?]) throws(FormErrors) {
        // Only the first few unknown keys get a "did you mean" suggestion.
        try SuggestionBudget.limiting(ownLimits) { () throws(FormErrors) in try setEach(newValues) }
    }

    /// ``setValues(_:)``, within one suggestion budget: converts every value, then stores
    /// them in field order, all or nothing.
    private func setEach(_ newValues: [String: Any?]) throws(FormErrors) {
        var accepted: [(index: Int, value: FormValue)] = []
        // Fields a condition switches off now, waiting for the batch's other values to switch
        // them on; their values are read only then.
        var waiting: [(index: Int, key: String, error: FormError)] = []
        var refused: [(index: Int, error: FormError)] = []
        for key in newValues.keys.sorted(by: {
            (schema.indexByKey[$0] ?? .max, $0) < (schema.indexByKey[$1] ?? .max, $1)
        }) {
            do throws(FormError) {
                if schema.indexByKey[key] == nil, let item = collectionPrefix(of: key) {
                    throw Self.itemKeyInBatch(key, collection: schema.flat[item.position])
                }
                let index = try self.index(of: key)
                let record = records[index]
                do throws(FormError) {
                    try ensureEditable(at: index, record: record)
                } catch  where error.reason == .hidden || error.reason == .disabled {
                    waiting.append((index, key, error))
                    continue
                }
                accepted.append((index, try convertedValue(newValues[key] ?? nil, at: index, record: record)))
            } catch {
                refused.append((schema.indexByKey[key] ?? .max, error))
            }
        }
        guard refused.isEmpty else { throw Self.inFieldOrder(refused + waiting.map { ($0.index, $0.error) }) }
        var stored: [(index: Int, old: FormValue, state: FieldState)] = []
        func storeOne(_ value: FormValue, at index: Int) throws(FormError) {
            // An earlier value of the same batch may have hidden or disabled this field.
            _ = try editableCodec(at: index)
            let old = values[index]
            let state = states[index]
            try store(value, at: index, text: nil, checked: true)
            stored.append((index, old, state))
        }
        for (index, value) in accepted {
            do throws(FormError) {
                try storeOne(value, at: index)
            } catch  where error.reason == .hidden || error.reason == .disabled {
                waiting.append((index, schema.flat[index].key, error))
            } catch {
                refused.append((index, error))
            }
        }
        // Each pass stores at least one waiting value, so there are at most as many as values.
        while let next = waiting.firstIndex(where: { isEditable(at: $0.index) }) {
            let (index, key, _) = waiting.remove(at: next)
            do throws(FormError) {
                try storeOne(try converted(newValues[key] ?? nil, at: index), at: index)
            } catch {
                refused.append((index, error))
            }
        }
        refused += waiting.map { ($0.index, $0.error) }
        guard refused.isEmpty else {
            // All or nothing: put back what this batch stored, newest first.
            for entry in stored.reversed() {
                let current = values[entry.index]
                values[entry.index] = entry.old
                if current != entry.old { valueDidChange(at: entry.index, from: current) }
                states[entry.index] = entry.state
                fieldDidChange(entry.index)
            }
            throw Self.inFieldOrder(refused)
        }
    }

    /// The errors of a batch, in the order of their fields (keys that are not fields last,
    /// in the order they were found).
    private static func inFieldOrder(_ refused: [(index: Int, error: FormError)]) -> FormErrors {
        FormErrors(
            refused.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(
                \.element.error))
    }

    /// A key inside an item given to a batch: items are edited one key at a time.
    private static func itemKeyInBatch(_ key: String, collection: Field) -> FormError {
        FormError(
            key: key, reason: .unknownField,
            defaultMessage: "'\(shortened(key))' is a field of an item of \(collection.title): setValues(_:) sets the "
                + "form's own fields; edit an item's field with setValue(_:for:) or setText(_:for:)",
            arguments: [
                FormValueMember("key", .string(shortened(key))), FormValueMember("title", .string(collection.title)),
            ])
    }

    /// Runs the action of the button at `key` with the current draft values.
    public func performAction(for key: String) throws(FormError) {
        let index = try self.index(of: key)
        let field = schema.flat[index]
        guard let action = field.action else {
            throw FormError(key: key, reason: .typeMismatch, defaultMessage: "\(field.title) has no action")
        }
        if isDisabled(index) || isHidden(index) {
            throw FormError(key: key, reason: .disabled, defaultMessage: "\(field.title) cannot be used now")
        }
        action.perform(values(includingHidden: true), key)
    }
}

/// A value commit writes into the model: a struct rather than a tuple, because an array of
/// tuples holding an `Any?` is destroyed by the runtime's generic tuple code, element by
/// element, where a struct has a destroy of its own.
private struct PendingWrite {
    /// The field's position.
    var index: Int
    /// The typed value, `nil` for an optional field that is `nil`.
    var value: Any?
    /// Whether the field's codec encodes the value back as the draft holds it.
    var encodesBack = false
}
