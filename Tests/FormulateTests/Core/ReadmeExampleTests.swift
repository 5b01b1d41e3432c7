import Formulate
import Foundation
import Testing

// The README's examples, compiled and checked. Keep them in step with README.md.

private enum ReadmeTheme: String, CaseIterable { case light, dark, system }

private struct ReadmeSettings {
    var email = ""
    var rememberMe = false
    var fontSize = 14
    var theme = ReadmeTheme.system
    var homepage: URL?
    var backupEmails: [String] = []
    var internalID = 0
}

extension ReadmeSettings: FormCustomizing {
    static var excludedFields: [String] { ["internalID"] }
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "email": ["title": "Email Address", "header": "Account", "placeholder": "you@example.com"],
            "fontSize": ["min": 8, "max": 72],
        ]
    }
    static var extraFields: [FieldEntry] {
        [FieldEntry(FieldSettings.key("signOut").kind(.button).action(FieldAction { _, _ in print("bye") }))]
    }
}

private struct ReadmeProfile {
    @FormField(.title("Display Name").placeholder("How others see you").rules(.required, .maxLength(40)))
    var name = ""
    @FormField(.kind(.longText)) var bio = ""
}

private final class ReadmeAccount: FormKeyPathProviding {
    var email = ""
    var age = 0
    static var formKeyPaths: [FormKeyPath] {
        [FormKeyPath(\ReadmeAccount.email), FormKeyPath(\ReadmeAccount.age)]
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test func quickStart() throws {
        let form = try ModelForm(ReadmeSettings())
        #expect(form.field("email")?.kind == .email)
        #expect(form.field("rememberMe")?.title == "Remember Me")
        #expect(form.field("theme")?.options.map(\.title) == ["Light", "Dark", "System"])
        try form.setText("18", for: "fontSize")
        try form.setValue(ReadmeTheme.dark, for: "theme")
        try form.setText("https://swift.org", for: "homepage")
        let saved: ReadmeSettings = try form.commit()
        #expect(saved.fontSize == 18)
        #expect(saved.theme == .dark)
        #expect(saved.homepage == URL(string: "https://swift.org"))
    }

    @Test func badEditsNameTheField() throws {
        let form = try ModelForm(ReadmeSettings())
        do {
            try form.setText("purple", for: "theme")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "theme: Theme: \"purple\" is not one of \"Light\", \"Dark\", \"System\"")
        }
    }

    @Test func customization() throws {
        let form = try ModelForm(ReadmeSettings())
        #expect(form.field("email")?.title == "Email Address")
        #expect(form.field("internalID") == nil)
        #expect(form.field("signOut")?.kind == .button)
        #expect(throws: FormError.self) { try form.setText("100", for: "fontSize") }
    }

    @Test func annotations() throws {
        let form = try ModelForm(ReadmeProfile())
        #expect(form.field("name")?.title == "Display Name")
        #expect(form.field("bio")?.kind == .longText)
    }

    @Test func classes() throws {
        let account = ReadmeAccount()
        let form = try ModelForm(account)
        try form.setText("41", for: "age")
        try form.commit()
        #expect(account.age == 41)
    }
}

private struct ReadmeSignUp {
    @FormField(.rules(.required, .minLength(3))) var username = ""
    @FormField(.rules(.minLength(8))) var password = ""
    @FormField(.rules(.equalsField("password"))) var confirmPassword = ""
}

private struct ReadmeSession: FormCustomizing {
    var rememberMe = false
    var sessionDays = 30
    var plan = "free"
    var seats = 1
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "sessionDays": ["hidden": "$rememberMe == false"],
            "seats": ["disabled": "NOT ($plan IN {'pro', 'team'})"],
        ]
    }
}

@Suite("README examples: validation and conditions")
struct ReadmeValidationExampleTests {
    @Test func validation() throws {
        let signUp = try ModelForm(ReadmeSignUp())
        #expect(!signUp.isValid)
        #expect(signUp.errors(for: "username").isEmpty)
        try signUp.setText("ab", for: "username")
        try signUp.blur("username")
        #expect(signUp.errors(for: "username").first?.message == "Username must be at least 3 characters.")
        try signUp.markInvalid("username", message: "That username is taken.")
        let errors = signUp.validate()
        #expect(errors.map(\.reason) == [.server, .rule("minLength")])
    }

    @Test func conditions() throws {
        let session = try ModelForm(ReadmeSession())
        #expect(session.isHidden("sessionDays"))
        var printed: [String] = []
        session.onChange { change, form in
            printed.append("\(change.key) \(change.oldValue) -> \(change.newValue) \(form.isHidden("sessionDays"))")
        }
        try session.setValue(true, for: "rememberMe")
        #expect(printed == ["rememberMe false -> true false"])
        try session.setHidden(.when { $0["seats"].compare(to: 10) == .orderedDescending }, for: "plan")
        #expect(!session.isHidden("plan"))
        #expect(session.isDisabled("seats"))
    }
}

@Suite("README examples: dynamic forms")
struct ReadmeDynamicExampleTests {
    @Test func dynamicForm() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [
                  {"key": "name", "type": "text", "rules": [{"rule": "required"}]},
                  {"key": "age", "type": "integer", "min": 0, "optional": true}
                ]}
                """)
        try form.setText("Ada", for: "name")
        let model = try form.commit()
        #expect(model.json.jsonString(pretty: false) == #"{"name":"Ada","age":null}"#)
    }
}

private struct Meeting {
    var startsAt = Date(timeIntervalSince1970: 0)
}

@Suite("README: dates and time zones")
struct ReadmeTimeZoneExampleTests {
    @Test func aServerSetsEachPersonsZone() throws {
        let form = try ModelForm(Meeting())
        form.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
        try form.setText("2024-03-10T09:30", for: "startsAt") // 13:30 UTC
        #expect(form.value(for: "startsAt") == .date(Date(timeIntervalSince1970: 1_710_077_400)))
        #expect(form.text(for: "startsAt") == "2024-03-10T09:30:00-04:00")
    }
}
