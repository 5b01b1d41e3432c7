import Formulate

extension HTMLFormWriter {
    /// A collection of subforms: a `<fieldset>` per item, titled by the item's title, its
    /// fields written as top-level fields are (named `servers.0.host`), and, when the
    /// collection takes input, edit buttons (``HTMLShapeEdit``): Move up, Move down and
    /// Remove per item, and Add after the items. A dictionary of subforms
    /// (`accounts.work.email`) has a dictionary's controls instead: a new-name input with
    /// Rename and Remove per entry, and a new-key input with Add after them. Add is left out
    /// when the item type cannot make a new item (``Field/canAddItems``).
    mutating func writeItems(_ field: Field, _ presentation: HTMLFieldPresentation) {
        let items = form.items(in: field.key)
        var group = HTMLMarkup.classed(presentation.wrapperClass("items"))
        group.add("id", presentation.id)
        output.open("fieldset", group)
        output.line(HTMLMarkup.element("legend", text: field.title))
        for item in items {
            writeItem(item, count: items.count, of: field, isEditable: presentation.isEditable)
        }
        let canAdd = presentation.isEditable && field.canAddItems
        if canAdd && field.isDictionary {
            writeNewEntryControls(of: field)
        } else if canAdd {
            hasEditButtons = true
            let itemTitle = field.itemTemplate?.title ?? "Item"
            output.line(Self.editButton(.add(field.key), title: words(\.add, itemTitle)))
        }
        if enhancedCollections[field.key] != nil { writeTemplate(of: field) }
        writeMessages(presentation)
        output.close("fieldset")
    }

    /// One item: its fieldset, fields and buttons.
    @inline(never)
    mutating func writeItem(_ item: FormItem, count: Int, of field: Field, isEditable: Bool) {
        var attributes = HTMLMarkup.classed("item")
        attributes.add("id", ids.make(item.key))
        output.open("fieldset", attributes)
        output.line(HTMLMarkup.element("legend", text: item.title))
        itemDepth += 1
        writeSections(of: item.fields, isNested: true)
        itemDepth -= 1
        if isEditable { hasEditButtons = true }
        if isEditable && field.isDictionary {
            writeEntryActions(of: item)
        } else if isEditable {
            // Written straight into the page, as every item has them (perf: issue 39).
            output.startTagLine("div")
            output.add("class", "item-actions")
            output.endTag()
            if field.isSortable && item.index > 0 {
                writeEditButton(
                    .move(item.key, to: item.index - 1), title: renderer.words.moveUp,
                    label: words(\.moveUpLabel, item.title))
                output.markup(" ")
            }
            if field.isSortable && item.index < count - 1 {
                writeEditButton(
                    .move(item.key, to: item.index + 1), title: renderer.words.moveDown,
                    label: words(\.moveDownLabel, item.title))
                output.markup(" ")
            }
            writeEditButton(.remove(item.key), title: renderer.words.remove, label: words(\.removeLabel, item.title))
            output.endElement("div")
            output.endLine()
        }
        output.close("fieldset")
    }

    /// A submit button that asks for `edit` (``HTMLShapeEdit/buttonName``), skipping the
    /// browser's validation: changing the shape is not saving.
    static func editButton(_ edit: CollectionEdit, title: String, label: String? = nil) -> String {
        editButton(value: edit.description, title: title, label: label)
    }

    /// A submit button whose `value` is `value`, an edit's text (`rename environment.A`
    /// names no new key: it comes from the entry's new-name input).
    static func editButton(value: String, title: String, label: String?) -> String {
        var attributes = HTMLAttributes()
        addEditButtonAttributes(value: value, label: label, to: &attributes)
        return HTMLMarkup.element("button", attributes, text: title)
    }

    /// ``editButton(_:title:label:)``, written into the line being written.
    mutating func writeEditButton(_ edit: CollectionEdit, title: String, label: String? = nil) {
        writeEditButton(value: edit.description, title: title, label: label)
    }

    /// ``editButton(value:title:label:)``, written into the line being written.
    mutating func writeEditButton(value: String, title: String, label: String?) {
        output.startTag("button")
        Self.addEditButtonAttributes(value: value, label: label, to: &output)
        output.endTag()
        output.text(title)
        output.endElement("button")
    }

    /// The attributes of an edit button: a submit button named ``HTMLShapeEdit/buttonName``
    /// that skips the browser's validation.
    private static func addEditButtonAttributes(value: String, label: String?, to sink: inout some HTMLAttributeSink) {
        sink.add("type", "submit")
        sink.add("name", HTMLShapeEdit.buttonName)
        sink.add("value", value)
        sink.add("class", "edit")
        sink.flag("formnovalidate")
        sink.add("aria-label", label)
    }

    /// The renderer's word at `word`, with `title` filled in (``HTMLRenderer/Words``).
    func words(_ word: KeyPath<HTMLRenderer.Words, String>, _ title: String) -> String {
        HTMLRenderer.Words.fill(renderer.words[keyPath: word], title: title)
    }
}
