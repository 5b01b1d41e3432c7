import Formulate
import FormulateHTML
import Foundation
import Testing

private struct ReadmeHTMLSettings: FormCustomizing {
    var email = ""
    var fontSize = 14
    var rememberMe = true
    static var inputFields: FormInput {
        .only(\ReadmeHTMLSettings.email, \ReadmeHTMLSettings.fontSize, \ReadmeHTMLSettings.rememberMe)
    }
}

@Suite("README example: HTML")
struct ReadmeHTMLExampleTests {
    @Test func renderAndSubmit() throws {
        let form = try ModelForm(ReadmeHTMLSettings())
        let page = HTMLRenderer().page(form, title: "Settings")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(#"type="email""#))
        let saved: ReadmeHTMLSettings = try FormSubmission.commit(body: "email=ada%40example.com&fontSize=18", to: form)
        #expect(saved.fontSize == 18)
        #expect(saved.email == "ada@example.com")
        #expect(saved.rememberMe == false, "a rendered checkbox absent from the body is unchecked")
    }

    @Test func aFailedSubmitRendersWhatWasTyped() throws {
        let form = try ModelForm(ReadmeHTMLSettings())
        #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(body: "email=x&fontSize=huge", to: form) }
        let again = HTMLRenderer().render(form)
        #expect(again.contains(#"value="huge""#))
        #expect(again.contains(#"aria-invalid="true""#))
    }
}
