import Formulate

/// A field's value as its schema describes it.
///
/// Most values are already JSON; dates become the text of the field's format, the bits
/// of a bitfield with options become the array of the chosen options' bits, and the items
/// of a collection are converted like values of its item template.
enum InstanceValue {
    /// `value` of `field` (of shape `shape`) as JSON.
    static func encode(_ value: FormValue, field: Field, shape: ValueShape) -> FormValue {
        switch value {
        case .null:
            return .null
        case .date(let date):
            switch field.kind {
            case .date: return .string(RFC3339Text.fullDate(date))
            case .time: return .string(RFC3339Text.fullTime(date))
            default: return .string(RFC3339Text.dateTime(date))
            }
        case .int(let bits):
            guard field.kind == .bitfield, case .choices(let options) = shape else { return value }
            return .array(options.compactMap { option in
                guard case .int(let bit) = option.value, bit != 0, bits & bit == bit else { return nil }
                return option.value
            })
        case .array(let items):
            guard case .list(let template?) = shape else { return value }
            let itemShape = ValueShape(of: template)
            return .array(items.map { encode($0, field: template, shape: itemShape) })
        default:
            return value
        }
    }
}
