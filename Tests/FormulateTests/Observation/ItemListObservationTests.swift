import Formulate
import Foundation
import Observation
import Testing

/// A list that shows a collection's items (`items(in:)`, what a SwiftUI `ForEach` reads) is
/// redrawn when items are added, removed or moved (trial18: it read no dependency).
@Suite struct ItemListObservationTests {
    struct Zone: DefaultConstructible { var name = "" }
    struct Plan {
        var zones = [Zone(name: "Hall"), Zone(name: "Bath")]
        var tags: [String: String] = ["a": "1"]
        var note = ""
    }

    private final class Fired: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        var value: Bool { lock.withLock { fired } }
        func set() { lock.withLock { fired = true } }
    }

    /// Whether `edit` changes what `read` read.
    private func redraws(reading read: @escaping () -> Void, after edit: () throws -> Void) throws -> Bool {
        let fired = Fired()
        withObservationTracking(read, onChange: { fired.set() })
        try edit()
        return fired.value
    }

    @Test(arguments: [
        CollectionEdit.add("zones"), .insert("zones.0"), .remove("zones.0"), .move("zones.1", to: 0),
        .add("tags.b"), .rename("tags.a", to: "c"), .remove("tags.a"),
    ])
    func aShapeEditRedrawsTheList(_ edit: CollectionEdit) throws {
        let form = try ModelForm(Plan())
        let list = edit.key.hasPrefix("tags") ? "tags" : "zones"
        #expect(try redraws(reading: { _ = form.items(in: list) }, after: { try form.apply(edit) }))
    }

    @Test func anItemAddedByTextRedrawsTheList() throws {
        let form = try ModelForm(Plan())
        #expect(
            try redraws(
                reading: { _ = form.items(in: "zones") }, after: { try form.setText("Attic", for: "zones.2.name") }))
    }

    @Test func anotherFieldDoesNotRedrawTheList() throws {
        let form = try ModelForm(Plan())
        #expect(try !redraws(reading: { _ = form.items(in: "zones") }, after: { try form.setText("x", for: "note") }))
    }
}
