import Formulate
import FormulateTerminal
import Foundation
import Testing

/// Frames the full-screen editor draws, read as text.
@Suite("Full-screen editor: frames")
struct FullScreenFrameTests {
    /// `rows` padded with empty lines to `height`, the last three being the detail, help and
    /// status lines.
    func frame(_ rows: [String], detail: String = "", help: String, status: String = "", height: Int = 24) -> [String] {
        rows + Array(repeating: "", count: height - rows.count - 3) + [detail, help, status]
    }

    static let browsingHelp = " j/k move  Enter edit  Space toggle  / search  ? help  Ctrl-S save  q quit"

    @Test func theFirstScreenAt80x24() throws {
        let harness = try ScreenHarness()
        #expect(
            harness.screen.lines
                == frame(
                    [
                        " Settings",
                        " Account",
                        ">   Display Name   e.g. How others see you",
                        "    Email          (empty)",
                        "    Password       (empty)",
                        "    Remember Me    [ ]",
                        " Appearance",
                        "    Font Size      14",
                        "    Theme          System",
                        "    Days           none",
                        "    Alerts         › 2 settings",
                        " Recovery",
                        "    Backup Emails  › no items",
                        "    Bio            (empty)",
                        "    User ID        U-1  (read-only)",
                        "    Your user ID cannot be changed.",
                    ], help: Self.browsingHelp))
        #expect(harness.screen.width == 80 && harness.screen.height == 24)
        #expect(harness.screen.cells[2].allSatisfy { $0.style.isReversed }, "the selected row is reversed")
    }

    @Test func editingShowsTheLineTheErrorTheKeysAndTheCursor() throws {
        let harness = try ScreenHarness(ScreenSettings(password: "secret-1"))
        harness.press(.down, .down)
        #expect(harness.line("Password") == ">   Password       ••••••••", "a secret is shown as dots")
        harness.press(.character("/"))
        harness.type("font")
        harness.press(.enter, .enter, .control("u"))
        harness.type("7")
        let lines = harness.screen.lines
        // 7 is refused: the draft keeps 14, so nothing is changed yet.
        #expect(lines[0] == " Settings")
        #expect(lines[7] == "> ! Font Size      7")
        #expect(lines[21] == " ! Font Size must be from 8 to 72.", "the error shows as it is typed")
        #expect(lines[22] == " Enter keep  Esc cancel  Ctrl-U clear  Ctrl-W delete word  Ctrl-A/E start/end")
        #expect(harness.screen.cursor?.row == 7 && harness.screen.cursor?.column == 20)
    }

    @Test func thePickerIsABoxOverTheRows() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("theme")
        harness.press(.enter, .enter, .down)
        let box = harness.screen.lines.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
        #expect(
            box.map { $0.trimmingCharacters(in: .whitespaces).drop { $0 != "┌" && $0 != "│" && $0 != "└" } }
                == [
                    "┌─ Theme ──────────────┐",
                    "│ ( ) Light            │",
                    "│ ( ) Dark             │",
                    "│ (•) System           │",
                    "└──────────────────────┘",
                ].map { Substring($0) })
        #expect(harness.screen.lines[22] == " Type to filter  Up/Down move  Enter choose  Esc cancel")
    }

    @Test func aLargerWindowIsUsedWhole() throws {
        let harness = try ScreenHarness(width: 120, height: 40)
        harness.press(.enter)
        harness.type("Ada")
        harness.press(.enter)
        let lines = harness.screen.lines
        #expect(lines.count == 40)
        #expect(lines[0].count == 119, "the title bar's note ends one column from the right edge")
        #expect(lines[0].hasSuffix("1 unsaved change"))
        #expect(lines[38] == Self.browsingHelp)
    }

    @Test func longValuesEndInAnEllipsisAndWideTextIsMeasuredInColumns() throws {
        let long = String(repeating: "日本", count: 40)
        let harness = try ScreenHarness(ScreenSettings(displayName: long, bio: "first line\nsecond line"))
        let row = try #require(harness.line("Display Name"))
        #expect(row.hasSuffix("…"))
        #expect(TerminalWidth.of(row) <= 79, "one column is kept free at the right edge")
        #expect(harness.line("Bio") == "    Bio            first line …", "long text shows its first line")
    }

    @Test func aSmallWindowSaysSo() throws {
        let harness = try ScreenHarness(width: 20, height: 5)
        #expect(harness.screen.lines.prefix(2) == ["Window too small: m…", "q quits."])
        harness.press(.character("q"))
        #expect(harness.effects == [.quit])
    }

    @Test func hostileTitlesAndValuesAreDrawnAsText() throws {
        let form = try HostileTextTests.hostileForm()
        let editor = FullScreenEditor(form: form, title: HostileTextTests.hostile) { _ in }
        var state = editor.start(width: 200, height: 30)
        let text = editor.render(state).text
        #expect(
            text.contains(HostileTextTests.shown), "the title bar, a header and a title show the controls:\n\(text)")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("Saved") || $0.hasPrefix("\u{1B}[32mSaved") })
        for key: Key in [.character("?"), .escape, .down, .down, .enter] {
            state = editor.update(state, key).state
            let ansi = editor.render(state).ansi(colors: true)
            // The only escapes are the renderer's own: cursor moves, SGR styles, cursor on/off.
            let stripped = ansi.replacingOccurrences(
                of: "\u{1B}\\[(\\?25[lh]|[0-9;]*[Hm])", with: "", options: .regularExpression)
            #expect(!stripped.unicodeScalars.contains { TerminalSafeText.isControl($0) }, "after \(key)")
        }
    }
}

extension ScreenSettings {
    fileprivate init(displayName: String = "", password: String = "", bio: String = "") {
        self.init()
        self.displayName = displayName
        self.password = password
        self.bio = bio
    }
}
