import Formulate

extension EditorSession {
    /// Text, numbers, dates, URLs and anything else typed as text: asked until the form
    /// accepts the answer and the field's rules pass. After a refused answer the field keeps
    /// the value it had, and the next prompt offers that.
    func askText(_ field: Field, depth: Int) throws(EndOfInput) {
        let secret = field.isSecret
        let asked = snapshot(of: field)
        while true {
            let line = try ask(prompt(for: field), depth: depth, secret: secret)
            switch Answer(line, secret: secret) {
            case .help:
                explain(field, depth: depth, controls: controls(for: field))
                continue
            case .keep:
                keep(field)
            case .clear:
                guard attempt(depth, { () throws(FormError) in try form.input("", for: field.key) }) else { continue }
            case .text(let text):
                let full = field.kind == .longText ? try continued(text, depth: depth) : text
                guard attempt(depth, { () throws(FormError) in try form.input(full, for: field.key) }) else {
                    continue
                }
            }
            if settle(field, depth: depth) { return }
            restore(asked, of: field)
        }
    }

    /// Long text: a line ending with `\` continues on the next one (asked with `… `); a line
    /// ending with `\\` ends the text with one backslash.
    private func continued(_ first: String, depth: Int) throws(EndOfInput) -> String {
        var lines: [String] = []
        var line = first
        while line.hasSuffix("\\") && !line.hasSuffix("\\\\") {
            lines.append(String(line.dropLast()))
            line = try ask(style.hint("… "), depth: depth + 1)
        }
        if line.hasSuffix("\\\\") { line.removeLast() }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}

extension EditorSession {
    /// On or off, asked as y/n; the capital letter is the current value.
    func askBoolean(_ field: Field, depth: Int) throws(EndOfInput) {
        let asked = snapshot(of: field)
        while true {
            let current = form.value(for: field.key)?.boolValue
            let choices: TerminalText = current == true ? "[Y/n]" : current == false ? "[y/N]" : "[y/n]"
            let question = field.title.hasSuffix("?") ? field.title : field.title + "?"
            let line = try ask("\(question) \(style.hint(choices)) ", depth: depth)
            switch Answer(line) {
            case .help:
                explain(field, depth: depth, controls: "Answer y or n. " + controls(for: field))
                continue
            case .keep:
                keep(field)
            case .clear:
                guard attempt(depth, { () throws(FormError) in try form.input("", for: field.key) }) else { continue }
            case .text(let text):
                guard attempt(depth, { () throws(FormError) in try form.input(text, for: field.key) }) else {
                    continue
                }
            }
            if settle(field, depth: depth) { return }
            restore(asked, of: field)
        }
    }
}

/// What a person's answer to a field's prompt asks for.
enum Answer: Equatable {
    /// Enter alone: keep the current value.
    case keep
    /// `?`: explain the field.
    case help
    /// `-`: empty the field.
    case clear
    /// Anything else: the text typed (`\?` and `\-` stand for a literal `?` and `-`).
    case text(String)

    /// Reads an answer; a secret is taken as typed, other answers without surrounding spaces.
    init(_ line: String, secret: Bool = false) {
        let trimmed = line.trimmingWhitespace()
        if trimmed.isEmpty && (!secret || line.isEmpty) {
            self = .keep
            return
        }
        switch trimmed {
        case "?": self = .help
        case "-": self = .clear
        case "\\?": self = .text("?")
        case "\\-": self = .text("-")
        default: self = .text(secret ? line : trimmed)
        }
    }
}

extension EditorSession {
    /// After an answer: tells the form the person left the field, prints the field's
    /// errors, and says whether it is valid now (whatever the form's validation timing:
    /// a terminal question is answered as a whole).
    func settle(_ field: Field, depth: Int) -> Bool {
        try? form.blur(field.key)
        let errors = form.validationErrors().filter { $0.key == field.key }
        for error in errors { sayError(error, depth: depth) }
        return errors.isEmpty
    }

    /// Keeps the draft value, forgetting a rejected answer typed before it.
    func keep(_ field: Field) {
        if let value = form.value(for: field.key) { try? form.setFormValue(value, for: field.key) }
    }

    /// Applies an edit; prints the error and returns `false` if the form rejects it.
    func attempt(_ depth: Int, _ edit: () throws(FormError) -> Void) -> Bool {
        do {
            try edit()
            return true
        } catch {
            sayError(error, depth: depth)
            return false
        }
    }

    /// What `field` holds now, to put back with ``restore(_:of:)`` if an answer is refused.
    func snapshot(of field: Field) -> FieldSnapshot {
        let server = form.errors(for: field.key).first { $0.reason == .server }
        return FieldSnapshot(value: form.value(for: field.key), serverMessage: server?.message)
    }

    /// Puts back what `field` held when it was asked, after an answer its rules refused: the
    /// next prompt offers that value (and Enter keeps it), never the refused text.
    func restore(_ snapshot: FieldSnapshot, of field: Field) {
        guard let value = snapshot.value, form.value(for: field.key) != value else { return }
        try? form.setFormValue(value, for: field.key)
        // A server's verdict on that value still holds: changing the value cleared it.
        if let message = snapshot.serverMessage { try? form.markInvalid(field.key, message: message) }
    }
}

/// A field's value (and a server's error about it) when it was asked.
struct FieldSnapshot {
    var value: FormValue?
    var serverMessage: String?
}
