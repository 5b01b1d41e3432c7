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
