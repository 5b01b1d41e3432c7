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

extension FormValue: Codable {
    /// Decodes any JSON value: `null`, a Boolean, a number (whole numbers as `.int` or
    /// `.uint`), a string, an array, or an object (its members ordered by name, since
    /// decoders do not keep the order).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { self = .null; return }
            if let flag = try? container.decode(Bool.self) { self = .bool(flag); return }
            if let number = try? container.decode(Int.self) { self = .int(number); return }
            if let number = try? container.decode(UInt.self) { self = .uint(number); return }
            if let number = try? container.decode(Double.self) { self = .double(number); return }
            if let text = try? container.decode(String.self) { self = .string(text); return }
            if let list = try? container.decode([FormValue].self) { self = .array(list); return }
        }
        let object = try decoder.container(keyedBy: MemberKey.self)
        var members: [FormValueMember] = []
        for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            members.append(FormValueMember(key.stringValue, try object.decode(FormValue.self, forKey: key)))
        }
        self = .object(members)
    }

    /// Encodes the value as JSON has it: a date as ISO 8601 text, a decimal as a number,
    /// an object's members in order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: MemberKey.self)
            for member in members { try object.encode(member.value, forKey: MemberKey(member.key)) }
        case .array(let list):
            var container = encoder.singleValueContainer()
            try container.encode(list)
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .int(let number): try container.encode(number)
            case .uint(let number): try container.encode(number)
            case .double(let number): try container.encode(number)
            case .decimal(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .date(let date): try container.encode(ISO8601Text.utc.string(from: date, as: .dateTime))
            case .array, .object: break
            }
        }
    }

    /// An object member's name as a coding key.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
