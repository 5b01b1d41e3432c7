import Formulate

extension EditorSession {
    /// One option among several: a numbered list; answered by number or by title.
    func askChoice(_ field: Field, depth: Int) throws(EndOfInput) {
        let options = field.options
        sayTitle(of: field, depth: depth)
        if field.isOptional {
            let none = form.selectedOptionIndex(for: field.key) == nil
            say("\(none ? "(*)" : "( )") 0. \(field.placeholder ?? "None")", depth: depth + 1)
        }
        for (index, option) in options.enumerated() {
            let chosen = form.selectedOptionIndex(for: field.key) == index
            say("\(chosen ? "(*)" : "( )") \(index + 1). \(option.title)", depth: depth + 1)
        }
        let range: TerminalText = "\(field.isOptional ? 0 : 1)-\(options.count)"
        let asked = snapshot(of: field)
        while true {
            let line = try ask(prompt(for: field, hint: "\(range) or a name"), depth: depth)
            switch Answer(line) {
            case .help:
                explain(
                    field, depth: depth,
                    controls: "Type a number from \(range) or an option's name. " + controls(for: field))
                continue
            case .keep:
                keep(field)
            case .clear:
                guard
                    attempt(
                        depth,
                        { () throws(FormError) in
                            try form.input(for: field.key) { () throws(FormError) in
                                try form.selectOption(at: nil, for: field.key)
                            }
                        })
                else {
                    continue
                }
            case .text(let text):
                guard attempt(depth, { () throws(FormError) in try choose(text, in: field) }) else { continue }
            }
            if settle(field, depth: depth) { return }
            restore(asked, of: field)
        }
    }

    /// An option's title or value first (options may be numbers), then its number in the list.
    private func choose(_ text: String, in field: Field) throws(FormError) {
        if OptionMatcher(field.options).index(named: text) == nil, let number = Int(text) {
            if number == 0 && field.isOptional {
                return try form.input(for: field.key) { () throws(FormError) in
                    try form.selectOption(at: nil, for: field.key)
                }
            }
            if field.options.indices.contains(number - 1) {
                return try form.input(for: field.key) { () throws(FormError) in
                    try form.selectOption(at: number - 1, for: field.key)
                }
            }
        }
        try form.input(text, for: field.key)
    }
}
