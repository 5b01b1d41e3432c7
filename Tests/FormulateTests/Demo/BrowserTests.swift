import Foundation
import TestTools
import Testing

/// Runs `browser/browser_form_test.py`: a person fills in `formulate-demo html` in headless
/// Chromium, the browser's submission is applied with `apply-form-data`, and injected
/// markup must stay inert. `scripts/install-test-tools` installs Chromium and Playwright.
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "A real browser", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserTests {
    @Test func aPersonFillsInTheDemoPageInChromium() throws {
        let binary = try #require(DemoProcess.binary, "formulate-demo is built by swift test")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("browser/browser_form_test.py")
        let run = try TestPython.run([script.path, binary.path], needing: .browser)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(" passed, 0 failed"), "\(run.output)")
    }
}
