import Foundation

/// How a terminal form decorates its text: plain, or with ANSI bold, dim and colours.
///
/// Use ``detect(fileDescriptor:environment:)`` to style only a real terminal: it gives
/// ``plain`` when the output is a file or a pipe, when `NO_COLOR` is set
/// (<https://no-color.org>), or when `TERM` is `dumb`.
public struct TerminalStyle: Sendable, Hashable {
    /// Whether ANSI escape sequences are written.
    public var usesANSI: Bool

    /// A style that writes ANSI escape sequences or not.
    public init(usesANSI: Bool) {
        self.usesANSI = usesANSI
    }

    /// No escape sequences: what tests, files and pipes get.
    public static let plain = TerminalStyle(usesANSI: false)

    /// Bold headings, dim hints, red errors, green confirmations.
    public static let ansi = TerminalStyle(usesANSI: true)

    /// ``ansi`` when `fileDescriptor` is a terminal, `NO_COLOR` is not set and `TERM` is not
    /// `dumb`; ``plain`` otherwise.
    public static func detect(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalStyle {
        guard isatty(fileDescriptor) == 1 else { return .plain }
        return environment["NO_COLOR"] == nil && environment["TERM"] != "dumb" ? .ansi : .plain
    }

    /// `text` in bold: headings.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed: hints and help.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// `text` in red: errors.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// `text` in green: what went well.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// `text` in yellow: warnings, cancellations.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// `text` in cyan: values.
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesANSI && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
