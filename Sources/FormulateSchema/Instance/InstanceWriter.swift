import Formulate

/// Writes a form's current values as an instance of its exported schema.
struct InstanceWriter {
    let exporter: JSONSchemaExporter
    let scope: ExportScope

    /// The root object.
    func rootInstance() -> FormValue {
        object(scope.exported(scope.fields, parentKey: nil))
    }

    /// The keys of the fields whose values ``rootInstance()`` shows, in field order: each
    /// field of a subform shown (not of an absent optional one), a collection as one value,
    /// secrets never (their fingerprint could be searched for).
    func shownKeys() -> [String] {
        var keys: [String] = []
        collectShownKeys(scope.exported(scope.fields, parentKey: nil), into: &keys)
        return keys
    }

    private func collectShownKeys(_ fields: [ExportedField], into keys: inout [String]) {
        for exported in fields where !exported.isWriteOnly {
            guard case .object = exported.shape else {
                keys.append(exported.field.key)
                continue
            }
            if exported.field.isOptional && scope.isAbsentSubform(exported.field.key) { continue }
            collectShownKeys(scope.exported(exported.field.children, parentKey: exported.field.key), into: &keys)
        }
    }

    /// One member per exported field, secrets left out unless asked for.
    private func object(_ fields: [ExportedField]) -> FormValue {
        var members = MemberList()
        for exported in fields where exporter.includeSecretValues || !exported.isWriteOnly {
            let value = value(of: exported)
            if exported.emptyTextIsAbsent && value == .string("") { continue }
            if exported.emptyCollectionIsAbsent && (value == .array([]) || value == .object([])) { continue }
            members.add(exported.propertyName, value)
        }
        return members.object
    }

    /// The value of one exported field. Only the descent into a subform stays in this
    /// recursive frame; the rest is in helpers, so that a form nested to the depth limit
    /// fits a 512 KiB stack in a debug build.
    private func value(of exported: ExportedField) -> FormValue {
        if case .object = exported.shape {
            if exported.field.isOptional && scope.isAbsentSubform(exported.field.key) { return .null }
            return object(scope.exported(exported.field.children, parentKey: exported.field.key))
        }
        return leafValue(of: exported)
    }

    /// The value of a field that is not a subform: an array of item objects for a collection
    /// of subforms, an object of them under their keys for a dictionary of subforms, else
    /// the field's value as the schema states it.
    @inline(never)
    private func leafValue(of exported: ExportedField) -> FormValue {
        let field = exported.field
        if case .list(let template?) = exported.shape, template.kind == .subform {
            return .array(scope.items(field.key).map { object(scope.exported($0.fields, parentKey: $0.key)) })
        }
        if case .entries(let template?) = exported.shape, template.kind == .subform {
            return .object(
                scope.items(field.key).map { entry in
                    FormValueMember(
                        DottedKey.name(of: entry.key, in: field.key),
                        object(scope.exported(entry.fields, parentKey: entry.key)))
                })
        }
        return InstanceValue.encode(scope.value(field.key), field: field, shape: exported.shape, dates: scope.dates)
    }
}

/// A field's value as its schema describes it.
///
/// Most values are already JSON; dates become the text of the field's format, the bits
/// of a bitfield with options become the array of the chosen options' bits, and the items
/// of a collection are converted like values of its item template.
enum InstanceValue {
    /// `value` of `field` (of shape `shape`) as JSON, dates as RFC 3339 text by `dates`:
    /// `date` is `2024-05-17`, `time` is `09:30:00-04:00`, `date-time` is
    /// `2024-05-17T09:30:00-04:00` (`Z` in UTC).
    static func encode(_ value: FormValue, field: Field, shape: ValueShape, dates: ISO8601Text) -> FormValue {
        switch value {
        case .null:
            return .null
        case .date(let date):
            return .string(dates.string(from: date, as: ISO8601Text.Content(field.kind) ?? .dateTime))
        case .int(let bits):
            guard field.kind == .bitfield, case .choices(let options) = shape else { return value }
            return .array(
                options.compactMap { option in
                    guard case .int(let bit) = option.value, bit != 0, bits & bit == bit else { return nil }
                    return option.value
                })
        case .object(let members):
            guard case .entries(let template?) = shape else { return value }
            let itemShape = ValueShape(of: template)
            return .object(
                members.map {
                    FormValueMember($0.key, encode($0.value, field: template, shape: itemShape, dates: dates))
                })
        case .array(let items):
            guard case .list(let template?) = shape else { return value }
            let itemShape = ValueShape(of: template)
            return .array(items.map { encode($0, field: template, shape: itemShape, dates: dates) })
        default:
            return value
        }
    }
}
