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

/// Punycode (RFC 3492) decoding of internationalized domain name labels, so that a host a
/// URL stores as `xn--bcher-kva.example` is shown to a person as `bücher.example`, the way
/// they typed it. Foundation encodes hosts when it reads a URL but has no public decoder.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 0x80

    /// The Unicode form of a host: each `xn--` label decoded, the others kept; `nil` when a
    /// label is not valid Punycode (the host is then best shown as it is).
    static func unicodeHost(_ host: String) -> String? {
        var labels: [String] = []
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.count > 4, label.prefix(4).lowercased() == "xn--" {
                guard let decoded = decode(label.dropFirst(4)) else { return nil }
                labels.append(decoded)
            } else {
                labels.append(String(label))
            }
        }
        return labels.joined(separator: ".")
    }

    /// The Unicode text of the Punycode `encoded` (a label without its `xn--`), or `nil`.
    static func decode(_ encoded: Substring) -> String? {
        guard encoded.utf8.count <= 63, encoded.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var digits = Substring.UnicodeScalarView(encoded.unicodeScalars)
        if let delimiter = digits.lastIndex(of: "-") {
            output = Array(digits[..<delimiter])
            digits = digits[digits.index(after: delimiter)...]
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var iterator = digits.makeIterator()
        while let first = iterator.next() {
            let oldI = i
            var weight = 1
            var k = base
            var scalar: Unicode.Scalar? = first
            while true {
                guard let current = scalar, let digit = value(of: current) else { return nil }
                guard digit <= (Int.max - i) / weight else { return nil }
                i += digit * weight
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard weight <= Int.max / (base - t) else { return nil }
                weight *= base - t
                k += base
                scalar = iterator.next()
            }
            bias = adapt(delta: i - oldI, count: output.count + 1, isFirst: oldI == 0)
            guard i / (output.count + 1) <= 0x10FFFF - n else { return nil }
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let decoded = Unicode.Scalar(n), n >= initialN else { return nil }
            output.insert(decoded, at: i)
            i += 1
        }
        return String(String.UnicodeScalarView(output))
    }

    private static func value(of digit: Unicode.Scalar) -> Int? {
        switch digit.value {
        case 0x30...0x39: return Int(digit.value) - 0x30 + 26
        case 0x41...0x5A: return Int(digit.value) - 0x41
        case 0x61...0x7A: return Int(digit.value) - 0x61
        default: return nil
        }
    }

    private static func adapt(delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
