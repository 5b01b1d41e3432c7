/// What text typed into a field never holds, although the field's type could store it.
///
/// No keyboard types a NUL character, and a single-line control (a browser's `<input>`, a
/// terminal's line) drops line breaks, so text holding them comes from a hand-made request
/// or a program, not a person: a server that writes a name into a header, a log line or a
/// database would carry them further. Typed text is refused for them; a typed value
/// (`setValue(_:for:)`) may hold them.
enum TypedText {
    /// Why `text` typed into a field of `kind` is refused: a NUL in any text, or a CR or LF
    /// in a field of one line (every textual kind but long text). `nil` when it is not.
    static func problem(in text: String, kind: FieldKind) -> ValueProblem? {
        guard kind.isTextual else { return nil }
        let isOneLine = kind != .longText
        let found = text.containsUTF8Byte { byte in
            byte == 0 || (isOneLine && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")))
        }
        guard found else { return nil }
        // Neither reason quotes the text: a secret's error says it too.
        if text.containsUTF8Byte(where: { $0 == 0 }) {
            return ValueProblem(kind: .invalidText, reason: "a NUL character is not accepted", quotesNothing: true)
        }
        return ValueProblem(
            kind: .invalidText, reason: "line breaks are not accepted; expected one line", quotesNothing: true)
    }
}
