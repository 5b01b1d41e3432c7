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
            if text.isEmpty { return .failure(.invalidText("nothing was entered; expected \(accepted)")) }
            if let flaw = Self.flaw(in: text) { return .failure(.invalidText("\(quoted(text)) \(flaw)")) }
            return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
        }
        return .success(.string(url.absoluteString))
    }

    /// The URL as a person reads it: an internationalized host (`xn--bcher-kva.example`,
    /// as Foundation stores it) in Unicode (`bücher.example`), which reads back as the
    /// same URL.
    func format(_ value: FormValue) -> String {
        guard let text = value.stringValue else { return "" }
        return Self.withUnicodeHost(text)
    }

    /// `text` with its host's Punycode labels decoded; `text` itself when there are none,
    /// or when the Unicode spelling would not read back as exactly this URL.
    static func withUnicodeHost(_ text: String) -> String {
        guard text.range(of: "xn--", options: .caseInsensitive) != nil, let components = URLComponents(string: text),
            let range = components.rangeOfHost, let host = Punycode.unicodeHost(String(text[range])),
            !host.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control || $0.properties.isBidiControl
            })
        else { return text }
        let shown = text.replacingCharacters(in: range, with: host)
        return read(shown)?.absoluteString == text ? shown : text
    }

    /// The longest URL read, in UTF-8 bytes.
    static let maximumLength = 8192

    /// What keeps `text` from being read as a URL, said so that a person can fix it: its
    /// length, or spaces in what would be a URL without them (a browser's address bar
    /// writes a space as `%20`); `nil` for anything else.
    static func flaw(in text: String) -> String? {
        if text.utf8.count > maximumLength {
            return "is longer than a URL may be (\(maximumLength) bytes); expected a URL with a scheme"
        }
        if text.unicodeScalars.contains(" "), read(text.replacingOccurrences(of: " ", with: "%20")) != nil {
            return "holds a space, which a URL cannot; write a space in a URL as %20"
        }
        return nil
    }

    /// A URL from text, if the text is an absolute URL with no spaces.
    static func read(_ text: String) -> URL? {
        guard !text.isEmpty, text.utf8.count <= maximumLength,
            !text.unicodeScalars.contains(where: {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
            }),
            let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty
        else { return nil }
        let web = ["http", "https", "ftp", "ws", "wss"].contains(scheme.lowercased())
        if web && (url.host ?? "").isEmpty { return nil }
        return url
    }
}
