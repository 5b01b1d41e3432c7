import Testing

@testable import Formulate

@Suite("Collections of subforms")
struct ItemCollectionTests {
    private func twoServers() -> Network {
        var network = Network()
        network.servers = [
            Server(name: "Home", host: "home.example", port: 8443, useTLS: true, lastSeen: 7),
            Server(name: "Work", host: "work.example", port: 443, useTLS: false, lastSeen: 9),
        ]
        return network
    }

    @Test func anArrayOfStructsIsACollectionWhoseTemplateIsASubform() throws {
        let form = try ModelForm(Network())
        let field = try #require(form.field("servers"))
        #expect(field.kind == .collection)
        let template = try #require(field.itemTemplate)
        #expect(template.kind == .subform)
        #expect(template.title == "Server")
        #expect(
            template.children.map(\.key) == ["servers[].name", "servers[].host", "servers[].port", "servers[].useTLS"])
        #expect(template.children.first { $0.key == "servers[].port" }?.rules.count == 2)
        #expect(!form.diagnostics.contains { $0.key == "servers" })
    }

    @Test func itemFieldsAreReadByKey() throws {
        let form = try ModelForm(twoServers())
        #expect(form.itemCount(for: "servers") == 2)
        #expect(form.text(for: "servers.1.host") == "work.example")
        #expect(form.value(for: "servers.0.port") == .int(8443))
        #expect(form.field("servers.0.host")?.title == "Host")
        #expect(form.field("servers.0.host")?.key == "servers.0.host")
        let items = form.items(in: "servers")
        #expect(items.map(\.key) == ["servers.0", "servers.1"])
        #expect(items.map(\.title) == ["Home", "Work"])
        #expect(
            items[0].fields.map(\.key) == ["servers.0.name", "servers.0.host", "servers.0.port", "servers.0.useTLS"])
        #expect(form.text(for: items[1].fields[1]) == "work.example")
    }

    @Test func editingAnItemAndCommittingKeepsWhatTheFormDoesNotShow() throws {
        let form = try ModelForm(twoServers())
        try form.setText("backup.example", for: "servers.1.host")
        #expect(
            form.value(for: "servers")?.arrayValue?[1].objectValue?.first { $0.key == "host" }?.value
                == "backup.example")
        let saved = try form.commit()
        #expect(saved.servers[1].host == "backup.example")
        #expect(saved.servers.map(\.lastSeen) == [7, 9])
        #expect(saved.servers[0] == twoServers().servers[0])
    }

    @Test func theKeyAtTheCountAppendsAnItemFromTheTemplate() throws {
        let form = try ModelForm(Network())
        try form.setText("Home", for: "servers.0.name")
        try form.setText("example.org", for: "servers.0.host")
        try form.setText("8443", for: "servers.0.port")
        #expect(form.items(in: "servers").map(\.title) == ["Home"])
        #expect(form.items(in: "servers").first?.isNew == true)
        let saved = try form.commit()
        #expect(saved.servers == [Server(name: "Home", host: "example.org", port: 8443, useTLS: true)])
    }

    @Test(arguments: [
        "servers.2.host", "servers.-1.host", "servers.00.host", "servers.1e3.host", "servers.x.host",
        "servers..host", "servers.99999999999999999999999.host", "servers.+1.host", "servers. 1.host",
    ])
    func badIndexesAreRefusedNamingTheKey(_ key: String) throws {
        let form = try ModelForm(Network())
        let error = #expect(throws: FormError.self) { try form.setText("x", for: key) }
        #expect(error?.key == key)
        #expect(error?.reason == .indexOutOfRange)
        #expect(form.itemCount(for: "servers") == 0)
        #expect(!form.isDirty)
    }

    @Test func anUnknownFieldOfANewItemAddsNothing() throws {
        let form = try ModelForm(Network())
        let error = #expect(throws: FormError.self) { try form.setText("x", for: "servers.0.hots") }
        #expect(error?.key == "servers.0.hots")
        #expect(error?.reason == .unknownField)
        #expect(error?.message.contains("host") == true)
        #expect(form.itemCount(for: "servers") == 0)
    }

    @Test func itemErrorsNameTheItem() throws {
        let form = try ModelForm(twoServers())
        try form.setText("99999", for: "servers.1.port")
        let errors = form.validate()
        #expect(errors.map(\.key) == ["servers.1.port"])
        #expect(form.errors(for: "servers.1.port").map(\.reason) == [.rule("lessOrEqual")])
        #expect(!form.isValid)
        let refused = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(refused?.errors.map(\.key) == ["servers.1.port"])
        #expect(form.model == twoServers())
    }

    @Test func textThatDoesNotParseIsKeptWithAnErrorNamingTheItem() throws {
        let form = try ModelForm(twoServers())
        let error = #expect(throws: FormError.self) { try form.setText("many", for: "servers.0.port") }
        #expect(error?.key == "servers.0.port")
        #expect(form.text(for: "servers.0.port") == "many")
        #expect(form.errors(for: "servers.0.port").first?.key == "servers.0.port")
    }

    @Test func conditionsInsideItemsAreTheItemsOwn() throws {
        let form = try ModelForm(twoServers())
        try form.setText("80", for: "servers.0.port")
        #expect(form.isHidden("servers.0.useTLS"))
        #expect(!form.isHidden("servers.1.useTLS"))
        #expect(
            form.items(in: "servers")[0].fields.map(\.key) == ["servers.0.name", "servers.0.host", "servers.0.port"])
    }

    @Test func insertRemoveAndMoveChangeTheDraftUntilCommit() throws {
        let form = try ModelForm(twoServers())
        try form.apply(.add("servers"))
        try form.setText("Spare", for: "servers.2.name")
        try form.apply(.move("servers.2", to: 0))
        try form.apply(.remove("servers.2"))
        #expect(form.items(in: "servers").map(\.title) == ["Spare", "Home"])
        #expect(form.model == twoServers())
        let saved = try form.commit()
        #expect(saved.servers.map(\.name) == ["Spare", "Home"])
        #expect(saved.servers.map(\.lastSeen) == [0, 7])
        #expect(form.items(in: "servers").allSatisfy { !$0.isNew })
    }

    @Test func insertAtAnIndexAndTheArrayAPI() throws {
        let form = try ModelForm(twoServers())
        try form.apply(.insert("servers.1"))
        try form.insertItem(Server(name: "Typed"), at: 0, in: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["Typed", "Home", "Server 3", "Work"])
        try form.moveItem(from: 3, to: 0, in: "servers")
        try form.removeItem(at: 3, in: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["Work", "Typed", "Home"])
        #expect(throws: FormError.self) { try form.apply(.insert("servers.9")) }
        #expect(throws: FormError.self) { try form.apply(.move("servers.0", to: 3)) }
    }

    @Test func anItemTypeWithoutInitSaysSo() throws {
        var network = Network()
        network.fixed = [Fixed(label: "a")]
        let form = try ModelForm(network)
        try form.setText("b", for: "fixed.0.label")
        let error = #expect(throws: FormError.self) { try form.setText("c", for: "fixed.1.label") }
        #expect(error?.reason == .cannotCreate)
        #expect(error?.message.contains("init()") == true)
        #expect(try form.commit().fixed == [Fixed(label: "b")])
    }

    @Test func nestedSubformsAndCollectionsInsideItems() throws {
        let form = try ModelForm(Network())
        try form.setText("https://mirror.example", for: "mirrors.0.url")
        try form.setText("ada", for: "mirrors.0.credentials.user")
        try form.setText("m1", for: "mirrors.0.aliases.0.name")
        try form.setText("m2", for: "mirrors.0.aliases.1.name")
        try form.apply(.move("mirrors.0.aliases.1", to: 0))
        #expect(form.items(in: "mirrors.0.aliases").map(\.key) == ["mirrors.0.aliases.0", "mirrors.0.aliases.1"])
        #expect(form.text(for: "mirrors.0.aliases.0.name") == "m2")
        #expect(
            form.visibleFields(in: "mirrors.0.credentials").map(\.key) == [
                "mirrors.0.credentials.user", "mirrors.0.credentials.realm",
            ])
        let saved = try form.commit()
        #expect(
            saved.mirrors == [
                MirrorSite(
                    url: "https://mirror.example", credentials: .init(user: "ada", realm: ""),
                    aliases: [Alias(name: "m2"), Alias(name: "m1")])
            ])
    }

    @Test func inputFromOutsideWritesItemsOnlyWhenTheCollectionIsAnInputField() throws {
        let form = try ModelForm(Network())
        #expect(form.acceptsInput(for: "servers.0.host") == false) // no item yet
        try form.applyInput(
            ["servers.0.host": "a.example", "servers.1.host": "b.example", "servers.10.host": "k"].filter {
                $0.key != "servers.10.host"
            })
        #expect(form.itemCount(for: "servers") == 2)
        #expect(form.acceptsInput(for: "servers.1.host"))
        #expect(!form.acceptsInput(for: "mirrors.0.url"))
        let refused = #expect(throws: FormErrors.self) { try form.applyInput(["mirrors.0.url": "https://x.example"]) }
        #expect(refused?.errors.map(\.reason) == [.notInput])
        #expect(form.itemCount(for: "mirrors") == 0)
        #expect(throws: FormError.self) { try form.applyInput(.add("mirrors")) }
        try form.applyInput(.remove("servers.0"))
        #expect(form.items(in: "servers").map(\.title) == ["Server 1"])
        #expect(form.text(for: "servers.0.host") == "b.example")
    }

    @Test func inputAddsItemsInNumericOrder() throws {
        let form = try ModelForm(Network())
        var texts: [String: String] = [:]
        for index in 0..<12 { texts["servers.\(index).name"] = "s\(index)" }
        try form.applyInput(texts)
        #expect(form.itemCount(for: "servers") == 12)
        #expect(form.text(for: "servers.10.name") == "s10")
    }

    @Test(arguments: [
        "add servers", "insert servers.1", "remove servers.1", "move servers.2 0",
        "rename environment.A B", "add proxy", "add environment.MY KEY", "remove environment.MY KEY",
        "rename environment.MY KEY B", "rename environment.A\tNEW KEY", "rename environment.A B\tC D",
    ])
    func editSpellingsRoundTrip(_ text: String) throws {
        #expect(try CollectionEdit(parsing: text).description == text)
    }

    /// Keys with spaces (dictionary entries) read back as the edit that wrote them.
    @Test func editsOfKeysWithSpacesReadBackAsThemselves() throws {
        let edits: [CollectionEdit] = [
            .add("environment.MY KEY"), .remove("environment.MY KEY"), .rename("environment.A B", to: "C"),
            .rename("environment.A", to: "NEW KEY"), .rename("environment.A B", to: "C D E"),
        ]
        #expect(try edits.map { try CollectionEdit(parsing: $0.description) } == edits)
        #expect(try CollectionEdit(parsing: "rename environment.A B C") == .rename("environment.A B", to: "C"))
        #expect(try CollectionEdit(parsing: "rename environment.A\tB C") == .rename("environment.A", to: "B C"))
    }

    @Test(arguments: [
        "", "add", "drop servers", "move servers.1", "move servers.1 -1", "move servers.1 01", "add  servers",
        "rename environment.A", "rename environment.A ", "add environment.A\tB", "move servers.1\t0",
    ])
    func badEditSpellingsAreRefused(_ text: String) {
        #expect(throws: FormError.self) { try CollectionEdit(parsing: text) }
    }

    @Test func resetForgetsItemEdits() throws {
        let form = try ModelForm(twoServers())
        try form.setText("x", for: "servers.0.name")
        try form.apply(.add("servers"))
        form.reset()
        #expect(form.itemCount(for: "servers") == 2)
        #expect(form.text(for: "servers.0.name") == "Home")
        #expect(!form.isDirty)
    }
}
