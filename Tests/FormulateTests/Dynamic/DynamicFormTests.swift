import Foundation
import Testing

@testable import Formulate

private struct Profile: FormCustomizing {
    var name = ""
    var email = ""
    var password = ""
    var age: Int8 = 30
    var ratio = 0.5
    var theme = Theme.dark
    var size = Size.large
    var birthday: Date? = Date(timeIntervalSince1970: 642_902_400)
    var alarmTime = Date(timeIntervalSince1970: 7 * 3600 + 45 * 60)
    var tags: Set<Theme> = [.light]
    var emails = ["a@b.co"]
    var days: Weekdays = [.monday]
    var notifications = Notifications()
    var bio = ""
    let id = 7

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "name": ["header": "You", "placeholder": "Ada", "rules": [ValidationRule.required, .maxLength(40)]],
            "age": ["min": 18, "max": 120, "help": "In years"],
            "password": ["rules": [ValidationRule.minLength(8)], "disabled": "$name == ''"],
            "notifications.sound": ["hidden": "$notifications.enabled == false"],
            "bio": ["footer": "Public", "validation": "onChange"],
        ]
    }
}

private let registration = """
    {
      "fields": [
        {"key": "username", "type": "text", "title": "User Name", "rules": [{"rule": "required"}, {"rule": "minLength", "value": 3}]},
        {"key": "age", "type": "integer", "min": 0, "max": 150, "value": 20},
        {"key": "plan", "type": "option", "options": [{"value": "free", "title": "Free"}, {"value": "pro", "title": "Pro"}], "value": "free"},
        {"key": "seats", "type": "integer", "value": 1, "disabled": "$plan != 'pro'"},
        {"key": "address", "type": "subform", "fields": [
            {"key": "address.city", "type": "text"},
            {"key": "zip", "type": "text", "rules": [{"rule": "fiveDigitZipCode"}]}
        ]},
        {"key": "phones", "type": "collection", "item": {"type": "phone"}},
        {"key": "agree", "type": "boolean", "title": "I agree"},
        {"key": "submit", "type": "button", "title": "Register"}
      ]
    }
    """

@Suite("Dynamic forms from JSON descriptions")
struct DynamicFormTests {
    @Test func describeLoadDescribeGivesTheSameJSON() throws {
        let original = try ModelForm(Profile()).describe()
        let loaded = try ModelForm(description: original)
        #expect(loaded.describe().jsonString() == original.jsonString())
        let twice = try ModelForm(descriptionJSON: loaded.describe().jsonString())
        #expect(twice.describe() == original)
    }

    @Test func aDescribedFormBehavesLikeItsModel() throws {
        let loaded = try ModelForm(description: try ModelForm(Profile()).describe())
        #expect(loaded.field("age")?.kind == .integer)
        #expect(loaded.field("theme")?.options.map(\.title) == ["Light", "Dark", "System"])
        #expect(loaded.isDisabled("password"))
        #expect(throws: FormError.self) { try loaded.setText("200", for: "age") }
        try loaded.setText("Ada", for: "name")
        #expect(!loaded.isDisabled("password"))
        try loaded.setValue(false, for: "notifications.enabled")
        #expect(loaded.isHidden("notifications.sound"))
        #expect(throws: FormError.self) { try loaded.setText("x", for: "id") }
    }

    @Test func valuesComeBackAsJSON() throws {
        let form = try ModelForm(descriptionJSON: registration)
        #expect(form.field("address.zip")?.title == "Zip")
        #expect(form.field("phones")?.itemTemplate?.kind == .phone)
        try form.setText("ada", for: "username")
        try form.setText("pro", for: "plan")
        try form.setText("3", for: "seats")
        try form.setText("Paris", for: "address.city")
        try form.setText("75001", for: "address.zip")
        try form.setItems(texts: ["555-123-4567"], for: "phones")
        try form.setValue(true, for: "agree")
        let model = try form.commit()
        #expect(
            model.json.jsonString(pretty: false)
                == #"{"username":"ada","age":20,"plan":"pro","seats":3,"address":{"city":"Paris","zip":"75001"},"phones":["555-123-4567"],"agree":true}"#
        )
    }

    @Test func rulesAndConditionsFromTheDescriptionApply() throws {
        let form = try ModelForm(descriptionJSON: registration)
        #expect(form.isDisabled("seats"))
        try form.setText("ab", for: "username")
        try form.setText("-1234", for: "address.zip")
        let errors = try #require(#expect(throws: FormErrors.self) { try form.commit() })
        #expect(errors.errors.map(\.key) == ["username", "address.zip"])
        #expect(errors.errors.map(\.reason) == [.rule("minLength"), .rule("fiveDigitZipCode")])
    }

    @Test(arguments: [
        (
            #"{"fields": [{"key": "a", "type": "texty"}]}"#,
            "a: unknown type 'texty' (did you mean 'text'?); expected one of"
        ),
        (
            #"{"fields": [{"key": "a", "type": "text"}, {"key": "a", "type": "integer"}]}"#,
            "a: the key is used by another field too"
        ),
        (
            #"{"fields": [{"key": "n", "type": "integer", "options": [{"value": "x", "title": "X"}]}]}"#,
            "n: option 1 (\"X\"): an integer field's options must be numbers"
        ),
        (
            #"{"fields": [{"key": "p", "type": "text", "rules": [{"rule": "minLength", "value": "eight"}]}]}"#,
            "p: rule 1: "
        ),
        (#"{"fields": [{"key": "p", "type": "text", "rules": [{"rule": "minLenght", "value": 8}]}]}"#, "p: rule 1: "),
        (#"{"fields": [{"key": "c", "type": "option"}]}"#, "c: an option field needs \"options\""),
        (#"{"fields": [{"key": "n", "type": "integer", "min": 10, "max": 1}]}"#, "n: min (10) is greater than max (1)"),
        (#"{"fields": [{"key": "n", "type": "number", "step": 0}]}"#, "n: step (0) must be greater than 0"),
        (
            #"{"fields": [{"key": "c", "type": "text", "placehodler": "x"}]}"#,
            "c: unknown attribute 'placehodler' (did you mean 'placeholder'?)"
        ),
        (
            #"{"fields": [{"key": "c", "type": "text", "hidden": "$nope == 1"}]}"#,
            "c: hidden condition: unknown field '$nope'"
        ),
        (#"{"fields": [{"key": "c", "type": "integer", "value": "many"}]}"#, "c: value: expects a whole number"),
        (
            #"{"fields": [{"key": "c", "type": "option", "options": ["a", "b"], "value": "z"}]}"#,
            "c: value z is not one of its options"
        ),
        (
            #"{"fields": [{"key": "c", "type": "option", "options": ["a", 1]}]}"#,
            "c: options mix number and string values; use one type"
        ),
        (#"{"fields": [{"type": "text"}]}"#, "field 1 of the form has no \"key\" string"),
        (#"{"fields": {"key": "a"}}"#, "fields must be an array of field descriptions"),
        (
            #"[{"key": "b", "type": "bitfield", "options": [{"value": "x", "title": "X"}]}]"#,
            "b: option 1 (\"X\"): a bitfield option's value is its bit"
        ),
        (#"{"fields": [], "extra": 1}"#, "unknown top-level attribute 'extra'"),
        (#"{"fields": [{"key": "a", "type": "text", "title": 5}]}"#, "a: attribute 'title' must be a string"),
        (#"{"fields": [{"key": "a..b", "type": "text"}]}"#, "a..b: a key is names separated by dots"),
        (#"{"fields": [{"key": "first\nname", "type": "text"}]}"#, "first\nname: a key cannot hold control characters"),
        (#"{"fields": [{"key": "first\rname", "type": "text"}]}"#, "first\rname: a key cannot hold control characters"),
        (#"{"fields": [{"key": "a\u0000", "type": "text"}]}"#, "a\u{0}: a key cannot hold control characters"),
        (
            #"{"fields": [{"key": "p", "type": "subform", "optional": true, "value": 3, "fields": []}]}"#,
            #"p: an optional subform's "value" is an object (present) or null (absent)"#
        ),
        (
            #"{"fields": [{"key": "p", "type": "subform", "value": null, "fields": []}]}"#,
            #"p: a subform's "value" is an object"#
        ),
        (
            #"{"fields": [{"key": "s", "type": "collection", "item": {"type": "subform", "value": "x", "fields": []}}]}"#,
            #"s: item: an item's "value" is an object, or null when items cannot be added"#
        ),
        (
            #"{"fields": [{"key": "a", "type": "text"}"#,
            "the description is not valid JSON: unexpected end of input, expected ',' or ']' after array element at line 1, column 41"
        ),
    ])
    func invalidDescriptionsNameTheFieldAndTheProblem(json: String, expected: String) {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        let descriptions = error?.problems.map(\.description) ?? []
        #expect(descriptions.contains { $0.hasPrefix(expected) }, "\(descriptions)")
    }

    @Test func aProblemOfAFieldOfASubformItemNamesTheField() {
        let item = { (fields: String) in
            #"{"fields": [{"key": "servers", "type": "collection", "item": {"type": "subform", "fields": ["#
                + fields + "]}}]}"
        }
        let misspelt = #expect(throws: FormDefinitionError.self) {
            try ModelForm(descriptionJSON: item(#"{"key": "p", "type": "integer", "colour": "red"}"#))
        }
        #expect(misspelt?.problems.map(\.description) == ["servers[].p: unknown attribute 'colour'"])
        let wrong = #expect(throws: FormDefinitionError.self) {
            try ModelForm(
                descriptionJSON: item(
                    #"{"key": "name", "type": "text"}, {"key": "p", "type": "integer", "min": 10, "max": 5}, "#
                        + #"{"key": "name", "type": "text"}"#))
        }
        #expect(
            wrong?.problems.map(\.description) == [
                "servers[].p: min (10) is greater than max (5)",
                "servers[].name: the key is used by another field too",
            ])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let json = #"{"fields": [{"key": "a", "type": "nope"}, {"key": "b", "type": "integer", "value": true}]}"#
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        #expect(error?.problems.compactMap(\.key) == ["a", "b"])
    }
}

@Suite("Optional choices and defaults")
struct OptionalChoiceTests {
    @Test func anOptionalChoiceIsDescribedWithItsNoneEntryFirst() throws {
        let form = try ModelForm(Everything())
        #expect(form.field("optionalTheme")?.noneOptionTitle == "None")
        let described = try #require(form.describe()["fields"]?.arrayValue?.first { $0["key"] == "optionalTheme" })
        #expect(
            described["options"]?.arrayValue?.first
                == .object([FormValueMember("value", .null), FormValueMember("title", "None")]))
        #expect(form.field("theme")?.noneOptionTitle == nil)
        let loaded = try ModelForm(description: form.describe())
        #expect(loaded.field("optionalTheme")?.options.count == 3)
    }

    @Test func aNullOptionNeedsAnOptionalField() {
        let json = #"{"fields": [{"key": "c", "type": "option", "options": [{"value": null, "title": "None"}, "a"]}]}"#
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        #expect(error?.problems.first?.message.hasPrefix("option 1 has a null value") == true)
    }

    @Test func defaultsStandInForNilOptionals() throws {
        struct Reminder: FormCustomizing {
            var snoozeMinutes: Int? = nil
            var label: String? = "Wake up"
            var volume = 5
            static var fieldOverrides: [String: FieldOverrides] {
                ["snoozeMinutes": ["default": 10], "label": ["default": "Alarm"], "volume": ["default": 8]]
            }
        }
        let form = try ModelForm(Reminder())
        #expect(form.value(for: "snoozeMinutes") == .int(10))
        #expect(form.value(for: "label") == "Wake up", "a value that is there is not replaced")
        #expect(form.value(for: "volume") == .int(5), "a property that always has a value has no use for it")
        var saved = try form.commit()
        #expect(saved.snoozeMinutes == nil, "a default the person did not change is not written")
        try form.setValue(15, for: "snoozeMinutes")
        saved = try form.commit()
        #expect(saved.snoozeMinutes == 15)
    }
}
