import Formulate
import Foundation
import Testing

/// A collection's change says what changed in it, item by item, by titles: the field of an
/// item edited, items added, removed and moved (issue 37, item 2).
@Suite struct ItemChangeTests {
    struct Server: DefaultConstructible, FormItemTitled, FormCustomizing {
        static var formItemTitleKey: String { "name" }
        var name = ""
        var host = ""
        var port = 443
        var password = ""
        var wakeUp = Date(timeIntervalSince1970: 7 * 3600)

        static var fieldOverrides: [String: FieldOverrides] { ["wakeUp": ["type": "time"]] }
    }

    struct Settings {
        var savedServers = [
            Server(name: "Home", host: "home.example", port: 443), Server(name: "Work", host: "work.example", port: 22),
        ]
        var backupEmails = ["a@example.com", "b@example.com"]
        var environment = ["LOG_LEVEL": "info"]
    }

    private func form() throws -> ModelForm<Settings> {
        let form = try ModelForm(Settings())
        form.timeZone = .gmt
        return form
    }

    @Test func anEditedFieldOfAnItemIsNamedByTheItemsTitle() throws {
        let form = try form()
        try form.setText("8443", for: "savedServers.0.port")
        let change = try #require(form.changes.first)
        #expect(form.changes.count == 1)
        #expect(
            change.items == [
                ItemChange(
                    kind: .edited, itemKey: "savedServers.0", itemTitle: "Home", fieldKey: "savedServers.0.port",
                    path: ["Saved Servers", "Home", "Port"], oldValue: 443, newValue: 8443)
            ])
        #expect(change.description == "Saved Servers › Home › Port: 443 -> 8443")
    }

    @Test func addedRemovedAndMovedItemsAreSaidAsSuch() throws {
        let form = try form()
        try form.setText("work2.example", for: "savedServers.1.host")
        try form.apply(.add("savedServers"))
        try form.setText("Office", for: "savedServers.2.name")
        try form.apply(.move("savedServers.1", to: 0))
        try form.apply(.remove("savedServers.1"))
        #expect(
            form.changes.first?.items.map(\.description) == [
                "Saved Servers › Work: moved from 2 to 1",
                #"Saved Servers › Work › Host: "work.example" -> "work2.example""#,
                "Saved Servers › Office: added",
                "Saved Servers › Home: removed",
            ])
    }

    @Test func removingAnItemDoesNotSayTheOnesAfterItMoved() throws {
        let form = try form()
        try form.apply(.remove("savedServers.0"))
        #expect(form.changes.map(\.description) == ["Saved Servers › Home: removed"])
    }

    @Test func aSecretOfAnItemIsSaidChangedAndATimeAsItsText() throws {
        let form = try form()
        try form.setText("hunter2", for: "savedServers.1.password")
        try form.setText("21:30", for: "savedServers.1.wakeUp")
        let items = try #require(form.changes.first?.items)
        #expect(
            items.map(\.description) == [
                "Saved Servers › Work › Password: changed", "Saved Servers › Work › Wake Up: 07:00 -> 21:30",
            ])
        #expect(items[0].oldValue == .null && items[0].newValue == .null && items[0].isSecret)
    }

    @Test func aListOfValuesAndADictionarySayTheirItems() throws {
        let form = try form()
        try form.setValue(["a@example.com", "c@example.com", "d@example.com"], for: "backupEmails")
        try form.apply(.add("environment.PATH"))
        try form.setText("debug", for: "environment.LOG_LEVEL")
        #expect(
            form.changes.map(\.description) == [
                #"Backup Emails › 2: "b@example.com" -> "c@example.com""# + "\n"
                    + "Backup Emails › d@example.com: added",
                #"Environment › LOG_LEVEL: "info" -> "debug""# + "\n" + "Environment › PATH: added",
            ])
    }

    @Test func titlePathsNameItemsAsTheirListsDo() throws {
        let form = try form()
        #expect(form.titlePath(of: "savedServers.1.port") == ["Saved Servers", "Work", "Port"])
        #expect(form.titlePath(of: "backupEmails.0") == ["Backup Emails", "1"])
        #expect(form.titlePath(of: "environment.LOG_LEVEL") == ["Environment", "LOG_LEVEL"])
        #expect(form.titlePath(of: "nothing.here") == ["nothing", "here"])
    }

    struct Step: DefaultConstructible, FormItemTitled {
        static var formItemTitleKey: String { "name" }
        var name = ""
        var notifyEmails: [String] = []
    }

    struct Pipeline {
        var steps = [Step(name: "Build", notifyEmails: ["a@example.com", "b@example.com"])]
    }

    @Test func aListInsideAnItemSaysItsOwnItems() throws {
        let form = try ModelForm(Pipeline())
        try form.apply(.remove("steps.0.notifyEmails.0"))
        #expect(form.changes.map(\.description) == ["Steps › Build › Notify Emails › a@example.com: removed"])
        #expect(form.changes.first?.items.first?.itemKey == "steps.0.notifyEmails.0")
    }

    @Test func theChangesAreTheSameEachTimeTheyAreAsked() throws {
        let form = try form()
        try form.apply(.add("savedServers"))
        try form.setText("9", for: "savedServers.0.port")
        #expect(form.changes == form.changes)
        #expect(form.changes.first?.items.map(\.kind) == [.edited, .added])
    }
}
