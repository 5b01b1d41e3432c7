import Formulate

extension EditorSession {
    /// Asks every visible field in order; then, as long as answers have shown fields that
    /// were hidden when the walk passed them, asks those too.
    func walkForm() throws(EndOfInput) {
        try walk(form.fields, depth: 0)
        // Each pass asks at least one new field, or stops.
        for _ in form.allFields.indices {
            let before = visited.count
            try walk(form.fields, depth: 0)
            if visited.count == before { break }
        }
    }

    /// Asks the fields not asked yet, in order, under their section and subform headings.
    func walk(_ fields: [Field], depth: Int) throws(EndOfInput) {
        let outerHeadings = pendingHeadings.count
        for field in fields {
            if let header = field.header {
                dropHeadings(downTo: outerHeadings)
                pushHeading(header.isEmpty ? "" : header, depth: depth)
            }
            if !form.isHidden(field.key) && !visited.contains(field.key) {
                try visit(field, depth: depth)
                if let footer = field.footer, !footer.isEmpty, pendingHeadings.count <= outerHeadings {
                    say(style.hint("\(footer)"), depth: depth)
                }
            } else if field.kind == .subform, !form.isHidden(field.key), !form.isNestedModelAbsent(field.key) {
                // Already entered: look for fields shown since.
                try walkSubform(field, depth: depth)
            }
            if field.footer != nil { dropHeadings(downTo: outerHeadings) }
        }
        dropHeadings(downTo: outerHeadings)
    }

    /// Asks (or shows) one field.
    func visit(_ field: Field, depth: Int) throws(EndOfInput) {
        visited.insert(field.key)
        if field.kind == .subform {
            try enterSubform(field, depth: depth)
            return
        }
        if field.kind == .button {
            try askButton(field, depth: depth)
            return
        }
        guard field.holdsValue else {
            say("\(field.title)", depth: depth)
            return
        }
        // A field that takes no input (read-only, disabled, or kept from input by the
        // model's input fields) is shown, never asked.
        if !form.takesInput(field) {
            let note: TerminalText = form.isDisabled(field.key) && !field.isReadOnly ? "(disabled)" : "(read-only)"
            say("\(field.title): \(style.value(shown(currentText(field)))) \(style.hint(note))", depth: depth)
            return
        }
        try ask(field, depth: depth)
    }

    /// Asks for an editable field's value until it is valid.
    func ask(_ field: Field, depth: Int) throws(EndOfInput) {
        if let help = field.help, !help.isEmpty { say(style.hint("\(help)"), depth: depth) }
        switch field.kind {
        case .boolean: try askBoolean(field, depth: depth)
        case .option where !field.options.isEmpty: try askChoice(field, depth: depth)
        case .multipleChoice where !field.options.isEmpty, .bitfield where !field.options.isEmpty:
            try askToggles(field, depth: depth)
        case .collection where field.isDictionary: try askEntryList(field, depth: depth)
        case .collection where field.isCollectionOfSubforms: try askItemList(field, depth: depth)
        case .collection: try askCollection(field, depth: depth)
        default: try askText(field, depth: depth)
        }
    }

    private func enterSubform(_ field: Field, depth: Int) throws(EndOfInput) {
        let outer = pendingHeadings.count
        defer { dropHeadings(downTo: outer) }
        // A subform the model keeps from input is shown like a read-only one.
        let keptFromInput = form.inputRefusal(for: field.key)?.reason == .notInput
        let isLocked = form.isDisabled(field.key) || field.isReadOnly || keptFromInput
        if field.isOptional && keptFromInput && form.isNestedModelAbsent(field.key) {
            say("\(field.title): \(style.value("(none)")) \(style.hint("(read-only)"))", depth: depth)
            markVisited(field.children)
            return
        }
        // An optional subform's question names it: its title follows only if it is there.
        if field.isOptional && !isLocked {
            guard try switchOptional(field, depth: depth) else {
                markVisited(field.children)
                return
            }
        }
        pushTitle(of: field, depth: depth)
        if isLocked {
            // Shown, not asked: each field says why.
            for child in field.children where !form.isHidden(child.key) { try visit(child, depth: depth + 1) }
            return
        }
        try walk(field.children, depth: depth + 1)
    }

    /// Walks a subform entered before, for fields shown since.
    private func walkSubform(_ field: Field, depth: Int) throws(EndOfInput) {
        let outer = pendingHeadings.count
        defer { dropHeadings(downTo: outer) }
        pushTitle(of: field, depth: depth)
        try walk(field.children, depth: depth + 1)
    }

    /// A subform's title as a heading, unless its section header already says it.
    private func pushTitle(of field: Field, depth: Int) {
        if field.header != field.title { pushHeading(field.title, depth: depth) }
    }

    private func markVisited(_ fields: [Field]) {
        for field in fields {
            visited.insert(field.key)
            markVisited(field.children)
        }
    }

    private func askButton(_ field: Field, depth: Int) throws(EndOfInput) {
        guard !form.isDisabled(field.key) else {
            say("\(field.title) \(style.hint("(disabled)"))", depth: depth)
            return
        }
        if try confirm("\(field.title): run it now?", default: false, depth: depth) {
            do {
                try form.performAction(for: field.key)
            } catch {
                sayError(error, depth: depth)
            }
        }
    }
}
