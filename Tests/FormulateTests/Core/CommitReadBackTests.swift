import Foundation
import Testing

@testable import Formulate

/// A struct whose declared, computed key path changes a stored property as it is set.
struct Temperature: FormKeyPathProviding {
    var celsius = 0.0
    var note = ""
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("fahrenheit", \Temperature.fahrenheit)] }
}

struct Location {
    var city = ""
    var position = Position()
}

struct Position {
    var latitude = 0.0
    var longitude = 0.0
    var accuracy: Float = 1
}

@Suite("What a commit reads back")
struct CommitReadBackTests {
    enum Shade: String, CaseIterable {
        case light
        case dark = "night"
        case dim
    }

    enum Step: Int, CaseIterable {
        case one = 1
        case two = 2
    }

    enum Plain: CaseIterable { case first, second }

    struct Palette: Equatable {
        var shade = Shade.dark
        var maybe: Shade? = .dim
        var step = Step.two
        var plain = Plain.second
    }

    @Test func enumFieldsReadTheSameBeforeAndAfterTheTypesFirstCommit() throws {
        // The first commit of a type's form makes its typed bindings; later forms read through them.
        let first = try ModelForm(Palette())
        let before = first.allFields.map { first.value(for: $0.key) }
        try first.setText("light", for: "shade")
        #expect(try first.commit() == Palette(shade: .light))
        let second = try ModelForm(Palette())
        #expect(second.allFields.map { second.value(for: $0.key) } == before)
        #expect(second.value(for: "shade") == .string("night") && second.text(for: "shade") == "Dark")
        #expect(second.value(for: "step") == .int(2))
        try second.setText("Night", for: "shade")
        try second.setValue(Shade.light, for: "maybe")
        #expect(try second.commit() == Palette(shade: .dark, maybe: .light))
        #expect(try ModelForm(Palette(shade: .dim)).value(for: "shade") == .string("dim"))
    }

    @Test func aComputedKeyPathsSideEffectsAreReadBack() throws {
        let form = try ModelForm(Temperature())
        try form.setValue(212.0, for: "fahrenheit")
        let saved = try form.commit()
        #expect(saved.celsius == 100)
        #expect(form.value(for: "celsius") == .double(100), "the stored property the setter changed")
        #expect(form.value(for: "fahrenheit") == .double(212))
        #expect(!form.isDirty)
    }

    @Test func storedPropertiesOfStructsAreWrittenAndReadBackAlone() throws {
        let form = try ModelForm(Location())
        #expect(
            form.schema.records.indices.allSatisfy {
                form.schema.accessor(at: $0).isIsolated || form.schema.accessor(at: $0).isNone
            }, "reflected stored properties")
        try form.setText("Paris", for: "city")
        try form.setValue(48.85, for: "position.latitude")
        let saved = try form.commit()
        #expect(saved.city == "Paris")
        #expect(saved.position.latitude == 48.85)
        #expect(
            form.values() == [
                "city": "Paris", "position.latitude": .double(48.85), "position.longitude": .double(0),
                "position.accuracy": .double(1),
            ])
        #expect(!form.isDirty)
    }

    @Test func aCommittedValueReadsAsTheModelHoldsIt() throws {
        let form = try ModelForm(Location())
        try form.setText("0.1", for: "position.accuracy")
        let saved = try form.commit()
        #expect(saved.position.accuracy == Float(0.1))
        #expect(form.value(for: "position.accuracy") == .double(0.1), "a Float's shortest text, as stored")
        #expect(!form.isDirty)
    }

    @Test func declaredAndClassAccessorsAreNotIsolated() throws {
        let temperature = try ModelForm(Temperature())
        let fahrenheit = try #require(temperature.schema.indexByKey["fahrenheit"])
        #expect(temperature.schema.accessor(at: fahrenheit).isIsolated == false)
        let celsius = try #require(temperature.schema.indexByKey["celsius"])
        #expect(temperature.schema.accessor(at: celsius).isIsolated == true)
    }
}

/// A model whose `Int`, `String` and `Bool` fields have constraints, for the typed
/// `setValue` that skips the `Any` box.
struct Limits: FormCustomizing {
    var count = 5
    var name = "a"
    var isOn = false
    let fixed = 1
    static var fieldOverrides: [String: FieldOverrides] {
        ["count": ["min": 1, "max": 10], "name": ["disabled": "$isOn == true"]]
    }
}

@Suite("Typed and Any setValue agree")
struct TypedSetValueTests {
    @Test func bothOverloadsStoreTheSameValues() throws {
        let typed = try ModelForm(Limits())
        let boxed = try ModelForm(Limits())
        try typed.setValue(7, for: "count")
        try boxed.setValue(7 as Any?, for: "count")
        try typed.setValue("b", for: "name")
        try boxed.setValue("b" as Any?, for: "name")
        try typed.setValue(true, for: "isOn")
        try boxed.setValue(true as Any?, for: "isOn")
        #expect(typed.values() == boxed.values())
        #expect(typed.values()["count"] == .int(7))
    }

    @Test func bothOverloadsRefuseTheSameWay() throws {
        for value in [0, 11] {
            let typed = #expect(throws: FormError.self) { try ModelForm(Limits()).setValue(value, for: "count") }
            let boxed = #expect(throws: FormError.self) {
                try ModelForm(Limits()).setValue(value as Any?, for: "count")
            }
            #expect(typed?.message == "Count must be from 1 to 10.")
            #expect(typed == boxed)
        }
        let readOnly = #expect(throws: FormError.self) { try ModelForm(Limits()).setValue(2, for: "fixed") }
        #expect(readOnly?.reason == .readOnly)
        let form = try ModelForm(Limits())
        try form.setValue(true, for: "isOn")
        let disabled = #expect(throws: FormError.self) { try form.setValue("c", for: "name") }
        #expect(disabled?.reason == .disabled)
        #expect(form.value(for: "name") == "a")
        let mismatch = #expect(throws: FormError.self) { try form.setValue("7", for: "count") }
        #expect(mismatch?.reason == .typeMismatch)
        #expect(form.value(for: "count") == .int(5))
    }
}

struct Recovery: FormCustomizing {
    var backupEmails: [String] = []
    static var fieldOverrides: [String: FieldOverrides] {
        ["backupEmails": ["template": ["rules": [ValidationRule.email]], "rules": [ValidationRule.maxLength(3)]]]
    }
}

@Suite("Rules of collection items")
struct CollectionItemRuleTests {
    @Test func eachItemIsCheckedByTheTemplatesRules() throws {
        let form = try ModelForm(Recovery())
        try form.setText("a@b.co, nope, c@d.co", for: "backupEmails")
        let errors = form.validationErrors()
        #expect(errors.map(\.message) == ["Backup Email 2 must be a valid email address, like name@example.com."])
        #expect(errors.first?.key == "backupEmails")
        #expect(throws: FormErrors.self) { try form.commit() }
        try form.removeItem(at: 1, in: "backupEmails")
        #expect(form.isValid)
        #expect(try form.commit().backupEmails == ["a@b.co", "c@d.co"])
    }

    @Test func theCollectionsOwnRulesStillApply() throws {
        let form = try ModelForm(Recovery())
        try form.setText("a@b.co, b@b.co, c@b.co, d@b.co", for: "backupEmails")
        #expect(form.validationErrors().map(\.reason) == [.rule("maxLength")])
    }
}

struct Contacts {
    var workEmail: String? = nil
    var backupEmails: [String] = []
    var note = ""
}

@Suite("Email fields are checked as emails")
struct ImpliedEmailRuleTests {
    @Test func anEmailFieldWithoutARuleIsStillChecked() throws {
        let form = try ModelForm(Contacts())
        #expect(form.field("workEmail")?.kind == .email)
        try form.setText("nope", for: "workEmail")
        #expect(
            form.validationErrors().map(\.message) == [
                "Work Email must be a valid email address, like name@example.com."
            ])
        try form.setText("", for: "workEmail")
        #expect(form.isValid, "an optional email may be empty")
        try form.setText("a@b.co, nope", for: "backupEmails")
        #expect(
            form.validationErrors().map(\.message) == [
                "Backup Email 2 must be a valid email address, like name@example.com."
            ])
        try form.setText("a@b.co", for: "backupEmails")
        try form.setText("not an email, and fine", for: "note")
        #expect(form.isValid)
    }
}

/// The README's example of item rules.
struct ReadmeRecovery: FormCustomizing {
    var backupEmails: [String] = []
    static var fieldOverrides: [String: FieldOverrides] {
        ["backupEmails": ["template": ["rules": [ValidationRule.minLength(6)]]]]
    }
}

@Suite("README: rules of collection items")
struct ReadmeItemRuleTests {
    @Test func theMessageTheReadmeShows() throws {
        let form = try ModelForm(ReadmeRecovery())
        try form.setText("ada@example.com, a@b.c", for: "backupEmails")
        #expect(form.validationErrors().map(\.message) == ["Backup Email 2 must be at least 6 characters."])
    }
}
