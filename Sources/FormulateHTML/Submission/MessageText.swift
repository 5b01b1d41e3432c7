/// How text from a request is shown inside an error message.
enum MessageText {
    /// Whether `scalar` is written as an escape in a message rather than as itself: control
    /// characters (NUL, ESC) and invisible format characters (a right-to-left override, a
    /// zero-width space), which could hide or reorder what a message says in a page or a log.
    /// The joiners that emoji and some scripts need (U+200C, U+200D) stay as they are.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return false
        }
    }

    /// Text from a request as a message shows it: at most 80 characters, with the characters
    /// of ``isInvisible(_:)`` written as `\u{…}`.
    static func shown(_ text: String) -> String {
        String(text.prefix(80)).unicodeScalars.map { scalar -> String in
            isInvisible(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
    }
}
