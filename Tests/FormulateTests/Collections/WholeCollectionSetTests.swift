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

/// Whole arrays whose items break a rule, and switches inside items that are not there.
@Suite struct WholeCollectionRuleTests {
    @Test func anItemBreakingARuleIsReportedByValidateNamingTheItem() throws {
        let form = try ModelForm(Network(servers: [Server(name: "Home", host: "h.example")]))
        try form.setValue([Server(name: "Bad", host: "b.example", port: 0)], for: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["Bad"])
        #expect(form.text(for: "servers.0.port") == "0")
        #expect(form.validate().map(\.key) == ["servers.0.port"])
        let error = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(error?.errors.map(\.key) == ["servers.0.port"])
        try form.setText("8443", for: "servers.0.port")
        #expect(try form.commit().servers == [Server(name: "Bad", host: "b.example", port: 8443)])
    }

    @Test func aTypedArrayKeepsWhatTheFormDoesNotShowOfItsItems() throws {
        var seen = Server(name: "Seen", host: "s.example")
        seen.lastSeen = 42
        let form = try ModelForm(Network())
        try form.setValue([seen], for: "servers")
        #expect(try form.commit().servers.map(\.lastSeen) == [42])
    }

    @Test func anItemTypeWithoutInitCanBeSetAsAWhole() throws {
        let form = try ModelForm(Network(fixed: [Fixed(label: "a")]))
        try form.setValue([Fixed(label: "b"), Fixed(label: "c")], for: "fixed")
        #expect(form.items(in: "fixed").count == 2)
        #expect(form.text(for: "fixed.1.label") == "c")
    }

    @Test func anArrayOfTwoFromNoneIsShownAndValidated() throws {
        let form = try ModelForm(Network())
        try form.setValue([Server(name: "A", port: 0), Server(name: "B")], for: "servers")
        #expect(form.items(in: "servers").map(\.title) == ["A", "B"])
        #expect(form.validate().map(\.key) == ["servers.0.port"])
    }
}

/// Setting nothing (`nil`) inside an item that is not there adds no item.
@Suite struct NilIntoANewItemTests {
    @Test func switchingOffAnOptionalSubformOfAMissingItemIsRefused() throws {
        let form = try ModelForm(Network())
        let error = #expect(throws: FormError.self) { try form.setValue(nil, for: "mirrors.0.credentials") }
        #expect(error?.key == "mirrors.0.credentials")
        #expect(error?.message == "there is no item 0: Mirrors has no items yet")
        #expect(form.itemCount(for: "mirrors") == 0)
        #expect(try form.commit() == Network())
    }

    @Test func aNullFormValueIntoAMissingItemIsRefused() throws {
        let form = try ModelForm(Network())
        #expect(throws: FormError.self) { try form.setFormValue(.null, for: "servers.0.host") }
        #expect(form.itemCount(for: "servers") == 0)
    }

    @Test func aValueIntoTheNextItemStillAddsIt() throws {
        let form = try ModelForm(Network())
        try form.setValue("a.example", for: "servers.0.host")
        #expect(form.itemCount(for: "servers") == 1)
    }
}
