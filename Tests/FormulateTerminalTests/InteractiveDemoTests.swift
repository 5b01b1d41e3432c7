import Foundation
import TestTools
import Testing

/// Runs `interactive_demo.py`, which drives the built `formulate-demo` through a
/// pseudo-terminal with pexpect, as a person at a terminal would.
// Skipped where the tests' Python lacks pexpect, required under CI (see ExternalTool).
@Suite(
    "formulate-demo in a real pseudo-terminal",
    .enabled(if: ExternalTool.pexpect.shouldRun, "needs Python with pexpect (scripts/test installs it)"))
struct InteractiveDemoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The demo binary beside the test bundle (both are built by `swift test`).
    static var demo: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("formulate-demo"))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(root.appendingPathComponent(".build/debug/formulate-demo"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func aPersonEditsSavesAndCancels() throws {
        let (status, transcript) = try Self.run("interactive_demo.py")
        #expect(status == 0, "interactive_demo.py failed:\n\(transcript)")
        #expect(transcript.contains("interactive demo: all checks passed"))
    }

    /// Runs a Python script of this folder on the built demo; its exit status and output.
    static func run(_ script: String) throws -> (status: Int32, transcript: String) {
        let demo = try #require(Self.demo, "formulate-demo is not built")
        let path = root.appendingPathComponent("Tests/FormulateTerminalTests/\(script)")
        let run = try TestPython.run([path.path, demo.path], needing: .pexpect)
        return (run.status, run.output)
    }
}
