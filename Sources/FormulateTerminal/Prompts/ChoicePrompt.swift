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

/// Finds options by what a person typed: a title or a value, ignoring case and how many
/// spaces separate the words, or a number from the list.
struct OptionMatcher {
    /// Each option's title and value text, normalized, to the option's index (the first
    /// option wins when two share a name).
    private var indexByName: [String: Int] = [:]
    /// The most words any name has: no longer run of words is looked up.
    private var longestName = 1
    private let count: Int

    init(_ options: [FieldOption]) {
        count = options.count
        for (index, option) in options.enumerated() {
            for name in [option.title, Self.valueText(option.value)].compactMap({ $0 }) {
                let words = Self.words(name)
                let key = words.joined(separator: " ")
                guard !words.isEmpty, indexByName[key] == nil else { continue }
                indexByName[key] = index
                longestName = max(longestName, words.count)
            }
        }
    }

    /// The option whose title or value is `text`.
    func index(named text: some StringProtocol) -> Int? {
        indexByName[Self.words(text).joined(separator: " ")]
    }

    /// Options named by `text`, in order: numbers from the list and names, separated by
    /// commas or spaces (`1 3`, `1,3`, `Monday, Friday`, `Dark Mode Night Shift`). Within
    /// a run of words, the longest run that names an option is taken first, so names with
    /// spaces need no commas; an answer that is one option's name as a whole (even with a
    /// comma in it) is that option. Fails on the first piece that names no option.
    func indexes(in text: String) -> Result<[Int], UnknownOption> {
        if let whole = index(named: text) { return .success([whole]) }
        var found: [Int] = []
        for piece in text.split(separator: ",") {
            let typed = piece.split(whereSeparator: \.isWhitespace)
            let words = typed.map { $0.lowercased() }
            var start = 0
            while start < words.count {
                if let (index, end) = longestName(in: words, from: start) {
                    found.append(index)
                    start = end
                    continue
                }
                guard let number = Int(words[start]) else {
                    return .failure(UnknownOption(text: typed[start...].joined(separator: " ")))
                }
                guard number >= 1, number <= count else {
                    return .failure(UnknownOption(text: String(typed[start])))
                }
                found.append(number - 1)
                start += 1
            }
        }
        return .success(found)
    }

    /// A piece of an answer that names no option.
    struct UnknownOption: Error {
        var text: String
    }

    /// The option named by the longest run of words starting at `start`, and where the run ends.
    private func longestName(in words: [String], from start: Int) -> (Int, Int)? {
        let last = min(words.count, start + longestName)
        for end in stride(from: last, to: start, by: -1) {
            if let index = indexByName[words[start..<end].joined(separator: " ")] { return (index, end) }
        }
        return nil
    }

    /// `text` lower-cased and split into words at any run of white space.
    private static func words(_ text: some StringProtocol) -> [String] {
        text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// An option's value as a person might type it; `nil` for Booleans and values with no text.
    private static func valueText(_ value: FormValue) -> String? {
        if case .bool = value { return nil }
        let text = value.plainText
        return text.isEmpty && value.stringValue == nil ? nil : text
    }
}
