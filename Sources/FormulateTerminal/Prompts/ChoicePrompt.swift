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
        let range = "\(field.isOptional ? 0 : 1)-\(options.count)"
        while true {
            let line = try ask(prompt(for: field, hint: "\(range) or a name"), depth: depth)
            switch Answer(line) {
            case .help:
                explain(field, depth: depth, controls: "Type a number from \(range) or an option's name. " + controls(for: field))
                continue
            case .keep:
                keep(field)
            case .clear:
                guard attempt(depth, { () throws(FieldError) in try form.selectOption(at: nil, for: field.key) }) else { continue }
            case .text(let text):
                guard attempt(depth, { () throws(FieldError) in try choose(text, in: field) }) else { continue }
            }
            if settle(field, depth: depth) { return }
        }
    }

    /// An option's title or value first (options may be numbers), then its number in the list.
    private func choose(_ text: String, in field: Field) throws(FieldError) {
        if OptionMatcher.index(of: text, in: field.options) == nil, let number = Int(text) {
            if number == 0 && field.isOptional { return try form.selectOption(at: nil, for: field.key) }
            if field.options.indices.contains(number - 1) { return try form.selectOption(at: number - 1, for: field.key) }
        }
        try form.setText(text, for: field.key)
    }
}

/// Finds options by what a person typed.
enum OptionMatcher {
    /// The option whose title or value is `text`, ignoring case.
    static func index(of text: String, in options: [FieldOption]) -> Int? {
        let wanted = text.lowercased()
        return options.firstIndex { option in
            option.title.lowercased() == wanted || valueText(option.value)?.lowercased() == wanted
        }
    }

    /// Options named by `text`: numbers from the list (`1 3`, `1,3`) or titles (`Monday,
    /// Friday`). `nil` names the first piece that is neither.
    static func indexes(in text: String, options: [FieldOption]) -> Result<[Int], UnknownOption> {
        var found: [Int] = []
        for piece in text.split(separator: ",").map({ String($0).trimmingWhitespace() }) where !piece.isEmpty {
            if let index = index(of: piece, in: options) {
                found.append(index)
                continue
            }
            let words = piece.split(separator: " ")
            let numbers = words.compactMap { Int($0) }
            guard numbers.count == words.count else { return .failure(UnknownOption(text: piece)) }
            for number in numbers {
                guard options.indices.contains(number - 1) else { return .failure(UnknownOption(text: String(number))) }
                found.append(number - 1)
            }
        }
        return .success(found)
    }

    /// A piece of an answer that names no option.
    struct UnknownOption: Error {
        var text: String
    }

    private static func valueText(_ value: FormValue) -> String? {
        if case .bool = value { return nil }
        let text = value.plainText
        return text.isEmpty && value.stringValue == nil ? nil : text
    }
}
