import Formulate
import FormulateTerminal
import Testing

/// An optional subform inside an item (`accounts.0.signature`) in the question-and-answer
/// editor: absent unless the person adds it, `nil` again when they remove it.
struct ItemSubformPromptTests {
    struct Signature: Equatable, DefaultConstructible {
        var text = ""
    }

    struct Account: Equatable, DefaultConstructible {
        var name = ""
        var port = 993
        var signature: Signature?
    }

    struct Mail: DefaultConstructible, FormCustomizing {
        var accounts: [Account] = []
        static var inputFields: FormInput { .all }
    }

    @Test func editingAnItemWithoutAddingItsSubformKeepsItNil() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        let (outcome, output) = run(form, ["edit 1", "", "143", "", "", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.accounts == [Account(name: "Work", port: 143, signature: nil)])
        #expect(output.contains("Signature: (none) — add? [y/N] "))
    }

    @Test func aSubformAddedInAnItemIsFilledAndSaved() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        let (outcome, output) = run(form, ["edit 1", "", "", "y", "Regards", "", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.accounts == [Account(name: "Work", signature: Signature(text: "Regards"))])
    }
}
