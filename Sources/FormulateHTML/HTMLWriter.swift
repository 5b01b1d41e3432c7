/// Accumulates markup one line at a time, indented by nesting depth.
///
/// Lines are appended to ``html`` piece by piece, never built as strings of their own first.
struct HTMLWriter {
    /// The markup written so far.
    private(set) var html = ""
    private var depth = 0

    /// Makes room for `count` UTF-8 bytes of markup.
    mutating func reserveCapacity(_ count: Int) {
        html.reserveCapacity(count)
    }

    /// Writes one line of markup (already escaped where it holds user text).
    mutating func line(_ markup: String) {
        indent()
        html += markup
        html += "\n"
    }

    /// Writes an element with escaped text content on its own line.
    mutating func element(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes(), text: String) {
        indent()
        html += "<"
        HTMLMarkup.appendElement(name, attributes, text: text, to: &html)
        html += "\n"
    }

    /// Writes a start tag (or a void element such as `<input>`) on its own line.
    mutating func tag(_ name: String, _ attributes: HTMLAttributes) {
        indent()
        html += "<"
        HTMLMarkup.appendTag(name, attributes, to: &html)
        html += "\n"
    }

    /// Writes a start tag on its own line and indents what follows.
    mutating func open(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) {
        tag(name, attributes)
        depth += 1
    }

    /// Inserts one line of markup, indented by `depth`, at `offset` (a count of UTF-8 bytes
    /// written before it, from ``html``).
    mutating func insertLine(_ markup: String, atUTF8Offset offset: Int, depth: Int) {
        let index = html.utf8.index(html.startIndex, offsetBy: offset)
        html.insert(contentsOf: String(repeating: "  ", count: depth) + markup + "\n", at: index)
    }

    /// Writes an end tag on its own line, one level out.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        indent()
        html += "</"
        html += name
        html += ">\n"
    }

    private mutating func indent() {
        for _ in 0..<depth { html += "  " }
    }
}
