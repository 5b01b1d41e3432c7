import Formulate

/// What a field's row shows in its value column, and in which style.
enum FieldRowText {
    /// Whether a field is shown as read-only: it is, or it takes no input (the model keeps
    /// it from input), so a person cannot change it here.
    static func isReadOnly<Model>(_ field: Field, in form: ModelForm<Model>) -> Bool {
        if field.isReadOnly { return true }
        let isSwitch = field.kind == .subform && field.isOptional
        return (field.holdsValue || isSwitch) && !form.acceptsInput(for: field)
    }

    static func value<Model>(of field: Field, in form: ModelForm<Model>) -> (String, CellStyle) {
        let note = form.isDisabled(field.key) ? "  (disabled)" : isReadOnly(field, in: form) ? "  (read-only)" : ""
        switch field.kind {
        case .subform where field.isOptional && form.isNestedModelAbsent(field.key):
            return ("(none)  Space adds it" + note, .dim)
        case .subform:
            let count = form.visibleFields(in: field.key).count
            return ("› \(count) setting\(count == 1 ? "" : "s")" + note, .plain)
        case .collection:
            return ("› " + items(of: field, in: form) + note, .plain)
        case .button:
            return ("[ Enter runs it ]" + note, .plain)
        case .boolean:
            return ((form.value(for: field.key) == .bool(true) ? "[x]" : "[ ]") + note, .plain)
        default:
            break
        }
        guard field.holdsValue else { return ("", .plain) }
        let text = ValueText.display(form.value(for: field.key) ?? .null, of: field, in: form)
        if text.isEmpty {
            if field.kind == .multipleChoice || field.kind == .bitfield { return ("none" + note, .dim) }
            if let placeholder = field.placeholder, !placeholder.isEmpty { return ("e.g. " + placeholder + note, .dim) }
            return ("(empty)" + note, .dim)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.count > 1 ? (lines.first.map(String.init) ?? "") + " …" : text
        return (shown + note, .value)
    }

    /// "no items", "1 item: a@example.com", "2 items: a, b".
    private static func items<Model>(of field: Field, in form: ModelForm<Model>) -> String {
        if field.isDictionary || field.isCollectionOfSubforms {
            // Titles: an item's title field or number, an entry's key; the first 20 only
            // are read, however long the list.
            let count = form.itemCount(for: field.key)
            let (one, many) = field.isDictionary ? ("entry", "entries") : ("item", "items")
            guard count > 0 else { return "no \(many)" }
            return "\(count) \(count == 1 ? one : many): "
                + form.items(in: field.key, range: 0..<20).map(\.title).joined(separator: ", ")
        }
        let count = form.itemCount(for: field.key)
        guard count > 0 else { return "no items" }
        let texts = form.itemTexts(for: field.key)
        return "\(count) item\(count == 1 ? "" : "s"): " + texts.joined(separator: ", ")
    }
}

/// What `?` shows about a field: its kind, what it accepts (from its constraints, the ones
/// validation enforces), its help and example, its errors now, and the keys that edit it.
enum FieldHelpText {
    static func lines<Model>(for field: Field, in form: ModelForm<Model>) -> [BoxLine] {
        var lines = [BoxLine("Kind: " + kindName(field))]
        if field.holdsValue && field.kind != .subform {
            lines.append(BoxLine("Accepts " + AcceptedInput.description(of: field) + "."))
        }
        if let help = field.help, !help.isEmpty { lines.append(BoxLine(help, style: .dim)) }
        if let placeholder = field.placeholder, !placeholder.isEmpty {
            lines.append(BoxLine("For example: " + placeholder, style: .dim))
        }
        if field.isReadOnly { lines.append(BoxLine("Read-only: shown, not edited.")) }
        if form.isDisabled(field.key) { lines.append(BoxLine("Disabled now.")) }
        lines += form.errors(for: field.key).map { BoxLine("! " + $0.message, style: .error) }
        lines.append(BoxLine(""))
        lines.append(BoxLine(keys(for: field), style: .dim))
        return lines
    }

    /// The kind in words.
    private static func kindName(_ field: Field) -> String {
        let names: [FieldKind: String] = [
            .longText: "long text", .multipleChoice: "multiple choice", .dateTime: "date and time",
            .option: "one of several options", .bitfield: "set of flags",
            .collection: "list", .subform: "group of settings", .boolean: "yes or no",
        ]
        return (names[field.kind] ?? field.kind.rawValue) + (field.isOptional ? ", optional" : "")
    }

    /// How the field is edited.
    private static func keys(for field: Field) -> String {
        switch field.kind {
        case .boolean: return "Space or Enter toggles it."
        case .option: return "Enter opens the options; type to filter, Enter chooses."
        case .multipleChoice, .bitfield: return "Enter opens a checklist; Space ticks, Enter keeps."
        case .subform where field.isOptional:
            return "Enter opens it; Space adds it, or removes it after asking; Esc comes back."
        case .subform: return "Enter opens it; Esc comes back."
        case .collection where field.isCollectionOfSubforms && field.isDictionary:
            return "Enter opens the entries: Enter opens an entry, a adds, r renames, d deletes."
        case .collection where field.isCollectionOfSubforms:
            return "Enter opens the list: Enter opens an item, a adds, d deletes, K/J move up/down."
        case .collection where field.isDictionary:
            return "Enter opens the entries: a adds, r renames, d deletes, Enter edits a value."
        case .collection: return "Enter opens the list: a adds, d deletes, Enter edits an item."
        case .longText: return "Enter opens a box: Enter starts a line, Ctrl-D keeps the text."
        case .button: return "Enter runs it."
        default: return "Enter edits it; Enter keeps what you typed, Esc puts the value back."
        }
    }
}

/// The changes a save commits, one line each: `Title: old -> new` (a secret just "changed");
/// inside a list, one line per item change (`Saved Servers › Home › Port: 443 -> 8443`).
enum ChangeLines {
    static func lines<Model>(of form: ModelForm<Model>) -> [BoxLine] {
        form.changes.flatMap { change -> [BoxLine] in
            guard let field = form.field(change.key), field.holdsValue, field.kind != .subform else { return [] }
            let title = ChangeSummary.path(of: field, in: form)
            if !change.items.isEmpty {
                return ChangeSummary.itemLines(change, of: field, title: title, in: form) { value, field in
                    shown(ValueText.display(value, of: field, in: form))
                }.map { line in
                    BoxLine("\(line.path): " + (line.values.map { "\($0.old) -> \($0.new)" } ?? line.what))
                }
            }
            if field.isSecret { return [BoxLine(title + ": changed")] }
            let old = shown(ValueText.display(change.oldValue, of: field, in: form))
            let new = shown(ValueText.display(change.newValue, of: field, in: form))
            return [BoxLine("\(title): \(old) -> \(new)")]
        }
    }

    /// How many changes a save commits, as the review lists them: each item change of a
    /// list counts.
    static func count<Model>(of form: ModelForm<Model>) -> Int {
        form.changes.reduce(0) { $0 + max(1, $1.items.count) }
    }

    private static func shown(_ text: String) -> String {
        text.isEmpty ? "(empty)" : text
    }
}
