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
    /// - Read with ``init(json:preservingDecimals:)``, those other numbers become `.decimal` instead, with
    ///   every digit sent (up to `Decimal`'s 38), so that a `Decimal` field gets
    ///   `12345678901234567890.123456789` as written; a number `Decimal` cannot hold
    ///   (`1e200`) is read as without it.
    /// - Strings become `.string`; JSON has no dates, so nothing becomes `.date`.
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
        try self.init(json: json, preservingDecimals: false)
    }

    /// Parses JSON text as ``init(json:)`` does, numbers with a fraction or an exponent as
    /// exact decimals when `preservingDecimals` (see there).
    ///
    /// ```swift
    /// let body = try FormValue(json: #"{"quote": 0.1}"#, preservingDecimals: true)
    /// body["quote"]  // .decimal(0.1), not the Double nearest to it
    /// ```
    ///
    /// - Throws: ``JSONError`` with the position of the first problem.
    public init(json: String, preservingDecimals: Bool) throws(JSONError) {
        var text = json
        let result = text.withUTF8 { JSONReader.parse($0, preservingDecimals: preservingDecimals) }
        self = try result.get()
    }

    /// Parses UTF-8 JSON text, strictly per RFC 8259; see ``init(json:)``.
    ///
    /// Bytes that are not well-formed UTF-8 are an error.
    ///
    /// - Throws: ``JSONError`` with the position of the first problem.
    public init(jsonData: Data) throws(JSONError) {
        try self.init(jsonData: jsonData, preservingDecimals: false)
    }

    /// Parses UTF-8 JSON text as ``init(jsonData:)`` does, numbers with a fraction or an
    /// exponent as exact decimals when `preservingDecimals` (see ``init(json:)``).
    ///
    /// - Throws: ``JSONError`` with the position of the first problem.
    public init(jsonData: Data, preservingDecimals: Bool) throws(JSONError) {
        let result = jsonData.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { JSONReader.parse($0, preservingDecimals: preservingDecimals) }
        }
        self = try result.get()
    }
}
