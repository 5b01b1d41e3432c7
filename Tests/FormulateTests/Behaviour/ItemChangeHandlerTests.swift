import Formulate
import Testing

/// Changes inside items are reported as changes of their collection, and a handler asked
/// for a key inside an item is refused with the key to listen to.
@Suite("Change handlers and items")
struct ItemChangeHandlerTests {
    private struct Server: DefaultConstructible {
        var host = ""
    }

    private struct Fleet {
        var servers = [Server(host: "a")]
        var environment = ["MODE": "dev"]
    }

    @Test func anItemFieldsEditIsAChangeOfItsCollection() throws {
        let form = try ModelForm(Fleet())
        var seen: [String] = []
        try form.onChange(of: "servers") { change, _ in seen.append(change.key) }
        try form.setText("b", for: "servers.0.host")
        try form.setText("prod", for: "environment.MODE")
        #expect(seen == ["servers"])
    }

    @Test(arguments: [("servers.0.host", "Servers", "servers"), ("environment.MODE", "Environment", "environment")])
    func aKeyInsideAnItemIsRefusedNamingTheCollection(key: String, title: String, collection: String) throws {
        let form = try ModelForm(Fleet())
        let error = #expect(throws: FormError.self) { try form.onChange(of: key) { _, _ in } }
        #expect(error?.reason == .unknownField)
        #expect(
            error?.message
                == "'\(key)' lies inside an item of \(title), whose changes are reported as changes of "
                + "'\(collection)': listen to that key")
        #expect(error?.arguments == [FormValueMember("key", .string(key)), FormValueMember("title", .string(title))])
    }

    @Test func anUnknownKeyIsStillRefusedAsUnknown() throws {
        let form = try ModelForm(Fleet())
        let error = #expect(throws: FormError.self) { try form.onChange(of: "hosts") { _, _ in } }
        #expect(error?.message.hasPrefix("'hosts' is not a field of this form") == true)
    }
}
