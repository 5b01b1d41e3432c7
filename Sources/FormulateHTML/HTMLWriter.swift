/// Accumulates markup one line at a time, indented by nesting depth.
struct HTMLWriter {
    /// The markup written so far.
    private(set) var html = ""
    private var depth = 0

    /// Writes one line of markup (already escaped where it holds user text).
    mutating func line(_ markup: String) {
        html += String(repeating: "  ", count: depth) + markup + "\n"
    }

    /// Writes a start tag on its own line and indents what follows.
    mutating func open(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) {
        line(HTMLMarkup.tag(name, attributes))
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
        line("</\(name)>")
    }
}
