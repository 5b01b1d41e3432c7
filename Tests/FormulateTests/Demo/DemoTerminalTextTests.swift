import Foundation
import TestTools
import Testing

@testable import Formulate

/// What the demo prints from outside (keys and values typed on its command line, a path,
/// the settings file's values) is shown, never obeyed by the terminal (issue 14, item 16).
@Suite("formulate-demo: text from outside on the terminal", .serialized)
struct DemoTerminalTextTests {
    /// ESC with a colour, LF, CR, a C1 CSI and a right-to-left override.
    static let hostile = "A\u{1B}[32mB\nC\rD\u{9B}2JE\u{202E}F"
    static let shown = "A^[[32mB^JC^MD<U+009B>2JE<U+202E>F"

    @Test func setEchoesAnUnknownKeyOnOneVisibleLine() throws {
        let result = try DemoProcess.run(["set", "\(Self.hostile)=1"], in: try DemoProcess.temporaryDirectory())
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(Self.shown): "), "\(result.errors)")
        #expect(Self.lines(result.errors) == 1, "one line per error: \(result.errors)")
        Self.expectNoControls(result.errors)
    }

    @Test func applyFormDataEchoesIgnoredKeysVisibly() throws {
        // x ESC [32mSaved LF ok U+202E, URL-encoded.
        let body = "x%1B%5B32mSaved%0Aok%E2%80%AE=1&fontSize=20"
        let result = try DemoProcess.run(["apply-form-data", body], in: try DemoProcess.temporaryDirectory())
        #expect(result.status == 0, "\(result.errors)")
        let notes = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            notes.first == "note: ignored, not fields that can be edited here: x^[[32mSaved^Jok<U+202E>",
            "\(result.errors)")
        #expect(!notes.contains { $0.hasPrefix("ok") || $0.hasPrefix("Saved") }, "no forged line")
        Self.expectNoControls(result.errors)
    }

    @Test func anUnknownCommandAndABadFileAreQuotedVisibly() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let command = try DemoProcess.run(["\u{1B}]0;pwned\u{07}"], in: directory)
        #expect(command.status == 2)
        #expect(
            command.errors.hasPrefix("error: unknown command '^[]0;pwned^G'\n\nUsage: formulate-demo"),
            "\(command.errors)")
        Self.expectNoControls(command.errors)

        let name = "evil\u{1B}[31m\u{202E}.json"
        try Data("not json".utf8).write(to: directory.appendingPathComponent(name))
        let file = try DemoProcess.run(["--file", name, "describe"], in: directory)
        #expect(file.status == 1)
        #expect(file.errors.contains("/evil^[[31m<U+202E>.json is not a valid settings file"), "\(file.errors)")
        #expect(Self.lines(file.errors) == 1)
        Self.expectNoControls(file.errors)
    }

    @Test func printedJSONEscapesEveryControlAndKeepsTheValue() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let value = "A\u{1B}[31m\u{9B}1m\u{7F}\u{2028}\u{202E}\u{2066}B"
        let result = try DemoProcess.run(["set", "displayName=\(value)"], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(#""displayName" : "A\u001b[31m\u009b1m\u007f\u2028\u202e\u2066B""#),
            "\(result.output)")
        Self.expectNoControls(result.output)
        #expect(try FormValue(json: result.output)["displayName"] == .string(value), "the same JSON value")
        for command in [["describe"], ["schema"], []] {
            let printed = try DemoProcess.run(command, in: directory)
            // FormValue's JSON writes C0 escapes in upper case, JSONEncoder in lower case.
            #expect(
                printed.output.lowercased().contains(#"a\u001b[31m\u009b1m\u007f\u2028\u202e\u2066b"#), "\(command)")
            Self.expectNoControls(printed.output)
        }
    }

    @Test func editShowsASavedValueVisiblyAndCannotForgeALine() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let forged = "Ada\u{202E}\u{1B}[1m\r\u{1B}[32mSaved settings.json.\u{1B}[0m"
        #expect(
            try DemoProcess.run(
                ["set", "displayName=Placeholder", "bio=Hi\n\u{1B}[32mSaved settings.json."], in: directory
            ).status == 0)
        // A line break is not typed into one line of text (`set` refuses it): the file is
        // where such a value comes from.
        let file = directory.appendingPathComponent("settings.json")
        let saved = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let encoded = String(decoding: try JSONEncoder().encode(forged), as: UTF8.self)
        #expect(saved.contains(#""Placeholder""#))
        try Data(saved.replacingOccurrences(of: #""Placeholder""#, with: encoded).utf8).write(to: file)
        let result = try DemoProcess.run(["edit"], in: directory) // standard input is /dev/null: cancelled at once
        #expect(
            result.output.contains("Display Name [Ada<U+202E>^[[1m^M^[[32mSaved settings.json.^[[0m]: "),
            "\(result.output)")
        #expect(!result.output.split(separator: "\n").contains { $0.hasPrefix("Saved") })
        Self.expectNoControls(result.output)
    }

    // The pseudo-terminal comes from Python's standard library: skipped without Python,
    // required under CI (see ExternalTool).
    @Test(
        .enabled(if: ExternalTool.python3.shouldRun, "needs Python 3 for a pseudo-terminal (scripts/test installs it)"))
    func anHTMLPageIsShownVisiblyOnATerminalAndWrittenUnchangedToAPipe() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "displayName=A\u{1B}[2J\u{9B}B\u{202E}C"], in: directory).status == 0)
        let onTerminal = try Self.runOnTerminal(["html"], in: directory)
        #expect(onTerminal.contains(#"value="A^[[2J<U+009B>B<U+202E>C""#), "\(onTerminal)")
        Self.expectNoControls(onTerminal.replacingOccurrences(of: "\r\n", with: "\n"))
        let piped = try DemoProcess.run(["html"], in: directory)
        #expect(piped.output.contains("value=\"A\u{1B}[2J\u{9B}B\u{202E}C\""), "a file gets the page as it is")
    }

    static func lines(_ text: String) -> Int {
        text.split(separator: "\n").count
    }

    /// No character a terminal obeys, but line feeds.
    static func expectNoControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                return true
            default: return false
            }
        }
        #expect(
            controls.isEmpty, "controls: \(controls.map { String($0.value, radix: 16) })",
            sourceLocation: sourceLocation)
    }

    /// Runs the demo with its standard output on a pseudo-terminal (made by Python's
    /// standard library); returns what the terminal received, each line feed as CR LF.
    static func runOnTerminal(_ arguments: [String], in directory: URL) throws -> String {
        guard let binary = DemoProcess.binary else { throw CocoaError(.fileNoSuchFile) }
        let script = """
            import os, subprocess, sys
            main, terminal = os.openpty()
            child = subprocess.Popen(sys.argv[1:], stdout=terminal, stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(terminal)
            received = b""
            while True:
                try:
                    data = os.read(main, 65536)
                except OSError:  # EIO once the demo has exited
                    break
                if not data:
                    break
                received += data
            child.wait()
            sys.stdout.buffer.write(received)
            """
        return try TestPython.run(["-c", script, binary.path] + arguments, needing: .python3, in: directory).output
    }
}
