import Foundation

/// What a dictionary field (`[String: String]`) offers whatever its value type.
protocol DictionaryCoding: ValueCodec {
    /// How each entry's value is read and written.
    var value: any ValueCodec { get }
}

extension DictionaryCoding {
    var isDictionaryOfValues: Bool { true }
}

/// A dictionary with `String` keys, as an object whose members are ordered by key (so the
/// same dictionary always gives the same value, text and file).
struct DictionaryCodec<Value>: DictionaryCoding {
    var value: any ValueCodec

    var swiftType: Any.Type { [String: Value].self }
    var accepted: String { "entries of \(value.accepted), each under a key" }

    func encode(_ dictionary: Any) -> FormValue? {
        guard let typed = dictionary as? [String: Value] else { return nil }
        var members: [FormValueMember] = []
        members.reserveCapacity(typed.count)
        for key in typed.keys.sorted() {
            guard let entry = typed[key], let encoded = value.encode(entry) else { return nil }
            members.append(FormValueMember(key, encoded))
        }
        return .object(members)
    }

    func decode(_ formValue: FormValue) -> Any? {
        guard let members = formValue.objectValue else { return nil }
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(members.count)
        for member in members {
            guard let decoded = value.decode(member.value) as? Value else { return nil }
            dictionary[member.key] = decoded
        }
        return dictionary
    }

    func coerce(_ any: Any) -> Result<FormValue, ValueProblem> {
        if let typed = any as? [String: Value], let encoded = encode(typed) { return .success(encoded) }
        if let formValue = any as? FormValue { return normalize(formValue) }
        return mismatch(any)
    }

    func normalize(_ formValue: FormValue) -> Result<FormValue, ValueProblem> { normalize(formValue, in: .gmt) }

    func normalize(_ formValue: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        guard let members = formValue.objectValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        var normalized: [FormValueMember] = []
        for member in members {
            if let problem = EntryKey.problem(member.key) { return .failure(.typeMismatch("entry key \(problem)")) }
            switch value.normalize(member.value, in: timeZone) {
            case .success(let entry): normalized.append(FormValueMember(member.key, entry))
            case .failure(let problem):
                return .failure(
                    ValueProblem(kind: problem.kind, reason: "entry '\(shortened(member.key))' \(problem.reason)"))
            }
        }
        normalized.sort { $0.key < $1.key }
        for index in normalized.indices.dropFirst() where normalized[index].key == normalized[index - 1].key {
            return .failure(.typeMismatch("has the key '\(shortened(normalized[index].key))' twice"))
        }
        return .success(.object(normalized))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> { parse(text, in: .gmt) }

    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        .failure(.typeMismatch("cannot be typed as one text; set its entries one by one (key.NAME)"))
    }

    func format(_ formValue: FormValue) -> String { format(formValue, in: .gmt) }

    func format(_ formValue: FormValue, in timeZone: TimeZone) -> String {
        (formValue.objectValue ?? []).map { "\($0.key)=\(value.format($0.value, in: timeZone))" }.joined(
            separator: ", ")
    }
}

/// What a dictionary entry's key may be.
enum EntryKey {
    /// The longest key accepted, in Unicode scalars (as JSON Schema's `maxLength` counts).
    static let maximumLength = 256

    /// Why `key` cannot be an entry key, or `nil` when it can: it must not be empty, longer
    /// than ``maximumLength``, or hold control characters (a NUL, a line break) or the
    /// invisible marks that reorder text (bidirectional controls such as U+202E), which
    /// would make one key look like another. Dots and brackets are part of the key
    /// (`JAVA.OPTS`): `environment.JAVA.OPTS` names that one entry.
    static func problem(_ key: String) -> String? {
        if key.isEmpty { return "is empty" }
        var length = 0
        for scalar in key.unicodeScalars {
            length += 1
            if length > maximumLength { return "is longer than \(maximumLength) characters" }
            if scalar.properties.generalCategory == .control { return "holds a control character" }
            if isBidiControl(scalar) { return "holds an invisible bidirectional control character" }
        }
        return nil
    }

    /// U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// `[String: Value]`: a dictionary whose entries a form edits by key (`environment.LOG_LEVEL`).
protocol StringKeyedShape {
    static var valueType: Any.Type { get }
    static func dictionaryCodec(value: any ValueCodec) -> any ValueCodec
}

extension Dictionary: StringKeyedShape where Key == String {
    static var valueType: Any.Type { Value.self }
    static func dictionaryCodec(value: any ValueCodec) -> any ValueCodec { DictionaryCodec<Value>(value: value) }
}
