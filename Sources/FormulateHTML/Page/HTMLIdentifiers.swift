/// Hands out element ids for one rendering: derived from field key paths, made of
/// `[A-Za-z0-9_-]` only, and unique within the rendering.
///
/// `notifications.sound` with the prefix `field-` becomes `field-notifications-sound`;
/// any other character becomes `_`. When two keys map to the same id (or an id meets a
/// `-help` / `-error` id of another field) a counter is appended (`-2`, `-3`...).
struct HTMLIdentifiers {
    /// The prefix, sanitized, as UTF-8.
    private let prefix: [UInt8]
    private var used: Set<String> = []
    /// The bytes of the id being made, kept from one id to the next so that making one
    /// allocates nothing but its string.
    private var scratch: [UInt8] = []

    /// `capacity` is how many ids the rendering is expected to make (room is reserved).
    init(prefix: String, capacity: Int = 0) {
        var bytes: [UInt8] = []
        Self.appendSanitized(prefix, to: &bytes)
        self.prefix = bytes
        used.reserveCapacity(capacity)
    }

    /// A fresh id for `key` (a key path, optionally followed by `.suffix` parts).
    mutating func make(_ key: String) -> String {
        // The prefix and the key are written into one buffer and made a string once.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: prefix)
        Self.appendSanitized(key, to: &scratch)
        let base = scratch.isEmpty ? "field" : String(decoding: scratch, as: UTF8.self)
        if used.insert(base).inserted { return base }
        var counter = 1
        while true {
            counter += 1
            let candidate = base + "-\(counter)"
            if used.insert(candidate).inserted { return candidate }
        }
    }

    /// `key` with `.` as `-` and every character outside `[A-Za-z0-9_-]` as `_`.
    static func sanitize(_ key: String) -> String {
        var bytes: [UInt8] = []
        appendSanitized(key, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``sanitize(_:)`` of `key` as UTF-8.
    ///
    /// Works on UTF-8 bytes: a Unicode scalar outside ASCII is one lead byte (written as
    /// `_`) and continuation bytes (left out).
    static func appendSanitized(_ key: String, to bytes: inout [UInt8]) {
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                bytes.append(byte)
            case UInt8(ascii: "."): bytes.append(UInt8(ascii: "-"))
            case 0x80...0xBF: continue
            default: bytes.append(UInt8(ascii: "_"))
            }
        }
    }
}
