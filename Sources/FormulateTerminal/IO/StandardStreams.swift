#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// Reads lines from a file descriptor: standard input by default, a terminal or a pipe.
///
/// A secret answer is read with the terminal's echo turned off (and turned back on even
/// if the person presses Ctrl-C meanwhile). On a pipe, reading is the same either way.
public final class StandardInput: LineReading {
    private let fileDescriptor: Int32
    private var pending: [UInt8] = []
    private var reachedEnd = false

    /// Reads from `fileDescriptor` (standard input by default).
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether the input is a terminal (a person typing) rather than a file or a pipe.
    public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// The next line, or `nil` at the end of input.
    public func readLine(secret: Bool) -> String? {
        let echo = secret ? EchoSwitch(fileDescriptor: fileDescriptor) : nil
        defer {
            if let echo {
                echo.restore()
                // The Return that ended the line was not echoed either.
                _ = "\n".utf8CString.withUnsafeBufferPointer { systemWrite(fileDescriptor, $0.baseAddress, 1) }
            }
        }
        return nextLine()
    }

    private func nextLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if reachedEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                return String(decoding: pending, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += chunk[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                // A terminal reports Ctrl-D at the start of a line as the end of input.
                reachedEnd = true
            }
        }
    }
}

/// Writes text to a file descriptor at once: standard output by default.
public final class StandardOutput: TextWriting {
    private let fileDescriptor: Int32

    /// Writes to `fileDescriptor` (standard output by default).
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether the output is a terminal.
    public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// Writes all of `text`.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)`, named apart from ``StandardOutput/write(_:)``.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

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
