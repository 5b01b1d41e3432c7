import Formulate

extension EditorSession {
    /// A list: shows the items, then takes commands (add, remove, move, edit) until Enter.
    func askCollection(_ field: Field, depth: Int) throws(EndOfInput) {
        let item = field.itemTemplate?.title ?? "Item"
        var commands: [TerminalText] = ["add TEXT", "remove N"]
        if field.isSortable { commands.append("move N M") }
        commands.append("edit N")
        showItems(field, depth: depth)
        say(style.hint(commands.joined(separator: ", ") + "; Enter when done"), depth: depth + 1)
        while true {
            let line = try ask("\(field.title)> ", depth: depth)
            switch Answer(line) {
            case .keep:
                keep(field)
                if settle(field, depth: depth) { return }
                continue
            case .help:
                explain(
                    field, depth: depth,
                    controls: "add TEXT adds a \(item.lowercased()) at the end; remove N removes item N; "
                        + (field.isSortable ? "move N M moves item N to position M; " : "")
                        + "edit N replaces item N; - removes every item; Enter when done; Ctrl-D quits without saving.")
                continue
            case .clear:
                guard
                    attempt(
                        depth,
                        { () throws(FormError) in
                            try form.input(for: field.key) { () throws(FormError) in
                                try form.setItems(texts: [], for: field.key)
                            }
                        })
                else {
                    continue
                }
            case .text(let text):
                guard try run(text, on: field, item: item, depth: depth) else { continue }
            }
            showItems(field, depth: depth)
        }
    }

    /// Runs one command; `false` when it did nothing (an error was printed).
    private func run(_ command: String, on field: Field, item: String, depth: Int) throws(EndOfInput) -> Bool {
        let parts = command.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = parts[0].lowercased()
        let rest = parts.count > 1 ? parts[1].trimmingWhitespace() : ""
        let numbers = rest.split(separator: " ").compactMap { Int($0) }
        let key = field.key
        // The list is numbered from 1; the form counts from 0.
        let count = form.itemCount(for: key)
        if let wrong = numbers.first(where: { !(1...max(count, 1)).contains($0) }), verb != "add", verb != "a",
            verb != "+"
        {
            let has: TerminalText =
                count == 0
                ? "it has no items yet" : count == 1 ? "it has 1 item" : "it has \(count) items, 1 to \(count)"
            return usage("\(field.title) has no item \(wrong): \(has); add adds item \(count + 1)", depth)
        }
        switch verb {
        case "add", "a", "+":
            let text = rest.isEmpty ? try ask("New \(item): ", depth: depth + 1) : rest
            guard !text.trimmingWhitespace().isEmpty else { return false }
            return attemptItem(count, of: field, depth: depth) { () throws(FormError) in
                try form.input(for: key) { () throws(FormError) in
                    try form.insertItem(text: text.trimmingWhitespace(), in: key)
                }
            }
        case "remove", "rm", "r", "delete", "del", "d":
            guard numbers.count == 1 else { return usage("remove N, like: remove 2", depth) }
            return attempt(depth, { () throws(FormError) in try form.applyInput(.remove("\(key).\(numbers[0] - 1)")) })
        case "move", "mv", "m":
            guard field.isSortable else { return usage("\(field.title) cannot be reordered", depth) }
            guard numbers.count == 2 else { return usage("move N M, like: move 3 1", depth) }
            return attempt(
                depth,
                { () throws(FormError) in try form.applyInput(.move("\(key).\(numbers[0] - 1)", to: numbers[1] - 1)) })
        case "edit", "e":
            guard numbers.count == 1 else { return usage("edit N, like: edit 1", depth) }
            let index = numbers[0] - 1
            let current = itemText(at: index, of: field)
            let template = field.itemTemplate ?? field
            // An item is one line: no long-text hint.
            let question = prompt(
                for: template, title: "\(item) \(numbers[0])", current: current,
                hint: template.kind == .longText ? "" : nil)
            let text = try ask(question, depth: depth + 1)
            // Enter keeps the item as it is.
            guard !text.trimmingWhitespace().isEmpty else { return false }
            return attemptItem(index, of: field, depth: depth) { () throws(FormError) in
                try form.input(for: key) { () throws(FormError) in
                    try form.setItemText(text.trimmingWhitespace(), at: index, in: key)
                }
            }
        default:
            let verbs: TerminalText = field.isSortable ? "add, remove, move or edit" : "add, remove or edit"
            return usage("\"\(parts[0])\" is not a command; use \(verbs) (? explains)", depth)
        }
    }

    /// Adds or replaces the item at `index`, then checks it by the item template's rules
    /// at once; a refused item is taken back (the list is as before) and the errors printed.
    private func attemptItem(_ index: Int, of field: Field, depth: Int, _ edit: () throws(FormError) -> Void) -> Bool {
        let before = form.value(for: field.key)
        guard attempt(depth, edit) else { return false }
        let errors = itemErrors(at: index, of: field)
        guard !errors.isEmpty else { return true }
        if let before { try? form.setFormValue(before, for: field.key) }
        for error in errors { sayError(error, depth: depth) }
        return false
    }

    /// The errors the form finds in the item at `index` (its template's rules, bounds and
    /// format), named as the form names them ("Backup Email 3 must be ..."): the list's errors
    /// that carry that item's `index`.
    private func itemErrors(at index: Int, of field: Field) -> [FormError] {
        form.validationErrors().filter { error in
            error.key == field.key && error.arguments.contains { $0.key == "index" && $0.value == .int(index) }
        }
    }

    private func usage(_ message: TerminalText, _ depth: Int) -> Bool {
        sayError(message, depth: depth)
        return false
    }

    private func showItems(_ field: Field, depth: Int) {
        let texts = form.itemTexts(for: field.key)
        guard !texts.isEmpty else {
            say(style.hint("\(field.title): no items"), depth: depth)
            return
        }
        say("\(field.title): \(texts.count) item\(texts.count == 1 ? "" : "s")", depth: depth)
        for (index, text) in texts.enumerated() {
            say("\(index + 1). \(shown(text))", depth: depth + 1)
        }
    }

    /// The item at `index` as the form shows it; "" when there is none.
    private func itemText(at index: Int, of field: Field) -> String {
        let texts = form.itemTexts(for: field.key)
        return texts.indices.contains(index) ? texts[index] : ""
    }
}

extension EditorSession {
    /// An optional subform (`var proxy: Proxy?`): when absent, asks whether to add it; when
    /// there, whether to keep it (Enter) or `remove` it. `true` when its fields are to be asked.
    func switchOptional(_ field: Field, depth: Int) throws(EndOfInput) -> Bool {
        if form.isNestedModelAbsent(field.key) {
            guard try confirm("\(field.title): (none) — add?", default: false, depth: depth) else { return false }
            do {
                try form.applyInput(.add(field.key))
                return true
            } catch {
                sayError(error, depth: depth)
                return false
            }
        }
        while true {
            let answer = try ask(
                "\(field.title) " + style.hint("(Enter edits it, remove switches it off)") + ": ", depth: depth)
            switch answer.trimmingWhitespace().lowercased() {
            case "", "edit", "e", "keep", "y", "yes":
                return true
            case "remove", "rm", "r", "n", "no":
                do {
                    try form.applyInput(.remove(field.key))
                    say(style.hint("\(field.title): (none)"), depth: depth + 1)
                    return false
                } catch {
                    sayError(error, depth: depth)
                }
            case "?", "help":
                say(
                    style.hint("Enter edits \(field.title)'s settings; remove switches it off (it is saved as none)."),
                    depth: depth + 1)
            default:
                sayError("Please press Enter to edit \(field.title), or type remove.", depth: depth)
            }
        }
    }
}
