#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a terminal's echo off while a secret is typed, and back on afterwards — also when
/// the person presses Ctrl-C, so that the shell they return to shows what they type.
final class EchoSwitch {
    private let fileDescriptor: Int32
    private var original = termios()
    private var previousHandler: (@convention(c) (Int32) -> Void)?
    private var isOff = false

    /// Turns echo off on `fileDescriptor` if it is a terminal; does nothing otherwise.
    init?(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &original) == 0 else { return nil }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        EchoSwitch.interrupted = (fileDescriptor, original)
        previousHandler = signal(
            SIGINT,
            { _ in
                if let (fd, settings) = EchoSwitch.interrupted {
                    var restored = settings
                    tcsetattr(fd, TCSANOW, &restored)
                }
                _exit(130)
            })
        guard tcsetattr(fileDescriptor, TCSANOW, &silent) == 0 else {
            restoreHandler()
            return nil
        }
        isOff = true
    }

    /// Turns echo back on.
    func restore() {
        guard isOff else { return }
        isOff = false
        tcsetattr(fileDescriptor, TCSANOW, &original)
        restoreHandler()
    }

    private func restoreHandler() {
        signal(SIGINT, previousHandler)
        EchoSwitch.interrupted = nil
    }

    deinit { restore() }

    /// The settings to put back if Ctrl-C arrives while echo is off. Set and cleared on the
    /// thread that reads, read only by the signal handler (which then exits).
    nonisolated(unsafe) static var interrupted: (Int32, termios)?
}
