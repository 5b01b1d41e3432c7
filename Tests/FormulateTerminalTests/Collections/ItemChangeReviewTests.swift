import Formulate
import FormulateTerminal
import Testing

/// Both editors review a list's changes item by item, by titles, and mark edited items and
/// lists with invalid items on the full screen (issue 37, item 2).
@Suite struct ItemChangeReviewTests {
    @Test func theQuestionEditorNamesTheItemAndFieldChanged() throws {
        let form = try ModelForm(sampleNetwork())
        let answers = ["", "edit 1", "", "", "9443", "add", "Lab", "lab.example", "", "", "", "", "y"]
        let (outcome, output) = run(form, answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.servers.map(\.port) == [9443, 443, 443])
        #expect(
            output.contains("Changes:\n  Servers › Home › Port: 8443 -> 9443\n  Servers › Lab: added\n"), "\(output)")
        #expect(!output.contains("2 items -> 3 items"))
    }

    @Test func theFullScreenReviewNamesTheItemAndFieldChanged() throws {
        let screen = try NetworkScreen()
        screen.press(.down, .enter, .down, .enter) // Servers › Work
        screen.press(.down, .down, .enter, .control("u"))
        screen.type("8080")
        screen.press(.enter, .escape)
        #expect(screen.line("Home")?.hasPrefix("    Home") == true, "an unchanged item has no mark")
        #expect(screen.line("Work")?.hasPrefix(">*  Work") == true, "an edited item is marked: \(screen.text)")
        try screen.form.setText("9443", for: "servers.0.port")
        #expect(screen.lines[0].hasSuffix("2 unsaved changes"), "a change per item: \(screen.lines[0])")
        screen.press(.control("s"))
        #expect(screen.text.contains("Servers › Home › Port: 8443 -> 9443"), "\(screen.text)")
        #expect(screen.text.contains("Servers › Work › Port: 443 -> 8080"), "\(screen.text)")
        #expect(!screen.text.contains("2 items -> 2 items"))
    }

    @Test func aListWithAnInvalidItemIsMarkedOnTheTopScreen() throws {
        let screen = try NetworkScreen()
        #expect(screen.line("Servers")?.hasPrefix("    Servers") == true, "no marks yet: \(screen.text)")
        try screen.form.setText("99999", for: "servers.0.port")
        screen.form.validate()
        screen.press(.down, .up)
        #expect(screen.line("Servers")?.hasPrefix(" *! Servers") == true, "changed and invalid: \(screen.text)")
        screen.press(.down, .enter)
        #expect(screen.line("Home")?.hasPrefix(">*! Home") == true, "the item too: \(screen.text)")
    }
}
