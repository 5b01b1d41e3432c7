import Formulate
import Testing

/// A translation names what the English message names: each error carries it in its
/// arguments (trial12 translated a form and found four without).
@Suite("Errors carry the data their messages name")
struct MessageArgumentTests {
    enum Finish: String, CaseIterable { case glossy, matte }
    enum Extra: String, CaseIterable { case frame, mat }

    struct Order: FormCustomizing {
        var finish = Finish.glossy
        var extras: [Extra] = []
        var studio = ""
        var prints: [String] = []
        var code = ""
        var note = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                "studio": FieldSettings.rules(.minLength(3)),
                "prints": FieldSettings.template(FieldSettings.rules(.maxLength(4))).rules(.minLength(2)),
                "code": FieldSettings.rules(.maxLength(2, unit: .utf16)),
            ]
        }
        static var inputFields: FormInput { .only(["studio", "prints", "code"]) }
    }

    private func arguments(_ error: FormError?) -> [String: FormValue] {
        Dictionary((error?.arguments ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func anOptionThatIsNotOneNamesTheFieldTheTextAndTheOptions() throws {
        let form = try ModelForm(Order())
        let single = #expect(throws: FormError.self) { try form.setText("satin", for: "finish") }
        #expect(single?.messageKey == "input.notAnOption")
        #expect(arguments(single)["title"] == "Finish")
        #expect(arguments(single)["value"] == "satin")
        #expect(arguments(single)["accepted"] == #"one of "Glossy", "Matte""#)
        let multiple = #expect(throws: FormError.self) { try form.setText("Frame, glass", for: "extras") }
        #expect(multiple?.messageKey == "input.notAnOption")
        #expect(arguments(multiple)["value"] == "glass")
        #expect(arguments(multiple)["title"] == "Extras")
    }

    @Test func inputThatMayNotBeSetNamesTheFieldAndTheType() throws {
        let form = try ModelForm(Order())
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(["finish": "matte", "nope": "1"]) }
        let notInput = errors?.errors.first { $0.messageKey == "edit.notInput" }
        #expect(arguments(notInput) == ["title": "Finish", "type": "Order"])
        let unknown = errors?.errors.first { $0.messageKey == "edit.unknownField" }
        #expect(arguments(unknown) == ["key": "nope"])
    }

    @Test func anItemThatDoesNotParseNamesTheItemItsTextAndWhatAnItemAccepts() throws {
        struct Shelf { var copies: [Int] = [1, 2]; var pins: [Int] = [] }
        let form = try ModelForm(Shelf())
        let inserted = #expect(throws: FormError.self) { try form.insertItem(text: "x", in: "copies") }
        #expect(inserted?.messageKey == "input.invalidText")
        #expect(inserted?.message == #"Copies: new item: "x" is not a whole number"#)
        #expect(
            arguments(inserted) == ["title": "Copies", "accepted": "a whole number", "value": "x", "index": 2])
        let replaced = #expect(throws: FormError.self) { try form.setItemText("two", at: 1, in: "copies") }
        #expect(arguments(replaced)["value"] == "two")
        #expect(arguments(replaced)["index"] == 1)
        let listed = #expect(throws: FormError.self) { try form.setItems(texts: ["3", "", "4.5"], for: "copies") }
        #expect(listed?.message == #"Copies: item 2: "4.5" is not a whole number"#)
        #expect(arguments(listed)["value"] == "4.5")
        #expect(arguments(listed)["index"] == 1, "its index in the list the texts make: an empty text adds no item")
        #expect(form.value(for: "copies") == [1, 2], "nothing changed")
    }

    @Test func lengthRulesSayWhatTheyCount() throws {
        let form = try ModelForm(Order())
        try form.setText("ab", for: "studio")
        try form.setItems(texts: ["abcde"], for: "prints")
        try form.setText("👍🏽", for: "code")
        let errors = form.validate()
        let units = Dictionary(
            errors.map { ($0.key, arguments($0)["unit"]) }, uniquingKeysWith: { first, _ in first })
        #expect(units["studio"] == "characters")
        #expect(units["prints"] == "items")
        #expect(units["code"] == "utf16")
        #expect(errors.count == 4, "prints: too few, and its item too long")
        #expect(
            errors.contains {
                $0.key == "prints" && $0.messageKey == "rule.length.max" && arguments($0)["unit"] == "characters"
            })
    }
}
