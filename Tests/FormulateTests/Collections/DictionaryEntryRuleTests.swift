import Formulate
import Testing

/// Torque settings per part, bounded by the dictionary's item template.
private struct Torque: FormCustomizing {
    var settings: [String: Int] = ["stem": 5]
    var labels: [String: String] = [:]
    static var fieldSettings: [String: FieldSettings] {
        [
            "settings": FieldSettings.template(FieldSettings.min(0).max(100)),
            "labels": FieldSettings.template(FieldSettings.rules(.maxLength(5))),
        ]
    }
    static var inputFields: FormInput { .all }
}

@Suite("A dictionary's entries are checked against its item template, by every way a value gets in")
struct DictionaryEntryRuleTests {
    @Test(arguments: ["-1", "101", "500"])
    func anEntryOutsideTheBoundsIsRefusedByValidateAndCommit(text: String) throws {
        let form = try ModelForm(Torque())
        try form.setText(text, for: "settings.stem")
        let errors = form.validate()
        #expect(errors.map(\.message) == ["Settings stem must be from 0 to 100."])
        #expect(errors.first?.arguments.contains(FormValueMember("entry", "stem")) == true)
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(form.model.settings == ["stem": 5], "nothing is written")
    }

    @Test(arguments: ["0", "100", "42"])
    func anEntryInsideTheBoundsIsWritten(text: String) throws {
        let form = try ModelForm(Torque())
        try form.setText(text, for: "settings.stem")
        #expect(try form.commit().settings == ["stem": Int(text)])
    }

    @Test func everyWriteIsChecked() throws {
        let whole = try ModelForm(Torque())
        try whole.setValue(["stem": 5, "seat": 300], for: "settings")
        #expect(whole.validate().map(\.message) == ["Settings seat must be from 0 to 100."])

        let input = try ModelForm(Torque())
        try? input.applyInput(["settings.stem": "-3"])
        #expect(throws: FormErrors.self) { try input.commit() }
        #expect(input.model.settings == ["stem": 5])

        let labels = try ModelForm(Torque())
        try labels.setText("too long", for: "labels.front")
        #expect(labels.validate().map(\.key) == ["labels"])
        try labels.setText("ok", for: "labels.front")
        #expect(try labels.commit().labels == ["front": "ok"])
    }

    @Test func aDynamicDictionaryChecksItsItemBounds() throws {
        let json =
            #"{"fields": [{"key": "torque", "type": "collection", "dictionary": true, "item": {"type": "integer", "min": 0, "max": 100}}]}"#
        let form = try ModelForm(descriptionJSON: json)
        try form.setText("500", for: "torque.stem")
        #expect(form.validate().map(\.message) == ["Torque stem must be from 0 to 100."])
        try form.setText("50", for: "torque.stem")
        #expect(form.validate().isEmpty)
    }
}
