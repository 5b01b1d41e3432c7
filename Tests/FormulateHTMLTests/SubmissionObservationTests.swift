import Formulate
import FormulateHTML
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

/// Applying a submission is a write path: its reads register with no observation, and its
/// edits tell the observers of the fields they change.
@Suite struct SubmissionObservationTests {
    private func observe(_ read: @escaping () -> Void) -> Fired {
        let fired = Fired()
        withObservationTracking(read, onChange: { fired.increment() })
        return fired
    }

    @Test func applyingNotifiesTheChangedFieldsOnly() throws {
        let form = try ModelForm(Profile())
        let name = observe { _ = form.text(for: "displayName") }
        let email = observe { _ = form.text(for: "email") }
        try FormSubmission.apply(body: "displayName=Ada&email=", to: form)
        #expect(form.text(for: "displayName") == "Ada")
        #expect(name.value == 1)
        #expect(email.value == 0, "an unchanged field is not written")
    }

    @Test func theReadsOfAnApplyRegisterNothing() throws {
        let form = try ModelForm(Profile())
        let fired = observe { _ = try? FormSubmission.apply(body: "displayName=Ada", to: form) }
        try form.setValue(41, for: "age")
        try form.setText("Grace", for: "displayName")
        #expect(fired.value == 0)
        #expect(form.value(for: "age") == .int(41))
    }
}
