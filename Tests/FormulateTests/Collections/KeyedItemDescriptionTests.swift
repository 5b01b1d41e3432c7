import Testing

@testable import Formulate

/// describe() of a dictionary of subforms, and `load` of that description: the same form,
/// as a dynamic one.
@Suite("Dictionaries of subforms in descriptions and dynamic forms")
struct KeyedItemDescriptionTests {
    private func mailbox() throws -> ModelForm<Mailbox> {
        try ModelForm(Mailbox(accounts: ["work": KeyedItemTests.work, "home": KeyedItemTests.home]))
    }

    @Test func theDictionaryFlagAndTheItemTemplateArePartOfTheField() throws {
        let described = try mailbox().describe()
        let accounts = try #require(described["fields"]?.arrayValue?.first { $0["key"] == "accounts" })
        #expect(accounts["type"] == "collection")
        #expect(accounts["dictionary"] == true)
        #expect(accounts["item"]?["type"] == "subform")
        #expect(accounts["item"]?["title"] == "Account")
        #expect(
            accounts["item"]?["fields"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == [
                "email", "password", "port", "aliases",
            ])
        #expect(accounts["value"]?.objectValue?.map(\.key) == ["home", "work"])
        #expect(accounts["value"]?["work"]?["email"] == "ada@work.example")
        #expect(accounts["value"]?["work"]?["password"] == nil, "secrets are left out")
    }

    @Test func loadingTheDescriptionGivesTheSameForm() throws {
        let description = try mailbox().describe()
        let dynamic = try ModelForm(description: description)
        #expect(dynamic.describe() == description)
        #expect(dynamic.field("accounts")?.isDictionary == true)
        #expect(dynamic.field("accounts")?.isCollectionOfSubforms == true)
        #expect(dynamic.items(in: "accounts").map(\.key) == ["accounts.home", "accounts.work"])
        #expect(dynamic.text(for: "accounts.home.port") == "143")
        try dynamic.setText("70000", for: "accounts.home.port")
        #expect(dynamic.validate().map(\.key) == ["accounts.home.port"])
        try dynamic.setText("995", for: "accounts.home.port")
        try dynamic.setText("new@example.org", for: "accounts.new.email")
        try dynamic.setText("993", for: "accounts.new.port") // a described item has no values of its own
        try dynamic.apply(.rename("accounts.work", to: "office"))
        let model = try dynamic.commit()
        let accounts = try #require(model.json["accounts"]?.objectValue)
        #expect(accounts.map(\.key) == ["home", "new", "office"])
        #expect(model.json["accounts"]?["home"]?["port"] == 995)
        #expect(model.json["accounts"]?["new"]?["email"] == "new@example.org")
        #expect(model.json["accounts"]?["office"]?["email"] == "ada@work.example")
    }

    @Test func aDescribedValueWithAKeyThatCannotBeOneIsAProblem() throws {
        let json = #"""
            {"fields": [{"key": "accounts", "type": "collection", "dictionary": true,
              "item": {"type": "subform", "fields": [{"key": "email", "type": "email"}]},
              "value": {"a.b": {"email": "x@example.org"}}}]}
            """#
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        #expect(error?.problems.first?.key == "accounts")
    }
}
