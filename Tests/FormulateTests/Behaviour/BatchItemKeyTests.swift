import Formulate
import Testing

/// `setValues(_:)` sets the form's own fields; a key inside an item is refused with an error
/// that says so and what to use instead (it said the key was no field of the form).
@Suite("Batches and item keys")
struct BatchItemKeyTests {
    struct Dose: DefaultConstructible { var mg = 10 }
    struct Plan {
        var name = ""
        var doses = [Dose()]
    }

    @Test func aKeyInsideAnItemIsRefusedNamingTheWayToEditIt() throws {
        let form = try ModelForm(Plan())
        let error = #expect(throws: FormErrors.self) { try form.setValues(["name": "A", "doses.0.mg": 50]) }
        #expect(
            error?.errors.map(\.description) == [
                "doses.0.mg: 'doses.0.mg' is a field of an item of Doses: setValues(_:) sets the form's own fields; "
                    + "edit an item's field with setValue(_:for:) or setText(_:for:)"
            ])
        #expect(form.text(for: "name") == "")
        try form.setValue(50, for: "doses.0.mg")
        #expect(try form.commit().doses.map(\.mg) == [50])
    }
}
