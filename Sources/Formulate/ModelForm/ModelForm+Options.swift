extension ModelForm {
    /// Chooses the option at `index` of an option field, or no option (`nil`, only for
    /// optional fields). A numeric property whose options are not numbers stores the
    /// index; any other stores the option's value.
    ///
    /// `key` may name a field inside an item (`zones.0.mode`), as for ``setText(_:for:)-(_,String)``.
    public func selectOption(at index: Int?, for key: String) throws(FormError) {
        guard let position = schema.indexByKey[key] else {
            return try editItem(key) { form, inner throws(FormError) in try form.selectOption(at: index, for: inner) }
        }
        try selectOption(at: index, position: position)
    }

    /// ``selectOption(at:for:)`` of the field at `position`.
    func selectOption(at index: Int?, position: Int) throws(FormError) {
        let record = records[position]
        try ensureEditable(at: position, record: record)
        guard record.kind == .option else {
            let field = schema.flat[position]
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage:
                    "\(field.title) is \(field.kind.nameWithArticle) field, not a single choice; use setOption(at:selected:for:)"
            )
        }
        guard let index else { return try store(.null, at: position, text: nil) }
        // The options are read in place, not copied out of the field.
        guard schema.flat[position].options.indices.contains(index) else {
            throw optionIndexError(schema.flat[position], index)
        }
        let value: FormValue = record.storesOptionIndex ? .int(index) : schema.flat[position].options[index].value
        // Checked with the record in hand: `store` would look it up again.
        if let problem = constraintError(value, at: position, record: record) { throw problem }
        try store(value, at: position, text: nil, checked: true)
    }

    /// The index of the chosen option of an option field, or `nil` when none is chosen
    /// (including a model value that is not among the options).
    package func selectedOptionIndex(for key: String) -> Int? {
        guard let position = observedIndex(of: key) else {
            return itemRead(key) { $0.selectedOptionIndex(for: $1) } ?? nil
        }
        return selectedOptionIndex(at: position)
    }

    /// The index of the chosen option of the option field at `position`, if any.
    func selectedOptionIndex(at position: Int) -> Int? {
        let options = schema.flat[position].options
        let value = values[position]
        if records[position].storesOptionIndex {
            guard case .int(let i) = value, options.indices.contains(i) else { return nil }
            return i
        }
        return records[position].optionIndex.position(of: value)
    }

    /// Selects or deselects the option at `index` of a multiple-choice or bitfield field.
    ///
    /// Multiple choices stay in the options' order. A bitfield sets or clears the
    /// option's bit (never toggles it), so deselecting an unselected option changes nothing.
    /// `key` may name a field inside an item (`zones.0.days`).
    public func setOption(at index: Int, selected: Bool, for key: String) throws(FormError) {
        guard let position = schema.indexByKey[key] else {
            return try editItem(key) { form, inner throws(FormError) in
                try form.setOption(at: index, selected: selected, for: inner)
            }
        }
        let field = schema.flat[position]
        _ = try editableCodec(field)
        guard field.options.indices.contains(index) else { throw optionIndexError(field, index) }
        let option = field.options[index]
        switch field.kind {
        case .bitfield:
            guard case .int(let bit) = option.value else { throw optionIndexError(field, index) }
            let current: Int
            if case .int(let bits) = values[position] { current = bits } else { current = 0 }
            try store(.int(selected ? current | bit : current & ~bit), at: position, text: nil)
        case .multipleChoice:
            let options = records[position].optionIndex
            var chosen = options.marks(values[position].arrayValue ?? [])
            for candidate in field.options.indices where field.options[candidate].value.isEquivalent(to: option.value) {
                chosen[candidate] = selected
            }
            try store(
                .array(field.options.indices.filter { chosen[$0] }.map { field.options[$0].value }), at: position,
                text: nil)
        default:
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage:
                    "\(field.title) is \(field.kind.nameWithArticle) field, not a multiple choice; use selectOption(at:for:)"
            )
        }
    }

    /// Chooses exactly the options of a multiple-choice or bitfield field whose values (or
    /// titles) are `texts`, as a web form submits them; an empty list chooses none, and so
    /// does the field's placeholder (FXForms' "none" entry), whatever else is listed.
    /// `key` may name a field inside an item (`zones.0.days`).
    ///
    /// - Throws: ``FormError`` naming a text that is not an option; nothing changes then.
    package func selectOptions(_ texts: [String], for key: String) throws(FormError) {
        guard let position = schema.indexByKey[key] else {
            return try editItem(key) { form, inner throws(FormError) in try form.selectOptions(texts, for: inner) }
        }
        let field = schema.flat[position]
        _ = try editableCodec(field)
        let options = records[position].optionIndex
        var chosen = Array(repeating: false, count: field.options.count)
        var clears = false
        var lookups = 0
        defer { WorkMeter.add(lookups, .optionLookup) }
        for text in texts {
            if let placeholder = field.placeholder, !placeholder.isEmpty, text == placeholder {
                clears = true
                continue
            }
            lookups += 2
            guard let option = options.position(ofValueText: text) ?? options.position(matching: text) else {
                let failure = FormError(
                    key: key, reason: .notAnOption,
                    defaultMessage: "\(field.title): \(quoted(text)) is not an option; expected any of "
                        + field.options.map { "\"\($0.title)\"" }.joined(separator: ", "))
                states[position].inputError = failure
                throw failure
            }
            chosen[option] = true
        }
        // In the options' order, each once.
        let values = clears ? [] : field.options.indices.filter { chosen[$0] }.map { field.options[$0].value }
        switch field.kind {
        case .bitfield:
            let bits = values.reduce(0) { if case .int(let bit) = $1 { return $0 | bit } else { return $0 } }
            try store(.int(bits), at: position, text: nil)
        case .multipleChoice:
            try store(.array(values), at: position, text: nil)
        default:
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is \(field.kind.nameWithArticle) field, not a multiple choice")
        }
    }

    /// Whether the option at `index` is chosen, for option, multiple-choice and bitfield
    /// fields.
    package func isOptionSelected(at index: Int, for key: String) -> Bool {
        guard let position = observedIndex(of: key) else {
            return itemRead(key) { $0.isOptionSelected(at: index, for: $1) } ?? false
        }
        return isOptionSelected(at: index, position: position)
    }

    /// Whether the option at `index` of the field at `position` is chosen.
    private func isOptionSelected(at index: Int, position: Int) -> Bool {
        let options = schema.flat[position].options
        guard options.indices.contains(index) else { return false }
        let option = options[index]
        switch records[position].kind {
        case .bitfield:
            guard case .int(let bit) = option.value, case .int(let bits) = values[position] else { return false }
            return bit != 0 && bits & bit == bit
        case .multipleChoice:
            return (values[position].arrayValue ?? []).contains { $0.isEquivalent(to: option.value) }
        default:
            return selectedOptionIndex(at: position) == index
        }
    }

    /// For each option of the field at `position`, whether it is chosen now: one pass over
    /// the chosen values, where asking ``isOptionSelected(at:for:)`` of every option would
    /// compare each option with every chosen value.
    func selectedOptions(at position: Int) -> [Bool] {
        let options = schema.flat[position].options
        let record = records[position]
        switch record.kind {
        case .multipleChoice:
            return record.optionIndex.marks(values[position].arrayValue ?? [])
        case .bitfield:
            return options.indices.map { isOptionSelected(at: $0, position: position) }
        default:
            let selected = selectedOptionIndex(at: position)
            return options.indices.map { $0 == selected }
        }
    }

    /// The index of the option of `field` whose value, written as text, is `text`
    /// (`"2"` for the option `2`, `"dark"` for `"dark"`), as a web page submits it; `nil`
    /// when no option's value is written so.
    package func optionIndex(forValueText text: String, of field: Field) -> Int? {
        guard let position = position(of: field) else { return nil }
        return records[position].optionIndex.position(ofValueText: text)
    }

    /// The options of `field`, indexed: this form's index when `field` is one of its
    /// fields, else one built now.
    func optionIndex(of field: Field) -> OptionIndex {
        position(of: field).map { records[$0].optionIndex } ?? OptionIndex(field.options)
    }

    private func optionIndexError(_ field: Field, _ index: Int) -> FormError {
        FormError(
            key: field.key, reason: .notAnOption,
            defaultMessage: "\(field.title) has no option \(index); expected 0 to \(field.options.count - 1)")
    }
}
