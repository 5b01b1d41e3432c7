/// The attributes of one start tag, in the order they were added.
///
/// Names are always literals from this module; values are escaped for a double-quoted
/// attribute as they are added, so user text can only ever end up inside quotes.
struct HTMLAttributes {
    /// The attributes as written in a start tag, each preceded by a space.
    private(set) var markup = ""

    /// Adds `name="value"`, or nothing when `value` is `nil`.
    mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        markup += " "
        markup += name
        markup += "=\""
        HTMLEscaping.appendAttribute(value, to: &markup)
        markup += "\""
    }

    /// Adds the boolean attribute `name` when `isOn`.
    mutating func flag(_ name: String, _ isOn: Bool = true) {
        guard isOn else { return }
        markup += " "
        markup += name
    }
}

/// Small builders for markup; tag names are literals from this module.
enum HTMLMarkup {
    /// A start tag (or a void element such as `<input>`).
    static func tag(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) -> String {
        var text = "<"
        appendTag(name, attributes, to: &text)
        return text
    }

    /// An element with escaped text content.
    static func element(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes(), text: String) -> String {
        var markup = "<"
        appendElement(name, attributes, text: text, to: &markup)
        return markup
    }

    /// Appends a start tag, its `<` already written.
    static func appendTag(_ name: String, _ attributes: HTMLAttributes, to markup: inout String) {
        markup += name
        markup += attributes.markup
        markup += ">"
    }

    /// Appends an element with escaped text content, its `<` already written.
    static func appendElement(_ name: String, _ attributes: HTMLAttributes, text: String, to markup: inout String) {
        appendTag(name, attributes, to: &markup)
        HTMLEscaping.appendText(text, to: &markup)
        markup += "</"
        markup += name
        markup += ">"
    }

    /// Attributes with a `class`.
    static func classed(_ className: String) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        attributes.add("class", className)
        return attributes
    }
}
