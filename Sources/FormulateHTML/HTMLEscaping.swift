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
/// ```
public enum HTMLEscaping {
    /// Text for element content (including `<textarea>` and `<option>`): `&`, `<` and `>`
    /// become character references, and U+0000 (which parsers drop or replace) becomes
    /// U+FFFD.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Text for a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become
    /// character references, and U+0000 becomes U+FFFD.
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

    private static func append(_ string: String, quotes: Bool, to result: inout [UInt8]) {
        if needsEscaping(string, quotes: quotes) {
            appendEscaped(string, quotes: quotes, to: &result)
        } else {
            result.append(contentsOf: string.utf8)
        }
    }

    /// Whether `string` holds a character that is replaced: every one of them is ASCII at
    /// or below `>`, so other bytes are passed over with one comparison.
    private static func needsEscaping(_ string: String, quotes: Bool) -> Bool {
        for byte in string.utf8 where byte <= UInt8(ascii: ">") {
            switch byte {
            case 0, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
            case UInt8(ascii: "\""), UInt8(ascii: "'"): if quotes { return true }
            default: continue
            }
        }
        return false
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
            case 0: result.append(contentsOf: "\u{FFFD}".utf8)
            default: result.append(byte)
            }
        }
    }
}
