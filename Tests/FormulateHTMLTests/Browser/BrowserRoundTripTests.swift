import Formulate
import FormulateHTML
import Foundation
import TestTools
import Testing

/// Values that a browser rewrites on their way back (HTML's newline normalization and value
/// sanitization, IDNA) survive an unchanged submission in Chromium: nothing the person did
/// not change is written (issue 14 item 9).
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "What Chromium sends back", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserRoundTripTests {
    struct Letter: Equatable, FormCustomizing {
        var name = "Ada\nLovelace"
        var bio = "first\r\nsecond\rthird"
        var homepage = URL(string: "https://bücher.example/shelf")

        static var inputFields: FormInput { .all }
        static var fieldOverrides: [String: FieldOverrides] { ["bio": ["type": "longText"]] }
    }

    @Test func anUnchangedSubmissionChangesNothing() throws {
        let letter = Letter()
        let form = try ModelForm(letter)
        #expect(form.text(for: "homepage") == "https://bücher.example/shelf")

        let body = try Chromium.submit(form)
        try FormSubmission.apply(body: body, to: form, mode: .strict)
        #expect(form.changes.isEmpty, "\(form.changes) from \(body)")
        #expect(try form.commit() == letter)
    }

    @Test func aPersonsEditsArriveAsTyped() throws {
        let form = try ModelForm(Letter())
        let body = try Chromium.submit(
            form,
            edits: [
                .fill("[name=name]", "Grace Hopper"),
                .fill("[name=bio]", "one\ntwo"),
                .fill("[name=homepage]", "https://bücher.example/neu"),
            ])
        let saved = try FormSubmission.commit(body: body, to: form)
        #expect(saved.name == "Grace Hopper")
        #expect(saved.bio == "one\ntwo")
        #expect(saved.homepage?.absoluteString == "https://xn--bcher-kva.example/neu")
        #expect(form.text(for: "homepage") == "https://bücher.example/neu")
    }

    @Test func aSingleLineValueWithALineBreakIsFlaggedNotRewritten() throws {
        let html = HTMLRenderer().render(try ModelForm(Letter()))
        #expect(
            html.contains(
                "<p class=\"note\">The saved value has a line break, which this field cannot show; it is kept unless you change the field.</p>"
            ))
    }
}
