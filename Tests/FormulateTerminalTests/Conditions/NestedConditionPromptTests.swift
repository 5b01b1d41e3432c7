import Formulate
import FormulateTerminal
import Testing

/// A nested type's own conditions in the question-and-answer editor: a field its type
/// hides is not asked, and is asked once the type's own answer shows it.
@Suite struct NestedConditionPromptTests {
    struct Dose: DefaultConstructible, FormCustomizing {
        static var inputFields: FormInput { .all }
        var name = ""
        var asNeeded = false
        var maxPerDay = 3
        static var fieldSettings: [String: FieldSettings] {
            ["maxPerDay": FieldSettings.hidden("$asNeeded == false").min(1).max(8)]
        }
    }
    struct Regimen: FormCustomizing {
        var doses: [Dose] = []
        var primary = Dose()
        static var inputFields: FormInput { .all }
    }
    struct Schedule: DefaultConstructible { var primary = Dose(); var backup = Dose() }
    struct Plan: FormCustomizing {
        var morning = Schedule()
        var evening = Schedule()
        static var inputFields: FormInput { .all }
    }

    @Test func theRegimensSubformAsksWhatItsOwnAnswerShows() throws {
        let (outcome, output) = run(try ModelForm(Regimen()), ["", "Aspirin", "y", "4", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.primary.name == "Aspirin")
        #expect(saved.primary.asNeeded)
        #expect(saved.primary.maxPerDay == 4, "\(output)")
    }

    @Test func aTypeTwiceAtTwoLevelsAsksByItsOwnAnswerEachTime() throws {
        // A name and "as needed?" for each of the four doses; only the evening backup is
        // taken as needed, so only its maximum is asked.
        let answers = ["", "", "", "", "", "", "", "y", "6", "y"]
        let (outcome, output) = run(try ModelForm(Plan()), answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.evening.backup.maxPerDay == 6, "\(output)")
        #expect(saved.morning.primary.maxPerDay == 3)
        #expect(output.components(separatedBy: "Max per Day [").count == 2, "asked once: \(output)")
    }
}
