import Foundation
import TestTools
import Testing

/// Runs `fullscreen_demo.py`, which drives the built `formulate-demo`'s full-screen editor
/// through a pseudo-terminal: the documented keys, a resize, Ctrl-C and SIGTERM restoring
/// the terminal, NO_COLOR, TERM=dumb and a pipe.
// Skipped where the tests' Python lacks pexpect, required under CI (see ExternalTool).
@Suite(
    "formulate-demo's full-screen editor in a real pseudo-terminal",
    .enabled(if: ExternalTool.pexpect.shouldRun, "needs Python with pexpect (scripts/test installs it)"))
struct FullScreenDemoTests {
    @Test func theDocumentedKeysResizeSignalsColoursAndFallbacks() throws {
        let (status, transcript) = try InteractiveDemoTests.run("fullscreen_demo.py")
        // The transcript holds every frame drawn: its end says what failed.
        #expect(status == 0, "fullscreen_demo.py failed:\n\(transcript.suffix(4000))")
        #expect(transcript.hasSuffix("full-screen demo: all checks passed\n"))
    }
}
