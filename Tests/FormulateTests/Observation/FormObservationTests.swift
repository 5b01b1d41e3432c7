import Formulate
import Foundation
import Observation
import Testing

/// Counts how often an observation fired (onChange closures are `@Sendable`).
private final class Fired: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

private struct ObservedPreferences: FormCustomizing {
    var name = "Ada"
    var theme = "light"
    var fontSize = 12
    var showAdvanced = false
    var cacheSize = 64
    var password = "correct horse"
    var confirmPassword = "correct horse"

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "cacheSize": ["hidden": "$showAdvanced == false"],
            "fontSize": [
                "rules": [ValidationRule.greaterOrEqual(.int(8)), ValidationRule.lessOrEqual(.int(72))],
                "validation": "onChange",
            ],
            "confirmPassword": ["rules": [ValidationRule.equalsField("password")], "validation": "onChange"],
        ]
    }
}

/// A form takes part in Observation field by field (issue 16, "Observable forms").
@Suite struct FormObservationTests {
    /// Runs `read` under observation and returns a counter of the changes it sees.
    private func observe(_ read: @escaping () -> Void) -> Fired {
        let fired = Fired()
        withObservationTracking(read, onChange: { fired.increment() })
        return fired
    }

    @Test func readingOneFieldAndEditingAnotherDoesNotFire() throws {
        let form = try ModelForm(ObservedPreferences())
        let fired = observe {
            _ = form.value(for: "name"); _ = form.text(for: "name")
        }
        try form.setText("dark", for: "theme")
        try form.setValue(14, for: "fontSize")
        #expect(fired.value == 0)
    }

    @Test func editingTheReadFieldFiresOnce() throws {
        let form = try ModelForm(ObservedPreferences())
        let fired = observe { _ = form.text(for: "name") }
        try form.setText("Grace", for: "name")
        try form.setText("Grace Hopper", for: "name")
        #expect(fired.value == 1)

        // Observing again sees the next edit.
        let again = observe { _ = form.value(for: "name") }
        try form.setText("Ada", for: "name")
        #expect(again.value == 1)
    }

    @Test func editingAFieldThatHidesAnotherFiresForIt() throws {
        let form = try ModelForm(ObservedPreferences())
        #expect(form.isHidden("cacheSize"))
        let fired = observe { _ = form.isHidden("cacheSize") }
        let unrelated = observe { _ = form.text(for: "theme") }
        try form.setValue(true, for: "showAdvanced")
        #expect(fired.value == 1)
        #expect(unrelated.value == 0)
        #expect(!form.isHidden("cacheSize"))
    }

    @Test func aRefusedEditFiresForItsFieldOnly() throws {
        let form = try ModelForm(ObservedPreferences())
        let fontSize = observe { _ = form.errors(for: "fontSize") }
        let name = observe { _ = form.errors(for: "name") }
        #expect(throws: FormError.self) { try form.setText("twelve", for: "fontSize") }
        #expect(fontSize.value == 1)
        #expect(name.value == 0)
        #expect(form.text(for: "fontSize") == "twelve")
    }

    @Test func errorsThatChangeOnAnotherFieldsEditFireForThatField() throws {
        let form = try ModelForm(ObservedPreferences())
        try form.setText("correct horse", for: "confirmPassword") // touched, so it is checked again
        let confirm = observe { _ = form.errors(for: "confirmPassword") }
        try form.setText("battery staple", for: "password")
        #expect(confirm.value == 1)
        #expect(form.errors(for: "confirmPassword").count == 1)
    }

    @Test func validationFiresOnlyWhereErrorsChanged() throws {
        let form = try ModelForm(ObservedPreferences())
        try form.setValue(100, for: "fontSize") // out of range, and shown at once (onChange)
        let fontSize = observe { _ = form.errors(for: "fontSize") }
        let name = observe { _ = form.errors(for: "name") }
        form.validate()
        #expect(fontSize.value == 0, "its errors are the same as before")
        #expect(name.value == 0)
        try form.setValue(20, for: "fontSize")
        #expect(fontSize.value == 1)
    }

    @Test func resettingOneFieldFiresForItAndCommittingFiresForEveryField() throws {
        let form = try ModelForm(ObservedPreferences())
        try form.setText("Grace", for: "name")
        try form.setText("dark", for: "theme")
        let name = observe { _ = form.text(for: "name") }
        let theme = observe { _ = form.text(for: "theme") }
        try form.reset("name")
        #expect(name.value == 1)
        #expect(theme.value == 0)

        let afterReset = observe { _ = form.changes }
        _ = try form.commit()
        #expect(afterReset.value == 1)
    }

    @Test func theByFieldReadersRegisterToo() throws {
        let form = try ModelForm(ObservedPreferences())
        let field = try #require(form.field("theme"))
        let fired = observe {
            _ = form.value(for: field); _ = form.isDisabled(field)
        }
        try form.setText("dark", for: "theme")
        #expect(fired.value == 1)
    }
    @Test func readsWithoutTrackingRegisterNothingWhileEditsStillNotify() throws {
        let form = try ModelForm(ObservedPreferences())
        let untracked = observe {
            form.withoutTrackingReads {
                _ = form.text(for: "name"); _ = form.value(for: "theme"); _ = form.isHidden("cacheSize")
            }
        }
        let tracked = observe { _ = form.text(for: "theme") }
        let edited = form.withoutTrackingReads {
            // An edit inside tells the observers of the field it changes.
            (try? form.setText("dark", for: "theme")) != nil
        }
        try form.setText("Grace", for: "name")
        try form.setValue(true, for: "showAdvanced")
        #expect(edited)
        #expect(untracked.value == 0)
        #expect(tracked.value == 1)

        // Reads register again once it returns, also after a nested use.
        let afterwards = observe {
            form.withoutTrackingReads { form.withoutTrackingReads { _ = form.text(for: "fontSize") } }
            _ = form.text(for: "name")
        }
        try form.setText("Ada", for: "name")
        #expect(afterwards.value == 1)
    }

    @Test func withoutTrackingReadsPassesOnWhatItsBodyThrows() throws {
        let form = try ModelForm(ObservedPreferences())
        #expect(throws: FormError.self) {
            try form.withoutTrackingReads { () throws(FormError) in try form.setText("many", for: "fontSize") }
        }
        let fired = observe { _ = form.text(for: "fontSize") }
        try form.setValue(20, for: "fontSize")
        #expect(fired.value == 1)
    }
}
