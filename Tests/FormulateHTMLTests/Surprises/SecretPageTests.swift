import Formulate
import FormulateHTML
import Testing

private struct Credentials: Equatable {
    var email = "ada@example.com"
    var password = "sk-live-123"
    var recoveryPassword = "rk-live-456"
}

extension Credentials: FormCustomizing {
    static var fieldOverrides: [String: FieldOverrides] { ["recoveryPassword": ["secure": false]] }
    static var inputFields: FormInput { .all }
}

@Suite("The HTML page never echoes a secret (issue 13 item 7)")
struct SecretPageTests {
    @Test func aPasswordIsAnEmptyInputAndAnEmptySubmissionKeepsIt() throws {
        let form = try ModelForm(Credentials())
        let page = HTMLRenderer(action: "/account").render(form)
        #expect(page.contains("ada@example.com"))
        #expect(!page.contains("sk-live-123"))
        #expect(!page.contains("rk-live-456"), "a password field is a secret even without secure text entry")

        let kept = try FormSubmission.commit(
            [("email", "grace@example.com"), ("password", ""), ("recoveryPassword", "")],
            to: try ModelForm(Credentials()))
        #expect(kept == Credentials(email: "grace@example.com"))

        let changed = try FormSubmission.commit([("password", "new-secret-789")], to: try ModelForm(Credentials()))
        #expect(changed.password == "new-secret-789")
    }

    /// A new password typed on a page refused for another field comes back empty, as every
    /// secret does; a save then would keep the stored one, so the page says to type it again.
    @Test func aSecretTypedOnAPageShownAgainIsToBeTypedAgain() throws {
        let form = try ModelForm(Credentials())
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(
                [("email", "not an address"), ("password", "new-secret-789"), ("recoveryPassword", "")], to: form)
        }
        let page = HTMLRenderer(action: "/account").render(form)
        #expect(!page.contains("new-secret-789"))
        let note = "<p class=\"note\">For your safety this is not shown again: type it again to save it.</p>"
        #expect(page.components(separatedBy: note).count == 2, "one note, at the password typed")
        let password = try #require(page.range(of: "name=\"password\""))
        let recovery = try #require(page.range(of: "name=\"recoveryPassword\""))
        let noteAt = try #require(page.range(of: note))
        #expect(password.upperBound < noteAt.lowerBound && noteAt.upperBound < recovery.lowerBound)
        #expect(!HTMLRenderer(action: "/account").render(try ModelForm(Credentials())).contains(note))
    }

    /// The same for a secret inside an item: a server's password typed on a page refused
    /// for another field is to be typed again; the other server's, untouched, is not.
    @Test func aSecretTypedInAnItemOnAPageShownAgainIsToBeTypedAgain() throws {
        struct Server: DefaultConstructible, Equatable {
            var host = ""
            var password = ""
        }
        struct Servers: FormCustomizing {
            var email = "ada@example.com"
            var servers = [Server(host: "a.example", password: "one"), Server(host: "b.example", password: "two")]
            static var inputFields: FormInput { .all }
        }
        let form = try ModelForm(Servers())
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(
                [
                    ("email", "not an address"), ("servers.0.host", "a.example"), ("servers.0.password", ""),
                    ("servers.1.host", "b.example"), ("servers.1.password", "new-secret-789"),
                ], to: form)
        }
        let page = HTMLRenderer(action: "/servers").render(form)
        #expect(!page.contains("new-secret-789"))
        let note = "<p class=\"note\">For your safety this is not shown again: type it again to save it.</p>"
        #expect(page.components(separatedBy: note).count == 2, "one note, at the password typed")
        let typed = try #require(page.range(of: "name=\"servers.1.password\""))
        let noteAt = try #require(page.range(of: note))
        #expect(typed.upperBound < noteAt.lowerBound)
        #expect(page.range(of: "name=\"servers.0.password\"").map { $0.upperBound < noteAt.lowerBound } == true)
    }

    private struct Card: FormCustomizing {
        var holder = "Ada"
        var pin = 1234
        static var fieldSettings: [String: FieldSettings] { ["pin": FieldSettings.secure(true)] }
        static var inputFields: FormInput { .all }
    }

    @Test func aRefusedSecretIsNotEchoedInTheErrorOrThePage() throws {
        let form = try ModelForm(Card())
        let refused = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "holder=Ada&pin=98x76", to: form)
        }
        #expect(refused.map { !"\($0)".contains("98x76") } == true)
        let page = HTMLRenderer(action: "/card").render(form)
        #expect(!page.contains("98x76"))
        #expect(!page.contains("1234"))
        #expect(page.contains("PIN: what was entered is not a whole number"))
    }

    private struct Recovery: Equatable, FormCustomizing {
        var name = "Ada"
        var recoveryCodes = ["111-222", "333-444"]
        static var fieldSettings: [String: FieldSettings] {
            ["recoveryCodes": FieldSettings.template(.secure(true))]
        }
        static var inputFields: FormInput { .all }
    }

    @Test func aListOfValuesWithASecureTemplateIsNotEchoed() throws {
        let form = try ModelForm(Recovery())
        #expect(form.field("recoveryCodes")?.itemTemplate?.textTraits.isSecure == true)
        #expect(form.field("recoveryCodes")?.isSecret == true)
        let page = HTMLRenderer(action: "/recovery").render(form)
        #expect(!page.contains("111-222"))
        #expect(!page.contains("333-444"))
        #expect(!form.describe().jsonString().contains("111-222"))

        // What a browser sends for the page: one empty input per stored item, and the new one.
        let kept = try FormSubmission.commit(
            body: "name=Grace&recoveryCodes=&recoveryCodes=&recoveryCodes=", to: try ModelForm(Recovery()))
        #expect(kept == Recovery(name: "Grace"))
        let replaced = try FormSubmission.commit(
            body: "name=Ada&recoveryCodes=&recoveryCodes=555-666&recoveryCodes=777-888",
            to: try ModelForm(Recovery()))
        #expect(replaced.recoveryCodes == ["111-222", "555-666", "777-888"])
    }

    private struct Keys: Equatable, FormCustomizing {
        var apiKeys = ["sk-live-1"]
        var note = ""
        static var inputFields: FormInput { .all }
    }

    @Test func editingAnotherFieldKeepsAnInferredListOfPasswords() throws {
        let form = try ModelForm(Keys())
        #expect(form.field("apiKeys")?.isSecret == true)
        #expect(!HTMLRenderer(action: "/keys").render(form).contains("sk-live-1"))
        let kept = try FormSubmission.commit(body: "apiKeys=&apiKeys=&note=rotated", to: form)
        #expect(kept == Keys(apiKeys: ["sk-live-1"], note: "rotated"))
    }
}
