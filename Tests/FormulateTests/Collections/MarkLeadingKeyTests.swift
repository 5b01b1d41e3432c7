import Formulate
import Testing

/// Keys split on their dots by Unicode scalars: an entry key that begins with a combining
/// mark or a joiner (`"\u{301}x"`, `"\u{200D}"`) makes one `Character` with the dot before
/// it, yet is an entry like any other, edited by key from every path (issue 36 item 6).
struct MarkLeadingKeyTests {
    struct Account: Equatable, DefaultConstructible { var email = "" }
    struct Deployment: Equatable, DefaultConstructible, FormCustomizing {
        var environment: [String: String] = [:]
        var accounts: [String: Account] = [:]
        var tags: [String] = []
        static var inputFields: FormInput { .all }
    }

    static let keys = ["\u{301}x", "\u{200D}", "\u{301}", "a\u{301}.\u{301}b"]

    @Test(arguments: keys)
    func anEntryKeyThatBeginsWithAMarkIsSetReadAndRenamed(_ entry: String) throws {
        let form = try ModelForm(Deployment(environment: [entry: "old"]))
        #expect(form.items(in: "environment").map(\.key) == ["environment.\(entry)"])
        #expect(form.text(for: "environment.\(entry)") == "old")
        #expect(form.field("environment.\(entry)")?.title == entry)
        try form.setText("new", for: "environment.\(entry)")
        #expect(try form.commit().environment == [entry: "new"])
        try form.setText("added", for: "environment.\(entry)\(entry)")
        try form.apply(.rename("environment.\(entry)", to: "plain"))
        #expect(try form.commit().environment == ["plain": "new", entry + entry: "added"])
        try form.apply(.remove("environment.plain"))
        #expect(try form.commit().environment == [entry + entry: "added"])
    }

    @Test func anEntryOfSubformsKeyedByAMarkIsEditedByItsFieldsKeys() throws {
        let form = try ModelForm(Deployment())
        try form.setText("ada@example.org", for: "accounts.\u{301}x.email")
        #expect(form.text(for: "accounts.\u{301}x.email") == "ada@example.org")
        #expect(form.items(in: "accounts").map(\.key) == ["accounts.\u{301}x"])
        #expect(try form.commit().accounts == ["\u{301}x": Account(email: "ada@example.org")])
    }

    /// Its dot separates the entry from a field inside it, as `accounts.a.b`'s does.
    @Test func aDotBeforeAMarkInAnEntryOfSubformsSeparatesAField() throws {
        let form = try ModelForm(Deployment())
        let marked = #expect(throws: FormError.self) { try form.apply(.add("accounts.a.\u{301}b")) }
        let plain = #expect(throws: FormError.self) { try form.apply(.add("accounts.a.b")) }
        #expect(marked?.key == plain?.key)
        #expect(marked?.reason == plain?.reason)
        #expect(form.items(in: "accounts").isEmpty)
    }

    @Test func anItemNumberFollowedByADotAndAMarkIsRouted() throws {
        let form = try ModelForm(Deployment(tags: ["a"]))
        let error = #expect(throws: FormError.self) { try form.setText("x", for: "tags.0.\u{301}") }
        #expect(error?.key == "tags.0.\u{301}")
        #expect(form.field("tags")?.name == "tags")
        #expect(form.field("environment.\u{301}x") == nil)
    }

    @Test func aFieldsNameIsItsKeysLastPartByScalars() throws {
        let form = try ModelForm(Deployment(environment: ["\u{301}x": "v"]))
        let field = try #require(form.field("environment.\u{301}x"))
        #expect(Array(field.name.unicodeScalars) == Array("\u{301}x".unicodeScalars))
    }
}

/// The text spelling of an edit splits by scalars too.
struct MarkLeadingEditTextTests {
    @Test func aRenameToAKeyThatBeginsWithAMarkIsRead() throws {
        #expect(try CollectionEdit(parsing: "rename env.\u{301}x \u{301}y") == .rename("env.\u{301}x", to: "\u{301}y"))
        #expect(try CollectionEdit(parsing: "move tags.\u{301} 2") == .move("tags.\u{301}", to: 2))
        #expect(try CollectionEdit(parsing: "remove env.\u{200D}") == .remove("env.\u{200D}"))
    }
}
