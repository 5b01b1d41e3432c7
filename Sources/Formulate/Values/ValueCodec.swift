import Foundation

/// Converts between a field's Swift type and ``FormValue``: typed values read from the
/// model or passed to `setValue`, text a person typed, and text shown back to them.
///
/// Codecs work on non-optional values; optionality is the field's concern.
protocol ValueCodec: Sendable {
    /// The Swift type of the values (not optional).
    var swiftType: Any.Type { get }

    /// A model value of `swiftType` as a form value; `nil` when `value` is of another type.
    func encode(_ value: Any) -> FormValue?

    /// A form value as a model value of `swiftType`; `nil` when it cannot be one.
    func decode(_ value: FormValue) -> Any?

    /// A value passed to `setValue`: the exact type, or a lossless widening of it.
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem>

    /// A form value that came from elsewhere (JSON, another form) checked and normalized.
    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem>

    /// Text a person typed.
    func parse(_ text: String) -> Result<FormValue, ValueProblem>

    /// The text a person sees for a value.
    func format(_ value: FormValue) -> String

    /// What values are accepted, for error messages ("a whole number from 0 to 255").
    var accepted: String { get }

    /// ``parse(_:)`` for a person in `timeZone`: dates and times typed without an offset
    /// are wall-clock time there. Only values with dates depend on the zone.
    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem>

    /// ``format(_:)`` for a person in `timeZone`.
    func format(_ value: FormValue, in timeZone: TimeZone) -> String

    /// ``normalize(_:)`` reading text in `timeZone`.
    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem>

    /// Whether encoding what ``decode(_:)`` makes of `value` gives `value` itself, so that a
    /// value written into the model need not be read and encoded back. `false` unless known.
    func encodesBack(_ value: FormValue) -> Bool

    /// The smallest and largest values of an integer codec's type (what
    /// ``IntegerCodecProtocol/typeBounds`` gives); `nil` for any other codec. A requirement:
    /// asking it costs a call, where a cast to the protocol cost over a thousand instructions
    /// for every field of a first form.
    var integerTypeBounds: (minimum: FormValue, maximum: FormValue)? { get }

    /// The codec's own options indexed once (an enum's cases, ``OptionIndexProviding``);
    /// `nil` for any other codec. A requirement, for the same reason.
    var ownOptions: (options: [FieldOption], index: OptionIndex)? { get }
}

/// Why a value was not accepted, before the field's title and key are known.
struct ValueProblem: Error, Sendable, Hashable {
    /// What kind of problem it is.
    var kind: FormError.Reason
    /// What was wrong, e.g. "is too large".
    var reason: String
    /// Whether ``reason`` says what was wrong without quoting what was entered ("line
    /// breaks are not accepted"), so that a secret field's error may say it too.
    var quotesNothing = false

    static func invalidText(_ reason: String) -> ValueProblem { ValueProblem(kind: .invalidText, reason: reason) }
    static func typeMismatch(_ reason: String) -> ValueProblem { ValueProblem(kind: .typeMismatch, reason: reason) }
    static func outOfRange(_ reason: String) -> ValueProblem { ValueProblem(kind: .outOfRange, reason: reason) }
    static func notAnOption(_ reason: String) -> ValueProblem { ValueProblem(kind: .notAnOption, reason: reason) }
}

extension ValueCodec {
    func encodesBack(_ value: FormValue) -> Bool { false }
    var integerTypeBounds: (minimum: FormValue, maximum: FormValue)? { nil }
    var ownOptions: (options: [FieldOption], index: OptionIndex)? { nil }
    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> { parse(text) }
    func format(_ value: FormValue, in timeZone: TimeZone) -> String { format(value) }
    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> { normalize(value) }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let swift = decode(value), let encoded = encode(swift) else {
            return .failure(.typeMismatch("expects \(accepted)"))
        }
        return .success(encoded)
    }

    /// A short name of a value's type for messages.
    func typeName(of value: Any) -> String { String(describing: type(of: value)) }

    func mismatch(_ value: Any) -> Result<FormValue, ValueProblem> {
        .failure(.typeMismatch("expects \(accepted), not a value of type \(typeName(of: value))"))
    }
}

/// Quotes text for an error message, shortened when long so that a megabyte of input
/// does not become a megabyte of message.
func quoted(_ text: String) -> String {
    "\"\(shortened(text))\""
}

/// Text from outside, cut to 40 characters and with invisible characters made visible, fit
/// to stand in a message.
func shortened(_ text: String) -> String {
    let limit = 40
    let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
    return shown.unicodeScalars.map { scalar -> String in
        isInvisibleInMessages(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
}

/// Whether `scalar` is shown as `\u{…}` in a message rather than as itself: control
/// characters (NUL, ESC) and invisible format characters (a right-to-left override, a zero-width
/// space), which could hide or reorder what a message says in a page or a log. The joiners
/// that emoji and some scripts need (U+200C, U+200D) stay as they are.
func isInvisibleInMessages(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    case .format: return scalar.value != 0x200C && scalar.value != 0x200D
    default: return false
    }
}
