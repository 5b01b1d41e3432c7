import Formulate
import Testing

/// An item is never titled by a secret: its title is on every page and in every change review.
@Suite("A secret never titles an item")
struct SecretItemTitleTests {
    struct Login: DefaultConstructible, FormItemTitled {
        static let formItemTitleKey = "password"
        var site = ""
        var password = ""
    }
    struct Vault { var logins = [Login(site: "example.org", password: "hunter2")] }

    struct Account: DefaultConstructible {
        var name = ""
        var apiKey = ""
    }
    struct Team: FormCustomizing {
        var accounts = [Account(name: "ci", apiKey: "sk-123")]
        static var fieldSettings: [String: FieldSettings] {
            ["accounts": .itemTitleKey("apiKey")]
        }
    }

    @Test func aTitleKeyNamingASecretFieldIsRefusedWhenTheFormIsBuilt() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Vault()) }
        #expect(error?.problems.map(\.key) == ["logins"])
        #expect(
            error?.problems.first?.message
                == "itemTitleKey 'password' names a secret field of Login; a secret never titles an item")
        #expect(error?.description.contains("hunter2") == false)
    }

    @Test func aTitleKeyFromSettingsNamingAnInferredSecretIsRefused() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Team()) }
        #expect(
            error?.problems.map(\.message) == [
                "itemTitleKey 'apiKey' names a secret field of Account; a secret never titles an item"
            ])
    }

    @Test func aDescriptionCannotTitleItemsBySecretsEither() throws {
        let json = #"""
            {"fields": [{"key": "keys", "type": "collection", "value": [], "itemTitleKey": "token",
              "item": {"type": "subform", "fields": [{"key": "token", "type": "password", "value": ""}]}}]}
            """#
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        #expect(error?.problems.first?.message.hasSuffix("a secret never titles an item") == true)
    }
}
