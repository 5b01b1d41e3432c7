import Foundation

/// Any JSON value, read and written with the settings file's own encoder, so members the
/// model does not know can be carried from the old file to the new one.
///
/// Numbers are kept as the first of `Int64`, `UInt64` and `Double` that reads them: their
/// values survive a save, though not always their spelling (`1e3` is written `1000`).
enum JSONTree: Codable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member at a dotted key path (`notifications.sound`), or `nil`.
    subscript(path key: String) -> JSONTree? {
        key.split(separator: ".").reduce(self) { tree, name in
            guard case .object(let members)? = tree else { return nil }
            return members[String(name)]
        }
    }

    /// Replaces the member at a dotted key path with `transform` of it, when it exists.
    mutating func update(path key: String, _ transform: (JSONTree) -> JSONTree) {
        update(path: key.split(separator: ".")[...], transform)
    }

    private mutating func update(path: ArraySlice<Substring>, _ transform: (JSONTree) -> JSONTree) {
        guard let name = path.first else {
            self = transform(self)
            return
        }
        guard case .object(var members) = self, var member = members[String(name)] else { return }
        member.update(path: path.dropFirst(), transform)
        members[String(name)] = member
        self = .object(members)
    }

    /// This tree (the model's members) with the members of `old` that the model does not
    /// know, at the top level and inside `subforms` (dotted keys, recursively).
    ///
    /// A member is the model's when its key is in `known`: when the model has no value for
    /// it (an optional left empty) it is left out, not taken from `old`.
    func keepingUnknownMembers(of old: JSONTree, known: Set<String>, subforms: Set<String>, prefix: String = "")
        -> JSONTree
    {
        guard case .object(var members) = self, case .object(let oldMembers) = old else { return self }
        for (name, oldValue) in oldMembers {
            let key = prefix.isEmpty ? name : prefix + "." + name
            if let value = members[name] {
                if subforms.contains(key) {
                    members[name] = value.keepingUnknownMembers(
                        of: oldValue, known: known, subforms: subforms, prefix: key)
                }
            } else if !known.contains(key) {
                members[name] = oldValue
            }
        }
        return .object(members)
    }
}
