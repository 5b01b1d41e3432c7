import Foundation

/// What a client was shown of a form as a JSON instance: the fingerprint of each value it
/// showed, and one tag for all of them, to use as an HTTP `ETag`.
///
/// A JSON Schema front end posts back the whole instance it was shown, changed or not.
/// Applied as it comes, a member the person left alone writes back the value shown,
/// undoing what another writer saved in between (a lost update). Given to
/// ``ModelForm/applyInput(json:mode:absentText:shown:)``, the fingerprints tell the
/// members the person changed from those they left alone, as a page's list of shown values
/// does for an HTML form post:
///
/// - a member whose value is the one shown was not changed by the client: the model's
///   value now stays, whatever it is;
/// - a member changed by the client whose field someone else changed too (the form holds
///   neither the value shown nor the client's) is a conflict, ``FormError/Reason/conflict``
///   with the field's key, and nothing is written.
///
/// `JSONSchemaExporter.shownInstance(of:)` makes it with the instance. The same values give
/// the same ``tag`` and ``text`` byte for byte, in every process: FNV-1a over each value's
/// tagged spelling, never Swift's per-process seeded `Hasher`. Each value of a field is
/// fingerprinted as the instance spells it (a date as its RFC 3339 text, to the
/// millisecond), a collection or dictionary as one value. Secrets and fields hidden now are
/// left out: a fingerprint of a PIN can be searched for, and a client is never shown them.
///
/// A forged list can do no more than a forged body: it decides only whether the client's
/// own member counts as changed, never writes a field that input may not write, and is not
/// compared with values the client is not shown.
public struct ShownFingerprints: Sendable, Hashable {
    /// The fields' keys, in field order.
    let keys: [String]
    /// The fingerprint of each of ``keys``.
    let fingerprints: [ValueFingerprint]
    /// The fingerprints by key.
    private let byKey: [String: ValueFingerprint]

    /// The most lines ``init(text:)`` reads: more than any form has fields.
    static let maximumCount = 100_000

    /// The fingerprints of the fields at `keys` (each listed once).
    package init(keys: [String], fingerprints: [ValueFingerprint]) {
        self.keys = keys
        self.fingerprints = fingerprints
        byKey = Dictionary(zip(keys, fingerprints), uniquingKeysWith: { first, _ in first })
    }

    /// Reads a list written by ``text``: one `fingerprint key` a line, separated by `LF` or
    /// `CRLF`, each fingerprint 16 hexadecimal digits.
    ///
    /// - Throws: ``FormError`` with reason ``FormError/Reason/typeMismatch`` and an empty key
    ///   for text that is not such a list.
    public init(text: String) throws(FormError) {
        let lines: [(key: String, fingerprint: ValueFingerprint)]
        do throws(ValueFingerprint.ListProblem) {
            lines = try ValueFingerprint.list(in: text, limit: Self.maximumCount)
        } catch {
            throw FormError(
                key: "", reason: .typeMismatch,
                defaultMessage: error == .tooLong
                    ? "the list of shown values has more than \(Self.maximumCount) lines"
                    : "the list of shown values has a line that is not 16 hexadecimal digits, a space and a key")
        }
        var seen = Set<String>()
        let unique = lines.filter { seen.insert($0.key).inserted }
        self.init(keys: unique.map(\.key), fingerprints: unique.map(\.fingerprint))
    }

    /// The tag of all the values shown: 16 lowercase hexadecimal digits, the same for the
    /// same values byte for byte. An HTTP server sends it quoted as the `ETag`
    /// (``entityTag``) and compares it with `If-Match` (``matches(ifMatch:)``).
    public var tag: String {
        var whole = ValueFingerprint()
        whole.add(word: UInt64(keys.count))
        for (key, fingerprint) in zip(keys, fingerprints) {
            whole.add(key)
            whole.add(word: fingerprint.bits)
        }
        return whole.text
    }

    /// ``tag`` quoted, as an HTTP `ETag` header carries it: `"0123456789abcdef"`.
    public var entityTag: String { "\"\(tag)\"" }

    /// Whether an HTTP `If-Match` header's value names this tag: `*`, or a list of entity
    /// tags one of which is ``entityTag`` (a weak tag, `W/"..."`, never matches, as
    /// `If-Match` compares strongly).
    public func matches(ifMatch header: String) -> Bool {
        let own = entityTag
        return header.split(separator: ",").contains { part in
            let tag = part.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == own
        }
    }

    /// The list as text: one `fingerprint key` a line, in field order, lines separated by
    /// `LF`. A client sends it back with the body (or the server keeps it by ``tag``), and
    /// ``init(text:)`` reads it.
    public var text: String {
        var bytes: [UInt8] = []
        for (key, fingerprint) in zip(keys, fingerprints) {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            fingerprint.appendText(to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: key.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fingerprint shown for `key`, if it was shown.
    func fingerprint(for key: String) -> ValueFingerprint? {
        byKey[key]
    }
}
