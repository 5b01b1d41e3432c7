import Formulate

/// The members of a JSON object being built, in the order they are added; absent values
/// are skipped.
struct MemberList {
    private(set) var members: [FormValueMember] = []

    /// Adds `value` under `key` when it is not `nil`.
    mutating func add(_ key: String, _ value: FormValue?) {
        if let value { members.append(FormValueMember(key, value)) }
    }

    /// Adds `true` under `key` when `isSet`.
    mutating func flag(_ key: String, _ isSet: Bool) {
        if isSet { members.append(FormValueMember(key, .bool(true))) }
    }

    /// Adds the members of `other` after these.
    mutating func append(contentsOf other: MemberList) {
        members.append(contentsOf: other.members)
    }

    /// Whether nothing was added.
    var isEmpty: Bool { members.isEmpty }

    /// The members as an object.
    var object: FormValue { .object(members) }
}
