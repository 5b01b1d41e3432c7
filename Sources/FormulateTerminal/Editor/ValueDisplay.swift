import Formulate

extension EditorSession {
    /// How a value of `field` is shown: as the form shows it, with secrets masked and a
    /// bitfield's bits as option titles. "" when empty.
    func displayText(_ value: FormValue, field: Field) -> String {
        ValueText.display(value, of: field, in: form, mask: "********")
    }

    /// The draft value of `field` as shown.
    func currentText(_ field: Field) -> String {
        displayText(form.value(for: field.key) ?? .null, field: field)
    }

    /// A value as a line shows it: shortened, made visible, `(empty)` when empty.
    func shown(_ text: String) -> TerminalText {
        text.isEmpty ? "(empty)" : "\(shortened(text))"
    }

    /// A value shortened to one line of at most `limit` characters.
    func shortened(_ text: String, limit: Int = 48) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let more = line.count < text.count
        if line.count > limit { return String(line.prefix(limit - 1)) + "…" }
        return more ? line + " …" : line
    }
}
