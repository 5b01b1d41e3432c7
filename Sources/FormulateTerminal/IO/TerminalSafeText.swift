/// Text from outside a program made safe to write to a terminal: every character a terminal
/// would obey rather than show is written visibly instead.
///
/// A model's titles and values, a form description, keys and answers a person typed, and
/// error messages that quote them may hold an escape sequence that recolours the screen or
/// sets the window title, a carriage return or line feed that starts a forged line ("Saved
/// settings.json."), or a bidirectional override that shows `txt.exe` as `exe.txt`. Pass such
/// text through ``visible(_:)`` before writing it, and write line breaks and styles of your
/// own around it: then only your own layout and escape sequences reach the terminal.
///
/// ```swift
/// TerminalSafeText.visible("Ada\n\u{1B}[32mSaved.")   // "Ada^J^[[32mSaved."
/// TerminalSafeText.visible("report\u{202E}fdp.exe")   // "report<U+202E>fdp.exe"
/// ```
///
/// ``TerminalEditor`` does this for everything it writes that it did not write itself.
public enum TerminalSafeText {
    /// `text` with every character ``isControl(_:)`` names written visibly: C0 controls in
    /// caret notation (`^[` for escape, `^J` for line feed, `^M` for carriage return, `^@`
    /// for NUL), DEL as `^?`, and the rest as their code point (`<U+009B>`, `<U+202E>`).
    /// Other text is unchanged.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result.append(contentsOf: visibleForm(of: scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a terminal would act on `scalar` instead of showing it, or it changes how the
    /// text around it is shown: the C0 controls (tab, line feed, carriage return and escape
    /// among them), DEL, the C1 controls (`U+0080`-`U+009F`, `U+009B` starts a control
    /// sequence on its own), the line and paragraph separators `U+2028` and `U+2029`, and the
    /// bidirectional controls (`U+061C`, `U+200E`, `U+200F`, `U+202A`-`U+202E`,
    /// `U+2066`-`U+2069`).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `^[` for ESC, `^?` for DEL, `<U+202E>` for the others.
    private static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: return "^?"
        case 0x00..<0x20: return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        default: return "<U+" + leftPadded(String(scalar.value, radix: 16, uppercase: true)) + ">"
        }
    }

    private static func leftPadded(_ digits: String) -> String {
        String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
