import Formulate

/// One entry of a choice: the submitted value, what a person sees, and whether it is chosen.
struct HTMLChoice {
    var value: String
    var title: String
    var isSelected: Bool
}

extension HTMLFormWriter {
    /// An option field: a select or radios, per the renderer's ``HTMLRenderer/OptionStyle``.
    ///
    /// An optional field that is not `required` starts with an empty entry (the placeholder,
    /// or ``HTMLRenderer/Words/none``); a select whose value is none of the options starts with one too, so that
    /// the browser does not silently submit the first option.
    mutating func writeSingleChoice(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let byIndex = HTMLFieldValues.valuesAreIndexes(field)
        let choices = form.choices(for: field.key).enumerated().map { index, choice in
            HTMLChoice(
                value: HTMLFieldValues.optionValue(of: field, at: index, byIndex: byIndex), title: choice.option.title,
                isSelected: choice.isSelected)
        }
        writeChoice(field, presentation, choices: choices)
    }

    /// An optional Boolean: none, yes or no (a checkbox cannot say "none").
    mutating func writeOptionalBoolean(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let value = form.value(for: field)
        writeChoice(
            field, presentation,
            choices: [
                HTMLChoice(value: "true", title: renderer.words.yes, isSelected: value == .bool(true)),
                HTMLChoice(value: "false", title: renderer.words.no, isSelected: value == .bool(false)),
            ])
    }

    private mutating func writeChoice(_ field: Field, _ presentation: HTMLFieldPresentation, choices: [HTMLChoice]) {
        let requiredRule = field.constraints.isRequired
        let mustChoose = requiredRule || !field.isOptional
        let noneSelected = !choices.contains(where: \.isSelected)
        let emptyTitle =
            field.placeholder.flatMap { $0.isEmpty ? nil : $0 }
            ?? (field.isOptional ? renderer.words.none : renderer.words.choose)
        switch renderer.optionStyle {
        case .select:
            let hasEmpty = (field.isOptional && !requiredRule) || noneSelected
            let all = (hasEmpty ? [HTMLChoice(value: "", title: emptyTitle, isSelected: noneSelected)] : []) + choices
            openWrapper(presentation, kind: "select")
            writeLabelLine(presentation)
            output.startTagLine("select")
            output.add("name", presentation.name)
            output.add("id", presentation.id)
            output.flag("required", hasEmpty && mustChoose)
            presentation.addState(to: &output, canBeReadOnly: false)
            output.endOpeningTagLine()
            writeOptions(all)
            writeMessages(presentation)
            output.close("div")
        case .radios:
            let hasEmpty = field.isOptional && !requiredRule
            let all = (hasEmpty ? [HTMLChoice(value: "", title: emptyTitle, isSelected: noneSelected)] : []) + choices
            writeGroup(field, presentation, type: "radio", choices: all, required: mustChoose)
        }
    }

    /// A multiple-choice or bitfield field: checkboxes (one per option, all with the
    /// field's name) or a `<select multiple>`. Values are the options' values as text.
    mutating func writeMultipleChoice(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let byIndex = HTMLFieldValues.valuesAreIndexes(field)
        let choices = form.choices(for: field.key).enumerated().map { index, choice in
            HTMLChoice(
                value: HTMLFieldValues.optionValue(of: field, at: index, byIndex: byIndex), title: choice.option.title,
                isSelected: choice.isSelected)
        }
        switch renderer.multipleChoiceStyle {
        case .checkboxes:
            // `required` on a checkbox would demand that box; "at least one" is the server's.
            writeGroup(field, presentation, type: "checkbox", choices: choices, required: false)
        case .selectMultiple:
            openWrapper(presentation, kind: "select")
            writeLabelLine(presentation)
            output.startTagLine("select")
            output.add("name", presentation.name)
            output.add("id", presentation.id)
            output.flag("multiple")
            output.add("size", String(min(max(choices.count, 2), 8)))
            output.flag("required", field.constraints.isRequired)
            presentation.addState(to: &output, canBeReadOnly: false)
            output.endOpeningTagLine()
            writeOptions(choices)
            writeMessages(presentation)
            output.close("div")
        }
    }

    /// The options of a `<select>` whose start tag is written, and its end tag.
    private mutating func writeOptions(_ choices: [HTMLChoice]) {
        for choice in choices {
            output.startTagLine("option")
            output.add("value", choice.value)
            output.flag("selected", choice.isSelected)
            output.endTag()
            output.text(choice.title)
            output.endElement("option")
            output.endLine()
        }
        output.close("select")
    }

    /// A `<fieldset>` of radios or checkboxes: the legend names the group, each input has
    /// its own `<label for>`.
    private mutating func writeGroup(
        _ field: Field, _ presentation: HTMLFieldPresentation, type: String, choices: [HTMLChoice], required: Bool
    ) {
        var group = HTMLMarkup.classed(presentation.wrapperClass("choices"))
        group.add("id", presentation.id)
        output.open("fieldset", group)
        output.element("legend", text: field.title)
        for (index, choice) in choices.enumerated() {
            let id = ids.make(field.key + "." + (choice.value.isEmpty && type == "radio" ? "none" : String(index)))
            var attributes = HTMLAttributes()
            attributes.add("type", type)
            attributes.add("name", presentation.name)
            attributes.add("id", id)
            attributes.add("value", choice.value)
            attributes.flag("checked", choice.isSelected)
            attributes.flag("required", required)
            presentation.addState(to: &attributes, canBeReadOnly: false)
            var labelAttributes = HTMLAttributes()
            labelAttributes.add("for", id)
            output.line(
                HTMLMarkup.tag("div", HTMLMarkup.classed("choice")) + HTMLMarkup.tag("input", attributes) + " "
                    + HTMLMarkup.element("label", labelAttributes, text: choice.title) + "</div>")
        }
        writeMessages(presentation)
        output.close("fieldset")
    }
}
