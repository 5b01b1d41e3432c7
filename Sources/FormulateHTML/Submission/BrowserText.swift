/// What a browser does to text on its way from the page back to the server (the HTML
/// standard's value sanitization and form-submission newline normalization), so that the
/// decoder can tell a value the person left alone from one they changed.
enum BrowserText {
    /// `CRLF` and lone `CR` as `LF`: browsers submit a textarea's line breaks as `CRLF`.
    static func unixLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Whether `text` holds a line break, which a single-line input cannot show or send.
    static func hasLineBreak(_ text: String) -> Bool {
        // The UTF-8 bytes are searched: CR and LF are single bytes there, which no other
        // character's bytes are.
        containsByte(in: text) { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Whether any UTF-8 byte of `text` satisfies `predicate`: searched in the text's
    /// contiguous storage where it has one (a native string always does), which costs a
    /// fraction of walking its `utf8` view byte by byte.
    static func containsByte(in text: String, where predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
            ?? text.utf8.contains(where: predicate)
    }

    /// The text a single-line input whose value attribute is `text` submits when the person
    /// leaves it alone: the text without its line breaks.
    static func submittedByInput(_ text: String) -> String {
        // Most texts hold no line break: they are returned as they are, without a copy.
        guard hasLineBreak(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }
}
