import Formulate

/// How the values submitted for one editable field become edits.
enum SubmittedField {
    /// The texts that mean "on" for a checkbox.
    static let onValues: Set<String> = ["true", "on", "1", "yes"]

    /// Applies `values` (every value submitted for the field's key, in order; `nil` when
    /// the key is absent) to `field` of `form` as its control (`HTMLControlKind(field)`)
    /// calls for.
    static func apply<Model>(
        _ values: [String]?, to field: Field, control: HTMLControlKind, in form: ModelForm<Model>
    ) throws(FormError) {
        let key = field.key
        // Re-applying an unchanged value is skipped, unless the field shows errors (a
        // rejected text or a stale input error must be replaced).
        let isClean = !form.shouldShowErrors(for: field)
        switch control {
        case .checkbox:
            let isOn = (values ?? []).contains { Self.onValues.contains($0.lowercased()) }
            if isClean && form.value(for: field) == .bool(isOn) { return }
            try form.setText(isOn ? "true" : "false", for: field)

        case .optionalBoolean:
            guard let text = values?.last else { return }
            let current: String
            switch form.value(for: field) {
            case .bool(true)?: current = "true"
            case .bool(false)?: current = "false"
            default: current = ""
            }
            if isClean && text == current { return }
            try form.setText(text, for: field)

        case .singleChoice:
            guard let text = values?.last else { return }
            if text.isEmpty {
                if isClean && form.selectedOptionIndex(for: key) == nil && form.value(for: field)?.isNull != false {
                    return
                }
                if field.isOptional {
                    try form.selectOption(at: nil, for: key)
                } else {
                    try form.setText(text, for: field)
                }
            } else if let index = HTMLFieldValues.optionIndex(
                of: field, value: text, byIndex: HTMLFieldValues.valuesAreIndexes(field), in: form)
            {
                if isClean && form.isOptionSelected(at: index, for: key) { return }
                try form.selectOption(at: index, for: key)
            } else {
                // Not a rendered value: the core matches titles, or rejects and keeps the text.
                try form.setText(text, for: field)
            }

        case .multipleChoice:
            let texts = values ?? []
            let byIndex = HTMLFieldValues.valuesAreIndexes(field)
            let indices = texts.map { HTMLFieldValues.optionIndex(of: field, value: $0, byIndex: byIndex, in: form) }
            let chosen = Set(indices.compactMap { $0 })
            let selected = Set(form.choices(for: key).enumerated().filter(\.element.isSelected).map(\.offset))
            if isClean && !indices.contains(nil) && chosen == selected { return }
            // Pass option values as the core matches them (an index stands for its option).
            let optionTexts = zip(texts, indices).map { text, index in
                index.map { HTMLValueText.optionText(field.options[$0].value) } ?? text
            }
            try form.selectOptions(optionTexts, for: key)

        case .collection:
            guard let texts = values else { return }
            let items = texts.filter { !$0.isEmpty }
            if isClean && items == HTMLFieldValues.itemTexts(of: field, in: form) { return }
            try form.setItems(texts: texts, for: key)

        case .textArea, .input:
            guard let last = values?.last else { return }
            if HTMLFieldValues.isSecret(field) {
                // The page never shows a secret, so an empty one means "unchanged".
                if last.isEmpty { return }
                return try form.setText(last, for: field)
            }
            let current = HTMLFieldValues.inputText(of: field, in: form)
            if isUnchanged(last, shown: current, by: control) {
                // What the browser sends for a control the person left alone: the value
                // stays as it is, even where the browser rewrote it (a textarea's CRLF, a
                // line break a single-line input cannot hold).
                if isClean { return }
                return try form.setText(current, for: field)
            }
            try form.setText(field.kind == .longText ? BrowserText.unixLineBreaks(last) : last, for: field)

        case .items, .dictionary, .label, .button, .subform, .unsupported:
            return
        }
    }

    /// Whether `submitted` is what a browser sends for a control showing `shown` that the
    /// person did not change.
    static func isUnchanged(_ submitted: String, shown: String, by control: HTMLControlKind) -> Bool {
        if submitted == shown { return true }
        if control == .textArea {
            return BrowserText.unixLineBreaks(submitted) == BrowserText.unixLineBreaks(shown)
        }
        return submitted == BrowserText.submittedByInput(shown)
    }
}
