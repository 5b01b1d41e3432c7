import Formulate
import FormulateHTML
import Testing

/// Input from outside writes only what the developer allowed (issue 13, item 1).
@Suite("Input fields")
struct InputFieldTests {
    @Test func aSubmissionCannotSetAPrivateSetProperty() throws {
        let form = try ModelForm(Member())
        let saved = try FormSubmission.commit(body: "name=Mallory&isAdmin=true", to: form)
        #expect(saved.name == "Mallory")
        #expect(saved.isAdmin == false)
        let submission = try FormSubmission.apply(body: "isAdmin=true", to: try ModelForm(Member()))
        #expect(submission.ignoredKeys == ["isAdmin"])
        let strict = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "name=Mallory&isAdmin=true", to: try ModelForm(Member()), mode: .strict)
        }
        #expect(strict?.description.contains("isAdmin") == true)
    }

    @Test func aFieldThatIsNotInputIsShownDisabled() throws {
        let page = HTMLRenderer().render(try ModelForm(Member()))
        let admin = try #require(page.components(separatedBy: "\n").first { $0.contains(#"name="isAdmin""#) })
        #expect(admin.contains(" disabled"))
        let name = try #require(page.components(separatedBy: "\n").first { $0.contains(#"name="name""#) })
        #expect(!name.contains(" disabled"))
    }

    @Test func nothingIsInputUnlessDeclared() throws {
        let form = try ModelForm(UndeclaredMember())
        #expect(!form.acceptsInput(for: "name"))
        let submission = try FormSubmission.apply(body: "name=Mallory&isAdmin=true", to: form)
        #expect(submission.ignoredKeys == ["name", "isAdmin"])
        #expect(form.value(for: "name") == "")
        // The developer's own code is not outside input.
        try form.setText("Ada", for: "name")
        #expect(form.value(for: "name") == "Ada")
    }

    @Test func applyInputRefusesByNameAndNeverWritesThem() throws {
        let form = try ModelForm(Member())
        let error = #expect(throws: FormErrors.self) {
            try form.applyInput(["name": "Mallory", "isAdmin": "true", "nmae": "x"])
        }
        #expect(error?.errors.map(\.key) == ["isAdmin", "nmae"])
        #expect(
            error?.errors.first?.message
                == "Admin cannot be set from outside: Member does not list it in its input fields")
        #expect(error?.errors.last?.message == "'nmae' is not a field of this form (did you mean 'name'?)")
        #expect(form.value(for: "isAdmin") == .bool(false))
        #expect(form.value(for: "name") == "Mallory", "the allowed field is applied, as a page's would be")
        let saved = try form.commit()
        #expect(saved.name == "Mallory")
        #expect(saved.isAdmin == false)
    }

    @Test func aFormCanListItsOwnInput() throws {
        let form = try ModelForm(Member())
        // `\Member.isAdmin` cannot be listed here: its setter is private to Member.swift, so
        // from this file its key path is a read-only KeyPath, and `.only` takes writable ones.
        #expect(throws: FormDefinitionError.self) { try form.acceptInput(.only("nmae")) }
        try form.acceptInput(.only("email"))
        #expect(!form.acceptsInput(for: "name"))
        #expect(form.acceptsInput(for: "email"))
        try form.acceptInput(.only(\Member.name))
        #expect(form.acceptsInput(for: "name"))
        #expect(!form.acceptsInput(for: "email"))
    }

    @Test func listingASubformAllowsItsFields() throws {
        struct Alerts { var sound = true }
        struct Settings: FormCustomizing {
            var alerts = Alerts()
            var name = ""
            static var inputFields: FormInput { .only(\Settings.alerts) }
        }
        let form = try ModelForm(Settings())
        #expect(form.acceptsInput(for: "alerts.sound"))
        #expect(!form.acceptsInput(for: "name"))
        let nested = try ModelForm(Settings())
        try nested.acceptInput(.only(\Settings.alerts.sound))
        #expect(nested.acceptsInput(for: "alerts.sound"))
    }
}
