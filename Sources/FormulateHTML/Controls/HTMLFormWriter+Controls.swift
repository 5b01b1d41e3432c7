import Formulate

extension HTMLFormWriter {
    /// A single-line `<input>` with its label, text traits, constraints and messages.
    mutating func writeInput(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let isSecret = HTMLFieldValues.isSecret(field)
        let text = isSecret ? "" : HTMLFieldValues.inputText(of: field, in: form)
        let type = HTMLInputMapping.type(for: field, value: text)
        let dates = ISO8601Text(timeZone: form.timeZone)
        openWrapper(presentation, kind: nil)
        writeLabelLine(presentation)
        output.startTagLine("input")
        output.add("type", type)
        output.add("name", presentation.name)
        output.add("id", presentation.id)
        if !isSecret { output.add("value", text) }
        Self.addTextAttributes(field, type: type, value: text, isItem: false, dates: dates, to: &output)
        presentation.addState(to: &output, canBeReadOnly: true)
        output.endTagLine()
        if BrowserText.hasLineBreak(text) {
            // A single-line input cannot show or send a line break: say so rather than
            // rewrite the value; an unchanged submission keeps it.
            output.line(
                HTMLMarkup.element(
                    "p", HTMLMarkup.classed("note"),
                    text: renderer.words.lineBreakNote))
        }
        if isSecret { writeRetypeSecretNote(field) }
        writeMessages(presentation)
        output.close("div")
    }

    /// Under a secret the person typed on a page now shown again unsaved: the secret is
    /// empty there, and a save keeps the stored one, so they are told to type it again.
    mutating func writeRetypeSecretNote(_ field: Field) {
        guard form.hasUnsavedEdit(field) else { return }
        output.line(HTMLMarkup.element("p", HTMLMarkup.classed("note"), text: renderer.words.retypeSecretNote))
    }

    /// A `<textarea>` for long text. The content starts with a line break, which the HTML
    /// parser drops, so a value that itself starts with one keeps it.
    mutating func writeTextArea(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let text = HTMLFieldValues.isSecret(field) ? "" : HTMLFieldValues.inputText(of: field, in: form)
        let dates = ISO8601Text(timeZone: form.timeZone)
        openWrapper(presentation, kind: "textarea")
        writeLabelLine(presentation)
        output.startTagLine("textarea")
        output.add("name", presentation.name)
        output.add("id", presentation.id)
        output.add("rows", "4")
        Self.addTextAttributes(field, type: "textarea", value: text, isItem: false, dates: dates, to: &output)
        presentation.addState(to: &output, canBeReadOnly: true)
        output.endTag()
        output.endLine()
        output.text(text)
        output.endElement("textarea")
        output.endLine()
        if HTMLFieldValues.isSecret(field) { writeRetypeSecretNote(field) }
        writeMessages(presentation)
        output.close("div")
    }

    /// A checkbox with `value="true"`, checked when the Boolean is on. A browser submits
    /// nothing for an unchecked box; the decoder reads that as off.
    mutating func writeCheckbox(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let isChecked = form.value(for: field) == .bool(true)
        openWrapper(presentation, kind: "checkbox")
        output.startTagLine("input")
        output.add("type", "checkbox")
        output.add("name", presentation.name)
        output.add("id", presentation.id)
        output.add("value", "true")
        output.flag("checked", isChecked)
        presentation.addState(to: &output, canBeReadOnly: false)
        output.endTag()
        output.markup(" ")
        writeLabelElement(presentation)
        output.endLine()
        writeMessages(presentation)
        output.close("div")
    }

    /// `<label for="…">Title</label>` on its own line.
    mutating func writeLabelLine(_ presentation: HTMLFieldPresentation) {
        output.startLine()
        writeLabelElement(presentation)
        output.endLine()
    }

    /// `<label for="…">Title</label>`, within a line.
    mutating func writeLabelElement(_ presentation: HTMLFieldPresentation) {
        output.startTag("label")
        output.add("for", presentation.id)
        output.endTag()
        output.text(presentation.title)
        output.endElement("label")
    }

    /// Placeholder, keyboard, autofill, capitalization, spelling and constraints of a
    /// text-like control.
    /// Date bounds are written by `dates` (in the form's time zone).
    static func addTextAttributes<Attributes: HTMLAttributeSink>(
        _ field: Field, type: String, value: String, isItem: Bool, dates: ISO8601Text, to attributes: inout Attributes
    ) {
        let takesPlaceholder = HTMLInputMapping.isTyped(type) || type == "number"
        if takesPlaceholder, let placeholder = field.placeholder, !placeholder.isEmpty {
            attributes.add("placeholder", placeholder)
        }
        attributes.add("inputmode", HTMLInputMapping.inputMode(for: field, type: type))
        attributes.add("autocomplete", HTMLInputMapping.autocomplete(for: field, type: type))
        attributes.add("autocapitalize", HTMLInputMapping.autocapitalize(for: field, type: type))
        attributes.add("spellcheck", HTMLInputMapping.spellcheck(for: field, type: type))
        HTMLConstraints(field: field, type: type, value: value, isItem: isItem, dates: dates).add(to: &attributes)
    }
}
