import Formulate

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
