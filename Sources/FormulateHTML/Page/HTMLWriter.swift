/// Accumulates markup one line at a time, indented by nesting depth.
///
/// Lines are appended as UTF-8 to one buffer piece by piece, never built as strings of
/// their own first; ``html`` makes the page's string once. Literals of one or two bytes
/// (`>`, `</`, the indentation) are appended byte by byte: appending a string's UTF-8
/// costs far more than the bytes themselves. Markup the renderer writes for
/// every field goes straight into the buffer: a line with a start tag is begun with
/// ``startTagLine(_:)``, given its attributes with ``add(_:_:)`` and ``flag(_:_:)``, and
/// ended with ``endTagLine()`` (or ``endOpeningTagLine()``).
struct HTMLWriter: HTMLAttributeSink {
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
        endElement(name)
        bytes.append(UInt8(ascii: "\n"))
    }

    // MARK: - Pieces of a line

    /// Begins a line: its indentation.
    mutating func startLine() {
        indent()
    }

    /// Ends a line.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Begins a start tag, `<name`; its attributes follow, then ``endTag()``.
    mutating func startTag(_ name: String) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
    }

    /// Ends a start tag: `>`.
    mutating func endTag() {
        bytes.append(UInt8(ascii: ">"))
    }

    /// Adds `name="value"` to the start tag being written, or nothing when `value` is `nil`.
    mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        HTMLMarkup.appendAttribute(name, value, to: &bytes)
    }

    /// Adds the boolean attribute `name` to the start tag being written when `isOn`.
    mutating func flag(_ name: String, _ isOn: Bool) {
        guard isOn else { return }
        HTMLMarkup.appendFlag(name, to: &bytes)
    }

    /// Writes `string` as escaped element content.
    mutating func text(_ string: String) {
        HTMLEscaping.appendText(string, to: &bytes)
    }

    /// Writes markup as it is (a literal of this module, or text escaped already).
    mutating func markup(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Writes an end tag: `</name>`.
    mutating func endElement(_ name: String) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    // MARK: - Lines with a start tag

    /// Begins a line that holds a start tag: its indentation and `<name`.
    mutating func startTagLine(_ name: String) {
        indent()
        startTag(name)
    }

    /// Ends the start tag and the line begun with ``startTagLine(_:)``.
    mutating func endTagLine() {
        bytes.append(UInt8(ascii: ">"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Ends the start tag and the line begun with ``startTagLine(_:)``, and indents what
    /// follows (until ``close(_:)``).
    mutating func endOpeningTagLine() {
        endTagLine()
        depth += 1
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
