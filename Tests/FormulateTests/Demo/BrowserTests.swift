import Foundation
import Testing

/// Runs `browser/browser_form_test.py`: a person fills in `formulate-demo html` in headless
/// Chromium, the browser's submission is applied with `apply-form-data`, and injected
/// markup must stay inert. `scripts/install-test-tools` installs Chromium and Playwright.
@Suite("A real browser", .serialized)
struct BrowserTests {
    @Test func aPersonFillsInTheDemoPageInChromium() throws {
        let binary = try #require(DemoProcess.binary, "formulate-demo is built by swift test")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("browser/browser_form_test.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)\n(run scripts/install-test-tools if Chromium or Playwright is missing)")
        #expect(text.contains(" passed, 0 failed"), "\(text)")
    }
}
