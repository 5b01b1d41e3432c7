import FormulateTerminal
import Foundation

/// How the demo writes to its standard output and error. Text from outside the program
/// (keys and values a person typed, a file's path, messages that quote them, values read
/// from the settings file) goes through `TerminalSafeText`, so nothing in it can recolour
/// the terminal, move the cursor or start a forged line.
enum DemoOutput {
    /// Writes `line` on standard error with its control characters shown (`^[`, `^J`,
    /// `<U+202E>`), then a line feed of the demo's own.
    static func error(_ line: String) {
        writeError(TerminalSafeText.visible(line) + "\n")
    }

    /// Writes text of the demo's own (its usage) on standard error, as it is.
    static func ownError(_ text: String) {
        writeError(text)
    }

    /// Prints JSON on standard output: the same JSON, with every character a terminal would
    /// obey that JSON allows raw inside a string (DEL, C1 controls, line and paragraph
    /// separators, bidirectional controls) written as a `\uXXXX` escape. The encoders escape
    /// the C0 controls already; outside strings JSON has only its own white space.
    static func json(_ json: String) {
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if scalar.value > 0x7E, TerminalSafeText.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped.append(
                    contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        print(String(escaped))
    }

    /// Prints a document (an HTML page) on standard output: into a file or a pipe as it is,
    /// on a terminal with the control characters of each line shown, its own line breaks kept.
    static func document(_ text: String) {
        guard isatty(STDOUT_FILENO) == 1 else {
            print(text)
            return
        }
        print(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSafeText.visible(String($0)) }
                .joined(separator: "\n"))
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
