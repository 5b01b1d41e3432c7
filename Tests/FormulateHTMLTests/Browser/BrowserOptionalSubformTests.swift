import Formulate
import FormulateHTML
import Foundation
import TestTools
import Testing

/// An optional subform switched on in Chromium, filled and saved; then switched off.
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "Optional subforms in Chromium", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserOptionalSubformTests {
    @Test func switchOnFillAndSaveThenSwitchOff() throws {
        let form = try ModelForm(Connection())
        #expect(try Chromium.post(form, [Chromium.press("add proxy")]) == .add("proxy"))
        let body = try Chromium.submit(
            form, edits: [.fill("[name=\"proxy.host\"]", "proxy.example"), .fill("[name=\"proxy.port\"]", "3128")])
        let saved = try FormSubmission.commit(body: body, to: form, mode: .strict)
        #expect(saved == Connection(proxy: ProxySettings(host: "proxy.example", port: 3128)))

        #expect(try Chromium.post(form, [Chromium.press("remove proxy")]) == .remove("proxy"))
        #expect(try FormSubmission.commit(body: try Chromium.submit(form), to: form, mode: .strict) == Connection())
    }
}
