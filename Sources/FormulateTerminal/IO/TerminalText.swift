/// Text on its way to a terminal, built from two kinds of pieces: the editor's own words,
/// line breaks and styles, and text from outside, made visible as it is added.
///
/// A string literal is the editor's own. A `String` interpolated into one came from outside
/// (a title, a value, a typed answer, a message quoting it) and is passed through
/// ``TerminalSafeText/visible(_:)``; a `TerminalText` interpolated is kept as it is. Styles
/// are added by ``TerminalStyle``'s `heading`, `hint`, `error`, `success`, `warning` and
/// `value`. So the only escape sequences and line breaks that reach the terminal are the
/// editor's own: no path writes a `String` without making it visible.
///
/// ```swift
/// let line: TerminalText = "\(field.title): \(style.value("\(text)"))"
/// ```
struct TerminalText: ExpressibleByStringInterpolation, Equatable {
    /// The characters to write.
    private(set) var rendered: String

    /// The editor's own text.
    init(stringLiteral value: String) {
        rendered = value
    }

    init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.rendered
    }

    /// Text the editor wrote itself, styles included: only for ``TerminalStyle``.
    fileprivate init(own: String) {
        rendered = own
    }

    /// Whether there is nothing to write.
    var isEmpty: Bool { rendered.isEmpty }

    static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        TerminalText(own: lhs.rendered + rhs.rendered)
    }

    /// Builds a `TerminalText` from a literal with interpolations.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var rendered = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            rendered.reserveCapacity(literalCapacity)
        }

        /// The editor's own text.
        mutating func appendLiteral(_ literal: String) {
            rendered += literal
        }

        /// Text from outside, made visible.
        mutating func appendInterpolation(_ outside: some StringProtocol) {
            rendered += TerminalSafeText.visible(String(outside))
        }

        /// Text built the same way, kept as it is.
        mutating func appendInterpolation(_ text: TerminalText) {
            rendered += text.rendered
        }

        /// A number the editor counted.
        mutating func appendInterpolation(_ number: Int) {
            rendered += String(number)
        }
    }
}

extension Sequence<TerminalText> {
    /// The pieces one after another, with `separator` between them.
    func joined(separator: TerminalText) -> TerminalText {
        TerminalText(own: map(\.rendered).joined(separator: separator.rendered))
    }
}

/// The styles the editor uses, on ``TerminalText``; named by what they mark, and apart from
/// the public `String` methods so that a styled `String` is never mistaken for outside text.
extension TerminalStyle {
    /// Bold: headings.
    func heading(_ text: TerminalText) -> TerminalText { TerminalText(own: bold(text.rendered)) }
    /// Dim: hints and help.
    func hint(_ text: TerminalText) -> TerminalText { TerminalText(own: dim(text.rendered)) }
    /// Red: errors.
    func error(_ text: TerminalText) -> TerminalText { TerminalText(own: red(text.rendered)) }
    /// Green: what went well.
    func success(_ text: TerminalText) -> TerminalText { TerminalText(own: green(text.rendered)) }
    /// Yellow: warnings and cancellations.
    func warning(_ text: TerminalText) -> TerminalText { TerminalText(own: yellow(text.rendered)) }
    /// Cyan: values.
    func value(_ text: TerminalText) -> TerminalText { TerminalText(own: cyan(text.rendered)) }
}

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
