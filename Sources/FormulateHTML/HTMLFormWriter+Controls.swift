import Formulate

extension HTMLFormWriter {
    /// A single-line `<input>` with its label, text traits, constraints and messages.
    mutating func writeInput(_ presentation: HTMLFieldPresentation) {
        // `presentation.field` is passed along rather than bound to a local, which would
        // copy the Field (some twenty references) for every input.
        let isSecret = HTMLFieldValues.isSecret(presentation.field)
        let text = isSecret ? "" : HTMLFieldValues.inputText(of: presentation.field, in: form)
        let type = HTMLInputMapping.type(for: presentation.field, value: text)
        openWrapper(presentation, kind: nil)
        writeLabelLine(presentation)
        var attributes = HTMLAttributes()
        attributes.add("type", type)
        attributes.add("name", presentation.name)
        attributes.add("id", presentation.id)
        if !isSecret { attributes.add("value", text) }
        addTextAttributes(presentation.field, type: type, value: text, isItem: false, to: &attributes)
        presentation.addState(to: &attributes, canBeReadOnly: true)
        output.tag("input", attributes)
        if BrowserText.hasLineBreak(text) {
            // A single-line input cannot show or send a line break: say so rather than
            // rewrite the value; an unchanged submission keeps it.
            output.line(
                HTMLMarkup.element(
                    "p", HTMLMarkup.classed("note"),
                    text:
                        "The saved value has a line break, which this field cannot show; it is kept unless you change the field."
                ))
        }
        writeMessages(presentation)
        output.close("div")
    }

    /// A `<textarea>` for long text. The content starts with a line break, which the HTML
    /// parser drops, so a value that itself starts with one keeps it.
    mutating func writeTextArea(_ presentation: HTMLFieldPresentation) {
        let field = presentation.field
        let text = HTMLFieldValues.isSecret(field) ? "" : HTMLFieldValues.inputText(of: field, in: form)
        openWrapper(presentation, kind: "textarea")
        writeLabelLine(presentation)
        var attributes = HTMLAttributes()
        attributes.add("name", presentation.name)
        attributes.add("id", presentation.id)
        attributes.add("rows", "4")
        addTextAttributes(field, type: "textarea", value: text, isItem: false, to: &attributes)
        presentation.addState(to: &attributes, canBeReadOnly: true)
        output.line(HTMLMarkup.tag("textarea", attributes) + "\n" + HTMLEscaping.text(text) + "</textarea>")
        writeMessages(presentation)
        output.close("div")
    }

    /// A checkbox with `value="true"`, checked when the Boolean is on. A browser submits
    /// nothing for an unchecked box; the decoder reads that as off.
    mutating func writeCheckbox(_ presentation: HTMLFieldPresentation) {
        openWrapper(presentation, kind: "checkbox")
        var attributes = HTMLAttributes()
        attributes.add("type", "checkbox")
        attributes.add("name", presentation.name)
        attributes.add("id", presentation.id)
        attributes.add("value", "true")
        attributes.flag("checked", form.value(for: presentation.field) == .bool(true))
        presentation.addState(to: &attributes, canBeReadOnly: false)
        output.line(HTMLMarkup.tag("input", attributes) + " " + label(presentation))
        writeMessages(presentation)
        output.close("div")
    }

    /// `<label for="…">Title</label>` on its own line.
    mutating func writeLabelLine(_ presentation: HTMLFieldPresentation) {
        var attributes = HTMLAttributes()
        attributes.add("for", presentation.id)
        output.element("label", attributes, text: presentation.field.title)
    }

    /// `<label for="…">Title</label>`.
    func label(_ presentation: HTMLFieldPresentation) -> String {
        var attributes = HTMLAttributes()
        attributes.add("for", presentation.id)
        return HTMLMarkup.element("label", attributes, text: presentation.field.title)
    }

    /// Placeholder, keyboard, autofill, capitalization, spelling and constraints of a
    /// text-like control.
    func addTextAttributes(
        _ field: Field, type: String, value: String, isItem: Bool, to attributes: inout HTMLAttributes
    ) {
        let takesPlaceholder = HTMLInputMapping.isTyped(type) || type == "number"
        if takesPlaceholder, let placeholder = field.placeholder, !placeholder.isEmpty {
            attributes.add("placeholder", placeholder)
        }
        attributes.add("inputmode", HTMLInputMapping.inputMode(for: field, type: type))
        attributes.add("autocomplete", HTMLInputMapping.autocomplete(for: field, type: type))
        attributes.add("autocapitalize", HTMLInputMapping.autocapitalize(for: field, type: type))
        attributes.add("spellcheck", HTMLInputMapping.spellcheck(for: field, type: type))
        HTMLConstraints(
            field: field, type: type, value: value, isItem: isItem, dates: ISO8601Text(timeZone: form.timeZone)
        )
        .add(to: &attributes)
    }
}
