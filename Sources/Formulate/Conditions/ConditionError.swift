/// Why a condition predicate was rejected, and where.
///
/// Thrown when a condition is set, never when it is evaluated: by
/// ``ConditionExpression/init(_:)`` for a syntax error, by
/// ``ConditionExpression/checkReferences(knownKeys:)`` for a field that does not exist and by
/// ``ConditionExpression/checkTypes(_:)`` for a comparison that could never be true.
///
/// ```swift
/// do {
///     _ = try ConditionExpression("$name == 'Bob")
/// } catch {
///     print(error)          // unterminated string at position 9 in "$name == 'Bob" (close the string with ')
///     print(error.pointer)  // $name == 'Bob
///                           //          ^
/// }
/// ```
public struct ConditionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole predicate that was rejected.
    public var expression: String
    /// The 0-based offset, in characters, of the problem in ``expression``; equal to the
    /// expression's length when the problem is that it ends too early.
    public var offset: Int
    /// What is wrong, without the position (`"unterminated string"`).
    public var message: String
    /// How to fix it, when there is a likely fix (`"did you mean '$rememberMe'?"`).
    public var suggestion: String?

    /// Creates an error.
    public init(expression: String, offset: Int, message: String, suggestion: String? = nil) {
        self.expression = expression
        self.offset = offset
        self.message = message
        self.suggestion = suggestion
    }

    /// The message, the position and the expression on one line, then the suggestion:
    /// `unknown field '$rememberme' at position 0 in "$rememberme" (did you mean '$rememberMe'?)`.
    ///
    /// A long expression is shortened to the part around the problem.
    public var description: String {
        var text = "\(message) at position \(offset) in \"\(excerpt.text)\""
        if let suggestion { text += " (\(suggestion))" }
        return text
    }

    /// The expression (shortened around the problem when it is long, with white space shown
    /// as spaces and control characters as `�`) and, under it, a caret that points at the
    /// problem:
    ///
    /// ```
    /// $age >= AND $country == 'US'
    ///         ^
    /// ```
    public var pointer: String {
        let excerpt = self.excerpt
        return excerpt.text + "\n" + String(repeating: " ", count: excerpt.caret) + "^"
    }

    /// How many characters of the expression are shown on either side of the problem.
    private static let window = 40

    /// The part of the expression shown in messages, on one line, and the caret's column in it.
    private var excerpt: (text: String, caret: Int) {
        let characters = Array(expression)
        let position = min(max(offset, 0), characters.count)
        let start = max(0, position - Self.window)
        let end = min(characters.count, position + Self.window)
        var text = start > 0 ? "…" : ""
        for character in characters[start..<end] {
            if character.isNewline || character == "\t" {
                text.append(" ")
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                text.append("\u{FFFD}")
            } else {
                text.append(character)
            }
        }
        if end < characters.count { text += "…" }
        return (text, position - start + (start > 0 ? 1 : 0))
    }
}
