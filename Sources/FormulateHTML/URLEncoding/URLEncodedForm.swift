import Foundation

/// Reads what a browser submits as `application/x-www-form-urlencoded` (a POST body or a
/// GET query string), strictly.
///
/// ```swift
/// let pairs = try URLEncodedForm.decode("email=ada%40example.com&days=mon&days=tue&note=hi+there")
/// // [("email", "ada@example.com"), ("days", "mon"), ("days", "tue"), ("note", "hi there")]
/// ```
///
/// Pairs are separated by `&` (empty ones, as in `a=1&&b=2`, are skipped) and split at the
/// first `=` (a key without one has an empty value). `+` is a space; `%XX` is the byte
/// `XX`. Bytes are decoded first and then read as UTF-8, so multi-byte characters may be
/// escaped byte by byte. Repeated keys are kept, in order. Unlike a browser's lenient
/// parser, a malformed escape (`%`, `%4`, `%z1`), bytes that are not UTF-8 and a body over
/// the ``Limits`` are errors with the byte offset; nothing is guessed at.
public enum URLEncodedForm {
    /// How much a body may hold; decoding stops with an error beyond it.
    public struct Limits: Sendable, Hashable {
        /// The largest body accepted, in bytes; 10 MiB by default.
        public var maximumBytes: Int
        /// The most pairs accepted; 10,000 by default.
        public var maximumPairs: Int

        /// Creates limits.
        public init(maximumBytes: Int = 10 * 1024 * 1024, maximumPairs: Int = 10_000) {
            self.maximumBytes = maximumBytes
            self.maximumPairs = maximumPairs
        }

        /// 10 MiB and 10,000 pairs.
        public static let `default` = Limits()
    }

    /// Decodes a body given as text.
    ///
    /// - Throws: ``URLEncodedFormError`` for a malformed escape, decoded bytes that are not
    ///   UTF-8, or a body over `limits`.
    public static func decode(_ body: String, limits: Limits = .default) throws(URLEncodedFormError) -> [(
        key: String, value: String
    )] {
        let utf8 = body.utf8
        if utf8.count > limits.maximumBytes { throw tooLarge(utf8.count, limits) }
        let result =
            utf8.withContiguousStorageIfAvailable { decode(buffer: $0, limits: limits) }
            ?? Array(utf8).withUnsafeBufferPointer { decode(buffer: $0, limits: limits) }
        return try result.get()
    }

    /// Decodes a body given as bytes, as a server receives it.
    ///
    /// - Throws: ``URLEncodedFormError`` as decoding a `String` does, and for raw bytes that
    ///   are not UTF-8.
    public static func decode(_ body: [UInt8], limits: Limits = .default) throws(URLEncodedFormError) -> [(
        key: String, value: String
    )] {
        if body.count > limits.maximumBytes { throw tooLarge(body.count, limits) }
        return try body.withUnsafeBufferPointer { decode(buffer: $0, limits: limits) }.get()
    }

    /// Decodes a body given as `Data`.
    ///
    /// - Throws: ``URLEncodedFormError`` as decoding bytes does.
    public static func decode(_ body: Data, limits: Limits = .default) throws(URLEncodedFormError) -> [(
        key: String, value: String
    )] {
        if body.count > limits.maximumBytes { throw tooLarge(body.count, limits) }
        return try body.withUnsafeBytes { raw in decode(buffer: raw.bindMemory(to: UInt8.self), limits: limits) }.get()
    }

    /// Encodes pairs as a browser does: letters, digits and `*-._` as they are, a space as
    /// `+`, every other byte of the UTF-8 text as `%XX`.
    public static func encode(_ pairs: [(key: String, value: String)]) -> String {
        pairs.map { encode(component: $0.key) + "=" + encode(component: $0.value) }.joined(separator: "&")
    }

    // MARK: - Decoding

    private static func decode(buffer: UnsafeBufferPointer<UInt8>, limits: Limits) -> Result<
        [(key: String, value: String)], URLEncodedFormError
    > {
        var pairs: [(key: String, value: String)] = []
        // Room for a pair per 8 bytes, at most 256 pairs (8 KB): a form's body fits at once,
        // where growing the array as pairs come costs several copies.
        pairs.reserveCapacity(min(buffer.count / 8 + 1, 256))
        // The bytes of an escaped component are decoded into one buffer, used again for each.
        var scratch: [UInt8] = []
        var start = 0
        let count = buffer.count
        while start <= count {
            var end = start
            while end < count, buffer[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                if pairs.count >= limits.maximumPairs {
                    return .failure(
                        URLEncodedFormError(
                            reason: .tooManyPairs, offset: start,
                            message:
                                "the body has more than \(limits.maximumPairs) pairs; at most \(limits.maximumPairs) are accepted (URLEncodedForm.Limits.maximumPairs)"
                        ))
                }
                var separator = start
                while separator < end, buffer[separator] != UInt8(ascii: "=") { separator += 1 }
                let valueStart = separator < end ? separator + 1 : end
                do throws(URLEncodedFormError) {
                    let key = try component(buffer, start..<separator, scratch: &scratch, role: "a key")
                    let value = try component(
                        buffer, valueStart..<end, scratch: &scratch, role: "the value of \(quoted(key))")
                    pairs.append((key, value))
                } catch {
                    return .failure(error)
                }
            }
            start = end + 1
        }
        return .success(pairs)
    }

    /// One key or value: `+` as space, `%XX` as a byte, then UTF-8.
    ///
    /// `role` names the component in error messages; it is worded only when there is an
    /// error (quoting the key for every value cost more than decoding it). It throws rather
    /// than returning a `Result`: a `Result<String, URLEncodedFormError>` asked the runtime
    /// for its metadata on each call.
    private static func component(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, scratch bytes: inout [UInt8],
        role: @autoclosure () -> String
    ) throws(URLEncodedFormError) -> String {
        // Most keys and many values are plain ASCII without escapes: their bytes are their
        // text, with nothing to decode or validate.
        let text = buffer[range]
        if !text.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return String(decoding: text, as: UTF8.self)
        }
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(range.count)
        var isASCII = true
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = buffer[index]
            if byte == UInt8(ascii: "+") {
                byte = UInt8(ascii: " ")
                index += 1
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound,
                    let high = hexValue(buffer[index + 1]), let low = hexValue(buffer[index + 2])
                else {
                    let found = buffer[index..<min(index + 3, range.upperBound)]
                    throw URLEncodedFormError(
                        reason: .malformedPercentEscape, offset: index,
                        message:
                            "\(visible(found)) in \(role()) is not a percent escape; expected % followed by two hexadecimal digits"
                    )
                }
                byte = high << 4 | low
                index += 3
            } else {
                index += 1
            }
            isASCII = isASCII && byte < 0x80
            bytes.append(byte)
        }
        // ASCII is valid UTF-8: only text with other bytes is checked.
        if !isASCII, let invalid = firstInvalidUTF8(in: bytes) {
            let offset = bodyOffset(ofDecodedByte: invalid.offset, in: buffer, range)
            let message =
                invalid.isCutShort
                ? "\(role()) ends in the middle of a UTF-8 sequence that starts at byte offset \(offset)"
                : "\(role()) is not valid UTF-8 at byte offset \(offset)"
            throw URLEncodedFormError(reason: .invalidUTF8, offset: offset, message: message)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where decoded bytes stop being UTF-8, as the standard library's UTF-8 parser reads
    /// them (no overlong forms, no surrogates, nothing above U+10FFFF): the offset of the
    /// byte that breaks the rules (a sequence cut short by the end: the sequence's first
    /// byte), and whether the bytes simply ended too soon.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> (offset: Int, isCutShort: Bool)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var start = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let sequence):
                start += sequence.count
            case .emptyInput:
                return nil
            case .error(let length):
                guard isLeadByte(bytes[start]) else { return (start, false) }
                let isCutShort = start + length == bytes.count
                return (isCutShort ? start : start + length, isCutShort)
            }
        }
    }

    /// Whether `byte` can start a multi-byte UTF-8 sequence.
    private static func isLeadByte(_ byte: UInt8) -> Bool { byte >= 0xC2 && byte <= 0xF4 }

    /// The body offset that the `decoded`-th decoded byte of a component came from (a
    /// percent escape is three body bytes for one decoded byte).
    private static func bodyOffset(
        ofDecodedByte decoded: Int, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Int {
        var index = range.lowerBound
        for _ in 0..<decoded {
            index += buffer[index] == UInt8(ascii: "%") ? 3 : 1
        }
        return index
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func tooLarge(_ count: Int, _ limits: Limits) -> URLEncodedFormError {
        URLEncodedFormError(
            reason: .bodyTooLarge, offset: limits.maximumBytes,
            message:
                "the body is \(count) bytes; at most \(limits.maximumBytes) are accepted (URLEncodedForm.Limits.maximumBytes)"
        )
    }

    /// Raw body bytes quoted for a message, with anything but printable ASCII as `\xNN`.
    private static func visible(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
        var text = "\""
        for byte in bytes {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return text + "\""
    }

    /// A decoded key quoted for a message: at most 60 characters, control and invisible
    /// format characters escaped.
    static func quoted(_ key: String) -> String {
        let shown = key.unicodeScalars.prefix(60).map {
            MessageText.isInvisible($0) ? $0.escaped(asASCII: true) : String($0)
        }.joined()
        return "\"" + shown + (key.unicodeScalars.count > 60 ? "…" : "") + "\""
    }

    // MARK: - Encoding

    private static func encode(component: String) -> String {
        var text = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                text += "+"
            default:
                text += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return text
    }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// Why a form body could not be decoded: where, and what was wrong.
///
/// ```swift
/// do {
///     _ = try URLEncodedForm.decode("name=%zz")
/// } catch {
///     print(error)   // offset 5: "%zz" is not a percent escape; expected % followed by two hexadecimal digits
/// }
/// ```
public struct URLEncodedFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems a body can have.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A `%` not followed by two hexadecimal digits.
        case malformedPercentEscape
        /// Bytes (raw or percent-decoded) that are not UTF-8.
        case invalidUTF8
        /// More bytes than ``URLEncodedForm/Limits/maximumBytes``.
        case bodyTooLarge
        /// More pairs than ``URLEncodedForm/Limits/maximumPairs``.
        case tooManyPairs
    }

    /// What was wrong.
    public var reason: Reason
    /// The byte offset in the body where the problem is (0-based).
    public var offset: Int
    /// A sentence for a person or a log: what was wrong and what is accepted.
    public var message: String

    /// Creates an error.
    public init(reason: Reason, offset: Int, message: String) {
        self.reason = reason
        self.offset = offset
        self.message = message
    }

    /// `offset N: message`.
    public var description: String { "offset \(offset): \(message)" }
}
