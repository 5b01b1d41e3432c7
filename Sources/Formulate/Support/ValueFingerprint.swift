import Foundation

/// A value's fingerprint: 64 bits that are the same for equal values in every process, on
/// every platform and at every run (Swift's `Hasher` is seeded per process), so that a page
/// rendered by one server process can be checked by another.
///
/// FNV-1a over a tagged, length-prefixed spelling of the value: two different values give
/// the same fingerprint by chance only (about one in 2^64), never by their shape
/// (`["a", "b"]` and `["ab"]`, `1` and `1.0` and `"1"` differ). It guards against no
/// attacker and needs not: a client that forges one only changes whether its own value
/// counts as changed (a page's list of shown values, ``ShownFingerprints``).
package struct ValueFingerprint: Hashable, Sendable {
    private(set) var bits: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package init(_ value: FormValue) {
        add(value)
    }

    /// The fingerprint as 16 lowercase hexadecimal digits.
    package var text: String {
        var digits: [UInt8] = []
        appendText(to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// Appends ``text`` to `bytes`, as UTF-8.
    package func appendText(to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: bits >> UInt64(shift)) & 0xf
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// The fingerprint `text` spells (16 hexadecimal digits), or `nil`.
    package init?(text: Substring) {
        guard text.utf8.count == 16, let bits = UInt64(text, radix: 16) else { return nil }
        self.bits = bits
    }

    package mutating func add(_ value: FormValue) {
        switch value {
        case .null: add(tag: 0)
        case .bool(let b): add(tag: 1, b ? 1 : 0)
        case .int(let i): add(tag: 2, UInt64(bitPattern: Int64(i)))
        case .uint(let u): add(tag: 3, UInt64(u))
        case .double(let d): add(tag: 4, d.bitPattern)
        case .decimal(let d): add(tag: 5, "\(d)")
        case .string(let s): add(tag: 6, s)
        case .date(let d): add(tag: 7, d.timeIntervalSinceReferenceDate.bitPattern)
        case .array(let items):
            add(tag: 8, UInt64(items.count))
            for item in items { add(item) }
        case .object(let members):
            add(tag: 9, UInt64(members.count))
            for member in members {
                add(member.key)
                add(member.value)
            }
        }
    }

    private mutating func add(tag: UInt8) {
        add(byte: tag)
    }

    private mutating func add(tag: UInt8, _ word: UInt64) {
        add(byte: tag)
        add(word: word)
    }

    private mutating func add(tag: UInt8, _ text: String) {
        add(byte: tag)
        add(text)
    }

    /// A string's UTF-8 bytes after their count, so that no two lists of strings spell the same.
    package mutating func add(_ text: String) {
        add(word: UInt64(text.utf8.count))
        for byte in text.utf8 { add(byte: byte) }
    }

    /// A word's 8 bytes, least significant first on every platform.
    package mutating func add(word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }

    private mutating func add(byte: UInt8) {
        bits = (bits ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}

extension ValueFingerprint {
    /// Why a list of `fingerprint key` lines is not one.
    package enum ListProblem: Error {
        /// It has more lines than the form has fields.
        case tooLong
        /// A line is not 16 hexadecimal digits, a space and a key.
        case malformedLine
    }

    /// The keys and fingerprints of a list of `fingerprint key` lines, separated by `LF` or
    /// `CRLF`, in their order: a page's list of shown values, or ``ShownFingerprints/text``.
    ///
    /// - Parameter limit: The most lines accepted (a form's field count): lines are
    ///   counted, not keys, so a list that names one key many times is as long.
    package static func list(in text: String, limit: Int) throws(ListProblem) -> [(
        key: String, fingerprint: ValueFingerprint
    )] {
        var shown: [(key: String, fingerprint: ValueFingerprint)] = []
        for (count, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            guard count < limit else { throw .tooLong }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let fingerprint = ValueFingerprint(text: parts[0]) else { throw .malformedLine }
            shown.append((String(parts[1]), fingerprint))
        }
        return shown
    }
}
