import Formulate

extension EditorSession {
    /// A collection of subforms (`[Server]`): lists the items by title, then takes commands
    /// until Enter or `done`. `edit N` asks item N's fields like top-level ones, with the
    /// same validation, and comes back to the list after the last; `add` adds an item and
    /// asks its fields; `remove N`; `move N M`. Items are numbered from 1 (item 1 is `servers.0`).
    func askItemList(_ field: Field, depth: Int) throws(EndOfInput) {
        let noun = (field.itemTemplate?.title ?? "Item").lowercased()
        showFormItems(field, depth: depth)
        say(style.hint(itemCommands(field) + "; Enter when done (? explains)"), depth: depth + 1)
        while true {
            let command = ShapeCommand(try ask("\(field.title)> ", depth: depth))
            switch command.verb {
            case "", "done":
                if settle(field, depth: depth) { return }
                continue
            case "?", "help":
                explain(
                    field, depth: depth,
                    controls: "edit N asks the fields of \(noun) N; add adds a \(noun) and asks its fields; "
                        + "remove N removes \(noun) N; "
                        + (field.isSortable ? "move N M moves \(noun) N to position M; " : "")
                        + "items are numbered from 1 (\(noun) 1 is \(field.key).0); Enter or done when done; Ctrl-D quits without saving."
                )
                continue
            case "edit", "e":
                guard let index = itemIndex(command, of: field, noun: noun, depth: depth) else { continue }
                try editFormItem(of: field, at: index, depth: depth)
            case "add", "a", "+":
                guard command.rest.isEmpty else {
                    sayError("add takes nothing after it: it adds a \(noun) and asks its fields", depth: depth)
                    continue
                }
                let count = form.itemCount(for: field.key)
                guard attempt(depth, { () throws(FormError) in try form.applyInput(.add(field.key)) }) else { continue }
                try editFormItem(of: field, at: count, depth: depth)
            case "remove", "rm", "r", "delete", "del", "d":
                guard let index = itemIndex(command, of: field, noun: noun, depth: depth) else { continue }
                guard attempt(depth, { () throws(FormError) in try form.applyInput(.remove("\(field.key).\(index)")) })
                else { continue }
            case "move", "mv", "m":
                let words = command.arguments
                guard words.count == 2 else {
                    sayError("move N M, like: move 3 1", depth: depth)
                    continue
                }
                let count = form.itemCount(for: field.key)
                guard let from = number(words[0], count: count, noun: noun, depth: depth),
                    let to = number(words[1], count: count, noun: noun, depth: depth)
                else { continue }
                guard
                    attempt(
                        depth, { () throws(FormError) in try form.applyInput(.move("\(field.key).\(from)", to: to)) })
                else { continue }
            default:
                sayError(
                    "'\(clipped(command.typedVerb))' is not a command here: use \(itemCommands(field)), or done",
                    depth: depth)
                continue
            }
            showFormItems(field, depth: depth)
        }
    }

    /// The commands a collection of subforms takes, for its prompt and its errors.
    private func itemCommands(_ field: Field) -> TerminalText {
        field.isSortable ? "edit N, add, remove N, move N M" : "edit N, add, remove N"
    }

    /// The index named by the one argument of `command`; `nil` after saying why there is none.
    private func itemIndex(_ command: ShapeCommand, of field: Field, noun: String, depth: Int) -> Int? {
        let words = command.arguments
        guard words.count == 1 else {
            sayError("\(command.verb) N, like: \(command.verb) 1", depth: depth)
            return nil
        }
        return number(words[0], count: form.itemCount(for: field.key), noun: noun, depth: depth)
    }

    /// The index item number `text` stands for; `nil` after saying what is accepted.
    private func number(_ text: String, count: Int, noun: String, depth: Int) -> Int? {
        switch ItemNumber.index(text, count: count, noun: noun) {
        case .success(let index): return index
        case .failure(let problem):
            sayError("\(problem.message)", depth: depth)
            return nil
        }
    }

    /// Asks the fields of item `index` like top-level ones, under the item's title, then
    /// any its answers showed, and says what is still wrong with it.
    private func editFormItem(of field: Field, at index: Int, depth: Int) throws(EndOfInput) {
        guard let item = form.items(in: field.key).first(where: { $0.index == index }) else { return }
        let prefix = item.key + "."
        forgetVisits(under: prefix)
        say(style.heading("\(field.title) › \(item.title)") + " " + style.hint("(\(item.key))"), depth: depth + 1)
        for _ in 0...item.fields.count {
            let before = visited.count
            let fields = form.items(in: field.key).first { $0.index == index }?.fields ?? []
            try walk(fields, depth: depth + 2)
            if visited.count == before { break }
        }
        forgetVisits(under: prefix)
    }

    /// Forgets that the fields under `prefix` were asked, so an item edited again, or an
    /// item that moved into their place, is asked afresh.
    private func forgetVisits(under prefix: String) {
        visited = visited.filter { !DottedKey.hasPrefix($0, prefix) }
    }

    /// `Servers: 2 items`, then each item's number, title and key.
    private func showFormItems(_ field: Field, depth: Int) {
        let items = form.items(in: field.key)
        guard sayCount(of: field, items.count, one: "item", many: "items", depth: depth) else { return }
        let errorKeys = form.validationErrors().map(\.key)
        for item in items {
            let invalid = errorKeys.contains { DottedKey.isInside($0, item.key) }
            let mark: TerminalText = invalid ? " " + style.error("(needs fixing)") : ""
            say("\(item.index + 1). \(shortened(item.title)) " + style.hint("(\(item.key))") + mark, depth: depth + 1)
        }
    }

    /// `Servers: 2 items`, or `Servers: no items` as a hint; `false` when there are none.
    func sayCount(of field: Field, _ count: Int, one: String, many: String, depth: Int) -> Bool {
        guard count > 0 else {
            say(style.hint("\(field.title): no \(many)"), depth: depth)
            return false
        }
        say("\(field.title): \(count == 1 ? "1 \(one)" : "\(count) \(many)")", depth: depth)
        return true
    }
}
