import Foundation

extension FormValue {
    /// The value as JSON text.
    ///
    /// - Objects keep their members in order, duplicates included; they are never sorted.
    /// - Pretty output puts each element and member on its own line, indented by two
    ///   spaces, as `"key": value`; empty arrays and objects are written `[]` and `{}`.
    ///   Compact output has no whitespace. Neither ends with a newline.
    /// - Strings escape `"`, `\` and control characters (`\n`, `\t`, `\r`, `\b`, `\f`,
    ///   otherwise `\u00XX`); `/` and non-ASCII characters are written as they are.
    /// - `.int` and `.uint` are written as integers. A `.double` that is a whole number
    ///   within ±2^53 is written without a fraction (`18`, not `18.0`), other finite ones in
    ///   Swift's shortest round-trip form (`18.5`, `1e-05`), and NaN and the infinities as
    ///   `null`. A `.decimal` is written with all its digits and no exponent (`12.5`).
    /// - A `.date` is written as an ISO 8601 string in UTC, `"2024-05-01T09:30:00Z"`.
    ///
    /// ```swift
    /// let value = FormValue.object([.init("name", "Ada"), .init("tags", ["a", "b"])])
    /// value.jsonString(pretty: false)  // {"name":"Ada","tags":["a","b"]}
    /// ```
    ///
    /// - Parameter pretty: Whether to indent the output over several lines.
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: JSONWriter.bytes(for: self, pretty: pretty), as: UTF8.self)
    }

    /// The value as UTF-8 JSON text; the same text as ``jsonString(pretty:)``.
    ///
    /// - Parameter pretty: Whether to indent the output over several lines.
    public func jsonData(pretty: Bool = true) -> Data {
        Data(JSONWriter.bytes(for: self, pretty: pretty))
    }
}
