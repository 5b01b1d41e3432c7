#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal in raw mode on its alternate screen, put back as it was by ``restore()`` and
/// by the signals that end a program (SIGTERM, SIGHUP, SIGINT, SIGQUIT, and the traps of a
/// crash), so the shell the person returns to echoes, shows its cursor and keeps its text.
final class RawTerminal {
    let input: Int32
    let output: Int32
    private let writer: StandardOutput
    private var original = termios()
    private var isRaw = false
    /// The handlers the program had before, put back by ``restore()``.
    private var previousHandlers: [(Int32, (@convention(c) (Int32) -> Void)?)] = []

    /// What switches the screen on: the alternate screen, no line wrap, a blank window.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?7l\u{1B}[H\u{1B}[2J"
    /// What switches it back: plain colours, line wrap, the cursor, the main screen.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Raw mode on `input` and the alternate screen on `output`; `nil` when either is not a
    /// terminal or its settings cannot be read.
    init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        writer = StandardOutput(fileDescriptor: output)
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &original) == 0 else { return nil }
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = RawTerminal.leaveBytes // made now: a signal handler may not allocate
        RawTerminal.saved = SavedTerminal(fileDescriptor: input, output: output, settings: original)
        for signal in RawTerminal.endingSignals { previousHandlers.append((signal, installRestoringHandler(signal))) }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            for (signal, handler) in previousHandlers { setSignalHandler(signal, handler) }
            RawTerminal.saved = nil
            return nil
        }
        isRaw = true
        write(Self.enterSequence)
    }

    /// Puts the terminal back as it was; safe to call more than once.
    func restore() {
        guard isRaw else { return }
        isRaw = false
        write(Self.leaveSequence)
        tcsetattr(input, TCSAFLUSH, &original)
        for (signal, handler) in previousHandlers { setSignalHandler(signal, handler) }
        RawTerminal.saved = nil
    }

    deinit { restore() }

    /// Writes `text` as it is.
    func write(_ text: String) {
        writer.write(text)
    }

    /// The window's size in columns and rows; 80x24 when the terminal does not say.
    var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    // MARK: - Signals

    /// The signals after which the terminal is put back before the program ends.
    static let endingSignals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
    ]

    /// What a signal handler needs to put the terminal back: set before raw mode starts,
    /// cleared after it ends, read only by the handlers (which then end the process).
    struct SavedTerminal {
        var fileDescriptor: Int32
        var output: Int32
        var settings: termios
    }

    nonisolated(unsafe) static var saved: SavedTerminal?

    /// Installs the handler that puts the terminal back; returns the one it replaces.
    private func installRestoringHandler(_ signal: Int32) -> (@convention(c) (Int32) -> Void)? {
        setSignalHandler(signal) { number in
            if let saved = RawTerminal.saved {
                var settings = saved.settings
                RawTerminal.leaveBytes.withUnsafeBufferPointer {
                    _ = systemWriteBytes(saved.output, $0.baseAddress, $0.count)
                }
                tcsetattr(saved.fileDescriptor, TCSAFLUSH, &settings)
            }
            // End as the signal would have ended the program.
            setSignalHandler(number, SIG_DFL)
            raise(number)
        }
    }

    /// ``leaveSequence`` as bytes, made before any signal can arrive (a handler may not allocate).
    static let leaveBytes: [UInt8] = Array(leaveSequence.utf8)
}

/// `signal(2)`, named apart from local names.
@discardableResult
func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
    @convention(c) (Int32) -> Void
)? {
    signal(number, handler)
}

/// `write(2)`, named apart from the methods called `write`.
func systemWriteBytes(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
