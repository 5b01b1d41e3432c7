import Formulate
import FormulateTerminal
import Foundation
import Testing

/// Text from outside (a model's titles and values, a description, what a person types) is
/// shown, never obeyed: no escape sequence, line break or bidirectional control from it
/// reaches the terminal, with styles on or off.
@Suite("Terminal editor: hostile titles and values")
struct HostileTextTests {
    /// Escape, a colour and a cursor sequence, CR, LF, NUL, DEL, the C1 CSI, and the
    /// bidirectional overrides U+202E and U+2066.
    static let hostile = "A\u{1B}[31mB\u{1B}[2J\rC\nD\u{0}E\u{7F}F\u{9B}1mG\u{202E}H\u{2066}I"
    /// How ``hostile`` is shown.
    static let shown = "A^[[31mB^[[2J^MC^JD^@E^?F<U+009B>1mG<U+202E>H<U+2066>I"

    @Test func everyKindOfControlIsShownVisibly() {
        #expect(TerminalSafeText.visible(Self.hostile) == Self.shown)
        #expect(TerminalSafeText.visible("tab\there") == "tab^Ihere")
        #expect(
            TerminalSafeText.visible("\u{85}\u{2028}\u{2029}\u{200E}\u{200F}\u{061C}\u{202A}\u{2069}")
                == "<U+0085><U+2028><U+2029><U+200E><U+200F><U+061C><U+202A><U+2069>")
        #expect(TerminalSafeText.visible("café 日本 👍🏽 \u{200D}") == "café 日本 👍🏽 \u{200D}", "printable text is left alone")
    }

    /// A description whose every text is hostile: titles, header, footer, help, placeholder,
    /// option titles, a value and a read-only value that forges a "Saved" line.
    static func hostileForm() throws -> ModelForm<DynamicModel> {
        let evil = FormValue.string(hostile)
        func field(_ members: [(String, FormValue)]) -> FormValue {
            .object(members.map { FormValueMember($0.0, $0.1) })
        }
        return try ModelForm(
            description: .object([
                FormValueMember(
                    "fields",
                    .array([
                        field([
                            ("key", "name"), ("type", "text"), ("title", evil), ("header", evil), ("help", evil),
                            ("value", evil),
                        ]),
                        field([
                            ("key", "note"), ("type", "text"), ("title", "Note"), ("placeholder", evil),
                            ("footer", evil),
                        ]),
                        field([
                            ("key", "color"), ("type", "option"), ("title", "Color"),
                            (
                                "options",
                                .array([
                                    field([("value", "red"), ("title", evil)]),
                                    field([("value", "blue"), ("title", "Blue")]),
                                ])
                            ),
                            ("value", "blue"),
                        ]),
                        field([
                            ("key", "status"), ("type", "text"), ("title", "Status"), ("readOnly", true),
                            ("value", "Ada\n\u{1B}[32mSaved settings.json.\u{1B}[0m"),
                        ]),
                    ]))
            ]))
    }

    @Test func titlesValuesHelpOptionsAndReadOnlyValuesAreShownVisibly() throws {
        for style in [TerminalStyle.plain, .ansi] {
            let output = OutputBuffer()
            // Change the name to more hostile text, pick the hostile option, and save.
            let answers = ["?", "x\u{1B}]0;pwned\u{07}\u{202E}y", "", "1", "y"]
            let editor = TerminalEditor(input: ScriptedInput(answers), output: output, style: style)
            let outcome = editor.edit(try Self.hostileForm())
            guard case .saved = outcome else {
                Issue.record("not saved: \(output.text)")
                continue
            }
            let plain = Self.unstyled(output.text)
            #expect(plain.contains("\n\(Self.shown)\n"), "the header, on a line of its own")
            #expect(plain.contains("\n\(Self.shown)\n\(Self.shown) [A^[[31mB^[[2J^MC …]: "), "help, title, value")
            #expect(plain.contains("  Accepts text.\n"))
            #expect(plain.contains("Note (e.g. \(Self.shown)): "), "the placeholder")
            #expect(plain.contains("\n\(Self.shown)\n"), "the footer")
            #expect(plain.contains("  ( ) 1. \(Self.shown)\n  (*) 2. Blue\n"), "the options")
            #expect(plain.contains("Status: Ada … (read-only)\n"), "a read-only value on its own line, shortened")
            #expect(
                plain.contains("\(Self.shown): A^[[31mB^[[2J^MC … -> x^[]0;pwned^G<U+202E>y\n"), "the change summary")
            #expect(
                plain.contains("Color: Blue -> A^[[31mB^[[2J^MC …\n"),
                "a value with a line break is shortened to its first line")
            Self.expectOnlyOwnControls(output.text)
        }
    }

    @Test func aMessageCannotForgeALine() throws {
        // Messages are shown in full: a server's verdict quoting what it was sent.
        struct Account: FormCustomizing {
            static var inputFields: FormInput { .all }
            var username = "ada"
        }
        let form = try ModelForm(Account())
        try form.markInvalid("username", message: "Taken\n\u{1B}[32mSaved settings.json.\u{1B}[0m\u{202E}")
        let output = OutputBuffer()
        _ = TerminalEditor(input: ScriptedInput([""]), output: output, style: .ansi).edit(form)
        let lines = output.text.split(separator: "\n").map { Self.unstyled(String($0)) }
        #expect(
            lines == [
                "Enter keeps a value, ? explains a field, Ctrl-D quits without saving.",
                "Username [ada]:   ! Taken^J^[[32mSaved settings.json.^[[0m<U+202E>",
                "Username [ada]: ",
                "Cancelled: nothing was saved.",
            ])
        Self.expectOnlyOwnControls(output.text)
    }

    @Test func typedCommandsAndOptionNamesAreQuotedVisibly() throws {
        struct Lists: FormCustomizing {
            static var inputFields: FormInput { .all }
            var tags: [String] = []
            var days: Set<Weekday> = []
        }
        let output = OutputBuffer()
        let answers = ["\u{1B}[2Jwipe", "", "\u{9B}2J\u{202E}", ""]
        _ = TerminalEditor(input: ScriptedInput(answers), output: output, style: .ansi).edit(try ModelForm(Lists()))
        let plain = Self.unstyled(output.text)
        #expect(plain.contains("! \"^[[2Jwipe\" is not a command"), "\(plain)")
        #expect(plain.contains("! Days: \"<U+009B>2J<U+202E>\" is not an option"), "\(plain)")
        Self.expectOnlyOwnControls(output.text)
    }

    /// `text` without the editor's own style sequences.
    static func unstyled(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// The only escapes are the editor's styles, and no other control or bidi character is
    /// written but the editor's own line feeds.
    static func expectOnlyOwnControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let own = ["[0m", "[1m", "[2m", "[31m", "[32m", "[33m", "[36m"]
        let escapes = text.components(separatedBy: "\u{1B}").dropFirst()
        #expect(
            escapes.allSatisfy { rest in own.contains { rest.hasPrefix($0) } }, "only the editor's own styles",
            sourceLocation: sourceLocation)
        let others = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x1B: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                return true
            default: return false
            }
        }
        #expect(
            others.isEmpty, "controls written: \(others.map { String($0.value, radix: 16) })",
            sourceLocation: sourceLocation)
    }
}

enum Weekday: String, CaseIterable { case monday, tuesday }
