extension DynamicModel {
    /// The values as one JSON object, nested along the dotted key paths
    /// (`notifications.sound` becomes `{"notifications": {"sound": …}}`), in field order.
    ///
    /// Objects nest at most ``FormLimits/maximumDepth`` deep: the rest of a longer key is
    /// one member's name. A form loaded from a description never has keys whose paths
    /// collide (`a` and `a.b`); in a model built by hand, the first such key in order is
    /// written and the other left out. An optional subform's key holds `null` while it is
    /// absent (the keys under it are left out) and an empty object, which the keys under
    /// it fill, while it is present.
    ///
    /// Dates are RFC 3339 text in UTC, in the shape of a JSON Schema instance's `format`: a
    /// `date` field's `2026-09-21`, a `time` field's `09:30:00Z`, a `dateTime` field's
    /// `2026-09-21T09:30:00Z`.
    public var json: FormValue {
        var tree = JSONTree()
        let hasDays = !dayOrTimeKeys.isEmpty
        for key in keys {
            let value = values[key] ?? .null
            guard hasDays, let content = dayOrTimeKeys[key] else {
                tree.insert(value, at: key)
                continue
            }
            tree.insert(Self.text(of: value, as: content), at: key)
        }
        WorkMeter.add(tree.lookups, .keyLookup)
        return tree.value
    }
}

extension DynamicModel {
    /// Remembers how ``json`` writes the values of `field`: a `date` field (or a list or
    /// dictionary of them) as days, a `time` field as times of day.
    mutating func noteDayOrTime(of field: Field) {
        let kind = field.kind == .collection ? field.itemTemplate?.kind : field.kind
        guard let kind, let content = ISO8601Text.Content(kind), content != .dateTime else { return }
        dayOrTimeKeys[field.key] = content
    }

    /// `value` with its dates written as `content` in UTC, inside lists and dictionaries too.
    static func text(of value: FormValue, as content: ISO8601Text.Content) -> FormValue {
        switch value {
        case .date(let date): return .string(ISO8601Text.utc.string(from: date, as: content))
        case .array(let items): return .array(items.map { text(of: $0, as: content) })
        case .object(let members):
            return .object(members.map { FormValueMember($0.key, text(of: $0.value, as: content)) })
        default: return value
        }
    }
}

/// The objects of ``DynamicModel/json`` as they are built: each object's members in order,
/// with a table from member name to position, so that adding a key costs a look-up per
/// name in its path, not a search through the members.
private struct JSONTree {
    /// One member: a value, or a nested object (an index into `objects`).
    private enum Member {
        case value(FormValue)
        case object(Int)
    }

    /// Every object, the root first; a nested object comes after the one that holds it.
    private var objects: [(names: [String], members: [Member], positions: [String: Int])] = [([], [], [:])]
    /// Names looked up so far, for ``WorkMeter``.
    private(set) var lookups = 0

    /// Adds `value` at the dotted path `key`, creating the objects on the way.
    mutating func insert(_ value: FormValue, at key: String) {
        let path = DottedKey.components(of: key, maxSplits: FormLimits.maximumDepth - 1)
        guard !path.isEmpty else { return }
        var object = 0
        for (depth, part) in path.enumerated() {
            let name = String(part)
            let isLast = depth == path.count - 1
            lookups += 1
            if let position = objects[object].positions[name] {
                // The first key in order wins; a value and an object cannot share a name.
                guard !isLast, case .object(let nested) = objects[object].members[position] else { return }
                object = nested
                continue
            }
            objects[object].positions[name] = objects[object].members.count
            objects[object].names.append(name)
            // An empty object (a present optional subform) is one the keys under it fill.
            if isLast, value != .object([]) {
                objects[object].members.append(.value(value))
            } else {
                objects.append(([], [], [:]))
                objects[object].members.append(.object(objects.count - 1))
                object = objects.count - 1
            }
        }
    }

    /// The root object, built from the innermost objects out, without recursion.
    var value: FormValue {
        var built = [FormValue](repeating: .null, count: objects.count)
        for index in objects.indices.reversed() {
            let object = objects[index]
            built[index] = .object(
                zip(object.names, object.members).map { name, member in
                    switch member {
                    case .value(let value): return FormValueMember(name, value)
                    case .object(let nested): return FormValueMember(name, built[nested])
                    }
                })
        }
        return built[0]
    }
}
