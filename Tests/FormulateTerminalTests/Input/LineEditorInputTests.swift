import Formulate
import FormulateTerminal
import Testing

/// The question-by-question editor takes a person's answers as input from outside: a
/// field the model keeps from input (trial 19, F-k) is shown read-only and never asked or
/// written, at the top level and inside items and entries.
@Suite("Terminal editor: fields kept from input")
struct LineEditorInputTests {
    @Test func aFieldLeftOutOfTheInputFieldsIsShownNotAsked() throws {
        // The trial's answers: "y" where the editor asked "Paid in Full?", then "y" to save.
        let (outcome, output) = run(try ModelForm(Job()), ["Ada", "y", "y"]) { $0.showsIntroduction = false }
        let saved = try #require(outcome.saved)
        #expect(saved.customer == "Ada", "a field that takes input still saves")
        #expect(saved.paidInFull == false)
        #expect(output.contains("Paid in Full: no (read-only)"), "\(output)")
        #expect(!output.contains("Paid in Full?"), "never asked")
        #expect(output.contains("Changes:\n  Customer: (empty) -> Ada\n\nSave these changes? [Y/n] "), "\(output)")
    }

    @Test func collectionsAndDictionariesLeftOutAreShownNotAsked() throws {
        // "edit 1" and "add" come where the list would have been asked: the save question
        // takes them as wrong answers, and nothing in the list changes.
        let (outcome, output) = run(try ModelForm(Job()), ["Ada", "edit 1", "add tyre", "y"]) {
            $0.showsIntroduction = false
        }
        let saved = try #require(outcome.saved)
        #expect(saved.parts == [JobPart(name: "chain")])
        #expect(saved.torque == ["stem": 5])
        #expect(!output.contains("Parts>") && !output.contains("Torque>"), "\(output)")
        #expect(output.contains("(read-only)"))
        #expect(output.components(separatedBy: "Please answer y or n.").count == 3, "\(output)")
    }

    @Test func itemsOfAListOpenToInputAreAskedAndTheKeptFieldIsNot() throws {
        // Parts and Torque are input fields: their items and entries are asked and saved.
        let answers = ["Ada", "edit 1", "", "y", "done", "edit stem", "7", "done", "y"]
        let (outcome, output) = run(try ModelForm(OpenJob()), answers) { $0.showsIntroduction = false }
        let saved = try #require(outcome.saved)
        #expect(saved.parts == [JobPart(name: "chain", fitted: true)], "\(output)")
        #expect(saved.torque == ["stem": 7], "\(output)")
        #expect(saved.paidInFull == false)
        #expect(output.contains("Paid in Full: no (read-only)"), "\(output)")
    }

    @Test func anAnswerForAFieldThatTakesNoInputIsRefusedWithTheFormsError() throws {
        // The field is asked while it takes input; the program then keeps it from input
        // for this form, and the answer typed for it is refused, not written.
        let form = try ModelForm(OpenJob())
        try form.acceptInput(.only("customer"))
        let (outcome, output) = run(form, ["Ada", "y"]) { $0.showsIntroduction = false }
        #expect(outcome.saved?.parts == [JobPart(name: "chain")])
        #expect(!output.contains("Parts>"), "\(output)")
        #expect(
            form.inputRefusal(for: "parts.0.name")?.message
                == "Parts cannot be set from outside: OpenJob does not list it in its input fields")
        #expect(
            form.inputRefusal(for: "paidInFull")?.message
                == "Paid in Full cannot be set from outside: OpenJob does not list it in its input fields")
        #expect(form.inputRefusal(for: "customer") == nil)
    }
}
