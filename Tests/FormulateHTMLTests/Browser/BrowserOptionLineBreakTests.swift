import Formulate
import FormulateHTML
import Foundation
import TestTools
import Testing

/// Option values whose text holds a line break: a browser rewrites line breaks in a
/// `value`, so such a field's options are written as their indexes and read back
/// (issue 14, item 9).
enum Salutation: String, CaseIterable, Equatable {
    case twoLines = "Hello\nWorld"
    case windows = "Dear\r\nSir"
    case plain = "Hi"
}

struct Greeting: Equatable, DefaultConstructible, FormCustomizing {
    var salutation = Salutation.windows
    var fallback = Salutation.plain
    static var inputFields: FormInput { .all }
}

struct OptionLineBreakTests {
    @Test func optionsWithALineBreakAreWrittenAsIndexesAndReadBack() throws {
        let form = try ModelForm(Greeting())
        let html = HTMLRenderer().render(form)
        #expect(html.contains("<option value=\"0\">Two Lines</option>"))
        #expect(html.contains("<option value=\"1\" selected>Windows</option>"))
        #expect(!html.contains("value=\"Dear"))
        try FormSubmission.apply([("salutation", "0"), ("fallback", "1")], to: form)
        #expect(try form.commit() == Greeting(salutation: .twoLines, fallback: .windows))
    }

    @Test func anIndexThatIsNoOptionIsRefused() throws {
        let form = try ModelForm(Greeting())
        for text in ["3", "01", "-1", "99999999999999999999999"] {
            #expect(throws: FormSubmissionError.self) { try FormSubmission.apply([("salutation", text)], to: form) }
        }
        #expect(form.value(for: "salutation") == .string("Dear\r\nSir"))
    }
}

// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "Option line breaks in Chromium", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserOptionLineBreakTests {
    @Test(arguments: [HTMLRenderer.OptionStyle.select, .radios])
    func anUnchangedSubmitChangesNothingAndAChoiceArrives(_ style: HTMLRenderer.OptionStyle) throws {
        var renderer = HTMLRenderer()
        renderer.optionStyle = style
        let form = try ModelForm(Greeting())
        try FormSubmission.apply(body: try Chromium.submit(form, renderer: renderer), to: form, mode: .strict)
        #expect(form.changes.isEmpty)

        let choose: Chromium.Edit =
            style == .select ? .select("[name=salutation]", "0") : .check("[name=salutation][value=\"0\"]")
        let body = try Chromium.submit(form, edits: [choose], renderer: renderer)
        #expect(body.contains("salutation=0&"))
        #expect(try FormSubmission.commit(body: body, to: form, mode: .strict) == Greeting(salutation: .twoLines))
    }
}
