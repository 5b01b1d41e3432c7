import Formulate

/// One rendering of one form: walks its sections, subforms, items and fields, and writes
/// Markdown lines.
struct MarkdownWriter<Model> {
    let form: ModelForm<Model>
    let secretMask: String
    let itemLimit: Int
    /// The lines written so far.
    var lines: [String] = []
    /// The errors written under a field or a collection, each once.
    var shownErrors: Set<FormError> = []

    /// The top-level sections shown now: a `##` heading for a header, a list of fields, and
    /// the footer in italics after it.
    mutating func writeForm() {
        for section in form.visibleSections {
            startBlock()
            if let header = section.header, !header.isEmpty { lines += ["## " + MarkdownText.inline(header), ""] }
            for key in section.keys {
                if let field = form.field(key) { write(field, depth: 0) }
            }
            if let footer = section.footer, !footer.isEmpty {
                lines += ["", "_" + MarkdownText.inline(footer) + "_"]
            }
        }
    }

    /// A blank line before a new block, unless the document or a block starts here.
    private mutating func startBlock() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    /// Fields of a subform or an item, split into their sections: inside a list, a
    /// header is a `####` heading at the depth of the fields, and a footer a paragraph
    /// after them. Hidden fields are left out, and a section left with none.
    mutating func writeSections(_ sections: [FormSection], of fields: [Field], depth: Int) {
        let indent = Self.indent(depth)
        let byKey = Dictionary(fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for section in sections {
            let shown = section.keys.compactMap { byKey[$0] }.filter { !form.isHidden($0.key) }
            guard !shown.isEmpty else { continue }
            if let header = section.header, !header.isEmpty {
                lines.append(indent + "#### " + MarkdownText.inline(header))
            }
            for field in shown { write(field, depth: depth) }
            if let footer = section.footer, !footer.isEmpty {
                lines += ["", indent + "_" + MarkdownText.inline(footer) + "_"]
            }
        }
    }

    /// One field shown now, as its kind calls for.
    mutating func write(_ field: Field, depth: Int, title: String? = nil) {
        switch field.kind {
        case .button: return
        case .subform: return writeSubform(field, depth: depth)
        case .collection where !field.isSecret && (field.isCollectionOfSubforms || field.isDictionary):
            return writeItems(of: field, depth: depth)
        default: break
        }
        let indent = Self.indent(depth)
        var line = indent + "- " + MarkdownText.inline(title ?? field.title)
        var block: [String] = []
        if field.kind == .label {
            if field.holdsValue, !form.text(for: field.key).isEmpty {
                line += ": " + MarkdownText.code(form.text(for: field.key))
            }
        } else {
            switch shown(field) {
            case .inline(let markdown): line += ": " + markdown
            case .lines(let text):
                line += ":"
                block = MarkdownText.codeBlock(text, indent: indent + "  ")
            }
            line += state(of: field) + accepts(field)
        }
        lines.append(line)
        lines += block
        writeHelp(of: field, depth: depth)
        writeErrors(of: field.key, depth: depth)
    }

    /// What a field shows: Markdown on its line, or text of several lines for a code
    /// block below it.
    private enum Shown {
        case inline(String)
        case lines(String)
    }

    /// What a field that holds a value shows: a mask for a secret, a box for a boolean,
    /// the options with the chosen ones marked, the items of a list, else its text.
    private func shown(_ field: Field) -> Shown {
        if field.isSecret { return .inline(secretMask) }
        let key = field.key
        switch field.kind {
        case .boolean:
            switch form.value(for: key) {
            case .bool(true)?: return .inline("[x]")
            case .bool(false)?: return .inline("[ ]")
            default: return .inline("_empty_")
            }
        case _ where field.kind.isChoice && !field.options.isEmpty:
            return .inline(marked(form.choices(for: key), of: field))
        case .collection:
            let items = form.itemTexts(for: key)
            return .inline(items.isEmpty ? "_empty_" : items.map(MarkdownText.code).joined(separator: ", "))
        default:
            let text = form.text(for: key)
            if text.isEmpty { return .inline("_empty_") }
            return text.contains(where: \.isNewline) ? .lines(text) : .inline(MarkdownText.code(text))
        }
    }

    /// Every option, `(•)` before the one chosen or `[x]` before each ticked, led by the
    /// "no selection" entry of an optional option field.
    private func marked(_ choices: [FieldChoice], of field: Field) -> String {
        let single = field.kind == .option
        var marks = choices.map {
            (single ? ($0.isSelected ? "(•) " : "( ) ") : ($0.isSelected ? "[x] " : "[ ] "))
                + MarkdownText.inline($0.option.title)
        }
        if let none = field.noneOptionTitle {
            let chosen = !choices.contains(where: \.isSelected)
            marks.insert((chosen ? "(•) " : "( ) ") + MarkdownText.inline(none), at: 0)
        }
        return marks.joined(separator: " ")
    }

    /// " (disabled)" or " (read-only)" for a field that holds a value a person cannot
    /// change now; "" for one they can.
    private func state(of field: Field) -> String {
        guard field.holdsValue else { return "" }
        if form.isDisabled(field.key) { return " (disabled)" }
        return form.isEditable(field.key) ? "" : " (read-only)"
    }

    /// " — " and what the field accepts, or "" when it says nothing.
    private func accepts(_ field: Field) -> String {
        let words = MarkdownConstraints(field: field, form: form).words
        return words.isEmpty ? "" : " — " + words.joined(separator: ", ")
    }

    /// A subform: its title in bold, and its fields nested below. An optional one that is
    /// absent (`nil`, and untouched) shows "_none_" instead.
    private mutating func writeSubform(_ field: Field, depth: Int) {
        let head = Self.indent(depth) + "- **" + MarkdownText.inline(field.title) + "**"
        if field.isOptional && form.isNestedModelAbsent(field.key) {
            lines.append(head + ": _none_")
            writeHelp(of: field, depth: depth)
            return
        }
        lines.append(head)
        writeHelp(of: field, depth: depth)
        writeSections(FormSection.sections(of: field.children), of: field.children, depth: depth + 1)
    }

    /// A collection of subforms or a dictionary: its title in bold with its state and what
    /// it accepts, its errors, then item by item (``ModelForm/items(in:range:)``) each
    /// item's title in bold with its fields below, or for a dictionary of values a line per
    /// entry, titled by its key; past the item limit, how many more there are.
    private mutating func writeItems(of field: Field, depth: Int) {
        let count = form.itemCount(for: field.key)
        let items = form.items(in: field.key, range: 0..<min(count, itemLimit))
        let indent = Self.indent(depth)
        var head = indent + "- **" + MarkdownText.inline(field.title) + "**"
        if count == 0 { head += ": _none_" }
        lines.append(head + state(of: field) + accepts(field))
        writeHelp(of: field, depth: depth)
        // An error a collection's rule found in an item (`servers.2.name`) is shown here, once.
        writeErrors(of: field.key, depth: depth)
        for item in items {
            if field.isCollectionOfSubforms {
                lines.append(
                    Self.indent(depth + 1) + "- **" + MarkdownText.inline(item.title) + "**"
                        + (item.isNew ? " (new)" : ""))
                writeSections(item.sections, of: item.fields, depth: depth + 2)
            } else if let entry = item.fields.first {
                write(entry, depth: depth + 1, title: item.title)
            }
        }
        if count > items.count { lines.append(Self.indent(depth + 1) + "- _and \(count - items.count) more_") }
    }

    /// The field's help, in italics, as a line of its list item.
    private mutating func writeHelp(of field: Field, depth: Int) {
        guard let help = field.help, !help.isEmpty else { return }
        lines.append(Self.indent(depth) + "  _" + MarkdownText.inline(help) + "_")
    }

    /// The errors to show now for the field at `key`, a list item each below it; one shown
    /// already (with its collection) is not shown again.
    private mutating func writeErrors(of key: String, depth: Int) {
        for error in form.errors(for: key) where shownErrors.insert(error).inserted {
            lines.append(Self.indent(depth) + "  - ⚠️ " + MarkdownText.inline(error.message))
        }
    }

    /// The indentation of a list at `depth`.
    private static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }
}
