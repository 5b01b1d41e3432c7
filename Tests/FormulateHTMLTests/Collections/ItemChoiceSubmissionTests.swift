import Formulate
import FormulateHTML
import Testing

/// A page whose items hold a multiple choice (checkboxes named after the item's field)
/// posts back and saves (trial18: every post of such a page was refused with "'zones.0.days'
/// is not a field of this form").
@Suite("Multiple choices inside items")
struct ItemChoiceSubmissionTests {
    enum Day: String, CaseIterable { case mon, tue, sun }
    enum Mode: String, CaseIterable { case off, manual }

    struct Zone: DefaultConstructible {
        var name = ""
        var mode = Mode.off
        var days: Set<Day> = [.tue]
    }

    struct Plan: FormCustomizing {
        var home = "Cottage"
        var zones = [Zone(name: "Hall"), Zone(name: "Bath", days: [])]
        static var inputFields: FormInput { .all }
    }

    @Test func thePageNamesEachItemsCheckboxesAfterItsField() throws {
        let html = HTMLRenderer().render(try ModelForm(Plan()))
        #expect(html.contains(#"name="zones.0.days" id="field-zones-0-days-1" value="tue" checked>"#))
        #expect(html.contains(#"name="zones.1.days" id="field-zones-1-days-0" value="mon">"#))
    }

    @Test func checkedAndUncheckedBoxesOfItemsAreSaved() throws {
        let saved = try FormSubmission.commit(
            body: "home=Cottage&zones.0.name=Hall&zones.0.mode=manual&zones.0.days=mon&zones.0.days=sun"
                + "&zones.1.name=Bath&zones.1.mode=off",
            to: try ModelForm(Plan()))
        #expect(saved.zones.map(\.days) == [[.mon, .sun], []])
        #expect(saved.zones.first?.mode == .manual)
    }

    @Test func aBoxThatIsNotAnOptionIsTheItemsError() throws {
        let form = try ModelForm(Plan())
        #expect {
            try FormSubmission.apply(body: "zones.0.days=someday&zones.1.days=mon", to: form)
        } throws: { error in
            guard case .invalidFields(let errors, _) = error as? FormSubmissionError else { return false }
            return errors.map(\.key) == ["zones.0.days"]
        }
        #expect(form.errors(for: "zones.0.days").first?.reason == .notAnOption)
    }
}
