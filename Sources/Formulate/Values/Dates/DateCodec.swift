import Foundation

/// Dates, times of day and date-times, as ISO 8601 text (``ISO8601Text``): in the form's
/// time zone where a form reads or shows them, in UTC otherwise.
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

    private var content: ISO8601Text.Content { ISO8601Text.Content(kind) ?? .date }

    func encode(_ value: Any) -> FormValue? { (value as? Date).map(FormValue.date) }

    func decode(_ value: FormValue) -> Any? {
        switch value {
        case .date(let d): return d
        case .string(let s): return try? read(s, in: .gmt).get()
        default: return nil
        }
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        guard let date = value as? Date else { return mismatch(value) }
        if let problem = Self.rangeProblem(date, kind: kind) { return .failure(problem) }
        return .success(.date(date))
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> { normalize(value, in: .gmt) }

    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        switch value {
        case .date(let date):
            if let problem = Self.rangeProblem(date, kind: kind) { return .failure(problem) }
            return .success(value)
        case .string(let text):
            // A time may come as the instant a JSON writer wrote for it.
            if content == .time, case .success(let date) = read(text, as: .dateTime, in: timeZone) {
                return .success(.date(date))
            }
            return parse(text, in: timeZone)
        default: return .failure(.typeMismatch("expects \(accepted)"))
        }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> { parse(text, in: .gmt) }

    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        read(text, in: timeZone).map(FormValue.date)
    }

    func format(_ value: FormValue) -> String { format(value, in: .gmt) }

    /// A date as `2024-05-17`, a time as `09:30` (seconds when there are any), a
    /// date-time as `2024-05-17T09:30:00-04:00`: with its offset, so that it reads back as
    /// the same instant even in the hour that happens twice when clocks go back.
    func format(_ value: FormValue, in timeZone: TimeZone) -> String {
        guard case .date(let d) = value else { return value.stringValue ?? "" }
        let text = ISO8601Text(timeZone: timeZone)
        switch content {
        case .time: return text.string(from: d, as: .time, includesOffset: false, seconds: .whenNotZero)
        case .dateTime: return text.string(from: d, as: .dateTime)
        case .date: return text.string(from: d, as: .date)
        }
    }

    private func read(_ text: String, in timeZone: TimeZone) -> Result<Date, ValueProblem> {
        read(text, as: content, in: timeZone)
    }

    private func read(_ text: String, as content: ISO8601Text.Content, in timeZone: TimeZone) -> Result<
        Date, ValueProblem
    > {
        do {
            return .success(try ISO8601Text(timeZone: timeZone).date(from: text, as: content))
        } catch {
            switch error.reason {
            case .malformed:
                return .failure(
                    .invalidText(
                        text.isEmpty
                            ? "nothing was entered; expected \(accepted)" : "\(quoted(text)) is not \(accepted)"))
            case .outOfRange:
                return .failure(.outOfRange("\(quoted(text)) \(error); expected \(accepted)"))
            case .noSuchDay, .noSuchTime:
                return .failure(.invalidText("\(quoted(text)) \(error); expected \(accepted)"))
            case .skippedByClockChange:
                return .failure(.invalidText("\(quoted(text)) \(error) when they move forward"))
            }
        }
    }

    /// Why `date` cannot be a value of a field of `kind`, if it cannot: ISO 8601 text
    /// could not hold it (see ``ISO8601Text/range``).
    static func rangeProblem(_ date: Date, kind: FieldKind) -> ValueProblem? {
        guard !ISO8601Text.canWrite(date) else { return nil }
        let shown = ISO8601Text.utc.string(from: date, as: ISO8601Text.Content(kind) == .date ? .date : .dateTime)
        let value = shown.isEmpty ? "a date with no calendar day" : shown
        return .outOfRange("\(value) is outside the years 0000 to 9999, which dates can be written in")
    }
}

extension FieldKind {
    /// Whether the text of values of this kind may depend on the form's time zone: dates,
    /// times and date-times, and collections (whose items may be dates).
    var dependsOnTimeZone: Bool { isTemporal || self == .collection }
}
