import Foundation
import Testing

/// Runs `fullscreen_demo.py`, which drives the built `formulate-demo`'s full-screen editor
/// through a pseudo-terminal: the documented keys, a resize, Ctrl-C and SIGTERM restoring
/// the terminal, NO_COLOR, TERM=dumb and a pipe.
@Suite("formulate-demo's full-screen editor in a real pseudo-terminal")
struct FullScreenDemoTests {
    @Test func theDocumentedKeysResizeSignalsColoursAndFallbacks() throws {
        let (status, transcript) = try InteractiveDemoTests.run("fullscreen_demo.py")
        #expect(status == 0, "fullscreen_demo.py failed:\n\(transcript)")
        #expect(transcript.contains("full-screen demo: all checks passed"))
    }
}
