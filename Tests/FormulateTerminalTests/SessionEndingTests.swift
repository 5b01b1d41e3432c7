import Formulate
import FormulateTerminal
import Foundation
import Testing

@Suite("Terminal editor: saving, discarding, cancelling")
struct SessionEndingTests {
    @Test func theSummaryListsOldAndNewValuesBeforeSaving() throws {
        var answers = SignupAnswers()
        answers.age = "31"
        answers.plan = "pro"
        answers.password = "a secret!"
        let (outcome, output) = run(try ModelForm(Signup()), answers.lines) { $0.saveQuestion = "Save to signup.json?" }
        #expect(outcome.saved != nil)
        let summary = try #require(output.components(separatedBy: "Changes:\n").last)
        #expect(
            summary.hasPrefix(
                """
                  Username: (empty) -> ada
                  Password: changed
                  Age: 30 -> 31
                  Plan: Free -> Pro

                Save to signup.json? [Y/n] 
                """))
        #expect(!output.contains("a secret!"), "secrets are never printed")
    }

    @Test func answeringNoDiscardsAndLeavesTheModelAlone() throws {
        var answers = SignupAnswers()
        answers.save = "n"
        let form = try ModelForm(Signup())
        let (outcome, output) = run(form, answers.lines)
        #expect(outcome.name == "discarded")
        #expect(output.hasSuffix("Discarded the changes: nothing was saved.\n"))
        #expect(form.model.username == "")
    }

    @Test func theEndOfInputCancelsAndSaysSo() throws {
        let form = try ModelForm(Signup())
        let (outcome, output) = run(form, ["ada", "correct horse"])
        #expect(outcome.name == "cancelled")
        #expect(output.hasSuffix("Age [30] (13 to 120): \nCancelled: nothing was saved.\n"))
        #expect(form.model.username == "")
    }

    @Test func aCancelAtTheSaveQuestionSavesNothing() throws {
        let (outcome, _) = run(try ModelForm(Signup()), Array(SignupAnswers().lines.dropLast()))
        #expect(outcome.name == "cancelled")
    }

    @Test func serverErrorsSendThePersonBackToTheField() throws {
        let form = try ModelForm(Signup(username: "taken"))
        try form.markInvalid("username", message: "That username is taken.")
        var answers = SignupAnswers()
        answers.username = "" // Enter keeps "taken": still invalid...
        var lines = answers.lines
        lines.insert("free-name", at: 1) // ...so it is asked again
        let (outcome, output) = run(form, lines)
        #expect(outcome.saved?.username == "free-name", "\(output)")
        #expect(output.contains("! That username is taken."))
    }

    @Test func invalidFieldsFoundAtTheEndCanBeFixed() throws {
        // A rule that reads another field: confirm is checked again when password changes later.
        struct Change: FormCustomizing {
            static var inputFields: FormInput { .all }
            var confirm = ""
            var password = ""
            static var fieldOverrides: [String: FieldOverrides] {
                ["confirm": ["rules": [ValidationRule.equalsField("password")]]]
            }
        }
        let (outcome, output) = run(try ModelForm(Change()), ["", "secret12", "y", "secret12", "y"])
        #expect(outcome.saved?.confirm == "secret12", "\(output)")
        #expect(output.contains("Some answers need fixing:"))
        #expect(output.contains("Go back to them? [Y/n] "))
    }

    @Test func decliningToFixDiscards() throws {
        struct Change: FormCustomizing {
            static var inputFields: FormInput { .all }
            var confirm = ""
            var password = ""
            static var fieldOverrides: [String: FieldOverrides] {
                ["confirm": ["rules": [ValidationRule.equalsField("password")]]]
            }
        }
        let (outcome, output) = run(try ModelForm(Change()), ["", "secret12", "n"])
        #expect(outcome.name == "discarded")
        #expect(output.hasSuffix("Nothing was saved.\n"))
    }

    @Test func theIntroductionCanBeLeftOut() throws {
        let (_, output) = run(try ModelForm(Signup()), []) { $0.showsIntroduction = false }
        #expect(!output.contains("Enter keeps a value"))
        let (_, withIntroduction) = run(try ModelForm(Signup()), [])
        #expect(withIntroduction.hasPrefix("Enter keeps a value, ? explains a field, Ctrl-D quits without saving.\n"))
    }
}
