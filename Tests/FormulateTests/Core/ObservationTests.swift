import Formulate
import Foundation
import Observation
import Testing

@Observable
final class ObservedProfile: FormKeyPathProviding {
    var name = ""
    var age = 0
    static var formKeyPaths: [FormKeyPath] {
        [FormKeyPath("name", \ObservedProfile.name), FormKeyPath("age", \ObservedProfile.age)]
    }
}

final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}

@Suite("Observation")
struct ObservationTests {
    @Test func commitWritesThroughObservableSetters() throws {
        let profile = ObservedProfile()
        let form = try ModelForm(profile)
        #expect(form.fields.map(\.key) == ["name", "age"])
        #expect(form.diagnostics.isEmpty)
        let changed = ChangeFlag()
        withObservationTracking {
            _ = profile.name
        } onChange: {
            changed.set()
        }
        try form.setText("Grace", for: "name")
        #expect(!changed.isSet, "edits stay in the draft")
        try form.commit()
        #expect(changed.isSet)
        #expect(profile.name == "Grace")
    }
}
