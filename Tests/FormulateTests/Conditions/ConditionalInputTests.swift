import Formulate
import Testing

/// Text from outside (`applyInput`) or a batch of values (`setValues`) that switches a field
/// on and fills it in at once: the field is written once the other values show and enable
/// it, whatever the order of the fields, as a submitted page's fields are; one they leave
/// switched off is refused.
@Suite("Input and batches that show a field and fill it")
struct ConditionalInputTests {
    /// The switch comes after the fields it shows and enables.
    struct Alarm: FormCustomizing {
        var code = ""
        var delay = 0
        var label = ""
        var armed = false
        var sealed = ""
        static var inputFields: FormInput { .all }
        static var fieldSettings: [String: FieldSettings] {
            [
                "code": FieldSettings.hidden("$armed == false"),
                "delay": FieldSettings.disabled("!$armed"),
                "sealed": FieldSettings.hidden(true),
            ]
        }
    }

    struct Guest: DefaultConstructible, FormCustomizing {
        var name = ""
        var needsVisa = false
        var passportCountry = ""
        static var fieldSettings: [String: FieldSettings] {
            ["passportCountry": FieldSettings.rules(.required).hidden("$needsVisa == false")]
        }
    }

    struct Party: FormCustomizing {
        var guests = [Guest(name: "Bo")]
        static var inputFields: FormInput { .all }
    }

    @Test func aFieldTheSameInputShowsOrEnablesIsWrittenWhateverItsOrder() throws {
        let form = try ModelForm(Alarm())
        try form.applyInput(["code": "1234", "delay": "5", "armed": "true"])
        let saved = try form.commit()
        #expect(saved.armed && saved.code == "1234" && saved.delay == 5)
    }

    @Test func aFieldTheInputLeavesSwitchedOffIsRefusedAndTheRestApplied() throws {
        let form = try ModelForm(Alarm())
        #expect {
            try form.applyInput(["sealed": "x", "code": "1234", "label": "Hall", "delay": "5"])
        } throws: { error in
            let refused = (error as? FormErrors)?.errors.map { "\($0.key) \($0.reason)" }
            return refused == ["code hidden", "delay disabled", "sealed hidden"]
        }
        let saved = try form.commit()
        #expect(saved.label == "Hall" && saved.code == "" && saved.delay == 0 && saved.sealed == "")
    }

    @Test func aFieldInsideAnItemTheSameInputShowsIsWritten() throws {
        let form = try ModelForm(Party())
        // `guests.0.needsVisa` comes after `guests.0.passportCountry` by its text.
        try form.applyInput(["guests.0.passportCountry": "DE", "guests.0.needsVisa": "true"])
        #expect(try form.commit().guests.first?.passportCountry == "DE")

        let hidden = try ModelForm(Party())
        #expect(throws: FormErrors.self) { try hidden.applyInput(["guests.0.passportCountry": "DE"]) }
        #expect(try hidden.commit().guests.first?.passportCountry == "")
    }

    @Test func aBatchSetsAFieldItsOtherValuesShowOrEnable() throws {
        let form = try ModelForm(Alarm())
        try form.setValues(["code": "1234", "delay": 5, "armed": true])
        let saved = try form.commit()
        #expect(saved.armed && saved.code == "1234" && saved.delay == 5)
    }

    @Test func aBatchThatLeavesAFieldSwitchedOffSetsNothing() throws {
        let form = try ModelForm(Alarm())
        #expect {
            try form.setValues(["label": "Hall", "delay": 5, "code": "1234"])
        } throws: { error in
            (error as? FormErrors)?.errors.map { "\($0.key) \($0.reason)" } == ["code hidden", "delay disabled"]
        }
        #expect(form.text(for: "label") == "" && !form.isDirty)

    }
}
