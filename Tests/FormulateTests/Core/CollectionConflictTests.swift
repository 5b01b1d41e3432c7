import Formulate
import Testing

/// A collection is written whole: when the person and another writer both change one, a
/// refresh keeps it a conflict instead of writing the person's stale items over the
/// other writer's.
@Suite("Collections changed on both sides")
struct CollectionConflictTests {
    struct Server: DefaultConstructible, Equatable {
        var host = ""
        var port = 443
    }

    final class Shelf: FormKeyPathProviding {
        var servers = [Server(host: "a", port: 1), Server(host: "b", port: 2)]
        var tags = ["x", "y"]
        var environment = ["A": "1"]
        var label = "shelf"
        static var formKeyPaths: [FormKeyPath] {
            [
                FormKeyPath(\Shelf.servers), FormKeyPath(\Shelf.tags),
                FormKeyPath(\Shelf.environment), FormKeyPath(\Shelf.label),
            ]
        }
    }

    @Test func refreshKeepsACollectionChangedOnBothSidesAConflict() throws {
        let shelf = Shelf()
        let form = try ModelForm(shelf)
        try form.setText("A", for: "servers.0.host")
        try form.setText("X", for: "tags")
        try form.setText("11", for: "environment.A")
        try form.setText("mine", for: "label")
        shelf.servers[1].port = 22
        shelf.servers.append(Server(host: "c", port: 3))
        shelf.tags.append("z")
        shelf.environment["C"] = "3"
        shelf.label = "theirs"

        form.refresh()
        #expect(form.conflicts.map(\.key) == ["servers", "tags", "environment"])
        #expect(
            form.conflicts.first?.error.message
                == "Servers was changed elsewhere while you edited it: its items are not the ones the form read; "
                + "reset it and refresh the form to take the new items, or overwrite them with yours")
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(shelf.servers.map(\.port) == [1, 22, 3], "nothing was written")
        #expect(shelf.label == "theirs")

        // Taking the other writer's items: reset and refresh; the label edit stays.
        for key in ["servers", "tags", "environment"] { try form.reset(key) }
        form.refresh()
        #expect(form.conflicts.isEmpty)
        #expect(form.items(in: "servers").count == 3)
        #expect(form.text(for: "servers.1.port") == "22")
        try form.commit()
        #expect(shelf.servers == [Server(host: "a", port: 1), Server(host: "b", port: 22), Server(host: "c", port: 3)])
        #expect(shelf.tags == ["x", "y", "z"])
        #expect(shelf.environment == ["A": "1", "C": "3"])
        #expect(shelf.label == "mine")
    }

    @Test func aCollectionOnlyThePersonChangedIsWrittenAfterARefresh() throws {
        let shelf = Shelf()
        let form = try ModelForm(shelf)
        try form.setText("A", for: "servers.0.host")
        shelf.tags.append("z")
        form.refresh()
        #expect(form.conflicts.isEmpty)
        try form.commit()
        #expect(shelf.servers.map(\.host) == ["A", "b"])
        #expect(shelf.tags == ["x", "y", "z"])
    }

    @Test func overwritingWritesThePersonsWholeCollection() throws {
        let shelf = Shelf()
        let form = try ModelForm(shelf)
        try form.setText("A", for: "servers.0.host")
        shelf.servers[1].port = 22
        form.refresh()
        try form.commit(overwritingConflicts: true)
        #expect(shelf.servers == [Server(host: "A", port: 1), Server(host: "b", port: 2)])
    }
}
