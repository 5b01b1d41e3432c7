import Formulate
import FormulateHTML
import Testing

struct ProxySettings: Equatable, DefaultConstructible {
    var host = ""
    var port = 8080
}

/// A model with an optional subform switched on and off by a page's buttons.
struct Connection: Equatable, DefaultConstructible, FormCustomizing {
    var name = "Home"
    var proxy: ProxySettings?
    static var inputFields: FormInput { .all }
}

struct LockedConnection: Equatable, DefaultConstructible, FormCustomizing {
    var name = "Home"
    var proxy: ProxySettings?
    static var inputFields: FormInput { .only(["name"]) }
}

struct OptionalSubformTests {
    private let edit = FormSubmission.editButtonName

    @Test func anAbsentOptionalSubformRendersOnlyItsAddButton() throws {
        let html = HTMLRenderer().render(try ModelForm(Connection()))
        #expect(
            html.contains(
                "<fieldset class=\"subform\" id=\"field-proxy\">\n      <legend>Proxy</legend>\n"
                    + "      <div class=\"subform-actions\"><button type=\"submit\" name=\"formulate[edit]\" value=\"add proxy\" class=\"edit\" formnovalidate>Add proxy</button></div>\n"
                    + "    </fieldset>"))
        #expect(!html.contains("proxy.host"))
    }

    @Test func aPresentOptionalSubformHasItsFieldsAndARemoveButton() throws {
        let html = HTMLRenderer().render(try ModelForm(Connection(proxy: ProxySettings(host: "p.example"))))
        #expect(html.contains("name=\"proxy.host\" id=\"field-proxy-host\" value=\"p.example\""))
        #expect(
            html.contains(
                "<button type=\"submit\" name=\"formulate[edit]\" value=\"remove proxy\" class=\"edit\" formnovalidate>Remove proxy</button>"
            ))
    }

    @Test func withoutInputThereAreNoButtons() throws {
        let html = HTMLRenderer().render(try ModelForm(LockedConnection()))
        #expect(!html.contains("formulate[edit]"))
        let form = try ModelForm(LockedConnection())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply([(edit, "add proxy")], to: form)
        }
        #expect(error?.fieldErrors.map(\.reason) == [.notInput])
        #expect(form.isNestedModelAbsent("proxy"))
    }

    @Test func switchedOnItIsCreatedFromItsTemplateEvenUnedited() throws {
        let form = try ModelForm(Connection())
        #expect(throws: FormSubmissionError.shapeEdited(.add("proxy"))) {
            try FormSubmission.apply([("name", "Home"), (edit, "add proxy")], to: form)
        }
        #expect(!form.isNestedModelAbsent("proxy"))
        #expect(HTMLRenderer().render(form).contains("name=\"proxy.port\""))
        #expect(
            try FormSubmission.commit([("name", "Home"), ("proxy.host", ""), ("proxy.port", "8080")], to: form)
                == Connection(proxy: ProxySettings()))
    }

    @Test func switchedOffItIsNilAfterCommitAndNotValidated() throws {
        let form = try ModelForm(Connection(proxy: ProxySettings(host: "p.example", port: 3128)))
        #expect(throws: FormSubmissionError.shapeEdited(.remove("proxy"))) {
            try FormSubmission.apply(
                [("name", "Home"), ("proxy.host", "changed"), ("proxy.port", "x"), (edit, "remove proxy")], to: form)
        }
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(form.validate().isEmpty)
        #expect(try FormSubmission.commit([("name", "Home")], to: form) == Connection(proxy: nil))
        #expect(form.isNestedModelAbsent("proxy"))
    }

    @Test(arguments: ["remove proxy", "add proxy.host", "move proxy 0", "insert proxy.0"])
    func switchingWhatIsNotThereIsRefused(_ text: String) throws {
        let form = try ModelForm(Connection())
        #expect(throws: FormSubmissionError.self) { try FormSubmission.apply([(edit, text)], to: form) }
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(try form.commit() == Connection())
    }

    @Test func aRefusedTextInAnAbsentSubformIsNeverSavedAsNil() throws {
        let form = try ModelForm(Connection())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "name=Home&proxy.host=&proxy.port=abc", to: form)
        }
        #expect(error?.fieldErrors.map(\.key) == ["proxy.port"])
        #expect(form.model.proxy == nil)
        #expect(form.text(for: "proxy.port") == "abc")
        let saved = try FormSubmission.commit(body: "name=Home&proxy.host=&proxy.port=8080", to: form)
        #expect(saved.proxy == nil, "back to the template's values: still absent")
    }
}
