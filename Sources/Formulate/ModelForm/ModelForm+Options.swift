extension ModelForm {
    /// Chooses the option at `index` of an option field, or no option (`nil`, only for
    /// optional fields). A numeric property whose options are not numbers stores the
    /// index; any other stores the option's value.
    public func selectOption(at index: Int?, for key: String) throws(FieldError) {
        let position = try self.index(of: key)
        _ = try editableCodec(at: position)
        let record = schema.records[position]
        guard record.kind == .option else {
            let field = schema.flat[position]
            throw FieldError(key: key, code: FieldError.Code.typeMismatch,
                             message: "\(field.title) is \(field.kind.nameWithArticle) field, not a single choice; use setOption(at:selected:for:)")
        }
        guard let index else { return try store(.null, at: position, text: nil) }
        let options = schema.flat[position].options
        guard options.indices.contains(index) else { throw optionIndexError(schema.flat[position], index) }
        try store(record.storesOptionIndex ? .int(index) : options[index].value, at: position, text: nil)
    }

    /// The index of the chosen option of an option field, or `nil` when none is chosen
    /// (including a model value that is not among the options).
    public func selectedOptionIndex(for key: String) -> Int? {
        guard let position = observedIndex(of: key) else { return nil }
        return selectedOptionIndex(at: position)
    }

    /// The index of the chosen option of the option field at `position`, if any.
    func selectedOptionIndex(at position: Int) -> Int? {
        let options = schema.flat[position].options
        let value = values[position]
        if schema.records[position].storesOptionIndex {
            guard case .int(let i) = value, options.indices.contains(i) else { return nil }
            return i
        }
        return options.firstIndex { $0.value.isEquivalent(to: value) }
    }

    /// Selects or deselects the option at `index` of a multiple-choice or bitfield field.
    ///
    /// Multiple choices stay in the options' order. A bitfield sets or clears the
    /// option's bit (never toggles it), so deselecting an unselected option changes nothing.
    public func setOption(at index: Int, selected: Bool, for key: String) throws(FieldError) {
        let position = try self.index(of: key)
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
            let current = values[position].arrayValue ?? []
            let chosen = field.options.filter { candidate in
                candidate.value.isEquivalent(to: option.value)
                    ? selected : current.contains { $0.isEquivalent(to: candidate.value) }
            }
            try store(.array(chosen.map(\.value)), at: position, text: nil)
        default:
            throw FieldError(key: key, code: FieldError.Code.typeMismatch,
                             message: "\(field.title) is \(field.kind.nameWithArticle) field, not a multiple choice; use selectOption(at:for:)")
        }
    }

    /// Chooses exactly the options of a multiple-choice or bitfield field whose values (or
    /// titles) are `texts`, as a web form submits them; an empty list chooses none, and so
    /// does the field's placeholder (FXForms' "none" entry), whatever else is listed.
    ///
    /// - Throws: ``FieldError`` naming a text that is not an option; nothing changes then.
    public func selectOptions(_ texts: [String], for key: String) throws(FieldError) {
        let position = try self.index(of: key)
        let field = schema.flat[position]
        _ = try editableCodec(field)
        var chosen: [FieldOption] = []
        var clears = false
        for text in texts {
            if let placeholder = field.placeholder, !placeholder.isEmpty, text == placeholder {
                clears = true
                continue
            }
            guard let option = field.options.first(where: { OptionText.display($0.value) == text })
                    ?? OptionText.match(text, in: field.options) else {
                let failure = FieldError(key: key, code: FieldError.Code.notAnOption,
                                         message: "\(field.title): \(quoted(text)) is not an option; expected any of "
                                            + field.options.map { "\"\($0.title)\"" }.joined(separator: ", "))
                states[position].inputError = failure
                throw failure
            }
            chosen.append(option)
        }
        if clears { chosen = [] }
        switch field.kind {
        case .bitfield:
            let bits = chosen.reduce(0) { if case .int(let bit) = $1.value { return $0 | bit } else { return $0 } }
            try store(.int(bits), at: position, text: nil)
        case .multipleChoice:
            let ordered = field.options.filter { option in chosen.contains(option) }
            try store(.array(ordered.map(\.value)), at: position, text: nil)
        default:
            throw FieldError(key: key, code: FieldError.Code.typeMismatch,
                             message: "\(field.title) is \(field.kind.nameWithArticle) field, not a multiple choice")
        }
    }

    /// Whether the option at `index` is chosen, for option, multiple-choice and bitfield
    /// fields.
    public func isOptionSelected(at index: Int, for key: String) -> Bool {
        guard let position = observedIndex(of: key) else { return false }
        let options = schema.flat[position].options
        guard options.indices.contains(index) else { return false }
        let option = options[index]
        switch schema.records[position].kind {
        case .bitfield:
            guard case .int(let bit) = option.value, case .int(let bits) = values[position] else { return false }
            return bit != 0 && bits & bit == bit
        case .multipleChoice:
            return (values[position].arrayValue ?? []).contains { $0.isEquivalent(to: option.value) }
        default:
            return selectedOptionIndex(at: position) == index
        }
    }

    private func optionIndexError(_ field: Field, _ index: Int) -> FieldError {
        FieldError(key: field.key, code: FieldError.Code.notAnOption,
                   message: "\(field.title) has no option \(index); expected 0 to \(field.options.count - 1)")
    }
}
