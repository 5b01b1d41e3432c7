import Formulate
import Foundation
import Testing

/// Counts the values a rule sees, from any thread (its count is only read and written
/// under the lock).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = 0
    var count: Int { lock.withLock { seen } }
    func add() { lock.withLock { seen += 1 } }
}

private let counter = Counter()

/// A model whose only rules count the values they see.
private struct Mailing: FormCustomizing {
    var name = ""
    var codes: [String] = []

    static var fieldSettings: [String: FieldSettings] {
        let counting = ValidationRule.closure(name: "counted", message: "No.") { _ in
            counter.add()
            return true
        }
        return [
            "name": FieldSettings.rules(counting),
            "codes": FieldSettings.template(FieldSettings.rules(counting)),
        ]
    }
}

/// Each rule runs at most once per value per validation (a commit of 16 items ran an item
/// rule 32 times).
@Suite("Rules run once per validation", .serialized)
struct RuleRunCountTests {
    @Test func validateCommitAndIsValidRunEachRuleOncePerValue() throws {
        let form = try ModelForm(Mailing())
        try form.setText("Ada", for: "name")
        try form.setItems(texts: (1...16).map { "code\($0)" }, for: "codes")
        var before = counter.count
        form.validate()
        #expect(counter.count - before == 17) // the name, and each of the 16 items
        before = counter.count
        _ = form.isValid
        #expect(counter.count - before == 17)
        before = counter.count
        try form.commit()
        #expect(counter.count - before == 17)
    }
}
