import Formulate
import FormulateHTML
import Testing

/// A nested type's own conditions, as the page shows them and as a submission obeys them:
/// they name the type's fields wherever it sits, and the page names the form's keys.
@Suite struct NestedConditionPageTests {
    struct Dose: DefaultConstructible, FormCustomizing {
        var name = ""
        var asNeeded = false
        var maxPerDay = 3
        static var fieldSettings: [String: FieldSettings] {
            ["maxPerDay": FieldSettings.hidden("$asNeeded == false").min(1).max(8)]
        }
    }
    struct Regimen: FormCustomizing {
        var doses: [Dose] = [Dose(name: "Ibuprofen", asNeeded: true)]
        var primary = Dose()
        static var inputFields: FormInput { .all }
    }
    struct Schedule: DefaultConstructible { var primary = Dose(); var backup = Dose() }
    struct Plan: FormCustomizing {
        var morning = Schedule()
        var evening = Schedule()
        static var inputFields: FormInput { .all }
    }

    @Test func theRegimensSubformAndItemsShowWhatTheirOwnConditionsSay() throws {
        let form = try ModelForm(Regimen())
        var (_, page) = scan(form)
        #expect(page.control(named: "primary.maxPerDay") == nil)
        #expect(page.control(named: "doses.0.maxPerDay") != nil)
        try form.setValue(true, for: "primary.asNeeded")
        try form.setValue(false, for: "doses.0.asNeeded")
        (_, page) = scan(form)
        #expect(page.control(named: "primary.maxPerDay")?["value"] == "3")
        #expect(page.control(named: "doses.0.maxPerDay") == nil)
    }

    @Test func aTypeTwiceAtTwoLevelsIsShownByItsOwnValueEachTime() throws {
        let form = try ModelForm(Plan())
        try form.setValue(true, for: "evening.backup.asNeeded")
        let (_, page) = scan(form)
        let keys = ["morning.primary", "morning.backup", "evening.primary", "evening.backup"]
        #expect(keys.map { page.control(named: $0 + ".maxPerDay") != nil } == [false, false, false, true])
        #expect(keys.allSatisfy { page.control(named: $0 + ".asNeeded") != nil })
    }

    /// As for any field, what a submission writes is what the page showed: a field its type
    /// hid as the page was rendered is ignored, whatever the body says.
    @Test func aSubmissionWritesOnlyWhatTheTypesOwnConditionsShowed() throws {
        let form = try ModelForm(Plan())
        try form.setValue(true, for: "morning.primary.asNeeded")
        let result = try FormSubmission.apply(
            body: "morning.primary.asNeeded=on&morning.primary.maxPerDay=5&evening.backup.maxPerDay=6", to: form)
        #expect(result.ignoredKeys == ["evening.backup.maxPerDay"])
        let saved = try form.commit()
        #expect(saved.morning.primary.maxPerDay == 5)
        #expect(saved.evening.backup.maxPerDay == 3, "hidden: not written")
        let regimen = try ModelForm(Regimen())
        let ignored = try FormSubmission.apply(
            body: "doses.0.asNeeded=on&doses.0.maxPerDay=2&primary.maxPerDay=7&doses.0.name=Ibuprofen", to: regimen)
        #expect(ignored.ignoredKeys == ["primary.maxPerDay"])
        let written = try regimen.commit()
        #expect(written.doses.map(\.maxPerDay) == [2])
        #expect(written.primary.maxPerDay == 3)
    }
}
