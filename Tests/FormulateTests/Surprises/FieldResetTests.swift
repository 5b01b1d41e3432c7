import Testing

@testable import Formulate

private struct ServerSettings: Equatable {
    var host = "localhost"
    var port = 8080
    var password = ""
    var confirmPassword = ""
    var limits = ServerLimits()
}

private struct ServerLimits: Equatable {
    var connections = 10
    var timeout = 30
}

extension ServerSettings: FormCustomizing {
    static var fieldOverrides: [String: FieldOverrides] {
        ["confirmPassword": ["rules": [ValidationRule.equalsField("password")]]]
    }
}

@Suite("Per-field reset (issue 13 item 11)")
struct FieldResetTests {
    @Test func resettingARejectedFieldKeepsTheOtherEdits() throws {
        let form = try ModelForm(ServerSettings())
        try form.setText("example.com", for: "host")
        #expect(throws: FormError.self) { try form.setText("80x", for: "port") }
        #expect(form.text(for: "port") == "80x")
        #expect(!form.errors(for: "port").isEmpty)

        try form.reset("port")

        #expect(form.text(for: "port") == "8080", "the rejected text is gone")
        #expect(form.errors(for: "port").isEmpty, "and its error")
        #expect(!form.isTouched("port"))
        #expect(form.value(for: "host") == "example.com", "another field keeps its edit")
        let saved = try form.commit()
        #expect(saved == ServerSettings(host: "example.com"))
    }

    @Test func resettingAnEditedFieldPutsBackItsValueAndTellsObservers() throws {
        let form = try ModelForm(ServerSettings())
        try form.setValue(9090, for: "port")
        try form.markInvalid("port", message: "Port is taken.")
        var seen: [String] = []
        form.onChange { change, _ in seen.append(change.description) }

        try form.reset("port")

        #expect(form.value(for: "port") == .int(8080))
        #expect(form.errors(for: "port").isEmpty, "a server's error goes too")
        #expect(form.changes.isEmpty)
        #expect(seen == ["port: 9090 -> 8080"])
    }

    @Test func resettingASubformResetsEachOfItsFields() throws {
        let form = try ModelForm(ServerSettings())
        try form.setValue(20, for: "limits.connections")
        try form.setValue(60, for: "limits.timeout")
        try form.setText("db", for: "host")
        try form.reset("limits")
        #expect(form.changes.map(\.key) == ["host"])
        try form.setValue(20, for: "limits.connections")
        try form.reset("limits")
        #expect(form.changes.map(\.key) == ["host"])
        try form.setValue(5, for: "limits.timeout")
        try form.reset("limits.timeout")
        #expect(form.value(for: "limits.timeout") == .int(30))
    }

    @Test func aFieldWhoseRuleReadsTheResetFieldIsCheckedAgain() throws {
        let form = try ModelForm(ServerSettings())
        try form.setText("secret-1", for: "password")
        try form.setText("secret-1", for: "confirmPassword")
        try form.setText("secret-2", for: "password")
        form.validate()
        #expect(!form.errors(for: "confirmPassword").isEmpty)
        try form.reset("password")
        #expect(form.errors(for: "password").isEmpty)
        #expect(!form.errors(for: "confirmPassword").isEmpty, "the confirmation still differs from the reset password")
        try form.reset("confirmPassword")
        #expect(form.errors(for: "confirmPassword").isEmpty)
        #expect(form.isValid)
    }

    @Test func anUnknownFieldIsAnErrorNamingTheClosestKey() throws {
        let form = try ModelForm(ServerSettings())
        let error = #expect(throws: FormError.self) { try form.reset("prot") }
        #expect(error?.reason == .unknownField)
        #expect(error?.message.contains("port") == true)
    }
}
