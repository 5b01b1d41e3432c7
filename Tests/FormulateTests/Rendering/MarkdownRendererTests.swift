import Formulate
import Foundation
import Testing

// The worked example of the article "Writing a renderer": a form as Markdown, from the
// form's public API alone (this file imports Formulate without @testable).

/// Renders a form as a Markdown list: a heading per section, a line per field with its
/// title, what it shows now and what it accepts, and its errors below it.
struct MarkdownRenderer {
    func render<Model>(_ form: ModelForm<Model>) -> String {
        var lines: [String] = []
        for section in form.visibleSections {
            if let header = section.header, !header.isEmpty { lines += ["", "## \(header)", ""] }
            for key in section.keys {
                if let field = form.field(key) { write(field, of: form, depth: 0, into: &lines) }
            }
            if let footer = section.footer { lines += ["", "_\(footer)_"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write<Model>(_ field: Field, of form: ModelForm<Model>, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        if field.kind == .subform {
            lines.append("\(indent)- **\(field.title)**")
            for child in form.visibleFields(in: field.key) { write(child, of: form, depth: depth + 1, into: &lines) }
            return
        }
        var line = "\(indent)- \(field.title): "
        switch field.kind {
        case _ where field.isSecret: line += "••••••" // a secret is never shown, whatever its kind
        case .boolean: line += form.value(for: field.key) == .bool(true) ? "[x]" : "[ ]"
        case .option, .multipleChoice, .bitfield:
            line += form.choices(for: field.key).map { ($0.isSelected ? "(•) " : "( ) ") + $0.option.title }.joined(
                separator: " ")
        default: line += form.text(for: field.key).isEmpty ? "_empty_" : "`\(form.text(for: field.key))`"
        }
        if !form.isEditable(field.key) && field.holdsValue { line += " (read-only)" }
        let constraints = field.constraints
        var accepts: [String] = []
        if constraints.isRequired { accepts.append("required") }
        if let maximum = constraints.maximumLength { accepts.append("at most \(maximum) characters") }
        if field.kind.isNumeric, let low = constraints.minimum, let high = constraints.maximum,
            !constraints.isMinimumTypeLimit, !constraints.isMaximumTypeLimit // not Int.min to Int.max
        {
            accepts.append("from \(form.text(of: low, for: field.key)) to \(form.text(of: high, for: field.key))")
        }
        if !accepts.isEmpty { line += " — " + accepts.joined(separator: ", ") }
        lines.append(line)
        for error in form.errors(for: field.key) { lines.append("\(indent)  - ⚠️ \(error.message)") }
    }
}

@Suite("Writing a renderer: Markdown from the public API")
struct MarkdownRendererTests {
    enum Theme: String, CaseIterable { case light, dark }

    struct Alerts { var sound = true; var volume = 5 }

    struct Preferences: FormCustomizing {
        var nickname = "Ada"
        var password = "secret"
        var theme = Theme.dark
        var alerts = Alerts()
        let accountID = "A-1"
        static var fieldSettings: [String: FieldSettings] {
            [
                "nickname": FieldSettings.header("Profile").rules(.required, .maxLength(12)),
                "theme": FieldSettings.header("Look"),
                "alerts.volume": FieldSettings.hidden("$alerts.sound == false").min(0).max(10),
                "accountID": FieldSettings.footer("Your account cannot be changed."),
            ]
        }
    }

    @Test func rendersSectionsValuesChoicesAndErrors() throws {
        let form = try ModelForm(Preferences())
        try form.setText("", for: "nickname")
        form.validate()
        #expect(
            MarkdownRenderer().render(form) == """

                ## Profile

                - Nickname: _empty_ — required, at most 12 characters
                  - ⚠️ Nickname is required.
                - Password: ••••••

                ## Look

                - Theme: ( ) Light (•) Dark
                - **Alerts**
                  - Sound: [x]
                  - Volume: `5` — required, from 0 to 10
                - Account ID: `A-1` (read-only)

                _Your account cannot be changed._

                """)
    }

    /// A text field made secure is a secret too (`Field.isSecret`), whatever its kind.
    @Test func aSecureTextFieldIsNotShown() throws {
        struct Token: FormCustomizing {
            var apiToken = "tok-123"
            static var fieldSettings: [String: FieldSettings] { ["apiToken": FieldSettings.kind(.text).secure(true)] }
        }
        let form = try ModelForm(Token())
        #expect(form.field("apiToken")?.kind == .text)
        #expect(MarkdownRenderer().render(form) == "- API Token: ••••••\n")
    }

    @Test func hiddenFieldsAreLeftOut() throws {
        let form = try ModelForm(Preferences())
        try form.setValue(false, for: "alerts.sound")
        #expect(!MarkdownRenderer().render(form).contains("Volume"))
    }
}
