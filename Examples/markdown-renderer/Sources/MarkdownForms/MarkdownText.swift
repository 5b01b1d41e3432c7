/// Text made safe for Markdown: what a person typed never turns into markup.
enum MarkdownText {
    /// `text` as inline Markdown that reads as itself: markup characters escaped, line
    /// breaks made spaces, and a start that would begin a list or a heading escaped.
    static func inline(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                escaped.append(" ")
            } else {
                if Self.markup.contains(character) { escaped.append("\\") }
                escaped.append(character)
            }
        }
        // "- x", "+ x" and "1. x" at the start of a line begin a list.
        if let first = escaped.first, first == "-" || first == "+" { return "\\" + escaped }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = escaped.dropFirst(digits.count).first, after == "." || after == ")" {
            return digits + "\\" + escaped.dropFirst(digits.count)
        }
        return escaped
    }

    /// The characters that are markup wherever they stand in a line.
    private static let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

    /// `text` as a code span: fenced by more backticks than it holds in a row, padded with
    /// a space where a backtick or a space at its ends would be taken away. A line break
    /// becomes a space, as Markdown shows one in a code span.
    static func code(_ line: String) -> String {
        let text = line.contains(where: \.isNewline) ? String(line.map { $0.isNewline ? " " : $0 }) : line
        let fence = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") || (text.hasPrefix(" ") && text.hasSuffix(" "))
        return padded ? "\(fence) \(text) \(fence)" : "\(fence)\(text)\(fence)"
    }

    /// `text` (any number of lines) as a fenced code block, each line after `indent`.
    static func codeBlock(_ text: String, indent: String) -> [String] {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
        let body = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return [indent + fence] + body.map { $0.isEmpty ? "" : indent + $0 } + [indent + fence]
    }

    /// The length of the longest run of backticks in `text`.
    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
