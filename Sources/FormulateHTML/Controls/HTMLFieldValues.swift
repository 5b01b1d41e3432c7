import Formulate

/// The texts a field's controls hold: what the renderer writes into `value` attributes and
/// what the submission decoder compares submitted text with.
enum HTMLFieldValues {
    /// Whether the field's options are written as their indexes (`"0"`, `"1"`...): for a
    /// field that stores option indexes, and for one where any option's value text holds a
    /// CR, LF or NUL, which a browser rewrites in a `value` (so it would never come back as
    /// written). Ask once per field: it reads every option.
    static func valuesAreIndexes(_ field: Field) -> Bool {
        field.storesOptionIndex || field.options.contains { option in rewrittenByBrowser(option.value) }
    }

    /// ``valuesAreIndexes(_:)`` of the field at `position` in `fields`, read in place: a
    /// `Field` passed on would be copied first.
    static func valuesAreIndexes(_ fields: [Field], at position: Int) -> Bool {
        fields[position].storesOptionIndex || fields[position].options.contains { rewrittenByBrowser($0.value) }
    }

    /// Whether an option value's text holds a CR, LF or NUL. Its UTF-8 bytes are searched:
    /// those characters are single bytes there, and no other character has their bytes.
    private static func rewrittenByBrowser(_ value: FormValue) -> Bool {
        if case .string(let text) = value { return hasControlBreak(text) }
        return hasControlBreak(HTMLValueText.optionText(value))
    }

    /// Whether `text` holds a CR, LF or NUL.
    private static func hasControlBreak(_ text: String) -> Bool {
        BrowserText.containsByte(in: text) { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") || $0 == 0 }
    }

    /// The `value` of the option at `index`: its stored value as text, or the index when
    /// ``valuesAreIndexes(_:)`` (given as `byIndex`).
    static func optionValue(of field: Field, at index: Int, byIndex: Bool) -> String {
        byIndex ? String(index) : HTMLValueText.optionText(field.options[index].value)
    }

    /// The index of the option whose ``optionValue(of:at:byIndex:)`` is `text`, if any: a
    /// look-up in the form's index of the options, not a comparison with each of them.
    static func optionIndex<Model>(of field: Field, value text: String, byIndex: Bool, in form: ModelForm<Model>)
        -> Int?
    {
        guard byIndex else { return form.optionIndex(forValueText: text, of: field) }
        guard text.utf8.count <= 18, let index = Int(text), field.options.indices.contains(index), String(index) == text
        else { return nil }
        return index
    }

    /// ``optionIndex(of:value:byIndex:in:)`` of the field at `position` in `fields` (the
    /// form's `allFields`), read in place and asked about by position.
    static func optionIndex<Model>(of fields: [Field], at position: Int, value text: String, in form: ModelForm<Model>)
        -> Int?
    {
        guard valuesAreIndexes(fields, at: position) else {
            return form.optionIndex(forValueText: text, forFieldAt: position)
        }
        guard text.utf8.count <= 18, let index = Int(text), fields[position].options.indices.contains(index),
            String(index) == text
        else { return nil }
        return index
    }

    /// Whether the field's text is a secret that is never written into the page.
    static func isSecret(_ field: Field) -> Bool {
        field.isSecret
    }

    /// The text of a single-line input or textarea: the person's rejected text if there is
    /// one, otherwise the value as the control expects it (dates as `2024-05-17T09:30`,
    /// in the form's time zone).
    static func inputText<Model>(of field: Field, in form: ModelForm<Model>) -> String {
        let shown = form.text(for: field)
        guard field.valueTransformer == nil else { return shown }
        return controlText(
            shown: shown, value: form.value(for: field) ?? .null, kind: field.kind, key: field.key, in: form)
    }

    /// ``inputText(of:in:)`` of the field at `position` in `fields` (the form's `allFields`),
    /// read in place and asked about by position: a `Field` passed on would be copied.
    static func inputText<Model>(of fields: [Field], at position: Int, in form: ModelForm<Model>) -> String {
        let shown = form.text(at: position)
        guard fields[position].valueTransformer == nil else { return shown }
        return controlText(
            shown: shown, value: form.value(at: position) ?? .null, kind: fields[position].kind,
            key: fields[position].key, in: form)
    }

    /// The text a control holds for `value` of a field of `kind` at `key`, which the form
    /// shows as `shown` (the field has no value transformer): a date as the control expects it.
    private static func controlText<Model>(
        shown: String, value: FormValue, kind: FieldKind, key: String, in form: ModelForm<Model>
    ) -> String {
        if case .date = value, shown == form.text(of: value, for: key) {
            return HTMLValueText.text(value, kind: kind, dates: ISO8601Text(timeZone: form.timeZone))
        }
        return shown
    }

    /// The texts of a collection's items: after a refused submission, the item texts exactly
    /// as they were submitted (one control each, never split or joined again); otherwise the
    /// items' values.
    static func itemTexts<Model>(of field: Field, in form: ModelForm<Model>) -> [String] {
        if let submitted = form.rejectedItemTexts(for: field.key) {
            return submitted.filter { !$0.isEmpty }
        }
        let items = form.value(for: field)?.arrayValue ?? []
        let shown = form.text(for: field)
        if shown.isEmpty || shown == form.text(of: .array(items), for: field.key) {
            let itemKind = field.itemTemplate?.kind ?? .text
            let dates = ISO8601Text(timeZone: form.timeZone)
            return items.map { HTMLValueText.text($0, kind: itemKind, dates: dates) }
        }
        // A text typed for the whole list (``ModelForm/setText(_:for:)``) and refused is
        // shown as it was typed, in one control.
        return [shown]
    }
}
