import Formulate

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
