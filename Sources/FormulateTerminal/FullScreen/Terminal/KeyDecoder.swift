/// A key a person pressed in the full-screen editor, decoded from what the terminal sent.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backspace, delete
    /// Shift-Tab (`ESC [ Z`): moves up, as Tab moves down.
    case backTab
    /// A printable character (a letter, a digit, a space, an emoji).
    case character(Character)
    /// A letter typed with Ctrl held: `.control("s")` is Ctrl-S.
    case control(Character)
    /// A sequence the editor does not know (a function key): ignored.
    case unknown

    /// Space, which toggles a Boolean.
    public static let space = Key.character(" ")
}

/// Turns the bytes a terminal sends into ``Key``s: UTF-8 characters, control characters, and
/// the escape sequences of arrows, Page Up/Down, Home, End and Delete (both the `CSI` and
/// the `SS3` forms that terminals send).
///
/// A lone escape byte is the Escape key only when nothing follows it: ``decode(_:isFinal:)``
/// keeps it back until called with `isFinal` (the terminal layer does so when no more bytes
/// arrive shortly after).
public struct KeyDecoder: Sendable {
    /// Bytes received but not decoded yet: the start of a sequence or of a character.
    public private(set) var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys in what was received so far, appended to what was pending. With `isFinal`,
    /// an incomplete sequence is decoded as far as it goes (a lone escape byte is Escape).
    public mutating func decode(_ bytes: [UInt8], isFinal: Bool = false) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...], isFinal: isFinal) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it took; `nil` when more bytes are
    /// needed. A `nil` key consumes bytes that stand for nothing (a stray continuation byte).
    private static func key(in bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escape(bytes, isFinal: isFinal)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.unknown, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x1C...0x1F: return (.unknown, 1)
        default: return character(bytes, isFinal: isFinal)
        }
    }

    /// A UTF-8 character: its lead byte says how many bytes it has.
    private static func character(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        let length: Int
        switch first {
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        guard bytes.count >= length else { return isFinal ? (nil, bytes.count) : nil }
        var iterator = bytes.prefix(length).makeIterator()
        var utf8 = UTF8()
        guard case .scalarValue(let scalar) = utf8.decode(&iterator) else { return (nil, 1) }
        // C1 controls decode as scalars too: never let one through as a character.
        return TerminalSafeText.isControl(scalar) ? (.unknown, length) : (.character(Character(scalar)), length)
    }

    /// `ESC` alone, `ESC [ ... final` (CSI) or `ESC O x` (SS3).
    private static func escape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return isFinal ? (.escape, 1) : nil }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O") {
            guard bytes.count > 2 else { return isFinal ? (.escape, 1) : nil }
            return (letterKey(bytes[start + 2]), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // Escape followed by another key (Alt held, or Escape typed fast before it).
            return (.escape, 1)
        }
        var end = start + 2
        // Parameters and intermediates, up to the final byte (0x40...0x7E).
        while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return isFinal ? (.unknown, bytes.count) : nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let final = bytes[end]
        let length = end - start + 1
        if final == UInt8(ascii: "~") {
            switch parameters.split(separator: ";").first ?? "" {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "3": return (.delete, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (.unknown, length)
            }
        }
        return (letterKey(final), length)
    }

    /// The key of a sequence's final letter: `A` up, `B` down, `C` right, `D` left, `H`
    /// Home, `F` End, `Z` Shift-Tab.
    private static func letterKey(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        default: return .unknown
        }
    }
}
