import Formulate
import Testing

/// An optional subform inside a collection item (`accounts.0.signature`) keeps its switch
/// like one at top level: absent stays absent unless switched on, switched off is `nil`.
struct ItemOptionalSubformTests {
    struct Signature: Equatable, DefaultConstructible {
        var text = ""
        var appendToReplies = true
    }

    struct Account: Equatable, DefaultConstructible {
        var name = ""
        var port = 993
        var signature: Signature?
    }

    struct Mail: Equatable, DefaultConstructible, FormCustomizing {
        var accounts: [Account] = []
        static var inputFields: FormInput { .all }
    }

    @Test func editingAnotherFieldOfTheItemKeepsTheSubformAbsent() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        try form.setText("143", for: "accounts.0.port")
        let saved = try form.commit()
        #expect(saved.accounts == [Account(name: "Work", port: 143, signature: nil)])
    }

    @Test func removingAPresentSubformInAnItemSavesNil() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work", signature: Signature(text: "Hi"))]))
        try form.apply(.remove("accounts.0.signature"))
        #expect(form.isNestedModelAbsent("accounts.0.signature"))
        #expect(try form.commit().accounts[0].signature == nil)
    }

    @Test func aNewItemHasItsOptionalSubformAbsent() throws {
        let form = try ModelForm(Mail())
        try form.setText("Home", for: "accounts.0.name")
        #expect(form.isNestedModelAbsent("accounts.0.signature"))
        #expect(try form.commit().accounts == [Account(name: "Home", signature: nil)])
    }

    @Test func theItemValueSaysTheSubformIsAbsent() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        try form.setText("143", for: "accounts.0.port")
        let accounts = try #require(form.value(for: "accounts")?.arrayValue)
        let members = try #require(accounts.first?.objectValue)
        #expect(!members.contains { $0.key.hasPrefix("signature.") })
        #expect(members.first { $0.key == "signature" }?.value == .null)
    }
}
