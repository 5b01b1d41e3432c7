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

    /// Whether the values are dictionaries of values (``DictionaryCoding``), asked without
    /// a dynamic cast: renderers ask it of every field (perf: issue 39).
    var isDictionaryOfValues: Bool { get }

    /// Whether the values are dictionaries of subforms (``KeyedItemCollectionCoding``).
    var isDictionaryOfSubforms: Bool { get }

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
    /// ``IntegerCodecProtocol/typeBounds`` gives); `nil` for any other codec. A requirement,
    /// so that asking it is a call, not a cast to the protocol. // perf: scenario 1
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
    var isDictionaryOfValues: Bool { false }
    var isDictionaryOfSubforms: Bool { false }
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

/// On or off: `Bool`.
struct BoolCodec: ValueCodec {
    var swiftType: Any.Type { Bool.self }
    var accepted: String { "yes or no (true/false, on/off, 1/0)" }

    func encodesBack(_ value: FormValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    func encode(_ value: Any) -> FormValue? { (value as? Bool).map(FormValue.bool) }
    func decode(_ value: FormValue) -> Any? { value.boolValue }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let b = value as? Bool { return .success(.bool(b)) }
        return mismatch(value)
    }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        switch text.lowercased() {
        case "true", "yes", "y", "on", "1": return .success(.bool(true))
        case "false", "no", "n", "off", "0": return .success(.bool(false))
        default: return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
        }
    }
    func format(_ value: FormValue) -> String {
        switch value.boolValue {
        case true?: return "yes"
        case false?: return "no"
        case nil: return ""
        }
    }
}

/// Plain text: `String` (and `Substring` when set).
struct StringCodec: ValueCodec {
    var swiftType: Any.Type { String.self }
    var accepted: String { "text" }

    func encode(_ value: Any) -> FormValue? { (value as? String).map(FormValue.string) }
    func decode(_ value: FormValue) -> Any? { value.stringValue }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let s = value as? String { return .success(.string(s)) }
        if let s = value as? Substring { return .success(.string(String(s))) }
        return mismatch(value)
    }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> { .success(.string(text)) }
    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
    func encodesBack(_ value: FormValue) -> Bool {
        if case .string = value { return true }
        return false
    }
}

/// Universally unique identifiers, as their canonical text.
struct UUIDCodec: ValueCodec {
    var swiftType: Any.Type { UUID.self }
    var accepted: String { "a UUID, like 3F2504E0-4F89-11D3-9A0C-0305E82C3301" }

    func encode(_ value: Any) -> FormValue? { (value as? UUID).map { .string($0.uuidString) } }
    func decode(_ value: FormValue) -> Any? { value.stringValue.flatMap(UUID.init(uuidString:)) }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let id = value as? UUID { return .success(.string(id.uuidString)) }
        return mismatch(value)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let id = UUID(uuidString: text) else {
            return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
        }
        return .success(.string(id.uuidString))
    }

    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
}

/// What text typed into a field never holds, although the field's type could store it.
///
/// No keyboard types a NUL character, and a single-line control (a browser's `<input>`, a
/// terminal's line) drops line breaks, so text holding them comes from a hand-made request
/// or a program, not a person: a server that writes a name into a header, a log line or a
/// database would carry them further. Typed text is refused for them; a typed value
/// (`setValue(_:for:)`) may hold them.
enum TypedText {
    /// Why `text` typed into a field of `kind` is refused: a NUL in any text, or a CR or LF
    /// in a field of one line (every textual kind but long text). `nil` when it is not.
    static func problem(in text: String, kind: FieldKind) -> ValueProblem? {
        guard kind.isTextual else { return nil }
        let isOneLine = kind != .longText
        let found = text.containsUTF8Byte { byte in
            byte == 0 || (isOneLine && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")))
        }
        guard found else { return nil }
        // Neither reason quotes the text: a secret's error says it too.
        if text.containsUTF8Byte(where: { $0 == 0 }) {
            return ValueProblem(kind: .invalidText, reason: "a NUL character is not accepted", quotesNothing: true)
        }
        return ValueProblem(
            kind: .invalidText, reason: "line breaks are not accepted; expected one line", quotesNothing: true)
    }
}
