import Formulate
import FormulateTerminal
import Foundation
import Testing

@Suite("Terminal editor: each kind of field")
struct TerminalEditorTests {
    @Test func walksEveryFieldInOrderAndSavesTheAnswers() throws {
        let form = try ModelForm(Signup())
        var answers = SignupAnswers()
        answers.password = "correct horse"
        answers.age = "41"
        answers.newsletter = "y"
        answers.plan = "2"
        answers.topics = ["1 3", ""]
        answers.access = ["write", ""]
        answers.startDate = "2024-05-17"
        answers.street = "1 Infinite Loop"
        answers.nicknames = ["add Countess", "add Ada", "move 2 1", ""]
        answers.bio = "Hello"
        let (outcome, output) = run(form, answers.lines)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.username == "ada")
        #expect(saved.password == "correct horse")
        #expect(saved.age == 41)
        #expect(saved.newsletter)
        #expect(saved.plan == .pro)
        #expect(saved.topics == [.swift, .web])
        #expect(saved.access == [.read, .write])
        #expect(saved.startDate.map { ISO8601DateFormatter().string(from: $0) } == "2024-05-17T00:00:00Z")
        #expect(saved.address.street == "1 Infinite Loop")
        #expect(saved.nicknames == ["Ada", "Countess"])
        #expect(saved.bio == "Hello")
        #expect(output.contains("Username (e.g. ada): "))
        #expect(output.contains("Age [30] (13 to 120): "))
        #expect(output.contains("Newsletter? [y/N] "))
        #expect(output.contains("(*) 1. Free"))
        #expect(output.contains("Topics [none] (numbers or names to toggle, Enter when done): "))
        #expect(output.contains("Topics [Swift, Web]"))
        #expect(output.contains("[x] 1. Read"))
        #expect(output.contains("Start Date (yyyy-MM-dd): "))
        #expect(output.contains("Member ID: M-1 (read-only)"))
        #expect(output.contains("Shown on your profile."))
        #expect(!output.contains("Seats"), "hidden while the plan is not team")
    }

    @Test func enterKeepsEveryValueAndNothingIsSavedWithoutChanges() throws {
        let form = try ModelForm(Signup(username: "grace"))
        var answers = SignupAnswers()
        answers.username = ""
        let (outcome, output) = run(form, Array(answers.lines.dropLast()))
        guard case .unchanged(let model) = outcome else {
            Issue.record("expected unchanged, got \(outcome.name)\n\(output)")
            return
        }
        #expect(model.username == "grace")
        #expect(output.hasSuffix("No changes.\n"))
    }

    @Test func invalidAnswersPrintTheMessageAndAreAskedAgain() throws {
        let form = try ModelForm(Signup())
        var answers = SignupAnswers()
        answers.username = "ab"
        answers.password = "abc"
        var lines = answers.lines
        // username "ab" fails minLength: asked again; password "abc" too; age "old" does not parse.
        lines.insert("ada", at: 1)
        lines.insert("long enough", at: 3)
        lines[4] = "old"
        lines.insert("200", at: 5)
        lines.insert("42", at: 6)
        let (outcome, output) = run(form, lines)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.username == "ada")
        #expect(saved.password == "long enough")
        #expect(saved.age == 42)
        #expect(output.contains("! Username must be at least 3 characters."))
        #expect(!output.contains("[ab]"), "a refused answer is not offered as the default")
        #expect(
            output.contains("Username (e.g. ada):   ! Username must be at least 3 characters.\nUsername (e.g. ada): "))
        #expect(output.contains("! Password must be at least 8 characters."))
        #expect(output.contains("! Age: \"old\" is not a whole number from 13 to 120"))
        #expect(output.contains("! Age must be from 13 to 120"))
    }

    @Test func optionsAreChosenByNumberOrName() throws {
        let byName = try ModelForm(Signup())
        var answers = SignupAnswers()
        answers.plan = "Team"
        answers.seats = ["12"]
        let (outcome, output) = run(byName, answers.lines)
        #expect(outcome.saved?.plan == .team, "\(output)")
        #expect(outcome.saved?.seats == 12)

        answers.plan = "7"
        answers.seats = []
        var lines = answers.lines
        lines.insert("3", at: 5)
        lines.insert("", at: 6) // seats: keep 1
        let (second, secondOutput) = run(try ModelForm(Signup()), lines)
        #expect(second.saved?.plan == .team, "\(secondOutput)")
        #expect(secondOutput.contains("! Plan: \"7\" is not one of \"Free\", \"Pro\", \"Team\""))
    }

    @Test func fieldsShownByLaterAnswersAreAskedAfterAll() throws {
        // Seats depends on the plan; put the plan after it.
        struct Order: FormCustomizing {
            static var inputFields: FormInput { .all }
            var seats = 1
            var plan = Plan.free
            static var fieldOverrides: [String: FieldOverrides] { ["seats": ["hidden": "$plan != 'team'"]] }
        }
        let (outcome, output) = run(try ModelForm(Order()), ["team", "5", "y"])
        #expect(outcome.saved?.seats == 5, "\(output)")
        #expect(output.contains("Seats [1]: "))
    }

    @Test func disabledFieldsAreShownNotAsked() throws {
        struct Team: FormCustomizing {
            static var inputFields: FormInput { .all }
            var owner = "ada"
            var locked = true
            var name = "Engines"
            static var fieldOverrides: [String: FieldOverrides] { ["name": ["disabled": "$locked == true"]] }
        }
        let (outcome, output) = run(try ModelForm(Team()), ["", "", "y"])
        #expect(outcome.name == "unchanged", "\(output)")
        #expect(output.contains("Name: Engines (disabled)"))
    }

    @Test func collectionsAddRemoveMoveAndEdit() throws {
        let form = try ModelForm(Signup(nicknames: ["a", "b", "c"]))
        var answers = SignupAnswers()
        answers.nicknames = ["remove 2", "move 2 1", "edit 2", "A", "add", "d", "remove 9", "fly", ""]
        let (outcome, output) = run(form, answers.lines)
        #expect(outcome.saved?.nicknames == ["c", "A", "d"], "\(output)")
        #expect(output.contains("Nicknames: 3 items"))
        #expect(output.contains("! Nicknames has no item 9: it has 3 items, 1 to 3; add adds item 4"))
        #expect(output.contains("! \"fly\" is not a command"))
    }

    @Test func questionMarkExplainsAField() throws {
        var answers = SignupAnswers()
        answers.password = "?"
        var lines = answers.lines
        lines.insert("", at: 2)
        let (_, output) = run(try ModelForm(Signup()), lines)
        #expect(output.contains("At least 8 characters."))
        #expect(output.contains("Accepts text, not shown as it is typed; at least 8 characters."))
        #expect(output.contains("Enter keeps the current value, - empties it, Ctrl-D quits without saving."))
    }

    @Test func longTextContinuesAfterABackslash() throws {
        var answers = SignupAnswers()
        answers.bio = "first line\\"
        var lines = answers.lines
        lines.insert("second line", at: lines.count - 1)
        let (outcome, output) = run(try ModelForm(Signup()), lines)
        #expect(outcome.saved?.bio == "first line\nsecond line", "\(output)")
    }

    @Test func dashEmptiesAnOptionalField() throws {
        let start = try #require(ISO8601DateFormatter().date(from: "2024-01-02T00:00:00Z"))
        var answers = SignupAnswers()
        answers.startDate = "-"
        let (outcome, output) = run(try ModelForm(Signup(startDate: start)), answers.lines)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.startDate == nil)
        #expect(output.contains("Start Date [2024-01-02] (yyyy-MM-dd): "))
        #expect(output.contains("Start Date: 2024-01-02 -> (empty)"))
    }
}
