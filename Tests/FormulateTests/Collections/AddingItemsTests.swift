import Formulate
import Testing

/// An item type without `init()`: items of it are edited and removed, never added.
private struct Peer: Equatable {
    var host: String
}

private struct Mirrors: Equatable, DefaultConstructible {
    var host = "mirror.example"
}

private struct Cluster {
    var peers = [Peer(host: "a.example")]
    var peersByName: [String: Peer] = ["a": Peer(host: "a.example")]
    var mirrors: [Mirrors] = []
    var tags = ["blue"]
    var name = "main"
}

@Suite("Whether a collection can get a new item")
struct AddingItemsTests {
    @Test func canAddItemsFollowsTheItemType() throws {
        let form = try ModelForm(Cluster())
        let expected: [(String, Bool)] = [
            ("peers", false), ("peersByName", false), ("mirrors", true), ("tags", true), ("name", false),
        ]
        for (key, canAdd) in expected {
            #expect(form.field(key)?.canAddItems == canAdd, "\(key)")
        }
        let refused = #expect(throws: FormError.self) { try form.apply(.add("peers")) }
        #expect(refused?.reason == .cannotCreate)
        #expect(form.items(in: "peers").count == 1)
    }

    @Test func aLoadedDescriptionSaysTheSameAndKeepsTheItems() throws {
        // Items of a type without init() are read back from the description all the same.
        let described = try ModelForm(Cluster()).describe()
        let loaded = try ModelForm(description: described)
        #expect(loaded.describe() == described)
        #expect(loaded.value(for: "peers.0.host") == "a.example")
        #expect(loaded.value(for: "peersByName.a.host") == "a.example")
        #expect(loaded.field("peers")?.canAddItems == false)
        #expect(loaded.field("peersByName")?.canAddItems == false)
        #expect(loaded.field("mirrors")?.canAddItems == true)
        #expect(loaded.field("tags")?.canAddItems == true)
        #expect(throws: FormError.self) { try loaded.apply(.add("peers")) }
    }
}
