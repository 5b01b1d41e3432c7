extension FormDefinitionError {
    /// Where in a text a problem is: a position in a condition predicate, or a line and
    /// column in the JSON text of a form description.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The predicate the problem is in; `nil` for a JSON text, which is not kept.
        public var text: String?
        /// The 0-based offset of the problem: in characters of ``text`` for a predicate, in
        /// UTF-8 bytes for a JSON text. It equals the length when the problem is that the
        /// text ends too early.
        public var offset: Int
        /// The 1-based line of the problem in a JSON text.
        public var line: Int?
        /// The 1-based column (in Unicode scalars) of the problem in a JSON text.
        public var column: Int?

        /// A position in a predicate.
        public init(text: String, offset: Int) {
            self.text = text
            self.offset = offset
        }

        /// A position in a JSON text.
        public init(offset: Int, line: Int, column: Int) {
            self.offset = offset
            self.line = line
            self.column = column
        }

        /// `at position 9 in "$name == 'Bob"` (a long predicate shortened around the
        /// problem), or `at line 3, column 5`.
        public var description: String {
            if let line, let column { return "at line \(line), column \(column)" }
            return "at position \(offset) in \"\(excerpt.text)\""
        }

        /// The predicate (shortened around the problem when it is long, with white space
        /// shown as spaces and control characters as `�`) and, under it, a caret that points
        /// at the problem; `nil` for a JSON text:
        ///
        /// ```
        /// $age >= AND $country == 'US'
        ///         ^
        /// ```
        public var pointer: String? {
            guard text != nil else { return nil }
            let excerpt = self.excerpt
            return excerpt.text + "\n" + String(repeating: " ", count: excerpt.caret) + "^"
        }

        /// How many characters of the predicate are shown on either side of the problem.
        private static let window = 40

        /// The part of the predicate shown in messages, on one line, and the caret's column in it.
        private var excerpt: (text: String, caret: Int) {
            let characters = Array(text ?? "")
            let position = min(max(offset, 0), characters.count)
            let start = max(0, position - Self.window)
            let end = min(characters.count, position + Self.window)
            var shown = start > 0 ? "…" : ""
            for character in characters[start..<end] {
                if character.isNewline || character == "\t" {
                    shown.append(" ")
                } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    shown.append("\u{FFFD}")
                } else {
                    shown.append(character)
                }
            }
            if end < characters.count { shown += "…" }
            return (shown, position - start + (start > 0 ? 1 : 0))
        }
    }
}
