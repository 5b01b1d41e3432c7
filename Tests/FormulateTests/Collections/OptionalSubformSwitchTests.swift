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
