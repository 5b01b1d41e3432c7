/// Keys split and joined on their dots by Unicode scalars, the one way every part of the
/// library does it. A dot followed by a combining mark or a joiner (`env.\u{301}x`) is one
/// `Character` with it, so a search by characters would miss that dot; a search by bytes
/// finds every dot (UTF-8 never uses the byte 0x2E inside another scalar), and the parts
/// are cut by scalars, never rounded to a character boundary.
package enum DottedKey {
    /// The dot's byte.
    static let dot = UInt8(ascii: ".")

    /// The index of the first dot in `key`, or `nil` when it holds none.
    package static func firstDot(in key: Substring) -> String.Index? {
        key.utf8.firstIndex(of: dot)
    }

    /// The index of the last dot in `key`, or `nil` when it holds none.
    package static func lastDot(in key: Substring) -> String.Index? {
        key.utf8.lastIndex(of: dot)
    }

    /// Whether `key` holds a dot.
    package static func hasDot(_ key: some StringProtocol) -> Bool {
        key.utf8.contains(dot)
    }

    /// Whether `key` begins with `prefix`, compared by bytes: `String.hasPrefix` compares
    /// characters, and `env.` is no prefix of `env.\u{301}x` by characters.
    /// Compared in the strings' contiguous storage where they have one (perf: issue 39).
    package static func hasPrefix(_ key: some StringProtocol, _ prefix: some StringProtocol) -> Bool {
        let compared = key.utf8.withContiguousStorageIfAvailable { keyBytes in
            prefix.utf8.withContiguousStorageIfAvailable { prefixBytes in
                keyBytes.count >= prefixBytes.count && keyBytes[..<prefixBytes.count].elementsEqual(prefixBytes)
            }
        }
        return (compared ?? nil) ?? key.utf8.starts(with: prefix.utf8)
    }

    /// `key` without `prefix`, or `nil` when it does not begin with it (``hasPrefix(_:_:)``).
    package static func removingPrefix(_ prefix: some StringProtocol, from key: some StringProtocol) -> String? {
        guard hasPrefix(key, prefix) else { return nil }
        return String(Substring(key).unicodeScalars.dropFirst(prefix.unicodeScalars.count))
    }

    /// The part of `key` after `parent` and a dot (`host` for `servers.0.host` in
    /// `servers.0`, `\u{301}x` for `env.\u{301}x` in `env`); `key` when it is not inside.
    package static func name(of key: some StringProtocol, in parent: some StringProtocol) -> String {
        guard isInside(key, parent) else { return String(key) }
        return String(Substring(key).unicodeScalars.dropFirst(parent.unicodeScalars.count + 1))
    }

    /// Whether `key` lies inside `parent`: begins with it and a dot (`servers.0.host` in `servers`).
    package static func isInside(_ key: some StringProtocol, _ parent: some StringProtocol) -> Bool {
        let bytes = key.utf8
        let count = parent.utf8.count
        return bytes.count > count && bytes.starts(with: parent.utf8) && bytes.dropFirst(count).first == dot
    }

    /// The part of `key` before the dot at `dot`.
    package static func head(of key: Substring, before dot: String.Index) -> Substring {
        Substring(key.unicodeScalars[..<dot])
    }

    /// The part of `key` after the dot at `dot`.
    package static func tail(of key: Substring, after dot: String.Index) -> Substring {
        Substring(key.unicodeScalars[key.utf8.index(after: dot)...])
    }

    /// The key's parts between its dots, empty ones included (`a..b` has three), splitting
    /// at `maxSplits` dots at most: the last part then holds the rest.
    package static func components(of key: some StringProtocol, maxSplits: Int = .max) -> [Substring] {
        var rest = Substring(key)
        var parts: [Substring] = []
        while parts.count < maxSplits, let dot = firstDot(in: rest) {
            parts.append(head(of: rest, before: dot))
            rest = tail(of: rest, after: dot)
        }
        parts.append(rest)
        return parts
    }

    /// The key's last part, after its last dot (the whole key when it holds none).
    package static func lastComponent(of key: some StringProtocol) -> Substring {
        let key = Substring(key)
        guard let dot = lastDot(in: key) else { return key }
        return tail(of: key, after: dot)
    }

    /// The key's part before its last dot, or `nil` when it holds none (`servers.0.host` ->
    /// `servers.0`).
    package static func parent(of key: some StringProtocol) -> Substring? {
        let key = Substring(key)
        return lastDot(in: key).map { head(of: key, before: $0) }
    }
}

/// A key path as text for messages, the same in every run: Swift writes a computed
/// property's key path with its accessor's address (`\Plan.<computed 0x55e0… (Int)>`),
/// which becomes `\Plan.<computed property>`.
enum KeyPathText {
    static func describing(_ keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        guard let computed = text.range(of: "<computed") else { return text }
        return String(text[..<computed.lowerBound]) + "<computed property>"
    }
}

extension String {
    /// Whether a byte of the text's UTF-8 satisfies `predicate`, searched in the text's
    /// contiguous storage where it has one (a native string does): a search through
    /// `String.UTF8View`'s iterator costs several times more.
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}
