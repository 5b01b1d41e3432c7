import Formulate
import FormulateTerminal
import Foundation
import Testing

@Suite("Terminal editor: collections of subforms, dictionaries, optional subforms")
struct ShapePromptTests {
    @Test func itemsAreListedByTitleAndEditedAddedMovedAndRemoved() throws {
        let form = try ModelForm(sampleNetwork())
        let answers = [
            "", // label
            "edit 2", "", "work2.example", "", // Work: name, host, port
            "add", "Backup", "b.example", "99999", "22", // a new server; the port is refused once
            "move 3 1", "remove 2", "", // Backup first, Home removed
            "", // environment
            "", // proxy: not added
            "y",
        ]
        let (outcome, output) = run(form, answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(
            saved.servers == [
                SavedHost(name: "Backup", host: "b.example", port: 22),
                SavedHost(name: "Work", host: "work2.example", port: 443),
            ])
        #expect(output.contains("Servers: 2 items\n  1. Home (servers.0)\n  2. Work (servers.1)\n"))
        #expect(output.contains("edit N, add, remove N, move N M; Enter when done (? explains)"))
        #expect(output.contains("Servers › Work (servers.1)"))
        #expect(output.contains("Host [work.example]: "))
        #expect(output.contains("! Servers › Backup: Port must be less than or equal to 65535."))
        #expect(output.contains("  1. Backup (servers.0)\n  2. Home (servers.1)\n  3. Work (servers.2)\n"))
        // The review says what changed in the list, item by item (issue 37, item 2).
        #expect(
            output.contains(
                "  1. Backup (servers.0)\n  2. Work (servers.1)\nServers> Environment: 1 entry\n"
                    + "  LOG_LEVEL = info\n  add KEY, edit KEY, rename OLD NEW, remove KEY; Enter when done (? explains)\n"
                    + "Environment> Proxy: (none) — add? [y/N] \nChanges:\n  Servers › Backup: added\n"
                    + "  Servers › Work › Host: work.example -> work2.example\n  Servers › Home: removed\n\nSave"))
    }

    @Test func entriesAreListedByKeyAndAddedRenamedEditedAndRemoved() throws {
        let form = try ModelForm(sampleNetwork())
        let answers = [
            "", "",
            "add PATH", "/bin", "rename LOG_LEVEL LEVEL", "edit LEVEL", "debug", "remove PATH", "done",
            "", "y",
        ]
        let (outcome, output) = run(form, answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.environment == ["LEVEL": "debug"])
        #expect(saved.servers == sampleNetwork().servers)
        #expect(output.contains("Environment: 2 entries\n  LOG_LEVEL = info\n  PATH = /bin\n"))
        #expect(output.contains("Environment: 2 entries\n  LEVEL = info\n  PATH = /bin\n"))
        #expect(output.contains("LEVEL [info]: "))
        #expect(output.contains("Environment: 1 entry\n  LEVEL = debug\n"))
    }

    @Test func commandsThatAreNotOneAreRefusedAndChangeNothing() throws {
        let form = try ModelForm(sampleNetwork())
        let huge = String(repeating: "x", count: 1_000_000)
        let answers = [
            "",
            "edit", "edit 0", "edit -1", "edit 99999999999999999999999", "edit two", "edit 1 2",
            "move 1", "move 1 3", "remove 5", "add now", "frobnicate", "\u{0}", huge, "done",
            "add", "add LOG_LEVEL", "add a\u{0}b", "rename NOPE X", "rename LOG_LEVEL", "edit NOPE", "remove NOPE",
            huge, "",
            "",
        ]
        let (outcome, output) = run(form, answers)
        guard case .unchanged(let model) = outcome else {
            Issue.record("expected unchanged, got \(outcome.name)\n\(output)")
            return
        }
        #expect(model.servers == sampleNetwork().servers)
        #expect(model.environment == ["LOG_LEVEL": "info"])
        for message in [
            "! edit N, like: edit 1",
            "! there is no server 0: servers are 1 to 2",
            "! there is no server -1: servers are 1 to 2",
            "! '99999999999999999999999' is not a number: servers are 1 to 2",
            "! 'two' is not a number: servers are 1 to 2",
            "! move N M, like: move 3 1",
            "! there is no server 3: servers are 1 to 2",
            "! there is no server 5: servers are 1 to 2",
            "! add takes nothing after it: it adds a server and asks its fields",
            "! 'frobnicate' is not a command here: use edit N, add, remove N, move N M, or done",
            "! '^@' is not a command here",
            "! 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' is not a command here",
            "! add KEY, like: add LOG_LEVEL",
            "! Environment has an entry 'LOG_LEVEL' already",
            "! Environment › a\\u{0}b: the key of an entry of Environment holds a control character",
            "! Environment has no entry 'NOPE'\n",
            "! rename OLD NEW, like: rename LOG_LEVEL LEVEL",
            "! Environment has no entry 'NOPE'; add NOPE adds it",
        ] {
            #expect(output.contains(message), "missing: \(message)")
        }
        #expect(output.count < 20_000, "a 1 MB answer is quoted shortened")
    }

    @Test func questionMarkExplainsTheCommands() throws {
        let form = try ModelForm(sampleNetwork())
        let (_, output) = run(form, ["", "?", "", "help", "", ""])
        #expect(
            output.contains(
                "edit N asks the fields of server N; add adds a server and asks its fields; remove N removes server N; "
                    + "move N M moves server N to position M; items are numbered from 1 (server 1 is servers.0)"))
        #expect(
            output.contains(
                "add KEY adds an entry and asks its value; edit KEY asks it again; rename OLD NEW gives an entry a new key"
            ))
    }

    @Test func titlesAndKeysFromTheModelAreShownNotObeyed() throws {
        var network = sampleNetwork()
        network.servers[0].name = "\u{1B}[2JEvil\u{202E}"
        network.environment = ["A\u{1B}[31m": "x\u{7}"]
        let (_, output) = run(try ModelForm(network), ["", "", "", ""])
        #expect(output.contains("1. ^[[2JEvil<U+202E> (servers.0)"))
        #expect(output.contains("A^[[31m = x^G"))
        #expect(!output.contains("\u{1B}"), "no escape character reaches the terminal")
    }

    @Test func theEndOfInputInsideAnItemCancelsWithoutSaving() throws {
        let form = try ModelForm(sampleNetwork())
        let (outcome, output) = run(form, ["", "add", "Backup"])
        #expect(outcome.name == "cancelled")
        #expect(output.hasSuffix("Cancelled: nothing was saved.\n"))
    }

    @Test func anItemLeftInvalidIsMarkedAndOfferedAgainBeforeSaving() throws {
        var network = sampleNetwork()
        network.servers[1].name = ""
        let form = try ModelForm(network)
        // Enter keeps the list; at the end the empty name is asked again.
        let (outcome, output) = run(form, ["", "", "", "", "y", "Work", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.servers[1].name == "Work")
        #expect(output.contains("! Servers › Server 2: Name is required."))
    }

    @Test func anAbsentOptionalSubformIsAddedWhenThePersonSaysSo() throws {
        let form = try ModelForm(Network())
        let (outcome, output) = run(form, ["", "", "", "y", "proxy.example", "", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.proxy == ProxySettings(host: "proxy.example", port: 8080))
        #expect(output.contains("Proxy: (none) — add? [y/N] "))
    }

    @Test func anOptionalSubformSwitchedOnInTheFormIsSwitchedOffByRemove() throws {
        let form = try ModelForm(Network())
        try form.setText("proxy.example", for: "proxy.host")
        let (outcome, output) = run(form, ["", "", "", "remove"])
        guard case .unchanged(let model) = outcome else {
            Issue.record("expected unchanged, got \(outcome.name)\n\(output)")
            return
        }
        #expect(model.proxy == nil)
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(output.contains("Proxy (Enter edits it, remove switches it off): "))
        #expect(output.contains("  Proxy: (none)\n"))
    }

    @Test func anOptionalSubformTheModelHasIsSwitchedOffByRemove() throws {
        var network = Network()
        network.proxy = ProxySettings(host: "old.example", port: 3128)
        let form = try ModelForm(network)
        try form.setText("new.example", for: "proxy.host")
        let (outcome, output) = run(form, ["", "", "", "remove", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.proxy == nil, "removed, edit and all")
        #expect(output.contains("  Proxy: (none)\n"))
        #expect(output.contains("  Proxy: removed\n"))
    }
}
