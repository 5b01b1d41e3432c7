import Testing

@testable import Formulate

/// describe() of collections of subforms and dictionaries, and `load` of that description:
/// the same form, as a dynamic one.
@Suite("Collections in descriptions and dynamic forms")
struct CollectionDescriptionTests {
    private func network() throws -> ModelForm<Network> {
        var network = Network()
        network.servers = [Server(name: "Home", host: "home.example", port: 8443)]
        return try ModelForm(network)
    }

    @Test func theItemTemplateIsPartOfTheField() throws {
        let described = try network().describe()
        let servers = try #require(described["fields"]?.arrayValue?.first { $0["key"] == "servers" })
        #expect(servers["type"] == "collection")
        #expect(servers["item"]?["type"] == "subform")
        #expect(servers["item"]?["title"] == "Server")
        #expect(
            servers["item"]?["fields"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == [
                "name", "host", "port", "useTLS",
            ])
        #expect(servers["value"]?.arrayValue?.first?["host"] == "home.example")
    }

    @Test func loadingTheDescriptionGivesTheSameForm() throws {
        let original = try network()
        let description = original.describe()
        let dynamic = try ModelForm(description: description)
        #expect(dynamic.describe() == description)
        #expect(dynamic.text(for: "servers.0.host") == "home.example")
        // Titled by the same field as the model's items (`FormItemTitled`).
        #expect(dynamic.items(in: "servers").map(\.title) == ["Home"])
        #expect(original.items(in: "servers").map(\.title) == ["Home"])
        try dynamic.setText("backup.example", for: "servers.1.host")
        try dynamic.setText("70000", for: "servers.1.port")
        #expect(dynamic.validate().map(\.key) == ["servers.1.port"])
        try dynamic.setText("80", for: "servers.1.port")
        #expect(dynamic.isHidden("servers.1.useTLS"))
        let model = try dynamic.commit()
        #expect(model.json["servers"]?.arrayValue?.count == 2)
        #expect(model.json["servers"]?.arrayValue?.last?["host"] == "backup.example")
        #expect(model.json["servers"]?.arrayValue?.last?["port"] == 80)
    }

    @Test func dynamicDictionaries() throws {
        let json =
            #"{"fields": [{"key": "env", "type": "collection", "dictionary": true, "item": {"type": "integer"}}]}"#
        let form = try ModelForm(descriptionJSON: json)
        try form.setText("3", for: "env.B")
        try form.setText("1", for: "env.A")
        #expect(form.items(in: "env").map(\.title) == ["A", "B"])
        #expect(form.describe()["fields"]?.arrayValue?.first?["dictionary"] == .bool(true))
        let model = try form.commit()
        #expect(
            model.json
                == .object([FormValueMember("env", .object([FormValueMember("A", 1), FormValueMember("B", 3)]))]))
        #expect(throws: FormError.self) { try form.setText("x", for: "env.C") }
    }
}
