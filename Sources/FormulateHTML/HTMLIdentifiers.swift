/// Hands out element ids for one rendering: derived from field key paths, made of
/// `[A-Za-z0-9_-]` only, and unique within the rendering.
///
/// `notifications.sound` with the prefix `field-` becomes `field-notifications-sound`;
/// any other character becomes `_`. When two keys map to the same id (or an id meets a
/// `-help` / `-error` id of another field) a counter is appended (`-2`, `-3`...).
struct HTMLIdentifiers {
    private let prefix: String
    private var used: Set<String> = []

    init(prefix: String) {
        self.prefix = Self.sanitize(prefix)
    }

    /// A fresh id for `key` (a key path, optionally followed by `.suffix` parts).
    mutating func make(_ key: String) -> String {
        var base = prefix + Self.sanitize(key)
        if base.isEmpty { base = "field" }
        var candidate = base
        var counter = 1
        while used.contains(candidate) {
            counter += 1
            candidate = base + "-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }

    /// `key` with `.` as `-` and every character outside `[A-Za-z0-9_-]` as `_`.
    static func sanitize(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": result.unicodeScalars.append(scalar)
            case ".": result += "-"
            default: result += "_"
            }
        }
        return result
    }
}
