import Formulate

extension EditorSession {
    /// `Title [current] (hint): `: the question for a field.
    func prompt(for field: Field, title: String? = nil, current: String? = nil, hint: TerminalText? = nil)
        -> TerminalText
    {
        var prompt: TerminalText = "\(title ?? field.title)"
        let value = current ?? currentText(field)
        if !value.isEmpty { prompt = prompt + " " + style.value("[\(shortened(value))]") }
        if let hint = hint ?? self.hint(for: field, isEmpty: value.isEmpty), !hint.isEmpty {
            prompt = prompt + " " + style.hint("(\(hint))")
        }
        return prompt + ": "
    }

    /// A short reminder of what to type: the expected format of dates and bounded numbers
    /// (for times, the zone of the clock they are read on), the placeholder of an empty
    /// field, and how long text goes on to a new line.
    func hint(for field: Field, isEmpty: Bool) -> TerminalText? {
        if let format = Self.dateFormat(of: field.kind) {
            return field.kind == .date ? "\(format)" : "\(format), \(form.timeZone.identifier)"
        }
        if field.kind.isNumeric, let range = boundsText(field) { return "\(range)" }
        var parts: [TerminalText] = []
        if isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty { parts.append("e.g. \(placeholder)") }
        if field.kind == .longText { parts.append("end a line with \\ to go on to the next") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The ISO 8601 format a date, time or date-time is typed in.
    static func dateFormat(of kind: FieldKind) -> String? {
        switch kind {
        case .date: return "yyyy-MM-dd"
        case .time: return "HH:mm"
        case .dateTime: return "yyyy-MM-ddTHH:mm"
        default: return nil
        }
    }

    /// "8 to 72" for a number the customization bounds; `nil` for a type's own bounds,
    /// which are too wide to be worth saying.
    private func boundsText(_ field: Field) -> String? {
        guard let minimum = field.minimum, let maximum = field.maximum,
            let low = minimum.doubleValue, let high = maximum.doubleValue,
            abs(low) < 1e15, abs(high) < 1e15
        else { return nil }
        return "\(AcceptedInput.number(minimum)) to \(AcceptedInput.number(maximum))"
    }

    /// What `?` prints: the help, what is accepted, and the keys that work here.
    func explain(_ field: Field, depth: Int, controls: TerminalText) {
        if let help = field.help, !help.isEmpty { say(style.hint("\(help)"), depth: depth + 1) }
        say(style.hint("Accepts \(AcceptedInput.description(of: field))."), depth: depth + 1)
        if let placeholder = field.placeholder, !placeholder.isEmpty {
            say(style.hint("For example: \(placeholder)"), depth: depth + 1)
        }
        say(style.hint(controls), depth: depth + 1)
    }

    /// The keys that work for a field asked as text or a single choice.
    func controls(for field: Field) -> TerminalText {
        var keys: [TerminalText] = ["Enter keeps the current value"]
        if field.isOptional || field.kind.isTextual { keys.append("- empties it") }
        if field.kind == .longText {
            keys.append("end a line with \\ to go on to the next (with \\\\ it ends in one backslash)")
        }
        keys.append("Ctrl-D quits without saving")
        return keys.joined(separator: ", ") + "."
    }
}
