import Foundation

/// Dates, times of day and date-times, as ISO 8601 text in UTC.
struct DateCodec: ValueCodec {
    /// Which part of a `Date` the field edits.
    var kind: FieldKind

    var swiftType: Any.Type { Date.self }
    var accepted: String {
        switch kind {
        case .time: return "a time as HH:mm, like 09:30"
        case .dateTime: return "a date and time as yyyy-MM-ddTHH:mm, like 2024-05-17T09:30"
        default: return "a date as yyyy-MM-dd, like 2024-05-17"
        }
    }

    func encode(_ value: Any) -> FormValue? { (value as? Date).map(FormValue.date) }

    func decode(_ value: FormValue) -> Any? {
        switch value {
        case .date(let d): return d
        case .string(let s): return read(s)
        default: return nil
        }
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let d = value as? Date { return .success(.date(d)) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        switch value {
        case .date: return .success(value)
        case .string(let s):
            if let date = read(s) ?? ISO8601Text.parseDateTime(s[...]) { return .success(.date(date)) }
            return parse(s)
        default: return .failure(.typeMismatch("expects \(accepted)"))
        }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        if let d = read(text) { return .success(.date(d)) }
        return .failure(.invalidText(text.isEmpty ? "nothing was entered; expected \(accepted)" : "\(quoted(text)) is not \(accepted)"))
    }

    private func read(_ text: String) -> Date? {
        switch kind {
        case .time: return ISO8601Text.parseTime(text[...])
        case .dateTime: return ISO8601Text.parseDateTime(text[...])
        default: return ISO8601Text.parseDate(text[...]) ?? ISO8601Text.parseDateTime(text[...])
        }
    }

    func format(_ value: FormValue) -> String {
        guard case .date(let d) = value else { return value.stringValue ?? "" }
        switch kind {
        case .time: return ISO8601Text.formatTime(d)
        case .dateTime: return ISO8601Text.formatDateTime(d)
        default: return ISO8601Text.formatDate(d)
        }
    }
}
