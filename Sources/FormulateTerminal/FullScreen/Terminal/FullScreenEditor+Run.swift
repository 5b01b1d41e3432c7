import Foundation

/// How a full-screen session ended.
public enum FullScreenOutcome: Sendable, Hashable {
    /// The person quit with `q` (what they saved meanwhile is saved).
    case quit
    /// Ctrl-C: the session stopped at once; nothing unsaved was saved.
    case interrupted
    /// The input ended (the terminal went away); nothing unsaved was saved.
    case endOfInput
    /// There is no terminal to draw on (input or output is a file or a pipe, or `TERM` is
    /// `dumb` or unset); nothing was drawn. The reason says which.
    case unavailable(String)
}

extension FullScreenEditor {
    /// Why the full-screen editor cannot run here, or `nil` when it can: standard input and
    /// output must both be terminals, and `TERM` must name one that moves its cursor (not
    /// `dumb`, not unset).
    public static func unavailableReason(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) -> String? {
        if isatty(input) != 1 { return "standard input is not a terminal" }
        if isatty(output) != 1 { return "standard output is not a terminal" }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" {
            return "the terminal (TERM=\(term.isEmpty ? "unset" : term)) cannot draw a full screen"
        }
        return nil
    }

    /// Runs the editor on the terminal until the person quits: raw mode on the alternate
    /// screen, a redraw after every key and resize, and the terminal put back on every
    /// exit (quit, Ctrl-C, SIGTERM, an error). `status` shows until the first key. Colours are left out when `colors` is
    /// `false` (by default when `NO_COLOR` is set); emphasis and reverse video stay.
    public func run(
        colors: Bool = ProcessInfo.processInfo.environment["NO_COLOR"] == nil, status: String? = nil
    ) -> FullScreenOutcome {
        if let reason = Self.unavailableReason() { return .unavailable(reason) }
        guard let terminal = RawTerminal() else { return .unavailable("the terminal's settings cannot be changed") }
        let resize = ResizeSignal()
        defer {
            resize?.stop()
            terminal.restore()
        }
        var loop = TerminalLoop(terminal: terminal, resize: resize)
        let size = terminal.size
        var state = start(width: size.width, height: size.height, status: status)
        terminal.write(render(state).ansi(colors: colors))
        while true {
            switch loop.next() {
            case .resized:
                let size = terminal.size
                state = self.resize(state, width: size.width, height: size.height)
                terminal.write("\u{1B}[2J")
            case .end:
                return .endOfInput
            case .keys(let keys):
                for key in keys {
                    let update = update(state, key)
                    state = update.state
                    switch update.effect {
                    case .save?: state = performSave(state)
                    case .quit?: return .quit
                    case .interrupt?: return .interrupted
                    case nil: break
                    }
                }
            }
            terminal.write(render(state).ansi(colors: colors))
        }
    }
}
