import Testing

@testable import Formulate

/// A mail account: an entry of a dictionary of subforms, with a rule, a secret and a
/// nested list.
struct MailAccount: Equatable, DefaultConstructible {
    var email = ""
    var password = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 993
    var aliases: [Alias] = []
}

/// An account type without `init()`: entries can be edited, never created.
struct FixedAccount: Equatable { var label: String }

struct Mailbox: Equatable, DefaultConstructible, FormCustomizing {
    var owner = ""
    var accounts: [String: MailAccount] = [:]
    var fixed: [String: FixedAccount] = [:]
    static var inputFields: FormInput { .only(["owner", "accounts"]) }
}

@Suite("Dictionaries of subforms ([String: SomeStruct])")
struct KeyedItemTests {
    static let work = MailAccount(email: "ada@work.example", password: "s3cret", port: 993)
    static let home = MailAccount(email: "ada@home.example", password: "hunter2", port: 143)

    @Test func entriesAreSubformsUnderTheirKeysOrderedByKey() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work, "home": Self.home]))
        let field = try #require(form.field("accounts"))
        #expect(field.kind == .collection && field.isDictionary && field.isCollectionOfSubforms)
        #expect(field.itemTemplate?.title == "Account")
        #expect(
            field.itemTemplate?.children.map(\.key) == [
                "accounts[].email", "accounts[].password",
                "accounts[].port", "accounts[].aliases",
            ])
        let entries = form.items(in: "accounts")
        #expect(entries.map(\.key) == ["accounts.home", "accounts.work"])
        #expect(entries.map(\.title) == ["home", "work"])
        #expect(entries.map(\.index) == [0, 1])
        #expect(
            entries[1].fields.map(\.key) == [
                "accounts.work.email", "accounts.work.password",
                "accounts.work.port", "accounts.work.aliases",
            ])
        #expect(entries.allSatisfy { !$0.isNew })
        #expect(form.text(for: "accounts.work.email") == "ada@work.example")
        #expect(form.field("accounts.home.port")?.title == "Port")
        #expect(form.field("accounts.work.port")?.kind == .integer)
        #expect(form.text(for: "accounts") == "2 entries")
        #expect(form.diagnostics.contains { $0.key == "accounts" } == false)
    }

    @Test func anEditOfOneEntryIsCommittedAndTheRestKept() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work, "home": Self.home]))
        try form.setText("995", for: "accounts.work.port")
        #expect(form.isDirty)
        let saved = try form.commit()
        var expected = Self.work
        expected.port = 995
        #expect(saved.accounts == ["work": expected, "home": Self.home])
    }

    @Test func settingAFieldOfAMissingKeyAddsTheEntryFromTheTemplate() throws {
        let form = try ModelForm(Mailbox())
        try form.setText("bob@example.org", for: "accounts.bob.email")
        #expect(form.items(in: "accounts").map(\.isNew) == [true])
        #expect(form.value(for: "accounts.bob.port") == .int(993))
        let saved = try form.commit()
        #expect(saved.accounts == ["bob": MailAccount(email: "bob@example.org")])
    }

    @Test func addRenameAndRemoveUseTheDictionarySpellings() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work, "home": Self.home]))
        try form.apply(CollectionEdit(parsing: "add accounts.zeta"))
        try form.apply(CollectionEdit(parsing: "rename accounts.work office"))
        try form.apply(CollectionEdit(parsing: "remove accounts.home"))
        try form.setText("z@example.org", for: "accounts.zeta.email")
        #expect(form.items(in: "accounts").map(\.title) == ["office", "zeta"])
        #expect(form.text(for: "accounts.office.email") == "ada@work.example")
        #expect(form.field("accounts.work.email") == nil)
        let saved = try form.commit()
        #expect(saved.accounts == ["office": Self.work, "zeta": MailAccount(email: "z@example.org")])
    }

    @Test func aRenameKeepsTheEntrysEditsAndItsPlaceInKeyOrder() throws {
        let form = try ModelForm(Mailbox(accounts: ["a": Self.work, "m": Self.home]))
        try form.setText("1", for: "accounts.a.port")
        try form.apply(.rename("accounts.a", to: "z"))
        #expect(form.items(in: "accounts").map(\.key) == ["accounts.m", "accounts.z"])
        #expect(form.text(for: "accounts.z.port") == "1")
        try form.apply(.rename("accounts.z", to: "b"))
        #expect(form.items(in: "accounts").map(\.key) == ["accounts.b", "accounts.m"])
        var expected = Self.work
        expected.port = 1
        #expect(try form.commit().accounts == ["b": expected, "m": Self.home])
    }

    @Test func errorsNameTheEntry() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        try form.setText("70000", for: "accounts.work.port")
        let errors = form.validate()
        #expect(errors.map(\.key) == ["accounts.work.port"])
        let thrown = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(thrown?.errors.map(\.key) == ["accounts.work.port"])
        #expect(form.model.accounts == ["work": Self.work])
    }

    @Test func aRenameOntoAnExistingKeyIsADuplicateNamingIt() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work, "home": Self.home]))
        let error = #expect(throws: FormError.self) { try form.apply(.rename("accounts.work", to: "home")) }
        #expect(error?.key == "accounts.home")
        #expect(error?.reason == .duplicateKey)
        let added = #expect(throws: FormError.self) { try form.apply(.add("accounts.work")) }
        #expect(added?.reason == .duplicateKey)
        #expect(!form.isDirty)
    }

    @Test(arguments: ["", "a.b", "a[0]", "]", "a\u{0}b", "\u{202E}x", String(repeating: "k", count: 10_000)])
    func invalidKeysAreErrorsNamingThemAndWriteNothing(_ name: String) throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        let edits: [() throws -> Void] = [
            { try form.apply(.add("accounts.\(name)")) },
            { try form.apply(.rename("accounts.work", to: name)) },
            { try form.setText("x", for: "accounts.\(name)") },
            { try form.applyInput(.remove("accounts.\(name)")) },
            { try form.setText("x", for: "accounts.\(name).email") },
        ]
        for edit in edits {
            let error = #expect(throws: FormError.self) { try edit() }
            #expect(error?.key.hasPrefix("accounts.") == true)
            #expect((error?.message.count ?? 0) < 400)
        }
        #expect(!form.isDirty)
        #expect(form.items(in: "accounts").map(\.key) == ["accounts.work"])
        #expect(try form.commit() == Mailbox(accounts: ["work": Self.work]))
    }

    @Test func aMissingEntryIsNamedWhenRemovedOrRead() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        let error = #expect(throws: FormError.self) { try form.apply(.remove("accounts.nope")) }
        #expect(error?.key == "accounts.nope")
        #expect(error?.message == "Accounts has no entry 'nope'")
        #expect(form.field("accounts.nope.email") == nil)
        #expect(form.text(for: "accounts.nope.email") == "")
    }

    @Test func listEditsAreRefusedWithTheWayToDoIt() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        let move = #expect(throws: FormError.self) { try form.apply(.move("accounts.work", to: 0)) }
        #expect(move?.message == "Accounts is ordered by key: add, rename or remove its entries")
        let add = #expect(throws: FormError.self) { try form.apply(.add("accounts")) }
        #expect(add?.message == "name an entry of Accounts (accounts.NAME) to add it")
        #expect(!form.isDirty)
    }

    @Test func anEntryWithoutInitSaysSo() throws {
        let form = try ModelForm(Mailbox(fixed: ["a": FixedAccount(label: "A")]))
        try form.setText("B", for: "fixed.a.label")
        let error = #expect(throws: FormError.self) { try form.apply(.add("fixed.b")) }
        #expect(error?.reason == .cannotCreate)
        #expect(
            error?.message
                == "Fixed cannot get a new item: FixedAccount does not adopt DefaultConstructible, which the form "
                + "needs to call its init(): add `extension FixedAccount: DefaultConstructible {}` (the protocol only "
                + "declares init(), which FixedAccount already has when every stored property has a default)")
        #expect(try form.commit().fixed == ["a": FixedAccount(label: "B")])
    }

    @Test func nothingChangedCommitsTheSameDictionaryAndAnAddThenRemoveIsNoChange() throws {
        let model = Mailbox(accounts: ["work": Self.work])
        let form = try ModelForm(model)
        try form.apply(.add("accounts.tmp"))
        try form.apply(.remove("accounts.tmp"))
        #expect(form.changes.isEmpty)
        #expect(try form.commit() == model)
    }

    @Test func secretsInsideEntriesAreLeftOutOfChangesAndDescribe() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        try form.setText("new-secret", for: "accounts.work.password")
        let change = try #require(form.changes.first { $0.key == "accounts" })
        #expect(!"\(change.newValue)".contains("new-secret"))
        #expect(!"\(change.oldValue)".contains("s3cret"))
        let description = "\(form.describe())"
        #expect(description.contains("ada@work.example"))
        #expect(!description.contains("s3cret") && !description.contains("new-secret"))
    }

    @Test func listsInsideEntriesAreEditedThroughTheEntry() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work]))
        try form.setText("ada", for: "accounts.work.aliases.0.name")
        try form.apply(.add("accounts.work.aliases"))
        #expect(
            form.items(in: "accounts.work.aliases").map(\.key) == [
                "accounts.work.aliases.0", "accounts.work.aliases.1",
            ])
        #expect(try form.commit().accounts["work"]?.aliases == [Alias(name: "ada"), Alias()])
    }

    @Test func inputFromOutsideEditsEntriesOnlyWhenTheDictionaryIsAnInputField() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": Self.work], fixed: ["a": FixedAccount(label: "A")]))
        try form.applyInput(["accounts.work.port": "995", "accounts.new.email": "n@example.org"])
        let refused = #expect(throws: FormErrors.self) { try form.applyInput(["fixed.a.label": "B"]) }
        #expect(refused?.errors.first?.reason == .notInput)
        #expect(throws: FormError.self) { try form.applyInput(.remove("fixed.a")) }
        let saved = try form.commit()
        #expect(saved.accounts["work"]?.port == 995)
        #expect(saved.accounts["new"]?.email == "n@example.org")
        #expect(saved.fixed == ["a": FixedAccount(label: "A")])
    }
}

@Suite("Dictionaries of subforms through the list API")
struct KeyedItemListAPITests {
    @Test func removeItemAtAnIndexRemovesTheEntryThereInKeyOrderAndTypedInsertsAreRefused() throws {
        let form = try ModelForm(Mailbox(accounts: ["work": KeyedItemTests.work, "home": KeyedItemTests.home]))
        try form.removeItem(at: 1, in: "accounts")
        #expect(form.items(in: "accounts").map(\.title) == ["home"])
        let error = #expect(throws: FormError.self) { try form.insertItem(KeyedItemTests.work, in: "accounts") }
        #expect(error?.message == "Accounts is ordered by key: add an entry (accounts.NAME) and set its fields")
        #expect(throws: FormError.self) { try form.moveItem(from: 0, to: 0, in: "accounts") }
        #expect(try form.commit().accounts == ["home": KeyedItemTests.home])
    }
}
