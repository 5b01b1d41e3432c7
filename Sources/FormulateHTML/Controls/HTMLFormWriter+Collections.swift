import Formulate

extension HTMLFormWriter {
    /// A collection: a `<fieldset>` with one input per item, all named by the field's key,
    /// plus an empty input for a new item when the collection can be edited. Inputs take
    /// their type and constraints from the item template. Clearing an item's text removes
    /// the item; the decoder skips empty texts. An item's errors are written by its own input,
    /// which alone is marked invalid and described by them; an error of the whole collection
    /// is written after the inputs and marks every input.
    mutating func writeCollection(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let item = field.itemTemplate ?? field
        let itemTitle = field.itemTemplate?.title ?? field.title
        var texts = HTMLFieldValues.itemTexts(of: field, in: form)
        let dates = ISO8601Text(timeZone: form.timeZone)
        var itemErrors: [Int: [FormError]] = [:]
        var listErrors: [FormError] = []
        for error in presentation.errors {
            if let index = HTMLFieldPresentation.itemIndex(of: error, count: texts.count) {
                itemErrors[index, default: []].append(error)
            } else {
                listErrors.append(error)
            }
        }
        let listErrorIDs = listErrors.isEmpty ? [] : [presentation.errorID].compactMap { $0 }
        if presentation.isEditable { texts.append("") }
        var group = HTMLMarkup.classed(presentation.wrapperClass("collection"))
        group.add("id", presentation.id)
        // The enhancement script titles the rows and buttons it adds after the items.
        if case .script = renderer.enhancement, presentation.isEditable { group.add("data-item-title", itemTitle) }
        output.open("fieldset", group)
        output.line(HTMLMarkup.element("legend", text: field.title))
        for (index, text) in texts.enumerated() {
            let isNew = presentation.isEditable && index == texts.count - 1
            let id = ids.make(field.key + "." + (isNew ? "new" : String(index)))
            let errors = isNew ? [] : itemErrors[index] ?? []
            let errorID = errors.isEmpty ? nil : ids.make(field.key + "." + String(index) + ".error")
            let type = HTMLInputMapping.type(for: item, value: text)
            var attributes = HTMLAttributes()
            attributes.add("type", type)
            attributes.add("name", presentation.name)
            attributes.add("id", id)
            if type != "password" { attributes.add("value", text) }
            Self.addTextAttributes(item, type: type, value: text, isItem: true, dates: dates, to: &attributes)
            presentation.addState(
                to: &attributes, canBeReadOnly: true, isInvalid: errorID != nil || !listErrors.isEmpty,
                errorIDs: [errorID].compactMap { $0 } + listErrorIDs)
            var labelAttributes = HTMLAttributes()
            labelAttributes.add("for", id)
            let title =
                isNew ? HTMLRenderer.Words.fill(renderer.words.newItem, title: itemTitle) : "\(itemTitle) \(index + 1)"
            let control =
                HTMLMarkup.element("label", labelAttributes, text: title) + " " + HTMLMarkup.tag("input", attributes)
            if let errorID {
                output.open("div", HTMLMarkup.classed("item"))
                output.line(control)
                writeErrors(errors, id: errorID)
                output.close("div")
            } else {
                output.line(HTMLMarkup.tag("div", HTMLMarkup.classed("item")) + control + "</div>")
            }
        }
        writeMessages(presentation, errors: listErrors)
        output.close("fieldset")
    }
}
