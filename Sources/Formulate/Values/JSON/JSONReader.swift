/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Accepts exactly one value with only JSON whitespace (space, tab, `\n`, `\r`) around it
/// and an optional leading UTF-8 byte order mark. No comments, trailing commas, single
/// quotes, leading zeros, `NaN` or `Infinity`.
///
/// Values are read top down, but the arrays and objects being read are kept in a chain
/// of `OpenContainer`s rather than on the call stack, so the parser needs the same small
/// amount of call stack at any depth (unoptimized builds spend kilobytes per recursive
/// call); more than ``maximumDepth`` of them is an error.
///
/// Why not `JSONSerialization`: it gives objects as dictionaries, without their members'
/// order (a description's `"key"` first, a settings file's members as they were) or their
/// duplicates; numbers as `NSNumber`, where `1` and `1.0` and `true` blur; and no offset
/// for an error. It is also slower here. // perf: scenario 13
///
/// Bytes are compared with numeric literals (`0x22 // "`), which unoptimized builds
/// compile to plain comparisons. Numbers, literals and strings are read in
/// `JSONReader+Scalars.swift`; UTF-8 is checked below.
struct JSONReader {
    /// The most arrays and objects that may be open at once: ``FormLimits/maximumJSONDepth``.
    static let maximumDepth = FormLimits.maximumJSONDepth

    /// The input; never empty.
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// The offset of the next byte to read.
    var index = 0
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// Whether numbers with a fraction or exponent become `.decimal` (when `Decimal` holds
    /// them) rather than `.double`.
    var preservesDecimals = false

    /// An array or object whose closing bracket has not been read yet, linked to the one
    /// it is in. A class, so that adding to the innermost one copies nothing, even in
    /// unoptimized builds.
    private final class OpenContainer {
        let parent: OpenContainer?
        /// How many containers are open, this one included.
        let depth: Int
        let isObject: Bool
        var elements: [FormValue] = []
        var members: [FormValueMember] = []
        /// The key of the object member whose value is being read.
        var key: String

        init(in parent: OpenContainer?, isObject: Bool, key: String) {
            self.parent = parent
            self.depth = (parent?.depth ?? 0) + 1
            self.isObject = isObject
            self.key = key
        }
    }

    /// Parses `buffer` as one JSON text.
    static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, preservingDecimals: Bool = false
    ) -> Result<FormValue, JSONError> {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return .failure(JSONError(offset: 0, line: 1, column: 1, message: "empty input"))
        }
        var reader = JSONReader(bytes: base, count: buffer.count)
        reader.preservesDecimals = preservingDecimals
        return Result { () throws(JSONError) -> FormValue in try reader.parseDocument() }
    }

    private init(bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    private mutating func parseDocument() throws(JSONError) -> FormValue {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < count else { throw error("empty input", at: 0) }
        let value = try parseValue()
        skipWhitespace()
        guard index == count else { throw error("unexpected data after the JSON value", at: index) }
        return value
    }

    /// Reads the value at ``index`` (whitespace already skipped), however deeply nested.
    private mutating func parseValue() throws(JSONError) -> FormValue {
        var innermost: OpenContainer?
        while true {
            // Read a scalar or an empty container, or open a container and go on to its first value.
            guard index < count else { throw error("unexpected end of input, expected a value", at: index) }
            var value: FormValue
            let byte = bytes[index]
            if byte == 0x22 { // "
                value = .string(try parseString())
            } else if byte == 0x5B || byte == 0x7B { // [ {
                guard (innermost?.depth ?? 0) < Self.maximumDepth else {
                    throw error(
                        "too deeply nested: more than \(Self.maximumDepth) arrays and objects (FormLimits.maximumJSONDepth)",
                        at: index)
                }
                let isObject = byte == 0x7B
                index += 1
                skipWhitespace()
                if index < count, bytes[index] == (isObject ? 0x7D : 0x5D) { // } ]
                    index += 1
                    value = isObject ? .object([]) : .array([])
                } else {
                    let key = isObject ? try parseKey() : ""
                    innermost = OpenContainer(in: innermost, isObject: isObject, key: key)
                    continue
                }
            } else {
                value = try parseScalar()
            }

            // Add the value to the innermost container, and close every container it completes.
            while let container = innermost {
                if index < count, bytes[index] <= 0x20 { skipWhitespace() }
                let isObject = container.isObject
                if isObject {
                    container.members.append(FormValueMember(container.key, value))
                } else {
                    container.elements.append(value)
                }
                let closing: UInt8 = isObject ? 0x7D : 0x5D // } ]
                guard index < count else {
                    throw error("unexpected end of input, expected \(Self.separators(isObject))", at: index)
                }
                if bytes[index] == 0x2C { // ,
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if index < count, bytes[index] == closing {
                        throw error("trailing comma before '\(isObject ? "}" : "]")'", at: comma)
                    }
                    if isObject { container.key = try parseKey() }
                    break
                }
                guard bytes[index] == closing else { throw error("expected \(Self.separators(isObject))", at: index) }
                index += 1
                innermost = container.parent
                value = isObject ? .object(container.members) : .array(container.elements)
            }
            if innermost == nil { return value }
        }
    }

    /// Reads `"key" :` and the whitespace after it.
    private mutating func parseKey() throws(JSONError) -> String {
        guard index < count else { throw error("unexpected end of input, expected an object key", at: index) }
        guard bytes[index] == 0x22 else { throw error("expected an object key in double quotes", at: index) } // "
        let key = try parseString()
        if index < count, bytes[index] <= 0x20 { skipWhitespace() }
        guard index < count else { throw error("unexpected end of input, expected ':' after object key", at: index) }
        guard bytes[index] == 0x3A else { throw error("expected ':' after object key", at: index) } // :
        index += 1
        if index < count, bytes[index] <= 0x20 { skipWhitespace() }
        return key
    }

    /// What may follow a value in an array or an object.
    private static func separators(_ isObject: Bool) -> String {
        isObject ? "',' or '}' after object member" : "',' or ']' after array element"
    }

    // MARK: - Helpers

    mutating func skipWhitespace() {
        while index < count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return } // space \n \r \t
            index += 1
        }
    }

    /// An error at `offset`, with its line and column.
    func error(_ message: String, at offset: Int) -> JSONError {
        JSONError(message, at: offset, in: UnsafeBufferPointer(start: bytes, count: count))
    }

    /// The input from `start` to `end` as text (invalid UTF-8 repaired), for values and messages.
    func text(from start: Int, to end: Int) -> String {
        let source = UnsafeRawPointer(bytes + start)
        let length = end - start
        return String(unsafeUninitializedCapacity: length) { buffer in
            guard let target = buffer.baseAddress, buffer.count >= length else { return 0 }
            UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: length)
            return length
        }
    }
}

/// UTF-8 checking and encoding for JSON strings.
extension JSONReader {
    /// The length of the well-formed multi-byte UTF-8 sequence at `offset`, as the standard
    /// library's UTF-8 parser reads it: no overlong forms, no surrogates, nothing above
    /// U+10FFFF, nothing cut short.
    func utf8Length(at offset: Int) throws(JSONError) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = UnsafeBufferPointer(start: bytes + offset, count: Swift.min(4, count - offset)).makeIterator()
        if case .valid(let sequence) = parser.parseScalar(from: &iterator) { return sequence.count }
        let lead = bytes[offset]
        guard lead >= 0xC2 && lead <= 0xF4 else {
            throw error("invalid UTF-8 byte 0x\(Self.hex(lead))", at: offset)
        }
        throw error("invalid UTF-8 sequence", at: offset)
    }

    /// Appends `scalar` (a scalar value: surrogates were refused) to ``scratch`` as UTF-8.
    mutating func appendUTF8(_ scalar: UInt32) {
        guard let scalar = Unicode.Scalar(scalar) else { return }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// Two uppercase hex digits: `0A`.
    static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}

/// Why a JSON text was rejected, and where.
///
/// Thrown by ``FormValue/init(json:)`` and ``FormValue/init(jsonData:)``.
///
/// ```swift
/// do {
///     _ = try FormValue(json: #"{"a": 1 "b": 2}"#)
/// } catch {
///     print(error)
///     // JSON error at line 1, column 9: expected ',' or '}' after object member
/// }
/// ```
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 0-based offset of the problem, in UTF-8 bytes from the start of the input;
    /// equal to the input's length when the problem is that it ends too early.
    public var offset: Int
    /// The 1-based line of the problem. Lines end at `\n`, `\r\n` or `\r`.
    public var line: Int
    /// The 1-based column of the problem, counted in Unicode scalars from the start of
    /// its line.
    public var column: Int
    /// What is wrong, without the position (`"trailing comma before ']'"`).
    public var message: String

    /// Creates an error.
    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// The position and the message: `JSON error at line 3, column 5: expected ',' or '}' after object member`.
    public var description: String {
        "JSON error at line \(line), column \(column): \(message)"
    }
}

extension JSONError {
    /// An error at `offset` in `bytes`, with its line and column worked out.
    init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        let end = min(max(offset, 0), bytes.count)
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A { // \n
                line += 1
                column = 1
            } else if byte == 0x0D { // \r; a "\r\n" pair is one line break, taken at its "\n"
                if index + 1 == bytes.count || bytes[index + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 { // not a UTF-8 continuation byte
                column += 1
            }
            index += 1
        }
        self.init(offset: offset, line: line, column: column, message: message)
    }
}
