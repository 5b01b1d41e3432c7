import Formulate
import FormulateHTML
import Testing

/// The hooks a server's cross-site request forgery protection is built on: hidden inputs the
/// application adds to the page, and keys a submission hands back instead of writing.
@Suite struct ReservedKeysTests {
    struct Account: Equatable, FormCustomizing {
        var name = "Ada"
        var email = "ada@example.com"
        var csrfToken = "field value"
        static var inputFields: FormInput { .all }
    }

    @Test func hiddenInputsComeFirstInTheFormInNameOrderEscaped() throws {
        var renderer = HTMLRenderer(action: "/account")
        renderer.hiddenInputs = ["version": "7", "csrf_token": "a\"b<c>&d"]
        let html = renderer.render(try ModelForm(Account()))
        let lines = html.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count > 3)
        #expect(lines[0].hasPrefix("<form method=\"post\" action=\"/account\""))
        #expect(lines[1] == "<input type=\"hidden\" name=\"csrf_token\" value=\"a&quot;b&lt;c&gt;&amp;d\">")
        #expect(lines[2] == "<input type=\"hidden\" name=\"version\" value=\"7\">")
    }

    @Test func aPageWithoutHiddenInputsHasNone() throws {
        let html = HTMLRenderer().render(try ModelForm(Account()))
        #expect(!html.contains("type=\"hidden\" name=\"version\""))
        #expect(!html.contains("name=\"csrf_token\" value=\"\""))
    }

    @Test func aReservedKeyIsHandedBackNeverWrittenAndNotRefusedInStrictMode() throws {
        let form = try ModelForm(Account())
        let submission = try FormSubmission.apply(
            body: "csrfToken=secret-1&name=Grace&csrfToken=secret-2&version=3", to: form, mode: .strict,
            reservedKeys: ["csrfToken", "version"])
        #expect(submission.reservedValues == ["csrfToken": "secret-2", "version": "3"])
        #expect(submission.ignoredKeys == [])
        let saved = try form.commit()
        #expect(saved == Account(name: "Grace", email: "ada@example.com", csrfToken: "field value"))
    }

    @Test func withoutReservedKeysATokenIsAnUnexpectedKeyInStrictMode() throws {
        let form = try ModelForm(Account())
        #expect(throws: FormSubmissionError.unexpectedKeys(["token"])) {
            try FormSubmission.apply(body: "token=x&name=Grace", to: form, mode: .strict)
        }
        #expect(form.text(for: "name") == "Ada")
        let lenient = try FormSubmission.apply(body: "token=x&name=Grace", to: try ModelForm(Account()))
        #expect(lenient.ignoredKeys == ["token"])
        #expect(lenient.reservedValues == [:])
    }

    @Test func commitTakesReservedKeysToo() throws {
        let saved = try FormSubmission.commit(
            body: "csrf_token=t&email=grace%40example.com", to: try ModelForm(Account()), mode: .strict,
            reservedKeys: ["csrf_token"])
        #expect(saved == Account(name: "Ada", email: "grace@example.com", csrfToken: "field value"))
    }

    struct Profile: Equatable, FormCustomizing {
        var name = "Ada"
        var bio = ""
        static var inputFields: FormInput { .all }
    }

    /// A page rendered with the token posts it back unchanged, beside the values.
    @Test func theRenderedTokenRoundTripsThroughTheSubmission() throws {
        var renderer = HTMLRenderer()
        renderer.hiddenInputs = ["csrf_token": "tok en+/=\""]
        let form = try ModelForm(Profile())
        let pairs = BrowserSimulator.submission(renderer.render(form), changes: ["bio": ["Mathematician"]])
        let submission = try FormSubmission.apply(pairs, to: form, mode: .strict, reservedKeys: ["csrf_token"])
        #expect(submission.reservedValues == ["csrf_token": "tok en+/=\""])
        #expect(try form.commit() == Profile(name: "Ada", bio: "Mathematician"))
    }
}
