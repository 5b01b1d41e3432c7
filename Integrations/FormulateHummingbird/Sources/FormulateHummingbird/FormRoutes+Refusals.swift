import Formulate

extension FormRoutes {
    /// Every error of a refused body at once, as the page shows them: the values refused
    /// (`refused`), then the rules the other values break (a required field left empty,
    /// which a commit reports only once the refused ones are corrected), found by applying
    /// the body without its refused values (``RefusedValues``) to a form of its own; when
    /// that body is refused too (a refused key that names no value as sent), without each
    /// top-level member that holds one. Each key is named once: the rules of a field whose
    /// value was left out are not asked. In field order: an item's errors where its
    /// collection sits, in the order of the item's fields; keys that are no field after
    /// their item's fields, or last.
    static func everyRefusal(
        _ refused: [FormError], of body: FormValue, shown: ShownFingerprints?, to model: Store.Model
    ) -> [FormError] {
        for wholeMembers in [false, true] {
            guard let others = try? ModelForm(model) else { return refused }
            var values = RefusedValues(keys: refused.map(\.key), fields: others.fields)
            guard let rest = values.leavingOut(of: body, wholeMembers: wholeMembers, heldIn: others),
                (try? others.applyInput(json: rest, mode: .ignoreUnknown, shown: shown)) != nil
            else { continue }
            let all = refused + others.validate().filter { !values.covers($0.key) }
            let order = FieldOrder(of: others, around: all.map(\.key))
            return all.enumerated()
                .sorted { (order.place($0.element.key), $0.offset) < (order.place($1.element.key), $1.offset) }
                .map(\.element)
        }
        return refused
    }
}

/// The values of a JSON body that were refused, and the body without them, in which each
/// field keeps its value (a body may leave members out): a refused member is left out of
/// its object (the form's, a subform's, an item's), a member whose field holds one value
/// (a list or a dictionary of values) is left out whole when something in it was refused,
/// and a refused item of a collection of subforms is sent as `{}` (the item stays, as it is
/// or new), so that the items after it keep their places; a refused entry of a dictionary of
/// subforms is left out when the form does not hold it (it is not added).
struct RefusedValues {
    /// The keys refused.
    private let keys: Set<String>
    /// The keys refused and every key they lie in (`servers`, `servers.0`, `servers.0.port`).
    private let paths: Set<String>
    /// The form's top-level fields.
    private let fields: [Field]
    /// The keys of the values left out or sent as `{}`: the rules of what lies there are not
    /// asked (their field keeps the value the body did not change).
    private(set) var leftOut: Set<String> = []

    init(keys: [String], fields: [Field]) {
        self.keys = Set(keys)
        var paths = Set<String>()
        for key in keys {
            var end = key.startIndex
            while let dot = key[end...].firstIndex(of: ".") {
                paths.insert(String(key[..<dot]))
                end = key.index(after: dot)
            }
            paths.insert(key)
        }
        self.paths = paths
        self.fields = fields
    }

    /// `body` without the refused values, or, `wholeMembers`, without each member that holds
    /// one; `nil` when the body itself was refused (not an object, too many values: a key `""`).
    mutating func leavingOut<Model>(of body: FormValue, wholeMembers: Bool = false, heldIn form: ModelForm<Model>)
        -> FormValue?
    {
        guard !keys.contains(""), case .object(let members) = body else { return nil }
        guard wholeMembers else { return .object(object(members, at: nil, in: nil, fields: fields, form: form)) }
        var kept: [FormValueMember] = []
        for member in members {
            if paths.contains(member.key) { leftOut.insert(member.key) } else { kept.append(member) }
        }
        return .object(kept)
    }

    /// Whether the error at `key` is of a value refused or left out, or lies inside one.
    func covers(_ key: String) -> Bool {
        if keys.contains(key) || leftOut.contains(key) { return true }
        var end = key.startIndex
        while let dot = key[end...].firstIndex(of: ".") {
            if leftOut.contains(String(key[..<dot])) { return true }
            end = key.index(after: dot)
        }
        return false
    }

    /// The members of an object of fields at `prefix` (the form's when `nil`): `fields`,
    /// whose keys lie under `schemaKey` (`servers[]` for an item of `servers`).
    private mutating func object<Model>(
        _ members: [FormValueMember], at prefix: String?, in schemaKey: String?, fields: [Field],
        form: ModelForm<Model>
    ) -> [FormValueMember] {
        var kept: [FormValueMember] = []
        for member in members {
            let key = prefix.map { "\($0).\(member.key)" } ?? member.key
            guard paths.contains(key) else {
                kept.append(member)
                continue
            }
            let fieldKey = schemaKey.map { "\($0).\(member.key)" } ?? member.key
            guard !keys.contains(key), let field = fields.first(where: { $0.key == fieldKey }),
                let value = inner(member.value, at: key, field: field, form: form)
            else {
                leftOut.insert(key)
                continue
            }
            kept.append(FormValueMember(member.key, value))
        }
        return kept
    }

    /// The member at `key`, of `field`, without the refused values inside it; `nil` when it
    /// is left out whole (its field holds one value, or it is not of its field's shape).
    private mutating func inner<Model>(_ value: FormValue, at key: String, field: Field, form: ModelForm<Model>)
        -> FormValue?
    {
        switch value {
        case .object(let members) where field.kind == .subform:
            return .object(object(members, at: key, in: field.key, fields: field.children, form: form))
        case .array(let items) where field.isCollectionOfSubforms && !field.isDictionary:
            guard let template = field.itemTemplate else { return nil }
            var kept: [FormValue] = []
            for (index, item) in items.enumerated() {
                let itemKey = "\(key).\(index)"
                guard paths.contains(itemKey) else {
                    kept.append(item)
                    continue
                }
                guard !keys.contains(itemKey), case .object(let members) = item else {
                    leftOut.insert(itemKey)
                    kept.append(.object([]))
                    continue
                }
                kept.append(
                    .object(object(members, at: itemKey, in: template.key, fields: template.children, form: form)))
            }
            return .array(kept)
        case .object(let entries) where field.isCollectionOfSubforms && field.isDictionary:
            guard let template = field.itemTemplate else { return nil }
            var kept: [FormValueMember] = []
            for entry in entries {
                let entryKey = "\(key).\(entry.key)"
                guard paths.contains(entryKey) else {
                    kept.append(entry)
                    continue
                }
                guard !keys.contains(entryKey), case .object(let members) = entry.value else {
                    leftOut.insert(entryKey)
                    let held = form.value(for: key)?.objectValue?.contains { $0.key == entry.key } ?? false
                    if held { kept.append(FormValueMember(entry.key, .object([]))) }
                    continue
                }
                kept.append(
                    FormValueMember(
                        entry.key,
                        .object(object(members, at: entryKey, in: template.key, fields: template.children, form: form))
                    ))
            }
            return .object(kept)
        default:
            return nil
        }
    }
}

/// Where each error goes in field order: the form's fields in order, each subform's fields
/// after it, and each item's key and fields after its collection's key, for the collections
/// that hold an error.
struct FieldOrder {
    /// The place of each field, item and entry key.
    private var places: [String: Int] = [:]
    /// The place after each key's fields (the next key's).
    private var ends: [String: Int] = [:]

    init<Model>(of form: ModelForm<Model>, around keys: [String]) {
        var holding = Set<String>()
        for key in keys {
            var end = key.startIndex
            while let dot = key[end...].firstIndex(of: ".") {
                holding.insert(String(key[..<dot]))
                end = key.index(after: dot)
            }
        }
        number(form.fields, of: form, holding: holding)
    }

    /// The place of an error at `key`: its field's, item's or entry's; after the fields of the
    /// nearest of these it lies in (a key that is no field of an item, an item of a list of
    /// values); last when none.
    func place(_ key: String) -> Int {
        if let place = places[key] { return 2 * place }
        var rest = Substring(key)
        while let dot = rest.lastIndex(of: ".") {
            rest = rest[..<dot]
            if let end = ends[String(rest)] { return 2 * end - 1 }
        }
        return .max
    }

    private mutating func number<Model>(_ fields: [Field], of form: ModelForm<Model>, holding: Set<String>) {
        for field in fields {
            enter(field.key)
            if field.kind == .subform {
                number(field.children, of: form, holding: holding)
            } else if field.isCollectionOfSubforms, holding.contains(field.key) {
                for item in form.items(in: field.key) {
                    enter(item.key)
                    number(item.fields, of: form, holding: holding)
                    ends[item.key] = places.count
                }
            }
            ends[field.key] = places.count
        }
    }

    private mutating func enter(_ key: String) {
        if places[key] == nil { places[key] = places.count }
    }
}
