import Formulate
import FormulateTerminal
import Foundation
import Testing

/// The full-screen editor's core: a state and a key give the next state, edits go to the
/// form, and saving and quitting are effects the program carries out.
@Suite("Full-screen editor: keys")
struct FullScreenUpdateTests {
    /// The key of the selected field: what the `>` row shows.
    func selected(_ harness: ScreenHarness) -> String? {
        harness.screen.lines.first { $0.hasPrefix(">") }
    }

    @Test func upDownAndKJMoveBetweenFieldsSkippingHeaders() throws {
        let harness = try ScreenHarness()
        #expect(selected(harness)?.contains("Display Name") == true)
        harness.press(.down)
        #expect(selected(harness)?.contains("Email") == true)
        harness.press(.character("j"), .character("j"), .character("j"))
        #expect(selected(harness)?.contains("Font Size") == true, "the Appearance header is skipped")
        harness.press(.up)
        #expect(selected(harness)?.contains("Remember Me") == true)
        harness.press(.character("k"))
        #expect(selected(harness)?.contains("Password") == true)
        harness.press(.up, .up, .up, .up)
        #expect(selected(harness)?.contains("Display Name") == true, "stops at the first field")
    }

    @Test func homeEndPageUpAndPageDown() throws {
        let harness = try ScreenHarness(height: 10)
        harness.press(.end)
        #expect(selected(harness)?.contains("User ID") == true)
        #expect(harness.text.contains("User ID"), "the last row is scrolled into view")
        #expect(!harness.text.contains("Display Name"))
        harness.press(.home)
        #expect(selected(harness)?.contains("Display Name") == true)
        harness.press(.pageDown)
        // The list shows 6 rows in a 10-row window: a page moves six fields.
        #expect(selected(harness)?.contains("Days") == true)
        harness.press(.pageUp)
        #expect(selected(harness)?.contains("Display Name") == true)
    }

    @Test func slashSearchesTitlesEnterKeepsEscGoesBack() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("fon")
        #expect(selected(harness)?.contains("Font Size") == true)
        #expect(harness.screen.lines[23].hasPrefix(" /fon"))
        harness.press(.escape)
        #expect(selected(harness)?.contains("Display Name") == true, "Esc goes back")
        harness.press(.character("/"))
        harness.type("THEME")
        harness.press(.enter)
        #expect(selected(harness)?.contains("Theme") == true, "Enter keeps the field found, case ignored")
        harness.press(.character("/"))
        harness.type("zzz")
        #expect(harness.text.contains("No field here has \"zzz\" in its title."))
    }

    @Test func enterEditsALineAndTheLineEditorKeysWork() throws {
        let harness = try ScreenHarness()
        harness.press(.enter)
        harness.type("Ada Lovelace")
        harness.press(.control("w"))
        #expect(harness.form.text(for: "displayName") == "Ada ", "Ctrl-W deletes the word before the cursor")
        harness.press(.control("a"), .character(">"), .control("e"), .character("<"))
        #expect(harness.form.text(for: "displayName") == ">Ada <")
        harness.press(.home, .right, .delete, .end, .left, .backspace)
        #expect(harness.form.text(for: "displayName") == ">da<")
        harness.press(.control("u"))
        #expect(harness.form.text(for: "displayName") == "")
        harness.type("Ada")
        harness.press(.enter)
        #expect(harness.form.value(for: "displayName") == .string("Ada"))
        #expect(harness.line("Display Name")?.hasPrefix(">*") == true, "a changed field is marked *")
    }

    @Test func escPutsBackTheValueTheFieldHad() throws {
        let harness = try ScreenHarness()
        harness.press(.enter)
        harness.type("Someone")
        harness.press(.escape)
        #expect(harness.form.value(for: "displayName") == .string(""))
        #expect(!harness.form.isDirty)
    }

    @Test func aSecretsLineStartsEmptyAndEnterOnItKeepsTheSecret() throws {
        let harness = try ScreenHarness(ScreenSettings(password: "correct-horse"))
        harness.press(.down, .down, .enter)
        // Neither the secret nor its length is drawn: the row holds no dots while editing.
        #expect(harness.line("Password") == ">   Password", "\(harness.text)")
        harness.press(.backspace, .left)
        harness.press(.enter)
        #expect(harness.form.value(for: "password") == .string("correct-horse"), "an untouched line keeps it")
        #expect(!harness.form.isDirty)

        harness.press(.enter)
        harness.type("battery-staple")
        #expect(harness.line("Password") == ">*  Password       ••••••••••••••", "one dot per typed character")
        harness.press(.enter)
        #expect(harness.form.value(for: "password") == .string("battery-staple"), "what is typed replaces it")

        harness.press(.enter, .control("u"), .enter)
        #expect(harness.form.value(for: "password") == .string(""), "Ctrl-U empties it")
        harness.press(.enter)
        harness.type("x")
        harness.press(.escape)
        #expect(harness.form.value(for: "password") == .string(""), "Esc puts back the value it had")
    }

    @Test func aRefusedLineStaysInTheEditorWithTheErrorShown() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("font")
        harness.press(.enter, .enter, .control("u"))
        harness.type("huge")
        #expect(
            harness.text.contains("! Font Size: \"huge\" is not a whole number"),
            "the error shows as it is typed:\n\(harness.text)")
        harness.press(.enter)
        if case .editing = harness.state.mode {} else { Issue.record("Enter on a refused value keeps editing") }
        harness.press(.escape)
        #expect(harness.form.value(for: "fontSize") == .int(14))
        #expect(!harness.text.contains("! Font Size"))
    }

    @Test func validationFollowsTheFieldsTiming() throws {
        let harness = try ScreenHarness()
        harness.press(.down, .enter)
        harness.type("nope")
        // An email is checked when the person leaves the field (on blur), not while typing.
        #expect(harness.form.errors(for: "email").isEmpty)
        #expect(!harness.text.contains("! "))
        harness.press(.enter)
        #expect(harness.text.contains("! "), "leaving the field shows its error:\n\(harness.text)")
        harness.press(.control("u"))
        harness.type("ada@example.com")
        #expect(!harness.text.contains("! "), "an invalid field is checked again on every change")
        harness.press(.enter)
        if case .browsing = harness.state.mode {} else { Issue.record("a valid email leaves the editor") }
    }

    @Test func spaceTogglesABooleanAndConditionsFollow() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("remember")
        harness.press(.enter, .space)
        #expect(harness.form.value(for: "rememberMe") == .bool(true))
        #expect(harness.line("Remember Me")?.contains("[x]") == true)
        harness.press(.enter)
        #expect(harness.form.value(for: "rememberMe") == .bool(false), "Enter toggles too")
        harness.press(.up, .space)
        #expect(harness.text.contains("Space toggles a yes/no field"))
        #expect(harness.form.value(for: "password") == .string(""))
    }

    @Test func anOptionIsPickedFromAFilteredList() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("theme")
        harness.press(.enter, .enter)
        #expect(harness.text.contains("(•) System"))
        harness.type("da")
        #expect(harness.text.contains("( ) Dark"))
        #expect(!harness.text.contains("Light"))
        harness.press(.enter)
        #expect(harness.form.value(for: "theme") == .string("dark"))
        harness.press(.enter, .up, .escape)
        #expect(harness.form.value(for: "theme") == .string("dark"), "Esc leaves the option as it was")
        harness.press(.enter, .up, .enter)
        #expect(harness.form.value(for: "theme") == .string("light"))
    }

    @Test func aMultipleChoiceIsAChecklist() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("days")
        harness.press(.enter, .enter, .space, .down, .down, .space)
        #expect(harness.text.contains("[x] Monday"))
        #expect(harness.text.contains("[ ] Tuesday"))
        #expect(harness.text.contains("[x] Wednesday"))
        harness.press(.enter)
        #expect(harness.line("Days")?.contains("Monday, Wednesday") == true)
        harness.press(.enter, .space, .escape)
        #expect(harness.line("Days")?.contains("Monday, Wednesday") == true, "Esc puts the ticks back")
    }

    @Test func aSubformOpensANestedScreenAndEscOrLeftComesBack() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("alerts")
        harness.press(.enter, .enter)
        #expect(harness.screen.lines[0].contains("Settings › Alerts"))
        #expect(harness.line("Sound") != nil)
        harness.press(.space)
        #expect(harness.line("Sound") == nil, "turning Enabled off hides Sound at once")
        harness.press(.left)
        #expect(harness.line("Alerts")?.contains("› 1 setting") == true)
        harness.press(.right, .escape)
        #expect(harness.screen.lines[0].contains("Settings") && !harness.screen.lines[0].contains("›"))
    }

    @Test func aListAddsEditsAndDeletesItems() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("backup")
        harness.press(.enter, .enter)
        #expect(harness.text.contains("+ Add Backup Email"))
        harness.press(.character("a"))
        harness.type("ada@example.com")
        harness.press(.enter)
        harness.press(.character("a"))
        harness.type("nope")
        harness.press(.enter)
        #expect(
            harness.form.value(for: "backupEmails") == .array([.string("ada@example.com")]),
            "a refused item is not added")
        harness.press(.escape)
        harness.press(.up, .enter, .control("u"))
        harness.type("lovelace@example.com")
        harness.press(.enter)
        #expect(harness.form.value(for: "backupEmails") == .array([.string("lovelace@example.com")]))
        harness.press(.character("d"))
        #expect(harness.form.itemCount(for: "backupEmails") == 0)
    }

    @Test func longTextIsWrittenInABox() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("bio")
        harness.press(.enter, .enter)
        harness.type("one")
        harness.press(.enter)
        harness.type("two")
        harness.press(.up, .end, .character("!"), .control("d"))
        #expect(harness.form.value(for: "bio") == .string("one!\ntwo"))
        #expect(harness.line("Bio")?.contains("one! …") == true)
        harness.press(.enter, .backspace, .escape)
        #expect(harness.form.value(for: "bio") == .string("one!\ntwo"), "Esc puts the text back")
    }

    @Test func aReadOnlyFieldIsNotEdited() throws {
        let harness = try ScreenHarness()
        harness.press(.end, .enter)
        #expect(harness.text.contains("User ID is read-only."))
        #expect(harness.state.mode == .browsing)
    }

    @Test func questionMarkExplainsTheField() throws {
        let harness = try ScreenHarness()
        harness.press(.character("/"))
        harness.type("font")
        harness.press(.enter, .character("?"))
        #expect(harness.text.contains("Kind: integer"))
        #expect(harness.text.contains("Accepts a whole number from 8 to 72."))
        harness.press(.character("x"))
        #expect(!harness.text.contains("Kind: integer"), "any key closes the help")
    }

    @Test func ctrlSShowsTheChangesAndYSaves() throws {
        let harness = try ScreenHarness()
        harness.press(.control("s"))
        #expect(harness.text.contains("No changes to save."))
        harness.press(.character("/"))
        harness.type("font")
        harness.press(.enter, .enter, .control("u"))
        harness.type("21")
        harness.press(.enter, .control("s"))
        #expect(harness.text.contains("Font Size: 14 -> 21"))
        harness.press(.character("n"))
        #expect(harness.saved.isEmpty)
        harness.press(.control("s"), .character("y"))
        #expect(harness.saved.map(\.fontSize) == [21])
        #expect(harness.text.contains("Saved."))
        #expect(!harness.form.isDirty)
    }

    @Test func ctrlSWithAnInvalidFieldSelectsItInsteadOfSaving() throws {
        let harness = try ScreenHarness()
        // A value the person did not type here (from a script, say) that the rules refuse.
        try harness.form.setText("nope", for: "email")
        harness.press(.end, .control("s"))
        #expect(harness.text.contains("1 field needs fixing: "))
        #expect(selected(harness)?.contains("Email") == true)
        #expect(harness.line("Email")?.hasPrefix(">*!") == true, "changed and invalid")
        #expect(harness.state.mode == .browsing)
        #expect(harness.saved.isEmpty)
    }

    @Test func qQuitsAtOnceWithoutChangesAndAsksWithThem() throws {
        let harness = try ScreenHarness()
        harness.press(.character("q"))
        #expect(harness.effects == [.quit])
        let edited = try ScreenHarness()
        edited.press(.enter)
        edited.type("Ada")
        edited.press(.enter, .character("q"))
        #expect(edited.effects.isEmpty)
        #expect(edited.text.contains("Quit without saving 1 change? y/n"))
        edited.press(.character("n"))
        #expect(edited.state.mode == .browsing)
        edited.press(.character("q"), .character("y"))
        #expect(edited.effects == [.quit])
    }

    @Test func ctrlCInterruptsFromAnyMode() throws {
        let harness = try ScreenHarness()
        harness.press(.enter, .control("c"))
        #expect(harness.effects == [.interrupt])
    }

    @Test func theDemoKeysChangeFontSizeAndSave() throws {
        let harness = try ScreenHarness(width: 100, height: 30)
        harness.press(.character("/"))
        harness.type("Font")
        harness.press(.enter, .enter, .control("u"))
        harness.type("21")
        harness.press(.enter, .control("s"), .character("y"), .character("q"))
        #expect(harness.saved.map(\.fontSize) == [21])
        #expect(harness.effects == [.save, .quit])
    }
}
