import Foundation
import Testing

@testable import Formulate

struct Account: FormCustomizing {
    var rememberMe = false
    var sessionDays = 30
    var age = 0
    var country = "US"
    var plan = "free"
    var seats = 1
    var newsletter = false
    var topics: [String] = []
    var notes = ""
    var nested = Notifications()

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "sessionDays": ["hidden": "$rememberMe == false"],
            "seats": ["disabled": "NOT ($plan IN {'pro', 'team'})"],
            "topics": ["header": "Newsletter", "sectionHidden": "!$newsletter", "footer": "Unsubscribe at any time."],
            "notes": ["hidden": "$age >= 18 AND $country == 'US'"],
            "nested": ["hidden": "$rememberMe"],
        ]
    }
}

@Suite("Conditions")
struct ConditionBehaviourTests {
    @Test func predicatesAreEvaluatedWhenTheFormIsBuilt() throws {
        let form = try ModelForm(Account())
        #expect(form.isHidden("sessionDays"))
        #expect(form.isDisabled("seats"))
        #expect(form.isHidden("topics"), "the section it starts is hidden")
        #expect(form.isHidden("notes") == false)
        #expect(!form.isHidden("nested.sound"))
    }

    @Test func conditionsFollowTheirDependencies() throws {
        let form = try ModelForm(Account())
        try form.setValue(true, for: "rememberMe")
        #expect(!form.isHidden("sessionDays"))
        #expect(form.isHidden("nested.sound"), "fields of a hidden subform are hidden")
        try form.setText("team", for: "plan")
        #expect(!form.isDisabled("seats"))
        try form.setValue(true, for: "newsletter")
        #expect(!form.isHidden("topics"))
        try form.setValue(30, for: "age")
        #expect(form.isHidden("notes"))
        try form.setText("FR", for: "country")
        #expect(!form.isHidden("notes"))
    }

    @Test func aChangeReevaluatesOnlyItsDependents() throws {
        let form = try ModelForm(Account())
        let before = form.conditionState.evaluations
        try form.setValue(true, for: "rememberMe")
        #expect(form.conditionState.evaluations - before == 2, "sessionDays and nested")
        let middle = form.conditionState.evaluations
        try form.setText("hello", for: "notes")
        #expect(form.conditionState.evaluations == middle, "nothing depends on notes")
    }

    @Test func hiddenAndDisabledFieldsCannotBeEdited() throws {
        let form = try ModelForm(Account())
        let hidden = #expect(throws: FormError.self) { try form.setValue(7, for: "sessionDays") }
        #expect(hidden?.reason == .hidden)
        let disabled = #expect(throws: FormError.self) { try form.setText("5", for: "seats") }
        #expect(disabled?.reason == .disabled)
        #expect(disabled?.message == "Seats is disabled")
        #expect(form.values()["seats"] == .int(1), "disabled fields keep their values")
        #expect(form.values()["sessionDays"] == nil, "hidden fields are left out")
    }

    @Test func closureConditionsRecordWhatTheyRead() throws {
        let form = try ModelForm(Account())
        try form.setHidden(.when { values in values["age"].compare(to: .int(65)) == .orderedDescending }, for: "seats")
        #expect(!form.isHidden("seats"))
        let before = form.conditionState.evaluations
        try form.setText("hi", for: "notes")
        #expect(form.conditionState.evaluations == before)
        try form.setValue(70, for: "age")
        #expect(form.isHidden("seats"))
    }

    @Test func badPredicatesAreErrorsWhenSetWithPositionAndSuggestion() throws {
        let form = try ModelForm(Account())
        let unknown = #expect(throws: FormDefinitionError.self) {
            try form.setHidden("$rememberme == true", for: "seats")
        }
        #expect(unknown?.problems.first?.message == "hidden condition: unknown field '$rememberme'")
        #expect(unknown?.problems.first?.suggestion == "did you mean '$rememberMe'?")
        #expect(unknown?.problems.first?.reason == .conditionUnknownField)
        let syntax = #expect(throws: FormDefinitionError.self) { try form.setHidden("$age >= AND", for: "seats") }
        #expect(syntax?.problems.first?.location == .init(text: "$age >= AND", offset: 8))
        #expect(syntax?.problems.first?.description.contains("at position 8") == true)
        #expect(syntax?.problems.first?.reason == .conditionSyntax)
        let mismatch = #expect(throws: FormDefinitionError.self) { try form.setHidden("$age == 'old'", for: "seats") }
        #expect(mismatch?.problems.first?.key == "seats")
        #expect(mismatch?.problems.first?.reason == .conditionTypeMismatch)
        let unknownField = #expect(throws: FormDefinitionError.self) { try form.setHidden("$age > 1", for: "seets") }
        #expect(unknownField?.problems.first?.reason == .unknownKey)
        #expect(!form.isHidden("seats"), "a rejected condition changes nothing")
    }

    @Test func badPredicatesInCustomizationFailTheForm() {
        struct Broken: FormCustomizing {
            var a = false
            var b = 0
            static var fieldOverrides: [String: FieldOverrides] { ["b": ["hidden": "$a == (true"]] }
        }
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Broken()) }
        #expect(error?.problems.first?.key == "b")
        #expect(error?.problems.first?.message.hasPrefix("hidden condition: ") == true)
    }
}

@Suite("Change events")
struct ChangeEventTests {
    @Test func handlersFireOncePerRealChangeAfterStateIsUpdated() throws {
        let form = try ModelForm(Account())
        var seen: [String] = []
        try form.onChange(of: "rememberMe") { change, form in
            seen.append(
                "field \(change.key) \(change.oldValue) -> \(change.newValue) hidden=\(form.isHidden("sessionDays"))")
        }
        form.onChange { change, _ in seen.append("form \(change.key)") }
        try form.setValue(true, for: "rememberMe")
        try form.setValue(true, for: "rememberMe")
        try form.setText("yes", for: "rememberMe")
        #expect(seen == ["field rememberMe false -> true hidden=false", "form rememberMe"])
    }

    @Test func everyEditPathNotifiesAndHandlersCanBeRemoved() throws {
        let form = try ModelForm(Account())
        var keys: [String] = []
        let token = form.onChange { change, _ in keys.append(change.key) }
        try form.setText("pro", for: "plan")
        try form.setValues(["age": 40, "country": "FR"])
        try form.setValue(true, for: "newsletter")
        try form.insertItem(text: "swift", in: "topics")
        form.reset()
        #expect(
            keys == [
                "plan", "age", "country", "newsletter", "topics", "age", "country", "plan", "newsletter", "topics",
            ])
        form.removeChangeHandler(token)
        try form.setText("team", for: "plan")
        #expect(keys.count == 10)
    }

    @Test func rejectedEditsDoNotNotify() throws {
        let form = try ModelForm(Account())
        var count = 0
        form.onChange { _, _ in count += 1 }
        #expect(throws: FormError.self) { try form.setText("many", for: "age") }
        #expect(throws: FormErrors.self) { try form.setValues(["age": 1, "country": 5]) }
        #expect(count == 0)
    }
}
