import Foundation

/// Absolute URLs: a scheme and, for web schemes, a host. Kept as their text.
struct URLCodec: ValueCodec {
    var swiftType: Any.Type { URL.self }
    var accepted: String { "a URL with a scheme, like https://example.com" }

    func encode(_ value: Any) -> FormValue? { (value as? URL).map { .string($0.absoluteString) } }
    func decode(_ value: FormValue) -> Any? { value.stringValue.flatMap(Self.read) }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let url = value as? URL { return .success(.string(url.absoluteString)) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let s = value.stringValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        return parse(s)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let url = Self.read(text) else {
            return .failure(.invalidText(text.isEmpty ? "nothing was entered; expected \(accepted)" : "\(quoted(text)) is not \(accepted)"))
        }
        return .success(.string(url.absoluteString))
    }

    func format(_ value: FormValue) -> String { value.stringValue ?? "" }

    /// A URL from text, if the text is an absolute URL with no spaces.
    static func read(_ text: String) -> URL? {
        guard !text.isEmpty, text.utf8.count <= 8192,
              !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }),
              let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
        let web = ["http", "https", "ftp", "ws", "wss"].contains(scheme.lowercased())
        if web && (url.host ?? "").isEmpty { return nil }
        return url
    }
}
