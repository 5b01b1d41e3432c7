import Foundation

extension FormValue {
    /// Parses JSON text, strictly per RFC 8259.
    ///
    /// - Exactly one value, with only JSON whitespace around it (a leading byte order mark
    ///   is ignored). No comments, trailing commas, single quotes, leading zeros, `NaN`
    ///   or `Infinity`.
    /// - An integer without fraction or exponent becomes `.int` when it fits `Int`, else
    ///   `.uint` when it fits `UInt`; other numbers become `.double`, and a number too
    ///   large for `Double` (`1e400`) is an error.
    /// - Strings become `.string`; JSON has no dates or exact decimals, so nothing becomes
    ///   `.date` or `.decimal`.
    /// - Objects keep their members in order. Duplicate keys are kept too, each as its own
    ///   member: deciding which one counts is up to the caller (the ``subscript(_:)``
    ///   returns the first).
    /// - More than 512 nested arrays and objects is an error.
    ///
    /// ```swift
    /// let value = try FormValue(json: #"{"name": "Ada", "age": 36}"#)
    /// value["age"]  // .int(36)
    /// ```
    ///
    /// - Throws: ``JSONError`` with the position of the first problem.
    public init(json: String) throws(JSONError) {
        var text = json
        let result = text.withUTF8 { JSONReader.parse($0) }
        self = try result.get()
    }

    /// Parses UTF-8 JSON text, strictly per RFC 8259; see ``init(json:)``.
    ///
    /// Bytes that are not well-formed UTF-8 are an error.
    ///
    /// - Throws: ``JSONError`` with the position of the first problem.
    public init(jsonData: Data) throws(JSONError) {
        let result = jsonData.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { JSONReader.parse($0) }
        }
        self = try result.get()
    }
}
