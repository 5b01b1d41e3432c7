import Formulate
import FormulateTerminal
import Testing

/// The full-screen editor's Shift-Tab moves up as Tab moves down (issue 37, item 8).
@Suite struct BackTabTests {
    @Test func shiftTabIsDecoded() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B, 0x5A]) == [.backTab])
        #expect(decoder.decode([0x09, 0x1B, 0x5B, 0x41]) == [.tab, .up])
    }

    @Test func shiftTabMovesUpAndTabDown() throws {
        let screen = try NetworkScreen()
        let first = screen.selected
        screen.press(.tab, .tab)
        let third = screen.selected
        #expect(third != first)
        screen.press(.backTab)
        screen.press(.backTab)
        #expect(screen.selected == first)
        screen.press(.backTab)
        #expect(screen.selected == first, "it stops at the top")
    }
}

/// The question editor names an item's errors by titles, says how many items a list has,
/// and says once why nothing can be changed (issue 37, item 8).
@Suite struct QuestionEditorWordsTests {
    @Test func anItemsErrorIsNamedByTheListAndTheItemsTitle() throws {
        let form = try ModelForm(sampleNetwork())
        let (_, output) = run(form, ["", "edit 1", "", "", "99999", "443", "", "", "", "n"])
        #expect(output.contains("! Servers › Home: Port must be less than or equal to 65535."), "\(output)")
        #expect(!output.contains("servers.0.port:"))
    }

    struct Contacts: FormCustomizing {
        var backupEmails = ["a@example.com"]
        static var inputFields: FormInput { .all }
    }

    @Test func aMissingItemNumberSaysHowManyThereAreAndWhichAdds() throws {
        let (_, output) = run(try ModelForm(Contacts()), ["remove 5", "", "n"])
        #expect(output.contains("Backup Emails has no item 5: it has 1 item; add adds item 2"), "\(output)")
    }

    struct Receipt {
        var total = 12
        var note = "paid"
    }

    @Test func noInputFieldsIsSaidOnceNamingInputFields() throws {
        let (outcome, output) = run(try ModelForm(Receipt()), [])
        guard case .unchanged = outcome else {
            Issue.record("expected unchanged, got \(outcome.name)\n\(output)")
            return
        }
        let note =
            "Nothing here can be changed: Receipt lists no input fields (its inputFields, "
            + "FormCustomizing.inputFields), so every field is shown read-only."
        #expect(output.components(separatedBy: note).count == 2, "\(output)")
    }

    @Test func aFormWithSomeInputFieldsSaysNothingOfIt() throws {
        let (_, output) = run(try ModelForm(Contacts()), ["", "n"])
        #expect(!output.contains("Nothing here can be changed"))
    }
}
