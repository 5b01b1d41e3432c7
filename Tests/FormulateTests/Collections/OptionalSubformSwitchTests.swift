import Formulate
import Testing

/// `add proxy` / `remove proxy` on an optional subform, through the core's `apply`.
struct OptionalSubformSwitchTests {
    struct Proxy: Equatable, DefaultConstructible { var host = "localhost"; var port = 3128 }
    struct Fixed: Equatable { var host: String }
    struct Settings: Equatable, DefaultConstructible {
        var name = ""
        var proxy: Proxy?
        var fixed: Fixed?
    }

    @Test func switchedOnAnUneditedSubformIsWrittenFromItsTemplate() throws {
        let form = try ModelForm(Settings())
        try form.apply(.add("proxy"))
        #expect(!form.isNestedModelAbsent("proxy"))
        #expect(try form.commit().proxy == Proxy())
    }

    @Test func switchedOffASubformIsNilAfterCommitWhateverWasEdited() throws {
        let form = try ModelForm(Settings(proxy: Proxy(host: "p.example", port: 8080)))
        try form.setText("edited.example", for: "proxy.host")
        try form.apply(.remove("proxy"))
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(form.text(for: "proxy.host") == "p.example")
        #expect(try form.commit().proxy == nil)
        #expect(form.isNestedModelAbsent("proxy"))
    }

    @Test func anAbsentSubformWhoseEditsAreUndoneIsAbsentAgain() throws {
        let form = try ModelForm(Settings())
        try form.setText("p.example", for: "proxy.host")
        #expect(!form.isNestedModelAbsent("proxy"))
        try form.setText("localhost", for: "proxy.host")
        #expect(form.isNestedModelAbsent("proxy"), "every field is back to the new model's value")
        #expect(!form.isDirty)
        #expect(try form.commit().proxy == nil)
    }

    @Test func aSwitchIsAChangeEvenWithNoFieldEdited() throws {
        let on = try ModelForm(Settings())
        #expect(!on.isDirty)
        try on.apply(.add("proxy"))
        #expect(on.isDirty)
        #expect(
            on.changes == [
                FieldChange(
                    key: "proxy", oldValue: .null,
                    newValue: .object([FormValueMember("host", "localhost"), FormValueMember("port", 3128)]))
            ])

        let off = try ModelForm(Settings(proxy: Proxy(host: "p.example", port: 8080)))
        try off.apply(.remove("proxy"))
        #expect(off.isDirty)
        #expect(off.changes.map(\.key) == ["proxy"])
        #expect(off.changes.first?.newValue == .null)
        #expect(
            off.changes.first?.oldValue
                == .object([FormValueMember("host", "p.example"), FormValueMember("port", 8080)]))

        try off.apply(.add("proxy"))
        #expect(off.changes.isEmpty, "switched back on: as the model has it")
    }

    @Test func settingNilSwitchesOff() throws {
        let form = try ModelForm(Settings(proxy: Proxy(host: "p.example", port: 8080)))
        try form.setText("edited.example", for: "proxy.host")
        try form.setValue(nil, for: "proxy")
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(try form.commit().proxy == nil)
        try form.setValue(Optional<Proxy>.none, for: "proxy") // off already: nothing to do
        #expect(form.changes.isEmpty)
        #expect(throws: FormError.self) { try form.setValue(Proxy(), for: "proxy") } // on: apply(.add("proxy"))
    }

    @Test func resetForgetsASwitch() throws {
        let form = try ModelForm(Settings())
        try form.apply(.add("proxy"))
        form.reset()
        #expect(try form.commit().proxy == nil)
    }

    @Test func refusals() throws {
        let form = try ModelForm(Settings())
        #expect(throws: FormError.self) { try form.apply(.remove("proxy")) } // off already
        #expect(throws: FormError.self) { try form.apply(.move("proxy", to: 0)) }
        let cannot = #expect(throws: FormError.self) { try form.apply(.add("fixed")) }
        #expect(cannot?.reason == .cannotCreate)
        try form.apply(.add("proxy"))
        #expect(throws: FormError.self) { try form.apply(.add("proxy")) } // on already
        #expect(try form.commit() == Settings(proxy: Proxy()))
    }

    @Test func inputMaySwitchOnlyASubformThatIsAnInputField() throws {
        let form = try ModelForm(Settings())
        let refused = #expect(throws: FormError.self) { try form.applyInput(.add("proxy")) }
        #expect(refused?.reason == .notInput)
        #expect(!form.acceptsInput(for: "proxy"))
        try form.acceptInput(.only(["proxy"]))
        #expect(form.acceptsInput(for: "proxy"))
        #expect(!form.acceptsInput(for: "fixed"))
        try form.applyInput(.add("proxy"))
        #expect(!form.isNestedModelAbsent("proxy"))
    }
}

/// Change handlers hear a switch as ``ModelForm/changes`` lists it.
@Suite("Switching an optional subform, heard by change handlers")
struct OptionalSubformSwitchEventTests {
    struct Insurance: Equatable, DefaultConstructible, FormCustomizing {
        var provider = "TK"
        var pin = ""
        static var fieldSettings: [String: FieldSettings] { ["pin": FieldSettings.kind(.password)] }
    }
    struct Patient: DefaultConstructible { var name = ""; var insurance: Insurance? }

    @Test func switchingOffIsOneChangeOfTheSubform() throws {
        let form = try ModelForm(Patient(insurance: Insurance(provider: "AOK", pin: "1234")))
        var heard: [String] = []
        var ownHeard: [String] = []
        form.onChange { change, _ in heard.append(change.description) }
        try form.onChange(of: "insurance") { change, _ in ownHeard.append(change.description) }
        try form.setText("Barmer", for: "insurance.provider")
        try form.apply(.remove("insurance"))

        #expect(heard == [#"insurance.provider: "AOK" -> "Barmer""#, #"insurance: {"provider":"Barmer"} -> null"#])
        #expect(ownHeard == [#"insurance: {"provider":"Barmer"} -> null"#])
        #expect(form.changes.map(\.description) == [#"insurance: {"provider":"AOK"} -> null"#])
    }

    @Test func settingNilIsTheSameChange() throws {
        let form = try ModelForm(Patient(insurance: Insurance(provider: "AOK")))
        var heard: [String] = []
        form.onChange { change, _ in heard.append(change.description) }
        try form.setValue(nil, for: "insurance")
        try form.setValue(nil, for: "insurance")
        #expect(heard == [#"insurance: {"provider":"AOK"} -> null"#], "once, and not 'provider: AOK -> TK'")
    }

    @Test func switchingOnIsOneChangeFromNull() throws {
        let form = try ModelForm(Patient())
        var heard: [FieldChange] = []
        form.onChange { change, _ in heard.append(change) }
        try form.apply(.add("insurance"))
        #expect(heard.map(\.description) == [#"insurance: null -> {"provider":"TK"}"#], "the secret left out")
        #expect(heard.map(\.key) == form.changes.map(\.key))
    }
}
