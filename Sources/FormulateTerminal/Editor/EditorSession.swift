import Formulate

/// The input ended (Ctrl-D): the session stops and nothing is saved.
struct EndOfInput: Error {}

/// One run of a ``TerminalEditor`` over one form: what has been asked, and the input and
/// output it talks through.
final class EditorSession<Model> {
    let form: ModelForm<Model>
    let input: any LineReading
    let output: any TextWriting
    let style: TerminalStyle
    /// Keys of the fields asked (or shown) so far.
    var visited: Set<String> = []
    /// Headings waiting for their first visible field, outermost first.
    var pendingHeadings: [(text: String, depth: Int)] = []
    /// The heading written last, while nothing has been written after it.
    var headingJustWritten: String?

    init(form: ModelForm<Model>, input: any LineReading, output: any TextWriting, style: TerminalStyle) {
        self.form = form
        self.input = input
        self.output = output
        self.style = style
    }

    // MARK: - Output

    /// Writes `text`: text from outside in it was made visible when it was built (see
    /// ``TerminalText``), so titles, values and messages are shown, never obeyed.
    func write(_ text: TerminalText) {
        output.write(text.rendered)
        headingJustWritten = nil
    }

    /// Writes a line at `depth` levels of indentation, after any headings it belongs under.
    func say(_ line: TerminalText, depth: Int = 0) {
        flushHeadings()
        write(indent(depth) + line + "\n")
    }

    func indent(_ depth: Int) -> TerminalText {
        "\(String(repeating: "  ", count: max(depth, 0)))"
    }

    /// An error, in red, with a mark that does not depend on colour.
    func sayError(_ message: TerminalText, depth: Int) {
        say(style.error("! " + message), depth: depth + 1)
    }

    /// An error the form reported; its message may quote what was typed. An error inside
    /// an item or entry names it by titles, as the item lists name items
    /// (`Saved Servers › Home: Port must be ...`), since its title alone does not.
    func sayError(_ error: FormError, depth: Int) {
        guard isInsideCollection(error.key) else { return sayError("\(error.message)", depth: depth) }
        let path = form.titlePath(of: error.key)
        // The message starts with a title of the path (the field's, the list's): the titles
        // before it say where that is.
        let named = path.lastIndex { error.message.hasPrefix($0) } ?? path.count
        guard named > 0 else { return sayError("\(error.message)", depth: depth) }
        sayError("\(path.prefix(named).joined(separator: " › ")): \(error.message)", depth: depth)
    }

    /// Whether `key` lies inside an item of a collection or an entry of a dictionary.
    private func isInsideCollection(_ key: String) -> Bool {
        var prefix = Substring(key)
        while let parent = DottedKey.parent(of: prefix) {
            prefix = parent
            if form.field(String(prefix))?.kind == .collection { return true }
        }
        return false
    }

    /// A heading printed only if a field under it is shown.
    func pushHeading(_ text: String, depth: Int) {
        pendingHeadings.append((text, depth))
    }

    /// Writes a field's title above its list, unless a heading saying the same was just written.
    func sayTitle(of field: Field, depth: Int) {
        flushHeadings()
        if headingJustWritten != field.title { say("\(field.title)", depth: depth) }
    }

    /// Forgets the headings pushed since there were `count`, if nothing was shown under them.
    func dropHeadings(downTo count: Int) {
        if pendingHeadings.count > count { pendingHeadings.removeSubrange(count...) }
    }

    private func flushHeadings() {
        let headings = pendingHeadings
        pendingHeadings.removeAll()
        for heading in headings {
            write(heading.text.isEmpty ? "\n" : "\n" + indent(heading.depth) + style.heading("\(heading.text)") + "\n")
            headingJustWritten = heading.text
        }
    }

    // MARK: - Input

    /// Writes `prompt` (on the same line as the answer) and reads the answer.
    func ask(_ prompt: TerminalText, depth: Int, secret: Bool = false) throws(EndOfInput) -> String {
        flushHeadings()
        write(indent(depth) + prompt)
        guard let line = input.readLine(secret: secret) else { throw EndOfInput() }
        return line
    }

    /// Asks a yes/no question until it is answered; Enter gives `defaultAnswer`.
    func confirm(_ question: TerminalText, default defaultAnswer: Bool, depth: Int = 0) throws(EndOfInput) -> Bool {
        let choices: TerminalText = defaultAnswer ? "[Y/n]" : "[y/N]"
        while true {
            let answer = try ask("\(question) \(style.hint(choices)) ", depth: depth)
            switch answer.trimmingWhitespace().lowercased() {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default: sayError("Please answer y or n.", depth: depth)
            }
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var characters = Substring(self)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}

extension EditorSession {
    /// How a value of `field` is shown: as the form shows it, with secrets masked and a
    /// bitfield's bits as option titles. "" when empty.
    func displayText(_ value: FormValue, field: Field) -> String {
        ValueText.display(value, of: field, in: form, mask: "********")
    }

    /// The draft value of `field` as shown.
    func currentText(_ field: Field) -> String {
        displayText(form.value(for: field.key) ?? .null, field: field)
    }

    /// A value as a line shows it: shortened, made visible, `(empty)` when empty.
    func shown(_ text: String) -> TerminalText {
        text.isEmpty ? "(empty)" : "\(shortened(text))"
    }

    /// A value shortened to one line of at most `limit` characters.
    func shortened(_ text: String, limit: Int = 48) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let more = line.count < text.count
        if line.count > limit { return String(line.prefix(limit - 1)) + "…" }
        return more ? line + " …" : line
    }
}
