import Testing

@testable import Formulate

private struct Credentials {
    var email = "ada@example.com"
    var password = "sk-live-123"
    /// A password field whose secure text entry a customization turned off.
    var recoveryPassword = "rk-live-456"
}

extension Credentials: FormCustomizing {
    static var fieldOverrides: [String: FieldOverrides] { ["recoveryPassword": ["secure": false]] }
}

@Suite("Secrets are never echoed (issue 13 item 7)")
struct SecretEchoTests {
    @Test func describeNeverPrintsAPasswordFieldsValue() throws {
        let form = try ModelForm(Credentials())
        #expect(form.field("recoveryPassword")?.kind == .password)
        #expect(form.field("recoveryPassword")?.isSecret == true, "a password field is a secret whatever its keyboard")
        let text = form.describe().jsonString()
        #expect(text.contains("ada@example.com"))
        #expect(!text.contains("sk-live-123"))
        #expect(!text.contains("rk-live-456"))
    }

    @Test func aLineBreakInASecretIsRefusedWithItsRealReasonWhichQuotesNothing() throws {
        let form = try ModelForm(Credentials())
        let refused = #expect(throws: FormError.self) { try form.setText("sk-new-789\n", for: "password") }
        #expect(refused?.message == "Password: line breaks are not accepted; expected one line")
        #expect(refused?.reason == .invalidText)
        let nul = #expect(throws: FormError.self) { try form.setText("sk-new\u{0}789", for: "password") }
        #expect(nul?.message == "Password: a NUL character is not accepted")
        #expect(form.value(for: "password") == .string("sk-live-123"))
    }

    @Test func aChangeToASecretIsDescribedWithoutItsValues() throws {
        let form = try ModelForm(Credentials())
        var seen: [String] = []
        form.onChange { change, _ in seen.append(change.description) }
        try form.setText("new-secret-789", for: "password")
        try form.setText("new-recovery-000", for: "recoveryPassword")
        try form.setText("grace@example.com", for: "email")
        #expect(
            seen == [
                "password: changed", "recoveryPassword: changed",
                #"email: "ada@example.com" -> "grace@example.com""#,
            ])
        let described = form.changes.map(\.description).joined(separator: "\n")
        for secret in ["sk-live-123", "new-secret-789", "rk-live-456", "new-recovery-000"] {
            #expect(!described.contains(secret))
        }
        #expect(form.changes.map(\.isSecret) == [false, true, true])
    }

    private struct Login: DefaultConstructible {
        var user = "ada"
        var password = "sk-live-123"
    }

    private struct Vault {
        var logins = [Login()]
        var keys = ["prod": Login()]
    }

    @Test func aChangeHandlerNeverSeesTheSecretsInsideItems() throws {
        let form = try ModelForm(Vault())
        var seen: [String] = []
        form.onChange { change, _ in seen.append(change.description) }
        try form.setText("bob", for: "logins.0.user")
        try form.setText("new-secret-789", for: "logins.0.password")
        try form.setText("eve", for: "keys.prod.user")
        #expect(
            seen == [
                #"logins: [{"user":"ada"}] -> [{"user":"bob"}]"#,
                #"logins: [{"user":"bob"}] -> [{"user":"bob"}]"#,
                #"keys: {"prod":{"user":"ada"}} -> {"prod":{"user":"eve"}}"#,
            ])
        #expect(form.value(for: "logins.0.password") == "new-secret-789", "the form itself keeps the secret")
    }

    private final class Keyring: FormKeyPathProviding {
        var logins = [Login()]
        var password = "pw-read-1"
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath(\Keyring.logins), FormKeyPath(\Keyring.password)]
        }
    }

    @Test func aConflictNeverShowsASecretNorTheSecretsInsideItems() throws {
        let keyring = Keyring()
        let form = try ModelForm(keyring)
        try form.setText("typed-secret-2", for: "logins.0.password")
        try form.setText("typed-secret-3", for: "password")
        keyring.logins[0].password = "other-secret-4"
        keyring.password = "other-secret-5"
        #expect(form.conflicts.map(\.key) == ["logins", "password"])
        #expect(form.conflicts.map(\.isSecret) == [false, true])
        let logins = try #require(form.conflicts.first)
        #expect(logins.valueWhenRead == .array([.object([FormValueMember("user", "ada")])]))
        #expect(logins.valueNow == .array([.object([FormValueMember("user", "ada")])]))
        #expect(logins.yourValue == .array([.object([FormValueMember("user", "ada")])]))
        let described = form.conflicts.map(\.description).joined(separator: "\n")
        #expect(described.hasPrefix("logins: Logins was changed elsewhere while you edited it"))
        for secret in [
            "sk-live-123", "typed-secret-2", "typed-secret-3", "other-secret-4", "other-secret-5", "pw-read-1",
        ] {
            #expect(!described.contains(secret))
        }
        #expect(form.value(for: "logins.0.password") == "typed-secret-2", "the form itself keeps the secret")
    }

    private struct Card: FormCustomizing {
        var holder = "Ada"
        var pin = 1234
        var pinHint = 0
        static var fieldSettings: [String: FieldSettings] {
            ["pin": FieldSettings.secure(true)]
        }
    }

    @Test func textASecretFieldRefusesIsNeverRepeatedInTheError() throws {
        let form = try ModelForm(Card())
        #expect(form.field("pin")?.isSecret == true)
        let refused = #expect(throws: FormError.self) { try form.setText("98x76", for: "pin") }
        #expect(refused?.message == "PIN: what was entered is not a whole number")
        #expect(refused?.reason == .invalidText)
        #expect(refused?.messageKey == "input.invalidText")
        #expect(form.value(for: "pin") == .int(1234), "the model's value is unchanged")

        let typed = #expect(throws: FormError.self) { try form.setValue("98x76", for: "pin") }
        #expect(typed.map { !$0.description.contains("98x76") } == true)

        // A field that is not secret still quotes what was typed, to show what was wrong.
        let plain = #expect(throws: FormError.self) { try form.setText("98x76", for: "pinHint") }
        #expect(plain?.message == #"PIN Hint: "98x76" is not a whole number"#)
    }

    private struct Keys {
        var apiKeys: [String] = ["sk-live-111"]
        var tokens: [String: String] = ["ci": "tok-222"]
        var name = "Ada"
    }

    @Test func aCollectionOfSecretValuesIsASecret() throws {
        let form = try ModelForm(Keys())
        #expect(form.field("apiKeys")?.itemTemplate?.kind == .password)
        #expect(form.field("apiKeys")?.isSecret == true)
        #expect(form.field("tokens")?.isSecret == true)
        #expect(form.field("name")?.isSecret == false)
        let described = form.describe().jsonString()
        #expect(!described.contains("sk-live-111"))
        #expect(!described.contains("tok-222"))
        #expect(described.contains("Ada"))

        try form.setValue(["sk-live-333"], for: "apiKeys")
        #expect(form.changes.map(\.description) == ["apiKeys: changed"])
    }
}
