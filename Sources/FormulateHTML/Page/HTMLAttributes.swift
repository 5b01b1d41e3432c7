/// Where the attributes of a start tag go: a start tag written straight into the page
/// (``HTMLWriter``) or one built apart (``HTMLAttributes``).
///
/// Names are always literals from this module; values are escaped for a double-quoted
/// attribute as they are added, so user text can only ever end up inside quotes.
protocol HTMLAttributeSink {
    /// Adds `name="value"`, or nothing when `value` is `nil`.
    mutating func add(_ name: String, _ value: String?)
    /// Adds the boolean attribute `name` when `isOn`.
    mutating func flag(_ name: String, _ isOn: Bool)
}

extension HTMLAttributeSink {
    /// Adds the boolean attribute `name`.
    mutating func flag(_ name: String) {
        flag(name, true)
    }
}

/// The attributes of one start tag, in the order they were added, built apart from the
/// page (for markup composed as a string).
struct HTMLAttributes: HTMLAttributeSink {
    /// The attributes as written in a start tag (UTF-8), each preceded by a space.
    private(set) var markup: [UInt8] = []

    mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        HTMLMarkup.appendAttribute(name, value, to: &markup)
    }

    mutating func flag(_ name: String, _ isOn: Bool) {
        guard isOn else { return }
        HTMLMarkup.appendFlag(name, to: &markup)
    }
}

/// Small builders for markup; tag names are literals from this module.
enum HTMLMarkup {
    /// A start tag (or a void element such as `<input>`).
    static func tag(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) -> String {
        var markup: [UInt8] = []
        appendTag(name, attributes, to: &markup)
        return String(decoding: markup, as: UTF8.self)
    }

    /// An element with escaped text content.
    static func element(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes(), text: String) -> String {
        var markup: [UInt8] = []
        appendElement(name, attributes, text: text, to: &markup)
        return String(decoding: markup, as: UTF8.self)
    }

    /// Appends a start tag.
    static func appendTag(_ name: String, _ attributes: HTMLAttributes, to markup: inout [UInt8]) {
        markup.append(UInt8(ascii: "<"))
        markup.append(contentsOf: name.utf8)
        markup.append(contentsOf: attributes.markup)
        markup.append(UInt8(ascii: ">"))
    }

    /// Appends an element with escaped text content.
    static func appendElement(_ name: String, _ attributes: HTMLAttributes, text: String, to markup: inout [UInt8]) {
        appendTag(name, attributes, to: &markup)
        HTMLEscaping.appendText(text, to: &markup)
        markup.append(UInt8(ascii: "<"))
        markup.append(UInt8(ascii: "/"))
        markup.append(contentsOf: name.utf8)
        markup.append(UInt8(ascii: ">"))
    }

    /// Appends ` name="value"`, the value escaped.
    static func appendAttribute(_ name: String, _ value: String, to markup: inout [UInt8]) {
        markup.append(UInt8(ascii: " "))
        markup.append(contentsOf: name.utf8)
        // Two-byte literals are appended byte by byte: appending a string's UTF-8 costs
        // more than the bytes themselves.
        markup.append(UInt8(ascii: "="))
        markup.append(UInt8(ascii: "\""))
        HTMLEscaping.appendAttribute(value, to: &markup)
        markup.append(UInt8(ascii: "\""))
    }

    /// Appends ` name`, a boolean attribute.
    static func appendFlag(_ name: String, to markup: inout [UInt8]) {
        markup.append(UInt8(ascii: " "))
        markup.append(contentsOf: name.utf8)
    }

    /// Attributes with a `class`.
    static func classed(_ className: String) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        attributes.add("class", className)
        return attributes
    }
}
