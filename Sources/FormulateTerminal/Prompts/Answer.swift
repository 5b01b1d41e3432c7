/// What a person's answer to a field's prompt asks for.
enum Answer: Equatable {
    /// Enter alone: keep the current value.
    case keep
    /// `?`: explain the field.
    case help
    /// `-`: empty the field.
    case clear
    /// Anything else: the text typed (`\?` and `\-` stand for a literal `?` and `-`).
    case text(String)

    /// Reads an answer; a secret is taken as typed, other answers without surrounding spaces.
    init(_ line: String, secret: Bool = false) {
        let trimmed = line.trimmingWhitespace()
        if trimmed.isEmpty && (!secret || line.isEmpty) {
            self = .keep
            return
        }
        switch trimmed {
        case "?": self = .help
        case "-": self = .clear
        case "\\?": self = .text("?")
        case "\\-": self = .text("-")
        default: self = .text(secret ? line : trimmed)
        }
    }
}
