import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A password read from standard input: one line, never echoed.
enum PasswordInput {
    /// The first line of standard input, without its line ending. On a terminal, `prompt`
    /// is written to standard error and what is typed is not echoed.
    static func read(prompt: String) throws -> String {
        let line: String?
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(prompt.utf8))
            line = withoutEcho { readLine(strippingNewline: true) }
            FileHandle.standardError.write(Data("\n".utf8))
        } else {
            line = readLine(strippingNewline: true)
        }
        guard var password = line else {
            throw CommandError(
                description:
                    "no password on standard input: printf 'PASSWORD\\n' | settings-server add-user NAME --database FILE"
            )
        }
        // A line from Windows ends in CR LF.
        if password.hasSuffix("\r") { password.removeLast() }
        return password
    }

    /// `body`'s result, with the terminal's echo off while it runs.
    private static func withoutEcho<T>(_ body: () -> T) -> T {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
        return body()
    }
}
