import Formulate
import FormulateTerminal
import Testing

/// An entry of a dictionary of subforms.
struct MailHost: DefaultConstructible, Equatable {
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 993
}

/// A model whose one field is a dictionary of subforms.
struct MailHosts: DefaultConstructible, Equatable, FormCustomizing {
    var accounts: [String: MailHost] = [:]
    static var inputFields: FormInput { .all }
    static let sample = MailHosts(accounts: ["work": MailHost(host: "imap.work.example")])
}

/// Both terminal editors list the entries of a dictionary of subforms by key and drill
/// into one, whose fields are asked and validated like any field.
@Suite("Terminal editors: dictionaries of subforms")
struct KeyedItemTerminalTests {
    @Test func theLineEditorListsEntriesByKeyAndAsksAnEntrysFields() throws {
        let form = try ModelForm(MailHosts.sample)
        let answers = [
            "add home", "imap.home.example", "99999", "143", // the port is refused once
            "edit work", "", "995",
            "rename work office", "done", "y",
        ]
        let (outcome, output) = run(form, answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(
            saved.accounts == [
                "home": MailHost(host: "imap.home.example", port: 143),
                "office": MailHost(host: "imap.work.example", port: 995),
            ])
        #expect(output.contains("Accounts: 1 entry\n  work (accounts.work)\n"))
        #expect(output.contains("! Accounts › home: Port must be less than or equal to 65535."))
        #expect(output.contains("Accounts: 2 entries\n  home (accounts.home)\n  work (accounts.work)\n"))
        #expect(output.contains("Accounts: 2 entries\n  home (accounts.home)\n  office (accounts.office)\n"))
    }

    @Test func theFullScreenEditorOpensAnEntryByKeyAndAddsRenamesAndDeletes() throws {
        let form = try ModelForm(MailHosts.sample)
        let editor = FullScreenEditor(form: form, title: "Mail") { _ in }
        var state = editor.start(width: 80, height: 24)
        func press(_ keys: Key...) { for key in keys { state = editor.update(state, key).state } }
        func type(_ text: String) { for character in text { press(.character(character)) } }
        var lines: [String] { editor.render(state).lines }

        press(.enter)
        #expect(lines[0].hasPrefix(" Mail › Accounts"))
        #expect(lines[1].hasPrefix(">   work"))
        #expect(lines[22] == " Enter open  a add  r rename  d delete  Esc back  Ctrl-S save  q quit")
        press(.enter)
        #expect(lines[0].hasPrefix(" Mail › Accounts › work"))
        press(.down, .enter, .control("u"))
        type("995")
        press(.enter, .escape)
        #expect(form.text(for: "accounts.work.port") == "995")

        press(.character("a"))
        type("home")
        press(.enter)
        #expect(lines[0].hasPrefix(" Mail › Accounts › home"), "a new entry opens at once")
        press(.escape)
        #expect(form.items(in: "accounts").map(\.title) == ["home", "work"])

        press(.down, .character("r"), .control("u"))
        type("office")
        press(.enter)
        #expect(form.items(in: "accounts").map(\.title) == ["home", "office"])
        press(.up, .character("d"))
        #expect(form.items(in: "accounts").map(\.title) == ["office"])
        let saved = try form.commit()
        #expect(saved.accounts == ["office": MailHost(host: "imap.work.example", port: 995)])
    }
}
