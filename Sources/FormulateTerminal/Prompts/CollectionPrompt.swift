import Formulate

extension EditorSession {
    /// A list: shows the items, then takes commands (add, remove, move, edit) until Enter.
    func askCollection(_ field: Field, depth: Int) throws(EndOfInput) {
        let item = field.itemTemplate?.title ?? "Item"
        var commands = ["add TEXT", "remove N"]
        if field.isSortable { commands.append("move N M") }
        commands.append("edit N")
        showItems(field, depth: depth)
        say(style.dim(commands.joined(separator: ", ") + "; Enter when done"), depth: depth + 1)
        while true {
            let line = try ask("\(field.title)> ", depth: depth)
            switch Answer(line) {
            case .keep:
                keep(field)
                if settle(field, depth: depth) { return }
                continue
            case .help:
                explain(field, depth: depth, controls: "add TEXT adds a \(item.lowercased()) at the end; remove N removes item N; "
                        + (field.isSortable ? "move N M moves item N to position M; " : "")
                        + "edit N replaces item N; - removes every item; Enter when done; Ctrl-D quits without saving.")
                continue
            case .clear:
                guard attempt(depth, { () throws(FieldError) in try form.setItems(texts: [], for: field.key) }) else { continue }
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
        if let wrong = numbers.first(where: { !(1...max(count, 1)).contains($0) }), verb != "add", verb != "a", verb != "+" {
            let expected = count == 0 ? "there are no items yet" : "expected 1 to \(count)"
            return usage("\(field.title) has no item \(wrong); \(expected)", depth)
        }
        switch verb {
        case "add", "a", "+":
            let text = rest.isEmpty ? try ask("New \(item): ", depth: depth + 1) : rest
            guard !text.trimmingWhitespace().isEmpty else { return false }
            return attempt(depth, { () throws(FieldError) in try form.insertItem(text: text.trimmingWhitespace(), in: key) })
        case "remove", "rm", "r", "delete", "del", "d":
            guard numbers.count == 1 else { return usage("remove N, like: remove 2", depth) }
            return attempt(depth, { () throws(FieldError) in try form.removeItem(at: numbers[0] - 1, in: key) })
        case "move", "mv", "m":
            guard field.isSortable else { return usage("\(field.title) cannot be reordered", depth) }
            guard numbers.count == 2 else { return usage("move N M, like: move 3 1", depth) }
            return attempt(depth, { () throws(FieldError) in try form.moveItem(from: numbers[0] - 1, to: numbers[1] - 1, in: key) })
        case "edit", "e":
            guard numbers.count == 1 else { return usage("edit N, like: edit 1", depth) }
            let text = try ask("\(item) \(numbers[0]): ", depth: depth + 1)
            guard !text.trimmingWhitespace().isEmpty else { return false }
            return attempt(depth, { () throws(FieldError) in
                try form.setItemText(text.trimmingWhitespace(), at: numbers[0] - 1, in: key)
            })
        default:
            let verbs = field.isSortable ? "add, remove, move or edit" : "add, remove or edit"
            return usage("\"\(parts[0])\" is not a command; use \(verbs) (? explains)", depth)
        }
    }

    private func usage(_ message: String, _ depth: Int) -> Bool {
        sayError(message, depth: depth)
        return false
    }

    private func showItems(_ field: Field, depth: Int) {
        let items = form.value(for: field.key)?.arrayValue ?? []
        guard !items.isEmpty else {
            say(style.dim("\(field.title): no items"), depth: depth)
            return
        }
        say("\(field.title): \(items.count) item\(items.count == 1 ? "" : "s")", depth: depth)
        for (index, value) in items.enumerated() {
            say("\(index + 1). \(itemText(value, field: field))", depth: depth + 1)
        }
    }

    private func itemText(_ value: FormValue, field: Field) -> String {
        let text = form.text(of: .array([value]), for: field.key)
        return text.isEmpty ? "(empty)" : shortened(text)
    }
}
