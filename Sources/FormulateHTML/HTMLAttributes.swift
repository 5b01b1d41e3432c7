/// The attributes of one start tag, in the order they were added.
///
/// Names are always literals from this module; values are escaped for a double-quoted
/// attribute as they are added, so user text can only ever end up inside quotes.
struct HTMLAttributes {
    /// The attributes as written in a start tag (UTF-8), each preceded by a space.
    private(set) var markup: [UInt8] = []

    /// Adds `name="value"`, or nothing when `value` is `nil`.
    mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        markup.append(UInt8(ascii: " "))
        markup.append(contentsOf: name.utf8)
        markup.append(contentsOf: "=\"".utf8)
        HTMLEscaping.appendAttribute(value, to: &markup)
        markup.append(UInt8(ascii: "\""))
    }

    /// Adds the boolean attribute `name` when `isOn`.
    mutating func flag(_ name: String, _ isOn: Bool = true) {
        guard isOn else { return }
        markup.append(UInt8(ascii: " "))
        markup.append(contentsOf: name.utf8)
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
        markup.append(contentsOf: "</".utf8)
        markup.append(contentsOf: name.utf8)
        markup.append(UInt8(ascii: ">"))
    }

    /// Attributes with a `class`.
    static func classed(_ className: String) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        attributes.add("class", className)
        return attributes
    }
}
