import Formulate
import FormulateHTML
import Testing

/// A submission while an item's field is hidden does not write it, whatever the body says,
/// and the edit made before it was hidden is held as the typed form holds it: the page shown
/// after the POST is the page of the same edits made in code.
@Suite("Held item edits through a page")
struct ItemHeldEditPageTests {
    struct Lamp: DefaultConstructible, FormCustomizing {
        var room = ""
        var dimmable = false
        var level = 50
        static var fieldSettings: [String: FieldSettings] { ["level": FieldSettings.hidden("$dimmable == false")] }
    }
    struct House: FormCustomizing {
        var lamps: [Lamp] = [Lamp(room: "hall")]
        static var inputFields: FormInput { .all }
    }

    /// The lamp's level edited while shown, then hidden.
    private func holdingLevel() throws -> ModelForm<House> {
        let form = try ModelForm(House())
        try form.setValue(true, for: "lamps.0.dimmable")
        try form.setText("80", for: "lamps.0.level")
        try form.setValue(false, for: "lamps.0.dimmable")
        return form
    }

    @Test func aPostWhileAnItemFieldIsHiddenLeavesItHeld() throws {
        let typed = try holdingLevel()
        try typed.setText("kitchen", for: "lamps.0.room")
        let typedSaved = try typed.commit()

        let posted = try holdingLevel()
        let result = try FormSubmission.apply(body: "lamps.0.room=kitchen&lamps.0.level=10", to: posted)
        #expect(result.ignoredKeys == ["lamps.0.level"])
        let postedSaved = try posted.commit()
        #expect(postedSaved.lamps.map(\.room) == ["kitchen"])
        #expect(postedSaved.lamps.map(\.level) == [50], "hidden: not written")
        #expect(typedSaved.lamps.map(\.level) == [50])
        #expect(posted.text(for: "lamps.0.level") == "80")
        #expect(HTMLRenderer().render(posted) == HTMLRenderer().render(typed))

        try FormSubmission.commit(body: "lamps.0.room=kitchen&lamps.0.dimmable=on", to: posted)
        #expect(posted.model.lamps.map(\.level) == [80], "shown again: the held edit is written")
    }
}
