import Foundation
import Formulate
import FormulateHTML
import TestTools
import Testing

/// An optional subform switched on in Chromium, filled and saved; then switched off.
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite("Optional subforms in Chromium", .serialized,
       .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserOptionalSubformTests {
    private func press(_ edit: String) -> Chromium.Edit {
        .press("button[name=\"formulate[edit]\"][value=\"\(edit)\"]")
    }

    /// Applies a post that an edit button made (it ends in `.shapeEdited`).
    private func postEdit(_ form: ModelForm<Connection>, _ edits: [Chromium.Edit]) throws -> CollectionEdit? {
        let body = try Chromium.submit(form, edits: edits)
        do throws(FormSubmissionError) {
            try FormSubmission.apply(body: body, to: form, mode: .strict)
            return nil
        } catch {
            guard case .shapeEdited(let edit) = error else { throw error }
            return edit
        }
    }

    @Test func switchOnFillAndSaveThenSwitchOff() throws {
        let form = try ModelForm(Connection())
        #expect(try postEdit(form, [press("add proxy")]) == .add("proxy"))
        let body = try Chromium.submit(form, edits: [.fill("[name=\"proxy.host\"]", "proxy.example"), .fill("[name=\"proxy.port\"]", "3128")])
        let saved = try FormSubmission.commit(body: body, to: form, mode: .strict)
        #expect(saved == Connection(proxy: ProxySettings(host: "proxy.example", port: 3128)))

        #expect(try postEdit(form, [press("remove proxy")]) == .remove("proxy"))
        #expect(try FormSubmission.commit(body: try Chromium.submit(form), to: form, mode: .strict) == Connection())
    }
}
