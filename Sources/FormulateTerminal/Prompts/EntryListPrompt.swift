import Formulate

extension EditorSession {
    /// A dictionary (`[String: String]`): lists the entries as `KEY = value`, ordered by key,
    /// then takes commands until Enter or `done`: `add KEY` adds an entry and asks its value,
    /// `edit KEY` asks it again, `rename OLD NEW`, `remove KEY`. The entries of a dictionary
    /// of subforms (`[String: Account]`) are listed by key, and `add` and `edit` ask the
    /// entry's fields like top-level ones.
    func askEntryList(_ field: Field, depth: Int) throws(EndOfInput) {
        let commands: TerminalText = "add KEY, edit KEY, rename OLD NEW, remove KEY"
        showEntries(field, depth: depth)
        say(style.hint(commands + "; Enter when done (? explains)"), depth: depth + 1)
        while true {
            let command = ShapeCommand(try ask("\(field.title)> ", depth: depth))
            let entryKey = "\(field.key).\(command.rest)"
            switch command.verb {
            case "", "done":
                if settle(field, depth: depth) { return }
                continue
            case "?", "help":
                explain(
                    field, depth: depth,
                    controls: "add KEY adds an entry and asks its value; edit KEY asks it again; "
                        + "rename OLD NEW gives an entry a new key; remove KEY removes it; Enter or done when done; "
                        + "Ctrl-D quits without saving.")
                continue
            case "add", "a", "+":
                guard let name = entryName(command, depth: depth) else { continue }
                guard attempt(depth, { () throws(FormError) in try form.applyInput(.add(entryKey)) }) else { continue }
                try askEntry(name, of: field, depth: depth)
            case "edit", "e":
                guard let name = entryName(command, depth: depth), hasEntry(name, in: field, depth: depth) else {
                    continue
                }
                try askEntry(name, of: field, depth: depth)
            case "rename", "mv":
                let words = command.arguments
                guard words.count == 2 else {
                    sayError("rename OLD NEW, like: rename LOG_LEVEL LEVEL", depth: depth)
                    continue
                }
                let edit = CollectionEdit.rename("\(field.key).\(words[0])", to: words[1])
                guard attempt(depth, { () throws(FormError) in try form.applyInput(edit) }) else { continue }
            case "remove", "rm", "r", "delete", "del", "d":
                guard entryName(command, depth: depth) != nil else { continue }
                guard attempt(depth, { () throws(FormError) in try form.applyInput(.remove(entryKey)) }) else {
                    continue
                }
            default:
                sayError(
                    "'\(clipped(command.typedVerb))' is not a command here: use \(commands), or done", depth: depth)
                continue
            }
            showEntries(field, depth: depth)
        }
    }

    /// The key after the verb; `nil` after saying it is missing.
    private func entryName(_ command: ShapeCommand, depth: Int) -> String? {
        guard command.rest.isEmpty else { return command.rest }
        sayError("\(command.verb) KEY, like: \(command.verb) LOG_LEVEL", depth: depth)
        return nil
    }

    /// Whether the dictionary has an entry `name`; says so when it has not.
    private func hasEntry(_ name: String, in field: Field, depth: Int) -> Bool {
        let key = "\(field.key).\(name)"
        guard !form.items(in: field.key).contains(where: { $0.key == key }) else { return true }
        sayError("\(field.title) has no entry '\(clipped(name))'; add \(clipped(name)) adds it", depth: depth)
        return false
    }

    /// Asks the value of entry `name` like a field, with the same validation.
    private func askEntry(_ name: String, of field: Field, depth: Int) throws(EndOfInput) {
        let key = "\(field.key).\(name)"
        guard let entry = form.items(in: field.key).first(where: { $0.key == key }) else { return }
        for entryField in entry.fields {
            visited.remove(entryField.key)
            try visit(entryField, depth: depth + 1)
            visited.remove(entryField.key)
        }
    }

    /// `Environment: 2 entries`, then `KEY = value` for each (for entries that are
    /// subforms, `KEY (accounts.KEY)`, marked when it needs fixing).
    private func showEntries(_ field: Field, depth: Int) {
        let entries = form.items(in: field.key)
        guard sayCount(of: field, entries.count, one: "entry", many: "entries", depth: depth) else { return }
        let errorKeys = field.isCollectionOfSubforms ? form.validationErrors().map(\.key) : []
        for entry in entries {
            if field.isCollectionOfSubforms {
                let invalid = errorKeys.contains { DottedKey.isInside($0, entry.key) }
                let mark: TerminalText = invalid ? " " + style.error("(needs fixing)") : ""
                say("\(shortened(entry.title)) " + style.hint("(\(entry.key))") + mark, depth: depth + 1)
                continue
            }
            let value = entry.fields.first.map(currentText) ?? ""
            say("\(shortened(entry.title)) = " + style.value(shown(value)), depth: depth + 1)
        }
    }
}
