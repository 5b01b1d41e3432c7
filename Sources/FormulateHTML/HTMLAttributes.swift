/// The attributes of one start tag, in the order they were added.
///
/// Names are always literals from this module; values are escaped for a double-quoted
/// attribute when the tag is written, so user text can only ever end up inside quotes.
struct HTMLAttributes {
    private enum Item {
        case value(String, String)
        case flag(String)
    }

    private var items: [Item] = []

    /// Adds `name="value"`, or nothing when `value` is `nil`.
    mutating func add(_ name: String, _ value: String?) {
        if let value { items.append(.value(name, value)) }
    }

    /// Adds the boolean attribute `name` when `isOn`.
    mutating func flag(_ name: String, _ isOn: Bool = true) {
        if isOn { items.append(.flag(name)) }
    }

    /// The attributes as written in a start tag, each preceded by a space.
    var markup: String {
        var text = ""
        for item in items {
            switch item {
            case .value(let name, let value): text += " \(name)=\"\(HTMLEscaping.attribute(value))\""
            case .flag(let name): text += " \(name)"
            }
        }
        return text
    }
}

/// Small builders for markup; tag names are literals from this module.
enum HTMLMarkup {
    /// A start tag (or a void element such as `<input>`).
    static func tag(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes()) -> String {
        "<\(name)\(attributes.markup)>"
    }

    /// An element with escaped text content.
    static func element(_ name: String, _ attributes: HTMLAttributes = HTMLAttributes(), text: String) -> String {
        "<\(name)\(attributes.markup)>\(HTMLEscaping.text(text))</\(name)>"
    }

    /// Attributes with a `class`.
    static func classed(_ className: String) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        attributes.add("class", className)
        return attributes
    }
}
