/// Where a terminal form reads a person's answers: one line at a time.
///
/// ``StandardInput`` reads a real terminal or a pipe; ``ScriptedInput`` replays lines, for
/// tests and for driving a form from a script.
public protocol LineReading: AnyObject {
    /// Reads the next line, without its line ending; `nil` at the end of input (Ctrl-D).
    ///
    /// - Parameter secret: whether the answer is a secret (a password). A terminal does not
    ///   echo what is typed then; other sources may ignore it.
    func readLine(secret: Bool) -> String?
}

/// Where a terminal form writes its prompts and messages.
///
/// ``StandardOutput`` writes to a file descriptor; ``OutputBuffer`` keeps the text, for tests.
public protocol TextWriting: AnyObject {
    /// Writes `text` as it is (add `"\n"` to end a line), at once, without buffering.
    func write(_ text: String)
}
