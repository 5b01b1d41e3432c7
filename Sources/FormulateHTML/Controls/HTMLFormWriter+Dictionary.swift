import Formulate

extension HTMLFormWriter {
    /// A dictionary: an entry per key (ordered by key), its value written as a field titled
    /// by the key (named `environment.LOG_LEVEL`), and, when the dictionary takes input, a
    /// new-name input with Rename and Remove buttons per entry and a new-key input with an
    /// Add button after them (``HTMLShapeEdit``).
    mutating func writeDictionary(_ field: Field, _ presentation: HTMLFieldPresentation) {
        var group = HTMLMarkup.classed(presentation.wrapperClass("dictionary"))
        group.add("id", presentation.id)
        output.open("fieldset", group)
        output.line(HTMLMarkup.element("legend", text: field.title))
        for entry in form.items(in: field.key) {
            writeEntry(entry, isEditable: presentation.isEditable)
        }
        if presentation.isEditable { writeNewEntryControls(of: field) }
        if enhancedCollections[field.key] != nil { writeTemplate(of: field) }
        writeMessages(presentation)
        output.close("fieldset")
    }

    /// The new-key input and Add button after a dictionary's entries.
    mutating func writeNewEntryControls(of field: Field) {
        hasEditButtons = true
        let id = ids.make(field.key + ".new")
        var label = HTMLAttributes()
        label.add("for", id)
        output.line(
            HTMLMarkup.tag("div", HTMLMarkup.classed("new-entry"))
                + HTMLMarkup.element("label", label, text: renderer.words.newKey)
                + " " + Self.nameInput(HTMLShapeEdit.newKeyPrefix + field.key, value: "", id: id, label: nil)
                + " " + Self.editButton(.add(field.key), title: renderer.words.addEntry) + "</div>")
    }

    /// One entry: its value's control, then its rename and remove controls.
    @inline(never)
    mutating func writeEntry(_ entry: FormItem, isEditable: Bool) {
        var attributes = HTMLMarkup.classed("entry")
        attributes.add("id", ids.make(entry.key + ".entry"))
        output.open("div", attributes)
        itemDepth += 1
        for field in entry.fields { writeField(field, as: HTMLControlKind(field)) }
        itemDepth -= 1
        if isEditable { writeEntryActions(of: entry) }
        output.close("div")
    }

    /// An entry's new-name input with its Rename and Remove buttons, written straight into
    /// the page, as every entry has them (perf: issue 39).
    mutating func writeEntryActions(of entry: FormItem) {
        output.startTagLine("div")
        output.add("class", "entry-actions")
        output.endTag()
        output.startTag("input")
        Self.addNameInputAttributes(
            HTMLShapeEdit.renamePrefix + entry.key, value: entry.title, id: ids.make(entry.key + ".rename"),
            label: words(\.newKeyLabel, entry.title), to: &output)
        output.endTag()
        output.markup(" ")
        writeEditButton(
            value: "rename " + entry.key, title: renderer.words.rename, label: words(\.renameLabel, entry.title))
        output.markup(" ")
        writeEditButton(.remove(entry.key), title: renderer.words.remove, label: words(\.removeLabel, entry.title))
        output.endElement("div")
        output.endLine()
    }

    /// A text input for an entry key (new or renamed), never required: Save ignores it.
    private static func nameInput(_ name: String, value: String, id: String, label: String?) -> String {
        var attributes = HTMLAttributes()
        addNameInputAttributes(name, value: value, id: id, label: label, to: &attributes)
        return HTMLMarkup.tag("input", attributes)
    }

    /// The attributes of ``nameInput(_:value:id:label:)``.
    private static func addNameInputAttributes(
        _ name: String, value: String, id: String, label: String?, to sink: inout some HTMLAttributeSink
    ) {
        sink.add("type", "text")
        sink.add("name", name)
        sink.add("id", id)
        sink.add("value", value)
        sink.add("aria-label", label)
        sink.add("autocomplete", "off")
        sink.add("spellcheck", "false")
    }
}
