/// Accumulates markup one line at a time, indented by nesting depth.
///
/// Lines are appended as UTF-8 to one buffer piece by piece, never built as strings of
/// their own first; ``html`` makes the page's string once.
struct HTMLWriter {
    private var bytes: [UInt8] = []
    private var depth = 0

    /// The markup written so far.
    var html: String { String(decoding: bytes, as: UTF8.self) }

    /// The count of UTF-8 bytes written so far.
    var byteCount: Int { bytes.count }

    /// Makes room for `count` UTF-8 bytes of markup.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Writes one line of markup (already escaped where it holds user text).
    mutating func line(_ markup: String) {
        indent()
        bytes.append(contentsOf: markup.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes an element with escaped text content on its own line.
    mutating func element(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes(), text: String) {
        indent()
        HTMLMarkup.appendElement(name, attributes, text: text, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes a start tag (or a void element such as `<input>`) on its own line.
    mutating func tag(_ name: String, _ attributes: HTMLAttributes) {
        indent()
        HTMLMarkup.appendTag(name, attributes, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes a start tag on its own line and indents what follows.
    mutating func open(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) {
        tag(name, attributes)
        depth += 1
    }

    /// Inserts one line of markup, indented by `depth`, at `offset` (a count of UTF-8 bytes
    /// written before it, ``byteCount``).
    mutating func insertLine(_ markup: String, atUTF8Offset offset: Int, depth: Int) {
        bytes.insert(contentsOf: (String(repeating: "  ", count: depth) + markup + "\n").utf8, at: offset)
    }

    /// Writes an end tag on its own line, one level out.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        indent()
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: ">\n".utf8)
    }

    private mutating func indent() {
        for _ in 0..<depth { bytes.append(contentsOf: "  ".utf8) }
    }
}
