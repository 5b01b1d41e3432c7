/// A start tag found in rendered HTML, with its attributes decoded.
struct ScannedTag {
    let name: String
    /// Attribute values, entity-decoded; `""` for boolean attributes.
    let attributes: [String: String]
    /// Attribute names in source order.
    let attributeNames: [String]
    /// The text after the tag up to the next `<`, entity-decoded.
    let followingText: String

    subscript(_ attribute: String) -> String? { attributes[attribute] }
    func has(_ attribute: String) -> Bool { attributes[attribute] != nil }
}

/// A deliberately strict scanner for the HTML the renderer writes: every attribute value
/// must be double-quoted, and no raw `<`, `>` or `'` may appear inside one.
struct HTMLScanner {
    let tags: [ScannedTag]
    /// Problems that would make the markup ambiguous.
    let problems: [String]

    init(_ html: String) {
        var tags: [ScannedTag] = []
        var problems: [String] = []
        let chars = Array(html.unicodeScalars)
        var i = 0
        func isNameChar(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
        }
        while i < chars.count {
            guard chars[i] == "<" else { i += 1; continue }
            i += 1
            guard i < chars.count else { problems.append("dangling <"); break }
            if chars[i] == "/" || chars[i] == "!" {
                while i < chars.count && chars[i] != ">" { i += 1 }
                continue
            }
            var name = ""
            while i < chars.count, isNameChar(chars[i]) { name.unicodeScalars.append(chars[i]); i += 1 }
            if name.isEmpty { problems.append("'<' not starting a tag at \(i)"); continue }
            var attributes: [String: String] = [:]
            var order: [String] = []
            while i < chars.count, chars[i] != ">" {
                if chars[i] == " " { i += 1; continue }
                var attribute = ""
                while i < chars.count, isNameChar(chars[i]) { attribute.unicodeScalars.append(chars[i]); i += 1 }
                if attribute.isEmpty { problems.append("unexpected \(chars[i]) in <\(name)>"); i += 1; continue }
                var value = ""
                if i < chars.count, chars[i] == "=" {
                    i += 1
                    guard i < chars.count, chars[i] == "\"" else {
                        problems.append("unquoted \(attribute) in <\(name)>"); continue
                    }
                    i += 1
                    var raw = ""
                    while i < chars.count, chars[i] != "\"" {
                        if chars[i] == "<" || chars[i] == ">" || chars[i] == "'" {
                            problems.append("raw \(chars[i]) in \(attribute)")
                        }
                        raw.unicodeScalars.append(chars[i]); i += 1
                    }
                    i += 1
                    value = Self.decode(raw)
                }
                if attributes[attribute] != nil { problems.append("duplicate \(attribute) in <\(name)>") }
                attributes[attribute] = value
                order.append(attribute)
            }
            i += 1
            var text = ""
            var j = i
            while j < chars.count, chars[j] != "<" { text.unicodeScalars.append(chars[j]); j += 1 }
            tags.append(
                ScannedTag(name: name, attributes: attributes, attributeNames: order, followingText: Self.decode(text)))
        }
        self.tags = tags
        self.problems = problems
    }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func all(_ name: String) -> [ScannedTag] { tags.filter { $0.name == name } }
    func first(_ name: String, where predicate: (ScannedTag) -> Bool = { _ in true }) -> ScannedTag? {
        tags.first { $0.name == name && predicate($0) }
    }
    func element(id: String) -> ScannedTag? { tags.first { $0["id"] == id } }
    /// Controls (`input`, `select`, `textarea`, `button`) named `name`.
    func controls(named name: String) -> [ScannedTag] {
        tags.filter { ["input", "select", "textarea", "button"].contains($0.name) && $0["name"] == name }
    }
    func control(named name: String) -> ScannedTag? { controls(named: name).first }
    /// The label whose `for` is `id`.
    func label(for id: String) -> ScannedTag? { tags.first { $0.name == "label" && $0["for"] == id } }
}
