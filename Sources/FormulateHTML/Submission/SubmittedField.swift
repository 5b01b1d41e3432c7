import Formulate

/// How the values submitted for one editable field become edits.
enum SubmittedField {
    /// The texts that mean "on" for a checkbox.
    static let onValues: Set<String> = ["true", "on", "1", "yes"]

    /// Applies `submitted` to the field at `position` in `fields` (the form's `allFields`), as
    /// ``apply(_:to:control:in:)`` does. Checkboxes, text and single choices, most of a
    /// submission, are read in place and asked about by position; a `Field` passed on would
    /// be copied first (some twenty retains), which is left to the other controls.
    static func apply<Model>(
        _ submitted: SubmittedValues, to fields: [Field], at position: Int, control: HTMLControlKind,
        in form: ModelForm<Model>
    ) throws(FormError) {
        func isClean() -> Bool { !form.shouldShowErrors(at: position) }
        switch control {
        case .checkbox:
            let isOn = isChecked(submitted)
            if form.value(at: position) == .bool(isOn) && isClean() { return }
            try form.setText(isOn ? "true" : "false", at: position)

        case .textArea, .input:
            guard let last = submitted.last else { return }
            // Text that reads as another value than the field holds is not the text the input
            // shows: it is set without formatting the field's value to compare.
            if control == .input, !form.isSecret(at: position), fields[position].kind != .longText,
                try form.setChangingText(last, at: position)
            {
                return
            }
            let text = inputEdit(
                last, isSecret: form.isSecret(at: position), kind: fields[position].kind, control: control,
                shown: { HTMLFieldValues.inputText(of: fields, at: position, in: form) }, isClean: isClean)
            if let text { try form.setText(text, at: position) }

        case .singleChoice:
            // A rendered option's value, the common case, is chosen by position; empty text
            // and text that is no option's value take the general path.
            guard let text = submitted.last, !text.isEmpty,
                let index = HTMLFieldValues.optionIndex(of: fields, at: position, value: text, in: form)
            else { return try apply(submitted, to: fields[position], control: control, in: form) }
            if form.selectedOptionIndex(forFieldAt: position) == index && isClean() { return }
            try form.selectOption(at: index, forFieldAt: position)

        default:
            try apply(submitted, to: fields[position], control: control, in: form)
        }
    }

    /// Whether a checkbox whose submitted values are `submitted` is on.
    private static func isChecked(_ submitted: SubmittedValues) -> Bool {
        // What a rendered checkbox sends, `true`, is compared first: no lower-casing, no hashing.
        submitted.contains { $0 == "true" || Self.onValues.contains($0.lowercased()) }
    }

    /// The text to set for a single-line input or textarea whose last submitted value is
    /// `last`, or `nil` to leave the field as it is. `shown` is the text the control held,
    /// `isClean` whether the field shows no errors; each is asked only when needed.
    private static func inputEdit(
        _ last: String, isSecret: Bool, kind: FieldKind, control: HTMLControlKind, shown: () -> String,
        isClean: () -> Bool
    ) -> String? {
        // The page never shows a secret, so an empty one means "unchanged".
        if isSecret { return last.isEmpty ? nil : last }
        let current = shown()
        if isUnchanged(last, shown: current, by: control) {
            // What the browser sends for a control the person left alone: the value stays
            // as it is, even where the browser rewrote it (a textarea's CRLF, a line break a
            // single-line input cannot hold).
            return isClean() ? nil : current
        }
        return kind == .longText ? BrowserText.unixLineBreaks(last) : last
    }

    /// Applies `submitted` (every value submitted for the field's key, in order) to `field`
    /// of `form` as its control (`HTMLControlKind(field)`) calls for.
    static func apply<Model>(
        _ submitted: SubmittedValues, to field: Field, control: HTMLControlKind, in form: ModelForm<Model>
    ) throws(FormError) {
        let key = field.key
        // Re-applying an unchanged value is skipped, unless the field shows errors (a
        // rejected text or a stale input error must be replaced). Asked only of a field
        // whose submitted value is unchanged: most fields of a submission are not.
        func isClean() -> Bool { !form.shouldShowErrors(for: field) }
        switch control {
        case .checkbox:
            let isOn = isChecked(submitted)
            if form.value(for: field) == .bool(isOn) && isClean() { return }
            try form.setText(isOn ? "true" : "false", for: field)

        case .optionalBoolean:
            guard let text = submitted.last else { return }
            let current: String
            switch form.value(for: field) {
            case .bool(true)?: current = "true"
            case .bool(false)?: current = "false"
            default: current = ""
            }
            if text == current && isClean() { return }
            try form.setText(text, for: field)

        case .singleChoice:
            guard let text = submitted.last else { return }
            if text.isEmpty {
                if form.selectedOptionIndex(for: key) == nil && form.value(for: field)?.isNull != false && isClean() {
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
                if form.isOptionSelected(at: index, for: key) && isClean() { return }
                try form.selectOption(at: index, for: key)
            } else {
                // Not a rendered value: the core matches titles, or rejects and keeps the text.
                try form.setText(text, for: field)
            }

        case .multipleChoice:
            let texts = submitted.all
            let byIndex = HTMLFieldValues.valuesAreIndexes(field)
            let indices = texts.map { HTMLFieldValues.optionIndex(of: field, value: $0, byIndex: byIndex, in: form) }
            let chosen = Set(indices.compactMap { $0 })
            let selected = Set(form.choices(for: key).enumerated().filter(\.element.isSelected).map(\.offset))
            if !indices.contains(nil) && chosen == selected && isClean() { return }
            // Pass option values as the core matches them (an index stands for its option).
            let optionTexts = zip(texts, indices).map { text, index in
                index.map { HTMLValueText.optionText(field.options[$0].value) } ?? text
            }
            try form.selectOptions(optionTexts, for: key)

        case .collection:
            guard var texts = submitted.allIfAny else { return }
            if HTMLFieldValues.isSecret(field) {
                texts = keepingSecretItems(texts, shown: HTMLFieldValues.itemTexts(of: field, in: form))
            }
            let items = texts.filter { !$0.isEmpty }
            if items == HTMLFieldValues.itemTexts(of: field, in: form) && isClean() { return }
            try form.setItems(texts: texts, for: key)

        case .textArea, .input:
            guard let last = submitted.last else { return }
            let text = inputEdit(
                last, isSecret: HTMLFieldValues.isSecret(field), kind: field.kind, control: control,
                shown: { HTMLFieldValues.inputText(of: field, in: form) }, isClean: isClean)
            if let text { try form.setText(text, for: field) }

        case .items, .dictionary, .label, .button, .subform, .unsupported:
            return
        }
    }

    /// The texts of a list of secrets as the person meant them: the page renders each
    /// item (`shown`, in order) as an empty password input, so an input left empty keeps
    /// the item at its place, and only a typed text replaces or adds one.
    static func keepingSecretItems(_ texts: [String], shown: [String]) -> [String] {
        texts.enumerated().map { index, text in
            text.isEmpty && index < shown.count ? shown[index] : text
        }
    }

    /// Whether `submitted` is what a browser sends for a control showing `shown` that the
    /// person did not change.
    static func isUnchanged(_ submitted: String, shown: String, by control: HTMLControlKind) -> Bool {
        if submitted == shown { return true }
        if control == .textArea {
            return BrowserText.unixLineBreaks(submitted) == BrowserText.unixLineBreaks(shown)
        }
        // An input drops the line breaks of its text: only a text with one comes back otherwise,
        // and shorter. The lengths, known without reading the texts, are compared first: most
        // changed texts are told from the shown one without searching it for line breaks.
        return submitted.utf8.count < shown.utf8.count && BrowserText.hasLineBreak(shown)
            && submitted == BrowserText.submittedByInput(shown)
    }
}

/// The values submitted for one key, in order, kept without an array for the common case
/// of one value (a submission of many fields would otherwise allocate an array for each).
struct SubmittedValues {
    /// The first value, `nil` when the key was not submitted.
    private var first: String?
    /// The values after the first.
    private var more: [String] = []

    /// No values: the key was not submitted.
    init() {}

    /// The values in `values`, or none when it is `nil`.
    init(_ values: [String]?) {
        for value in values ?? [] { append(value) }
    }

    /// Adds the next value submitted for the key.
    mutating func append(_ value: String) {
        if first == nil {
            first = value
        } else {
            more.append(value)
        }
    }

    /// The last value, or `nil` when the key was not submitted.
    var last: String? { more.last ?? first }

    /// Whether any value submitted satisfies `predicate`.
    func contains(where predicate: (String) -> Bool) -> Bool {
        guard let first else { return false }
        return predicate(first) || more.contains(where: predicate)
    }

    /// Every value, in order: none when the key was not submitted.
    var all: [String] { allIfAny ?? [] }

    /// Every value, in order, or `nil` when the key was not submitted (an absent key,
    /// unlike an empty value, leaves some controls alone).
    var allIfAny: [String]? {
        guard let first else { return nil }
        return [first] + more
    }
}

/// What a browser does to text on its way from the page back to the server (the HTML
/// standard's value sanitization and form-submission newline normalization), so that the
/// decoder can tell a value the person left alone from one they changed.
enum BrowserText {
    /// `CRLF` and lone `CR` as `LF`: browsers submit a textarea's line breaks as `CRLF`.
    static func unixLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Whether `text` holds a line break, which a single-line input cannot show or send.
    static func hasLineBreak(_ text: String) -> Bool {
        // The UTF-8 bytes are searched: CR and LF are single bytes there, which no other
        // character's bytes are.
        containsByte(in: text) { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Whether any UTF-8 byte of `text` satisfies `predicate`: searched in the text's
    /// contiguous storage where it has one (a native string always does), which costs a
    /// fraction of walking its `utf8` view byte by byte.
    static func containsByte(in text: String, where predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
            ?? text.utf8.contains(where: predicate)
    }

    /// The text a single-line input whose value attribute is `text` submits when the person
    /// leaves it alone: the text without its line breaks.
    static func submittedByInput(_ text: String) -> String {
        // Most texts hold no line break: they are returned as they are, without a copy.
        guard hasLineBreak(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }
}
