/// Builds the pairs a browser would submit for rendered HTML: named, enabled controls;
/// checked checkboxes and radios only; a single select's selected (or first) option; every
/// selected option of a multi-select; a textarea's text without the line break the parser
/// drops. `changes` replaces every pair of a name, as a person editing the controls would.
enum BrowserSimulator {
    static func submission(_ html: String, changes: [String: [String]] = [:]) -> [(key: String, value: String)] {
        let page = HTMLScanner(html)
        var pairs: [(key: String, value: String)] = []
        var index = 0
        let tags = page.tags
        while index < tags.count {
            let tag = tags[index]
            index += 1
            guard let name = tag["name"], !tag.has("disabled") else { continue }
            switch tag.name {
            case "input":
                switch tag["type"] {
                case "checkbox", "radio":
                    if tag.has("checked") { pairs.append((name, tag["value"] ?? "on")) }
                case "submit", "button":
                    break
                default:
                    pairs.append((name, tag["value"] ?? ""))
                }
            case "textarea":
                var text = tag.followingText
                if text.hasPrefix("\n") { text.removeFirst() }
                // Browsers submit line breaks as CRLF.
                pairs.append((name, text.replacingOccurrences(of: "\n", with: "\r\n")))
            case "select":
                let options = tags[index...].prefix { $0.name == "option" }
                let selected = options.filter { $0.has("selected") }
                if tag.has("multiple") {
                    pairs += selected.map { (name, $0["value"] ?? "") }
                } else if let chosen = selected.last ?? options.first {
                    pairs.append((name, chosen["value"] ?? ""))
                }
            default:
                break
            }
        }
        for (name, values) in changes {
            pairs.removeAll { $0.key == name }
            pairs += values.map { (name, $0) }
        }
        return pairs
    }
}
