import Testing

@testable import Formulate

private struct Deployment: Equatable, DefaultConstructible, FormCustomizing {
    var environment: [String: String] = [:]
    var limits: [String: Int] = [:]
    var flags: [String: Bool] = [:]
    var locked: [String: String] = ["A": "1"]
    static var inputFields: FormInput { .only(["environment", "limits"]) }
}

@Suite("Dictionaries with String keys")
struct DictionaryTests {
    @Test func dictionariesAreCollectionsOfEntriesOrderedByKey() throws {
        let form = try ModelForm(Deployment(environment: ["b": "2", "a": "1", "C": "3"]))
        let field = try #require(form.field("environment"))
        #expect(field.kind == .collection)
        #expect(field.itemTemplate?.kind == .text)
        #expect(!field.isSortable, "entries are ordered by key")
        #expect(form.items(in: "environment").map(\.key) == ["environment.C", "environment.a", "environment.b"])
        #expect(form.items(in: "environment").first?.fields.map(\.key) == ["environment.C"])
        #expect(form.text(for: "environment.a") == "1")
        #expect(form.field("environment.b")?.title == "b")
        #expect(form.field("environment.zzz") == nil)
    }

    @Test func settingAKeyAddsTheEntryAndCommitWritesTheDictionary() throws {
        let form = try ModelForm(Deployment())
        try form.setText("debug", for: "environment.LOG_LEVEL")
        try form.setText("a.b=c", for: "environment.JAVA.OPTS")
        try form.setText("8", for: "limits.cpu")
        try form.setValue(true, for: "flags.beta")
        let saved = try form.commit()
        #expect(saved.environment == ["LOG_LEVEL": "debug", "JAVA.OPTS": "a.b=c"])
        #expect(saved.limits == ["cpu": 8])
        #expect(saved.flags == ["beta": true])
    }

    @Test func renameRemoveAndAdd() throws {
        let form = try ModelForm(Deployment(environment: ["A": "1", "B": "2"]))
        try form.apply(.rename("environment.A", to: "Z"))
        try form.apply(.remove("environment.B"))
        try form.apply(.add("limits.memory"))
        #expect(form.value(for: "limits.memory") == .int(0))
        #expect(try form.commit().environment == ["Z": "1"])
    }

    @Test(arguments: ["environment.", "environment.a\u{0}b", "environment." + String(repeating: "k", count: 300)])
    func invalidKeysAreErrorsNamingThem(_ key: String) throws {
        let form = try ModelForm(Deployment())
        let error = #expect(throws: FormError.self) { try form.setText("x", for: key) }
        #expect(error?.key.hasPrefix("environment.") == true)
        #expect(error?.reason == .invalidText)
        #expect(!form.isDirty)
    }

    @Test func aRenameOntoAnExistingKeyIsADuplicate() throws {
        let form = try ModelForm(Deployment(environment: ["A": "1", "B": "2"]))
        let error = #expect(throws: FormError.self) { try form.apply(.rename("environment.A", to: "B")) }
        #expect(error?.key == "environment.B")
        #expect(error?.reason == .duplicateKey)
        #expect(throws: FormError.self) { try form.apply(.add("environment.A")) }
        #expect(throws: FormError.self) { try form.apply(.remove("environment.Q")) }
        #expect(!form.isDirty)
    }

    @Test func aValueThatDoesNotParseNamesTheEntry() throws {
        let form = try ModelForm(Deployment())
        let error = #expect(throws: FormError.self) { try form.setText("lots", for: "limits.cpu") }
        #expect(error?.key == "limits.cpu")
        // The dictionary's title and the entry's key, then a colon, as other messages read.
        #expect(error?.message == "Limits cpu: \"lots\" is not a whole number")
        #expect(form.itemCount(for: "limits") == 0)
        let typed = #expect(throws: FormError.self) { try form.setValue("lots", for: "limits.cpu") }
        #expect(typed?.message.hasPrefix("Limits cpu: ") == true)
    }

    @Test func inputFromOutsideReachesOnlyInputDictionaries() throws {
        let form = try ModelForm(Deployment())
        try form.applyInput(["environment.A": "1"])
        let refused = #expect(throws: FormErrors.self) { try form.applyInput(["flags.x": "true"]) }
        #expect(refused?.errors.map(\.reason) == [.notInput])
        #expect(throws: FormError.self) { try form.applyInput(.remove("locked.A")) }
        #expect(form.acceptsInput(for: "environment.A"))
        #expect(!form.acceptsInput(for: "locked.A"))
        #expect(try form.commit().environment == ["A": "1"])
    }
}
