import Formulate

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
