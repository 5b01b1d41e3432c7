import Formulate
import Testing

/// `items(in:range:)` gives the items of `items(in:)` whose indexes lie in the range (a
/// screen's window of a long list), and `itemCount(for:)` counts a dictionary's entries.
@Suite struct ItemWindowTests {
    private static func servers(_ count: Int) -> [Server] {
        (0..<count).map { Server(name: "s\($0)", host: "h\($0).example") }
    }

    @Test func aRangeGivesThoseItemsWithTheirKeysTitlesAndFields() throws {
        let form = try ModelForm(Network(servers: Self.servers(50)))
        let window = form.items(in: "servers", range: 40..<43)
        #expect(window.map(\.index) == [40, 41, 42])
        #expect(window.map(\.key) == ["servers.40", "servers.41", "servers.42"])
        #expect(window.map(\.title) == ["s40", "s41", "s42"])
        #expect(
            window.first?.fields.map(\.key) == [
                "servers.40.name", "servers.40.host", "servers.40.port", "servers.40.useTLS",
            ])
        let all = form.items(in: "servers")
        #expect(window.map(\.key) == all[40..<43].map(\.key))
        #expect(window.map { $0.fields.map(\.key) } == all[40..<43].map { $0.fields.map(\.key) })
    }

    @Test func aRangeIsClampedToTheItemsThereAre() throws {
        let form = try ModelForm(Network(servers: Self.servers(3)))
        #expect(form.items(in: "servers", range: 1..<20).map(\.title) == ["s1", "s2"])
        #expect(form.items(in: "servers", range: -5..<1).map(\.title) == ["s0"])
        #expect(form.items(in: "servers", range: 7..<9).isEmpty)
        #expect(form.items(in: "title", range: 0..<1).isEmpty)
    }

    @Test func dictionariesHaveWindowsAndCountsToo() throws {
        struct Settings { var environment: [String: String] = ["A": "1", "B": "2", "C": "3"] }
        let form = try ModelForm(Settings())
        #expect(form.itemCount(for: "environment") == 3)
        #expect(form.items(in: "environment", range: 1..<3).map(\.key) == ["environment.B", "environment.C"])
        let mailbox = try ModelForm(Mailbox(accounts: ["home": MailAccount(), "work": MailAccount()]))
        #expect(mailbox.itemCount(for: "accounts") == 2)
        #expect(mailbox.items(in: "accounts", range: 1..<2).map(\.title) == ["work"])
    }

    @Test func aListInsideAnItemHasWindows() throws {
        let site = MirrorSite(
            url: "https://m.example", aliases: [Alias(name: "a"), Alias(name: "b"), Alias(name: "c")])
        let form = try ModelForm(Network(mirrors: [site]))
        #expect(
            form.items(in: "mirrors.0.aliases", range: 1..<3).map(\.key) == [
                "mirrors.0.aliases.1", "mirrors.0.aliases.2",
            ])
    }
}
