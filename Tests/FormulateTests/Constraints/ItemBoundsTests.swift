import Formulate
import Testing

/// Bounds and a step given to a list's item template check each item, as a field's own do.
@Suite("Bounds and steps of list items")
struct ItemBoundsTests {
    struct Scores: FormCustomizing {
        var scores = [5]
        var ratios = [0.5]
        static var fieldSettings: [String: FieldSettings] {
            [
                "scores": FieldSettings.template(.min(0).max(10).step(5)),
                "ratios": FieldSettings.template(.min(0).max(1)),
            ]
        }
    }

    @Test func anItemOutsideTheTemplatesBoundsOrStepIsAnError() throws {
        let form = try ModelForm(Scores())
        try form.setFormValue([10, 11, -3, 7], for: "scores")
        try form.setFormValue([1.5], for: "ratios")
        let errors = form.validate()
        #expect(errors.map(\.key) == ["scores", "scores", "scores", "ratios"])
        #expect(
            errors.map(\.message) == [
                "Score 2 must be from 0 to 10.",
                "Score 3 must be from 0 to 10.",
                "Score 4 must be from 0 to 10 in steps of 5.",
                "Ratio 1 must be from 0 to 1.",
            ])
        #expect(
            errors.map { $0.arguments.first { $0.key == "index" }?.value } == [1, 2, 3, 0],
            "each error carries its item's index")
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(form.model.scores == [5], "nothing was written")
    }

    @Test func itemsWithinTheBoundsAreWritten() throws {
        let form = try ModelForm(Scores())
        try form.setFormValue([0, 5, 10], for: "scores")
        #expect(form.validate().isEmpty)
        #expect(try form.commit().scores == [0, 5, 10])
    }

    @Test func theTemplatesConstraintsAreTheItemsOwn() throws {
        let form = try ModelForm(Scores())
        let item = try #require(form.field("scores")?.itemTemplate)
        #expect(item.constraints.minimum == 0)
        #expect(item.constraints.maximum == 10)
        #expect(item.constraints.step == 5)
    }

    struct Misfit: FormCustomizing {
        var scores = [5]
        static var fieldSettings: [String: FieldSettings] {
            ["scores": FieldSettings.template(.min("low").max(10).step(0))]
        }
    }

    @Test func boundsThatDoNotFitTheItemsAreADefinitionError() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Misfit()) }
        #expect(
            error?.description.contains("attribute 'min' must be a number") == true, "\(error.map { "\($0)" } ?? "")")
        #expect(error?.description.contains("step (0) must be greater than 0") == true)
    }
}
