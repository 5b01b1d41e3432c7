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

    private static func escape(_ string: String, quotes: Bool) -> String {
        let needsWork = string.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == 0
                || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        }
        guard needsWork else { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
