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
