import Formulate
import Testing

/// Setting a whole collection of subforms at once (a typed array or dictionary, or its
/// `FormValue`) replaces its items: the item list, the item fields and the commit all see
/// the new value, whether or not the items were looked at before.
@Suite struct WholeCollectionSetTests {
    private let home = Server(name: "Home", host: "home.example", port: 8443, useTLS: true)
    private let work = Server(name: "Work", host: "work.example", port: 443, useTLS: false)

    @Test func settingTheArrayReplacesTheItems() throws {
        let form = try ModelForm(Network(servers: [home]))
        try form.setValue([work, home], for: "servers")
        #expect(form.itemCount(for: "servers") == 2)
        #expect(form.items(in: "servers").map(\.title) == ["Work", "Home"])
        #expect(form.text(for: "servers.0.host") == "work.example")
        #expect(try form.commit().servers == [work, home])
    }

    @Test func settingTheArrayAfterTheItemsWereReadReplacesThem() throws {
        let form = try ModelForm(Network(servers: [home]))
        #expect(form.items(in: "servers").map(\.title) == ["Home"])
        try form.setText("other.example", for: "servers.0.host")
        try form.setValue([work], for: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["Work"])
        #expect(form.text(for: "servers.0.host") == "work.example")
        // An edit of an item of the new list commits on top of it.
        try form.setText("8080", for: "servers.0.port")
        var expected = work
        expected.port = 8080
        #expect(try form.commit().servers == [expected])
    }

    @Test func settingAnEmptyArrayRemovesEveryItem() throws {
        let form = try ModelForm(Network(servers: [home, work]))
        #expect(form.itemCount(for: "servers") == 2)
        try form.setValue([Server](), for: "servers")
        #expect(form.itemCount(for: "servers") == 0)
        #expect(form.items(in: "servers").isEmpty)
        #expect(form.value(for: "servers.0.host") == nil)
        #expect(try form.commit().servers == [])
    }

    @Test func settingAFormValueReplacesTheItems() throws {
        let form = try ModelForm(Network(servers: [home]))
        #expect(form.items(in: "servers").count == 1)
        try form.setFormValue(
            .array([.object([FormValueMember("name", "Lab"), FormValueMember("host", "lab.example")])]),
            for: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["Lab"])
        #expect(form.text(for: "servers.0.host") == "lab.example")
        #expect(try form.commit().servers.map(\.host) == ["lab.example"])
    }

    @Test func settingADictionaryOfSubformsReplacesTheEntries() throws {
        let form = try ModelForm(Mailbox(accounts: ["home": MailAccount(email: "a@home.example")]))
        #expect(form.items(in: "accounts").map(\.title) == ["home"])
        try form.setValue(["work": MailAccount(email: "b@work.example")], for: "accounts")
        #expect(form.items(in: "accounts").map(\.title) == ["work"])
        #expect(form.text(for: "accounts.work.email") == "b@work.example")
        #expect(form.value(for: "accounts.home.email") == nil)
        #expect(try form.commit().accounts == ["work": MailAccount(email: "b@work.example")])
    }
}
