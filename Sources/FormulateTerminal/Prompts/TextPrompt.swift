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
