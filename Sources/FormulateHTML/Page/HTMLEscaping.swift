/// Escaping of text for the two places Formulate puts text in an HTML document: element
/// content and double-quoted attribute values.
///
/// Everything a person or a model provides (titles, values, options, placeholders, help,
/// error messages) goes through one of these functions; user text is never put in tag
/// names, unquoted attributes, comments, CSS or script.
///
/// ```swift
/// HTMLEscaping.text("Fish & <Chips>")          // "Fish &amp; &lt;Chips&gt;"
/// HTMLEscaping.attribute("say \"hi\" & 'bye'") // "say &quot;hi&quot; &amp; &#39;bye&#39;"
/// HTMLEscaping.attribute("one\ntwo")             // "one&#10;two"
/// ```
public enum HTMLEscaping {
    /// Text for element content (including `<textarea>` and `<option>`): `&`, `<` and `>`
    /// become character references, and U+0000 (which parsers drop or replace) becomes
    /// U+FFFD.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Text for a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become
    /// character references, and U+0000 becomes U+FFFD. Line breaks (`LF`, `CR`) become
    /// character references too, which a browser reads as the same value, so that a tag
    /// stays on one line of the page.
    public static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    /// Appends ``text(_:)`` of `string` to `result`, as UTF-8.
    static func appendText(_ string: String, to result: inout [UInt8]) {
        append(string, quotes: false, to: &result)
    }

    /// Appends ``attribute(_:)`` of `string` to `result`, as UTF-8.
    static func appendAttribute(_ string: String, to result: inout [UInt8]) {
        append(string, quotes: true, to: &result)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        guard needsEscaping(string, quotes: quotes) else { return string }
        var result: [UInt8] = []
        result.reserveCapacity(string.utf8.count + 16)
        appendEscaped(string, quotes: quotes, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `string` as it is, then looks through the appended bytes (reading an array
    /// costs less than reading a string's UTF-8 view); only text that holds a character to
    /// replace is taken back and written again, escaped.
    private static func append(_ string: String, quotes: Bool, to result: inout [UInt8]) {
        let start = result.count
        result.append(contentsOf: string.utf8)
        if result[start...].contains(where: { needsReplacing($0, quotes: quotes) }) {
            result.removeSubrange(start...)
            appendEscaped(string, quotes: quotes, to: &result)
        }
    }

    /// Whether `byte` is replaced: every replaced character is ASCII at or below `>`, so
    /// other bytes are passed over with one comparison.
    private static func needsReplacing(_ byte: UInt8, quotes: Bool) -> Bool {
        guard byte <= UInt8(ascii: ">") else { return false }
        switch byte {
        case 0, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return quotes
        default: return false
        }
    }

    /// Whether `string` holds a character that is replaced: every one of them is ASCII at
    /// or below `>`, so other bytes are passed over with one comparison.
    private static func needsEscaping(_ string: String, quotes: Bool) -> Bool {
        string.utf8.contains { needsReplacing($0, quotes: quotes) }
    }

    /// Appends `string` escaped, byte by byte: every replaced character is one ASCII byte,
    /// which never occurs inside a longer UTF-8 sequence.
    private static func appendEscaped(_ string: String, quotes: Bool, to result: inout [UInt8]) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: result.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quotes: result.append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "\n") where quotes: result.append(contentsOf: "&#10;".utf8)
            case UInt8(ascii: "\r") where quotes: result.append(contentsOf: "&#13;".utf8)
            case 0: result.append(contentsOf: "\u{FFFD}".utf8)
            default: result.append(byte)
            }
        }
    }
}
