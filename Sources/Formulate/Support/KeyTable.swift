/// Finds a field's index by its key: what every edit by key does first.
///
/// A `Dictionary<String, Int>` hashes a key with SipHash, which is built to resist keys
/// chosen to collide and costs about as much as the rest of an edit. This table holds a
/// form's fixed set of keys, hashes with FNV-1a over UTF-8, and confirms a match by
/// comparing the key itself. Keys chosen to collide can only make their own look-up walk
/// at most every key of the form (the table is never more than half full): no one can add
/// keys to it.
struct KeyTable: Sendable {
    /// One slot per power-of-two position: a key's index + 1, or 0 when empty.
    private let slots: [Int32]
    private let keys: [String]
    private let mask: Int

    /// A table of `keys`; a key that appears twice finds its first index.
    init(_ keys: [String]) {
        var capacity = 4
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key) & mask
            var isDuplicate = false
            while slots[slot] != 0 {
                if keys[Int(slots[slot]) - 1] == key {
                    isDuplicate = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if !isDuplicate { slots[slot] = Int32(index + 1) }
        }
        self.slots = slots
        self.keys = keys
        self.mask = mask
    }

    /// The index of `key`, or `nil`.
    subscript(key: String) -> Int? { index(of: key) }

    /// The index of `key`, or `nil`.
    func index(of key: String) -> Int? {
        var slot = Self.hash(key) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == key { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a (64-bit) of the key's UTF-8, folded to a non-negative `Int`.
    private static func hash(_ key: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & Int.max
    }
}
