extension ModelForm {
    /// The draft value of the field at `key`, or `nil` when there is no such field.
    public func value(for key: String) -> FormValue? {
        guard let index = observedIndex(of: key) else { return itemFieldValue(key) }
        return values[index]
    }

    /// ``value(for:)-(String)`` of a key that is no field of this form: inside an item.
    func itemFieldValue(_ key: String) -> FormValue? {
        itemRead(key) { $0.value(for: $1) } ?? nil
    }

    /// The text a person sees for the field at `key`: formatted by the field's value
    /// transformer or type, an option's title, "" when empty or when there is no such field.
    /// A rejected edit's text is shown until it is corrected.
    public func text(for key: String) -> String {
        guard let index = observedIndex(of: key) else { return itemFieldText(key) }
        return currentText(at: index)
    }

    /// ``text(for:)-(String)`` of a key that is no field of this form: inside an item.
    func itemFieldText(_ key: String) -> String {
        itemRead(key) { $0.text(for: $1) } ?? ""
    }

    /// ``text(for:)`` of the field at `index`.
    func currentText(at index: Int) -> String {
        if let rejected = states[index].rejectedText { return rejected }
        return displayText(of: values[index], at: index)
    }

    /// The text a person sees for `value` in the field at `key`, formatted the way
    /// ``text(for:)-(String)`` formats the draft: to show a value the field had before beside the
    /// one it has now (old -> new). "" when `value` is empty or there is no such field.
    public func text(of value: FormValue, for key: String) -> String {
        guard let index = schema.indexByKey[key] else { return itemRead(key) { $0.text(of: value, for: $1) } ?? "" }
        return displayText(of: value, at: index)
    }

    /// The text for `value` in the field at `index`: the codec's text without copying the
    /// ``Field``, unless a value transformer or options decide it.
    func displayText(of value: FormValue, at index: Int) -> String {
        if value.isNull { return "" }
        let record = records[index]
        let usesOptions =
            record.hasOptions && (record.kind == .option || record.kind == .multipleChoice || record.kind == .bitfield)
        if record.hasValueTransformer || usesOptions { return displayText(of: value, field: schema.flat[index]) }
        return (record.kind.dependsOnTimeZone ? record.codec?.format(value, in: timeZone) : record.codec?.format(value))
            ?? ""
    }

    /// The text for `value` in `field`.
    func displayText(of value: FormValue, field: Field) -> String {
        if value.isNull { return "" }
        if let transformer = field.valueTransformer { return transformer.display(value) }
        if field.kind == .option, !field.options.isEmpty {
            if field.storesOptionIndex {
                guard case .int(let i) = value, field.options.indices.contains(i) else { return "" }
                return field.options[i].title
            }
            return optionIndex(of: field).position(of: value).map { field.options[$0].title } ?? ""
        }
        if field.kind == .bitfield, !field.options.isEmpty, case .int(let bits) = value {
            return field.options.filter {
                if case .int(let bit) = $0.value { return bit != 0 && bits & bit == bit } else { return false }
            }
            .map(\.title).joined(separator: ", ")
        }
        if field.kind == .multipleChoice, !field.options.isEmpty, let items = value.arrayValue {
            let chosen = optionIndex(of: field).marks(items)
            return field.options.indices.filter { chosen[$0] }.map { field.options[$0].title }.joined(separator: ", ")
        }
        return field.codec?.format(value, in: timeZone) ?? ""
    }

    /// The draft values by key path, for every field that holds a value. Hidden fields are
    /// left out unless `includingHidden` is `true`.
    package func values(includingHidden: Bool = false) -> [String: FormValue] {
        var result: [String: FormValue] = [:]
        for index in records.indices where records[index].hasCodec {
            if includingHidden {
                result[schema.flat[index].key] = values[index]
            } else if !isHidden(index) {
                // A collection's items with their hidden fields' held edits left out.
                result[schema.flat[index].key] = shownDraft(at: index)
            }
        }
        return result
    }

    /// Whether any value differs from the one the form started with, in a field shown now:
    /// whether ``changes`` has any. An optional subform switched on or off counts, even with
    /// no field edited.
    public var isDirty: Bool {
        values.indices.contains { isShownChange(at: $0) }
            || collectionDrafts.switches.keys.contains { switchedPresence(at: $0) != nil }
    }

    /// The fields whose values differ from the ones the form started with, in field order:
    /// what ``commit(overwritingConflicts:)`` writes. A field hidden now is left out: its
    /// edit stays in the draft, not written, and is a change again once the field is shown.
    /// An optional subform switched on or off is a change of its own: from `.null` to an
    /// object of its fields' values, or back. A collection's change says what changed in
    /// it item by item (``FieldChange/items``): `Saved Servers › Home › Port: 443 -> 8443`,
    /// `Saved Servers › Office: added`. Observing it observes every field.
    public var changes: [FieldChange] {
        values.indices.compactMap { index in
            observeRead(index)
            if let wasThere = switchedPresence(at: index) {
                return FieldChange(
                    key: schema.flat[index].key, oldValue: wasThere ? subformObject(index, initialValues) : .null,
                    newValue: wasThere ? .null : subformObject(index, values))
            }
            guard values[index] != initialValues[index], !isHidden(index) else { return nil }
            // A collection's items as a commit writes them: hidden fields' held edits left out.
            let shown = shownDraft(at: index)
            guard shown != initialValues[index] else { return nil }
            let field = schema.flat[index]
            var change = FieldChange(
                key: field.key, oldValue: field.removingSecrets(from: initialValues[index]),
                newValue: field.removingSecrets(from: shown), isSecret: field.isSecret)
            if field.kind == .collection {
                // A list of secrets is only "changed": its items are never named by their values.
                if !field.isSecret { change.items = itemChanges(of: field, from: initialValues[index], to: shown) }
            } else if !field.isSecret {
                (change.oldText, change.newText) = (shownText(change.oldValue, of: field), shownText(shown, of: field))
            }
            return change
        }
    }

    /// For an optional subform switched on or off: whether the model has it. `nil` when it
    /// was not switched, or is switched to what the model has.
    private func switchedPresence(at index: Int) -> Bool? {
        guard collectionDrafts.switches[index] != nil else { return nil }
        let wasThere = schema.accessor(at: index).read(model) != nil
        return wasThere == !isAbsentSubform(index) ? nil : wasThere
    }

    /// The subform at `index` as an object of its own fields' values, read from `source`
    /// (secret fields left out: a change never echoes a secret).
    func subformObject(_ index: Int, _ source: [FormValue]) -> FormValue {
        let children = ((index + 1)..<records[index].descendantEnd).filter {
            records[$0].parent == index && !schema.flat[$0].isSecret
        }
        return .object(children.map { FormValueMember(String(schema.flat[$0].name), source[$0]) })
    }

    /// Puts every value back as the form started with and forgets errors and rejected text.
    public func reset() {
        let old = values
        values = initialValues
        states = FieldState.untouched(count: schema.flat.count)
        collectionDrafts.forget()
        for index in values.indices where old[index] != values[index] { valueDidChange(at: index, from: old[index]) }
        allFieldsDidChange()
    }
}

/// What a renderer shows, read from the form: the sections and fields to show now, and
/// each option with whether it is chosen. Everything else a renderer needs is public on
/// the form by key: ``ModelForm/value(for:)``, ``ModelForm/text(for:)``,
/// ``ModelForm/errors(for:)``, ``ModelForm/isEditable(_:)``,
/// ``ModelForm/isDisabled(_:)``, and the ``Field`` itself.
extension ModelForm {
    /// The top-level sections a person sees now, in order: a section whose condition hides
    /// it is left out, and so are hidden fields; a section left with no field is left out.
    /// A subform's fields are its ``Field/children``; ask ``visibleFields(in:)`` for them.
    public var visibleSections: [FormSection] {
        sections.compactMap { section in
            guard let first = section.keys.first, !isSectionHidden(startingAt: first) else { return nil }
            var visible = section
            visible.keys = section.keys.filter { !isHidden($0) }
            return visible.keys.isEmpty ? nil : visible
        }
    }

    /// The fields of the subform at `key` that are shown now, in order; empty when there is
    /// no such subform.
    public func visibleFields(in key: String) -> [Field] {
        guard schema.indexByKey[key] != nil else { return itemVisibleFields(in: key) }
        return (field(key)?.children ?? []).filter { !isHidden($0.key) }
    }

    /// The options of the field at `key`, each with whether it is chosen now; empty for a
    /// field without options.
    public func choices(for key: String) -> [FieldChoice] {
        guard let position = observedIndex(of: key) else { return itemRead(key) { $0.choices(for: $1) } ?? [] }
        let options = schema.flat[position].options
        let selected = selectedOptions(at: position)
        return options.indices.map { FieldChoice(option: options[$0], isSelected: selected[$0]) }
    }
}
