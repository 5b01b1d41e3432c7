/// A type of your own that a form edits as text: money, colours, identifiers.
///
/// Like swift-argument-parser's `ExpressibleByArgument`: give Formulate a way to read
/// the type from text and to write it back, and a property of that type becomes a
/// field.
///
/// ```swift
/// struct HexColor: FormTextConvertible {
///     var rgb: UInt32
///     init?(formText: String) {
///         guard formText.hasPrefix("#"), let v = UInt32(formText.dropFirst(), radix: 16) else { return nil }
///         rgb = v
///     }
///     var formText: String { "#" + String(rgb, radix: 16) }
///     static var formTextFormat: String { "a colour like #ff8800" }
/// }
/// ```
public protocol FormTextConvertible {
    /// Reads a value from what a person typed; `nil` when the text is not valid.
    init?(formText: String)
    /// The text shown for this value, which `init(formText:)` reads back.
    var formText: String { get }
    /// What text is accepted, for error messages ("a colour like #ff8800").
    static var formTextFormat: String { get }
    /// The kind of field to show; `.text` unless you say otherwise.
    static var formKind: FieldKind { get }
}

extension FormTextConvertible {
    /// "text in the expected format".
    public static var formTextFormat: String { "text in the expected format" }
    /// `.text`.
    public static var formKind: FieldKind { .text }
}

/// A codec whose values are text (`.string`), which the checks a kind implies (an email
/// field's address, a URL field's URL) read as they read a `String`'s.
protocol TextValueCodec: ValueCodec {}

extension StringCodec: TextValueCodec {}

/// A type that wraps a string (`RawRepresentable` with a `String` raw value), edited as
/// that string; text it refuses (`init(rawValue:)` gives `nil`) is not accepted.
struct RawTextCodec<T: RawRepresentable<String>>: TextValueCodec {
    var swiftType: Any.Type { T.self }
    var accepted: String { "a valid \(T.self)" }

    func encode(_ value: Any) -> FormValue? { (value as? T).map { .string($0.rawValue) } }
    func decode(_ value: FormValue) -> Any? { value.stringValue.flatMap(T.init(rawValue:)) }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let v = value as? T { return .success(.string(v.rawValue)) }
        return mismatch(value)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let v = T(rawValue: text) else { return .failure(.invalidText("\(quoted(text)) is not \(accepted)")) }
        return .success(.string(v.rawValue))
    }

    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
}

/// A ``FormTextConvertible`` type, edited as its text.
struct TextConvertibleCodec<T: FormTextConvertible>: TextValueCodec {
    var swiftType: Any.Type { T.self }
    var accepted: String { T.formTextFormat }

    func encode(_ value: Any) -> FormValue? { (value as? T).map { .string($0.formText) } }
    func decode(_ value: FormValue) -> Any? { value.stringValue.flatMap(T.init(formText:)) }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let v = value as? T { return .success(.string(v.formText)) }
        return mismatch(value)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let v = T(formText: text) else { return .failure(.invalidText("\(quoted(text)) is not \(accepted)")) }
        return .success(.string(v.formText))
    }

    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
}
