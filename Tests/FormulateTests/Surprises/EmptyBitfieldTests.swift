import Testing

@testable import Formulate

/// An option set with neither `allCases` nor options in a customization.
private struct TextFlags: OptionSet {
    let rawValue: Int
    static let bold = TextFlags(rawValue: 1)
    static let italic = TextFlags(rawValue: 2)
}

private struct Style {
    var name = ""
    var flags: TextFlags = []
}

private struct StyleWithOptions: FormCustomizing {
    var flags: TextFlags = []
    static var fieldOverrides: [String: FieldOverrides] { ["flags": ["options": ["Bold", "Italic"]]] }
}

@Suite("Option sets with no options (issue 13 item 9)")
struct EmptyBitfieldTests {
    @Test func anOptionSetWithNoOptionsIsLeftOutWithADiagnosticThatSaysHowToGiveThem() throws {
        let form = try ModelForm(Style())
        #expect(form.fields.map(\.key) == ["name"])
        let diagnostic = try #require(form.diagnostics.first { $0.key == "flags" })
        #expect(diagnostic.action == .excluded)
        #expect(diagnostic.reason.contains("TextFlags is an OptionSet with no options"))
        #expect(diagnostic.reason.contains("CaseIterable"))
        #expect(diagnostic.reason.contains("\"options\""))
    }

    @Test func optionsGivenInTheCustomizationMakeItABitfield() throws {
        let form = try ModelForm(StyleWithOptions())
        let field = try #require(form.field("flags"))
        #expect(field.kind == .bitfield)
        #expect(field.options.map(\.title) == ["Bold", "Italic"])
        #expect(form.diagnostics.isEmpty)
        try form.setText("Bold, Italic", for: "flags")
        #expect(try form.commit().flags == [.bold, .italic])
    }
}
