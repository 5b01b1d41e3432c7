import Formulate

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
