import Formulate
import FormulateTerminal
import Testing

/// A full-screen editor over a `Network` form, driven key by key.
final class NetworkScreen {
    let form: ModelForm<Network>
    let editor: FullScreenEditor<Network>
    var state: FullScreenState
    var saved: [Network] = []

    init(_ network: Network = sampleNetwork()) throws {
        form = try ModelForm(network)
        editor = FullScreenEditor(form: form, title: "Network") { _ in }
        state = editor.start(width: 80, height: 24)
    }

    func press(_ keys: Key...) {
        for key in keys { state = editor.update(state, key).state }
    }

    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    var lines: [String] { editor.render(state).lines }
    var text: String { editor.render(state).text }
    var selected: String? { lines.first { $0.hasPrefix(">") } }
    func line(_ part: String) -> String? { lines.first { $0.contains(part) } }
}

@Suite("Full-screen editor: collections of subforms, dictionaries, optional subforms")
struct ShapeScreenTests {
    @Test func aCollectionOfSubformsOpensAListOfItemsByTitle() throws {
        let screen = try NetworkScreen()
        #expect(screen.line("Servers")?.contains("› 2 items: Home, Work") == true)
        #expect(screen.line("Environment")?.contains("› 1 entry: LOG_LEVEL") == true)
        #expect(screen.line("Proxy")?.contains("(none)  Space adds it") == true)
        screen.press(.down, .enter)
        #expect(screen.lines[0].hasPrefix(" Network › Servers"))
        #expect(screen.lines[1] == ">   Home        › Home, home.example, 8443")
        #expect(screen.lines[2] == "    Work        › Work, work.example, 443")
        #expect(screen.lines[3].hasPrefix("    + Add Server"))
        #expect(screen.lines[22] == " Enter open  a add  d delete  K/J move up/down  Esc back  Ctrl-S save  q quit")
    }

    @Test func enterDrillsIntoAnItemWhoseFieldsAreEditedAndValidatedLikeAnyField() throws {
        let screen = try NetworkScreen()
        screen.press(.down, .enter, .down, .enter)
        #expect(screen.lines[0].hasPrefix(" Network › Servers › Work"))
        #expect(screen.selected?.contains("Name") == true)
        screen.press(.down, .down, .enter, .control("u"))
        screen.type("99999")
        screen.press(.enter)
        #expect(screen.text.contains("Port must be less than or equal to 65535."))
        screen.press(.escape)
        #expect(screen.form.text(for: "servers.1.port") == "443", "Esc puts the port back")
        screen.press(.enter, .control("u"))
        screen.type("8080")
        screen.press(.enter, .escape)
        #expect(screen.lines[0].hasPrefix(" Network › Servers "))
        #expect(
            screen.selected?.contains("Work        › Work, work.example, 8080") == true, "back on the item it opened")
        let model = try screen.form.commit()
        #expect(model.servers[1].port == 8080)
    }

    @Test func itemsAreAddedMovedAndDeletedWithKeys() throws {
        let screen = try NetworkScreen()
        screen.press(.down, .enter, .character("a"))
        #expect(screen.lines[0].hasPrefix(" Network › Servers › Server 3"), "a new item opens at once")
        screen.press(.enter)
        screen.type("Backup")
        screen.press(.enter, .escape)
        #expect(screen.selected?.contains("Backup") == true)
        #expect(screen.line("Backup")?.hasPrefix(">*") == true, "an added item is marked")
        screen.press(.character("K"), .character("K"), .character("K"))
        #expect(screen.lines[1].contains("Backup"), "moved to the top, and no further")
        screen.press(.down, .character("d"))
        #expect(screen.form.items(in: "servers").map(\.title) == ["Backup", "Work"])
        #expect(screen.selected?.contains("Work") == true, "the next item is selected")
        screen.press(.character("J"))
        #expect(
            screen.form.items(in: "servers").map(\.title) == ["Backup", "Work"], "the last item moves no further down")
    }

    @Test func dictionaryEntriesAreAddedRenamedEditedAndDeleted() throws {
        let screen = try NetworkScreen()
        screen.press(.down, .down, .enter)
        #expect(screen.lines[0].hasPrefix(" Network › Environment"))
        #expect(screen.lines[1].hasPrefix(">   LOG_LEVEL        info"))
        #expect(screen.lines[22].hasPrefix(" Enter edit  a add  r rename  d delete  Esc back"))
        screen.press(.character("a"))
        #expect(screen.lines[23].hasPrefix(" New key in Environment:"))
        screen.type("LOG_LEVEL")
        screen.press(.enter)
        #expect(
            screen.text.contains("Environment has an entry 'LOG_LEVEL' already"),
            "a duplicate is refused and can be corrected")
        screen.press(.control("u"))
        screen.type("PATH")
        screen.press(.enter)
        screen.type("/bin")
        screen.press(.enter)
        #expect(screen.form.text(for: "environment.PATH") == "/bin", "adding goes straight on to the value")
        screen.press(.up, .character("r"), .control("u"))
        screen.type("LEVEL")
        screen.press(.enter)
        #expect(screen.selected?.contains("LEVEL") == true)
        screen.press(.enter, .control("u"))
        screen.type("debug")
        screen.press(.enter)
        screen.press(.down, .character("d"))
        let model = try screen.form.commit()
        #expect(model.environment == ["LEVEL": "debug"])
    }

    @Test func anOptionalSubformIsAddedWithSpaceAndRemovedAfterAQuestion() throws {
        let screen = try NetworkScreen()
        screen.press(.down, .down, .down)
        #expect(screen.selected?.contains("Proxy") == true)
        #expect(screen.lines[22].contains("Space add"))
        screen.press(.space)
        #expect(screen.lines[0].hasPrefix(" Network › Proxy"))
        screen.press(.enter)
        screen.type("proxy.example")
        screen.press(.enter, .escape)
        #expect(screen.line("Proxy")?.contains("› 2 settings") == true)
        #expect(screen.lines[22].contains("Space remove"))
        screen.press(.space)
        #expect(screen.text.contains("Remove Proxy and its settings? y/n"))
        screen.press(.character("n"))
        #expect(!screen.form.isNestedModelAbsent("proxy"), "n keeps it")
        screen.press(.space, .character("y"))
        #expect(screen.form.isNestedModelAbsent("proxy"))
        #expect(screen.text.contains("Removed Proxy."))
        #expect(try screen.form.commit().proxy == nil)
    }

    @Test func anOptionalSubformTheModelHasIsRemovedAfterTheQuestion() throws {
        var network = sampleNetwork()
        network.proxy = ProxySettings(host: "old.example", port: 3128)
        let screen = try NetworkScreen(network)
        screen.press(.down, .down, .down, .character("d"), .character("y"))
        #expect(screen.text.contains("Removed Proxy."))
        #expect(screen.form.isNestedModelAbsent("proxy"))
        #expect(try screen.form.commit().proxy == nil)
    }

    @Test func titlesFromTheModelAreDrawnAsText() throws {
        var network = sampleNetwork()
        network.servers[0].name = "\u{1B}[2JEvil"
        network.environment = ["A\u{1B}]0;x\u{7}": "v"]
        let screen = try NetworkScreen(network)
        #expect(screen.line("Servers")?.contains("› 2 items: ^[[2JEvil, Work") == true)
        screen.press(.down, .enter)
        #expect(screen.lines[1].hasPrefix(">   ^[[2JEvil"))
        screen.press(.enter)
        #expect(screen.lines[0].hasPrefix(" Network › Servers › ^[[2JEvil"))
        screen.press(.escape, .escape, .down, .enter)
        #expect(screen.lines[1].hasPrefix(">   A^[]0;x^G"))
        #expect(!screen.text.contains("\u{1B}"))
    }

    @Test func keysThatDoNotApplyChangeNothing() throws {
        let screen = try NetworkScreen()
        screen.press(.character("K"), .character("r")) // not in a list
        screen.press(.down, .enter, .character("r"), .character("J")) // Servers: no rename; Home moves down
        #expect(screen.form.items(in: "servers").map(\.title) == ["Work", "Home"])
        screen.press(.character("J"), .character("J")) // Home is last: no further
        #expect(screen.form.items(in: "servers").map(\.title) == ["Work", "Home"])
        screen.press(.character("K"), .escape, .down, .enter, .character("a"))
        screen.type("bad\u{0}key")
        screen.press(.enter)
        #expect(screen.text.contains("holds a control character"))
        screen.press(.escape, .character("r"), .control("u"), .enter)
        #expect(screen.text.contains("the key of an entry of Environment is empty"))
        screen.press(.escape, .character("K"))
        #expect(screen.form.changes.isEmpty)
        #expect(screen.form.items(in: "environment").map(\.title) == ["LOG_LEVEL"])
    }
}
