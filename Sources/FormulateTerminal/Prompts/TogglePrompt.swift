import Formulate

extension EditorSession {
    /// Multiple choices and bitfields: a checklist; each answer toggles the options it
    /// names (by number or title); Enter alone finishes.
    func askToggles(_ field: Field, depth: Int) throws(EndOfInput) {
        let options = field.options
        let matcher = OptionMatcher(options)
        sayTitle(of: field, depth: depth)
        for (index, option) in options.enumerated() {
            let chosen = form.isOptionSelected(at: index, for: field.key)
            say("\(chosen ? "[x]" : "[ ]") \(index + 1). \(option.title)", depth: depth + 1)
        }
        let hint: TerminalText = "numbers or names to toggle, Enter when done"
        while true {
            let current = currentText(field)
            let line = try ask(
                prompt(for: field, current: current.isEmpty ? "none" : current, hint: hint), depth: depth)
            switch Answer(line) {
            case .help:
                explain(
                    field, depth: depth,
                    controls: "Type numbers (1-\(options.count)) or names, separated by commas or spaces, "
                        + "to select or deselect them; - deselects all; Enter when done; Ctrl-D quits without saving.")
            case .keep:
                keep(field)
                if settle(field, depth: depth) { return }
            case .clear:
                _ = attempt(
                    depth,
                    { () throws(FormError) in
                        try form.input(for: field.key) { () throws(FormError) in
                            try form.selectOptions([], for: field.key)
                        }
                    })
            case .text(let text):
                switch matcher.indexes(in: text) {
                case .failure(let unknown):
                    sayError(
                        "\(field.title): \"\(unknown.text)\" is not an option; expected 1-\(options.count) or a name",
                        depth: depth)
                case .success(let indexes):
                    for index in indexes {
                        let selected = form.isOptionSelected(at: index, for: field.key)
                        guard
                            attempt(
                                depth,
                                { () throws(FormError) in
                                    try form.input(for: field.key) { () throws(FormError) in
                                        try form.setOption(at: index, selected: !selected, for: field.key)
                                    }
                                })
                        else { break }
                    }
                }
            }
        }
    }
}
