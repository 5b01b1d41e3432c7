/// Answers given in advance, one per line: drives a terminal form from a test or a script.
///
/// ```swift
/// let input = ScriptedInput(["Ada", "", "y"])   // type "Ada", press Enter, answer "y"
/// ```
///
/// After the last line it reports the end of input, as Ctrl-D would.
public final class ScriptedInput: LineReading {
    private var lines: [String]
    private var position = 0

    /// Answers that will be read in order.
    public init(_ lines: [String]) {
        self.lines = lines
    }

    /// The answers not read yet.
    public var remaining: [String] { Array(lines[position...]) }

    /// The next answer, or `nil` when there are none left.
    public func readLine(secret: Bool) -> String? {
        guard position < lines.count else { return nil }
        defer { position += 1 }
        return lines[position]
    }
}

/// Keeps what a terminal form writes, to be read back by a test.
public final class OutputBuffer: TextWriting {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) {
        self.text += text
    }
}
