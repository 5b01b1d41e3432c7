import Formulate

/// One rendering of one form: walks sections, subforms and fields, and writes markup.
struct HTMLFormWriter<Model> {
    let form: ModelForm<Model>
    let renderer: HTMLRenderer
    var output = HTMLWriter()
    var ids: HTMLIdentifiers
    /// Visible button fields, written after the main submit button.
    var buttons: [Field] = []
    /// Whether an edit button (``HTMLShapeEdit``) was written.
    var hasEditButtons = false
    /// The collections and dictionaries a script edits in place, with a template each
    /// (``HTMLRenderer/Enhancement``); none without the script.
    var enhancedCollections: [String: Field] = [:]
    /// The keys of the form's own fields written for input (not its items' or entries', nor
    /// disabled, read-only or secret ones), in field order: what ``ShownValues`` lists.
    var inputKeys: [String] = []
    /// How many items or entries the field being written is in.
    var itemDepth = 0

    init(form: ModelForm<Model>, renderer: HTMLRenderer) {
        self.form = form
        self.renderer = renderer
        // About one id per field, and a help or error id for some.
        self.ids = HTMLIdentifiers(prefix: renderer.idPrefix, capacity: form.allFields.count * 2)
        // A field takes about 250 bytes of markup (a select with its options more): the
        // page is written into one buffer that rarely has to grow.
        output.reserveCapacity(form.allFields.count * 256 + 512)
    }

    /// The markup written so far.
    var html: String { output.html }

    /// The `<form>` element.
    mutating func writeForm() {
        var attributes = HTMLAttributes()
        attributes.add("method", renderer.method.rawValue)
        if !renderer.action.isEmpty { attributes.add("action", renderer.action) }
        attributes.add("accept-charset", "utf-8")
        attributes.add("class", "formulate")
        attributes.flag("novalidate", !renderer.validatesInBrowser)
        output.open("form", attributes)
        for name in renderer.hiddenInputs.keys.sorted(by: {
            $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }) {
            var hidden = HTMLAttributes()
            hidden.add("type", "hidden")
            hidden.add("name", name)
            hidden.add("value", renderer.hiddenInputs[name])
            output.line(HTMLMarkup.tag("input", hidden))
        }
        // The rows added, removed or moved and not saved, for a server that makes a new
        // form for the next request (``AppliedEdits``).
        if let applied = AppliedEdits.input(for: form.appliedShapeEdits) { output.line(applied) }
        let start = output.byteCount
        if case .script = renderer.enhancement { enhancedCollections = EditableShape.collections(in: form) }
        writeSections(of: form.fields, isNested: false)
        writeActions()
        writeScript()
        // What each input field written showed, so that a post writes only what the person
        // changed (``ShownValues``); a GET form's values go into a URL, which needs no list.
        if renderer.method == .post, let shown = ShownValues.input(for: form, inputKeys: inputKeys) {
            output.insertLine(shown, atUTF8Offset: start, depth: 1)
        }
        if hasEditButtons {
            // Enter in a field submits with the form's first submit button: make it Save,
            // not the first Remove or Move down.
            var save = HTMLAttributes()
            save.add("type", "submit")
            save.add("class", "default")
            save.flag("hidden")
            save.add("tabindex", "-1")
            save.add("aria-hidden", "true")
            output.insertLine(
                HTMLMarkup.element("button", save, text: renderer.submitTitle), atUTF8Offset: start, depth: 1)
        }
        output.close("form")
    }

    /// The fields split into sections: a `<fieldset>` (with a `<legend>` for a header) per
    /// section that shows anything. Inside a subform, a single section without header or
    /// footer is written without a fieldset of its own.
    ///
    /// This, ``writeField(_:as:)`` and ``writeSubform(_:)`` recurse once per subform level, so
    /// their frames are kept small (a debug build gives every local and temporary of a
    /// function its own stack slot): sections are opened and closed, and controls written,
    /// by helpers that do not recurse.
    mutating func writeSections(of fields: [Field], isNested: Bool) {
        let sections = FormSection.sections(of: fields)
        let plain = isNested && sections.count == 1 && sections[0].header == nil && sections[0].footer == nil
        // Sections split `fields` in order: each covers as many fields as it has keys, so
        // fields are read by position rather than looked up by key.
        var start = 0
        for index in sections.indices {
            let range = start..<(start + sections[index].keys.count)
            start = range.upperBound
            guard let inPlace = openSection(sections[index], fields: fields, range: range, plain: plain) else {
                continue
            }
            for (position, kind) in inPlace { writeField(fields[position], as: kind) }
            closeSection(sections[index], plain: plain)
        }
    }

    /// Opens a section and returns the positions in `fields` of its visible fields written in
    /// place, with their control kinds (buttons are kept for the actions); `nil`, and
    /// nothing written, when it has none.
    @inline(never)
    private mutating func openSection(_ section: FormSection, fields: [Field], range: Range<Int>, plain: Bool)
        -> [(position: Int, kind: HTMLControlKind)]?
    {
        var inPlace: [(position: Int, kind: HTMLControlKind)] = []
        inPlace.reserveCapacity(range.count)
        for position in range {
            switch shownKind(of: fields[position]) {
            case nil: continue
            case .button: buttons.append(fields[position])
            case let kind?: inPlace.append((position, kind))
            }
        }
        guard !inPlace.isEmpty else { return nil }
        if !plain { output.open("fieldset", HTMLMarkup.classed("section")) }
        if let header = section.header, !header.isEmpty, !plain {
            output.element("legend", text: header)
        }
        return inPlace
    }

    /// The control kind of `field`, or `nil` when it is hidden now. (A function of its own,
    /// so that the field is borrowed from the array rather than copied out of it.)
    private func shownKind(of field: Field) -> HTMLControlKind? {
        form.isHidden(field) ? nil : HTMLControlKind(field)
    }

    @inline(never)
    private mutating func closeSection(_ section: FormSection, plain: Bool) {
        if let footer = section.footer, !footer.isEmpty {
            output.element("p", HTMLMarkup.classed("footer"), text: footer)
        }
        if !plain { output.close("fieldset") }
    }

    /// One visible field, as the control its kind (`HTMLControlKind(field)`) calls for.
    mutating func writeField(_ field: Field, as kind: HTMLControlKind) {
        if kind == .subform { return writeSubform(field) }
        writeControl(field, as: kind)
    }

    /// A visible field that is not a subform.
    @inline(never)
    private mutating func writeControl(_ field: Field, as kind: HTMLControlKind) {
        switch kind {
        case .subform: writeSubform(field)
        case .label: writeLabel(field)
        case .button: buttons.append(field)
        case .unsupported: break
        case .checkbox: writeCheckbox(field, presentation(of: field))
        case .optionalBoolean: writeOptionalBoolean(field, presentation(of: field))
        case .singleChoice: writeSingleChoice(field, presentation(of: field))
        case .multipleChoice: writeMultipleChoice(field, presentation(of: field))
        case .collection: writeCollection(field, presentation(of: field))
        case .items: writeItems(field, presentation(of: field))
        case .dictionary: writeDictionary(field, presentation(of: field))
        case .textArea: writeTextArea(field, presentation(of: field))
        case .input: writeInput(field, presentation(of: field))
        }
    }

    /// A nested fieldset for a subform, its legend the subform's title (left out when the
    /// section the subform starts already has that title as its header).
    ///
    /// An optional subform that takes input has a Remove button (``HTMLShapeEdit``); when it
    /// is absent (`nil` and untouched) only its legend and an Add button are written. (One
    /// that cannot be created shows its fields, disabled.)
    mutating func writeSubform(_ field: Field) {
        openSubform(field)
        if HTMLShapeEdit.showsOnlyAddButton(field, in: form) {
            writeSwitch(field, isOn: false)
        } else {
            writeSections(of: field.children, isNested: true)
            if field.isOptional && form.acceptsInput(for: field) { writeSwitch(field, isOn: true) }
        }
        output.close("fieldset")
    }

    /// The Add or Remove button of an optional subform.
    @inline(never)
    private mutating func writeSwitch(_ field: Field, isOn: Bool) {
        let title = words(isOn ? \.removeSubform : \.add, field.title)
        hasEditButtons = true
        output.line(
            HTMLMarkup.tag("div", HTMLMarkup.classed("subform-actions"))
                + Self.editButton(isOn ? .remove(field.key) : .add(field.key), title: title) + "</div>")
    }

    @inline(never)
    private mutating func openSubform(_ field: Field) {
        var attributes = HTMLMarkup.classed("subform")
        attributes.add("id", ids.make(field.key))
        output.open("fieldset", attributes)
        if field.header != field.title {
            output.element("legend", text: field.title)
        }
        if let help = field.help, !help.isEmpty {
            output.element("p", HTMLMarkup.classed("help"), text: help)
        }
    }

    /// A label field: its title and, if it holds one, its value as text.
    mutating func writeLabel(_ field: Field) {
        var attributes = HTMLMarkup.classed("field label")
        attributes.add("id", ids.make(field.key))
        output.open("div", attributes)
        var line = HTMLMarkup.element("span", HTMLMarkup.classed("title"), text: field.title)
        if field.holdsValue {
            line += " " + HTMLMarkup.element("span", HTMLMarkup.classed("value"), text: form.text(for: field))
        }
        output.line(line)
        if let help = field.help, !help.isEmpty {
            output.element("p", HTMLMarkup.classed("help"), text: help)
        }
        output.close("div")
    }

    /// The main submit button, then a submit button per visible button field.
    mutating func writeActions() {
        output.open("div", HTMLMarkup.classed("actions"))
        var submit = HTMLAttributes()
        submit.add("type", "submit")
        output.element("button", submit, text: renderer.submitTitle)
        for field in buttons {
            var attributes = HTMLAttributes()
            attributes.add("type", "submit")
            attributes.add("name", field.key)
            attributes.add("value", "true")
            attributes.add("id", ids.make(field.key))
            attributes.flag("disabled", form.isDisabled(field))
            output.element("button", attributes, text: field.title)
        }
        output.close("div")
    }

    /// Ids, state and errors of a field about to be written.
    mutating func presentation(of field: Field) -> HTMLFieldPresentation {
        let errors = form.shouldShowErrors(for: field) ? form.errors(for: field) : []
        let help = field.help.flatMap { $0.isEmpty ? nil : $0 }
        let presentation = HTMLFieldPresentation(
            name: field.isReadOnly ? nil : field.key,
            title: field.title,
            help: help,
            id: ids.make(field.key),
            helpID: help == nil ? nil : ids.make(field.key + ".help"),
            errorID: errors.isEmpty ? nil : ids.make(field.key + ".error"),
            errors: errors,
            isDisabled: form.isDisabled(field)
                || (field.holdsValue && !field.isReadOnly && !form.acceptsInput(for: field)),
            isReadOnly: field.isReadOnly)
        if itemDepth == 0, presentation.name != nil, !presentation.isDisabled, !field.isSecret {
            inputKeys.append(field.key)
        }
        return presentation
    }

    /// The help and error paragraphs of a field, with the ids its control refers to.
    /// `errors` are the errors written: by default, all the field shows.
    mutating func writeMessages(_ presentation: HTMLFieldPresentation, errors: [FormError]? = nil) {
        if let help = presentation.help, let helpID = presentation.helpID {
            output.startTagLine("p")
            output.add("class", "help")
            output.add("id", helpID)
            output.endTag()
            output.text(help)
            output.endElement("p")
            output.endLine()
        }
        if let errorID = presentation.errorID {
            writeErrors(errors ?? presentation.errors, id: errorID)
        }
    }

    /// An error paragraph, `<p class="error" id="…">`, one message a line; nothing when
    /// there are no errors.
    mutating func writeErrors(_ errors: [FormError], id: String) {
        guard !errors.isEmpty else { return }
        output.startTagLine("p")
        output.add("class", "error")
        output.add("id", id)
        output.endTag()
        for (index, error) in errors.enumerated() {
            if index > 0 { output.markup("<br>") }
            output.text(error.message)
        }
        output.endElement("p")
        output.endLine()
    }

    /// Opens a field's wrapper: `<div class="field …">`.
    mutating func openWrapper(_ presentation: HTMLFieldPresentation, kind: String?) {
        output.startTagLine("div")
        output.add("class", presentation.wrapperClass(kind))
        output.endOpeningTagLine()
    }
}
