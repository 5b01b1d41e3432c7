import Formulate
import Testing

/// The option questions and edits take keys inside items and dictionary entries, as
/// `setText` and `choices(for:)` do (trial18: a Picker or a multiple choice inside a list
/// item showed no selection and could not be edited).
@Suite("Options inside items")
struct ItemOptionTests {
    enum Mode: String, CaseIterable { case off, manual, schedule }
    enum Day: String, CaseIterable { case monday, tuesday, sunday }

    struct Zone: DefaultConstructible {
        var name = ""
        var mode = Mode.schedule
        var days: Set<Day> = [.tuesday]
    }

    struct Plan {
        var zones = [Zone(name: "Hall")]
        var overrides: [String: Mode] = ["bath": .manual]
    }

    @Test func theChosenOptionOfAnItemsFieldIsRead() throws {
        let form = try ModelForm(Plan())
        #expect(form.selectedOptionIndex(for: "zones.0.mode") == 2)
        #expect(form.isOptionSelected(at: 2, for: "zones.0.mode"))
        #expect(!form.isOptionSelected(at: 0, for: "zones.0.mode"))
        #expect(form.isOptionSelected(at: 1, for: "zones.0.days"))
        #expect(!form.isOptionSelected(at: 7, for: "zones.0.days"))
        #expect(form.selectedOptionIndex(for: "overrides.bath") == 1)
        #expect(form.selectedOptionIndex(for: "zones.5.mode") == nil)
    }

    @Test func anItemsOptionsAreEdited() throws {
        let form = try ModelForm(Plan())
        try form.selectOption(at: 0, for: "zones.0.mode")
        try form.setOption(at: 0, selected: true, for: "zones.0.days")
        try form.setOption(at: 1, selected: false, for: "zones.0.days")
        try form.selectOption(at: 2, for: "overrides.bath")
        #expect(form.selectedOptionIndex(for: "zones.0.mode") == 0)
        let saved = try form.commit()
        #expect(saved.zones.first?.mode == .off && saved.zones.first?.days == [.monday])
        #expect(saved.overrides == ["bath": .schedule])

        try form.selectOptions(["sunday", "Monday"], for: "zones.0.days")
        #expect(try form.commit().zones.first?.days == [.monday, .sunday])
    }

    @Test func choosingAnOptionOfTheNextItemAddsIt() throws {
        let form = try ModelForm(Plan())
        try form.selectOption(at: 1, for: "zones.1.mode")
        #expect(try form.commit().zones.map(\.mode) == [.schedule, .manual])
    }

    @Test func aWrongOptionOrItemIsNamedByItsKey() throws {
        let form = try ModelForm(Plan())
        #expect {
            try form.selectOption(at: 9, for: "zones.0.mode")
        } throws: { error in
            let error = error as? FormError
            return error?.key == "zones.0.mode" && error?.reason == .notAnOption
                && error?.message == "Mode has no option 9; expected 0 to 2"
        }
        #expect {
            try form.selectOptions(["someday"], for: "zones.0.days")
        } throws: { error in
            (error as? FormError)?.message
                == "Days: \"someday\" is not an option; expected any of \"Monday\", \"Tuesday\", \"Sunday\""
        }
        #expect {
            try form.selectOption(at: 0, for: "zones.7.mode")
        } throws: { error in
            (error as? FormError)?.reason == .indexOutOfRange
        }
        #expect {
            try form.setOption(at: 0, selected: true, for: "overrides.bath")
        } throws: { error in
            (error as? FormError)?.key == "overrides.bath"
        }
        #expect(!form.isDirty)
    }
}
