import Foundation
import Formulate

/// Values as the machine-readable text HTML controls use (`2024-05-17`, `09:30`,
/// `2024-05-17T09:30`, `14`, `1.5`), and checks of such text.
///
/// Dates are in UTC, as everywhere in Formulate: a `datetime-local` control shows and
/// submits the UTC date and time, which the form reads back as UTC.
enum HTMLValueText {
    /// The text of `value` for a control of a field of `kind`.
    static func text(_ value: FormValue, kind: FieldKind) -> String {
        switch value {
        case .null: return ""
        case .string(let s): return s
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .double(let d): return number(d)
        case .decimal(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return date(d, kind: kind)
        case .array, .object: return ""
        }
    }

    /// The text the core formats `value` as (`yes`/`no`, ISO 8601 with `Z`): used to tell
    /// a formatted value from text a person typed.
    static func coreText(_ value: FormValue, kind: FieldKind) -> String {
        switch value {
        case .bool(let b): return b ? "yes" : "no"
        case .date(let d): return coreDate(d, kind: kind)
        default: return text(value, kind: kind)
        }
    }

    /// A stored option value as text, as the core matches submitted option values.
    static func optionText(_ value: FormValue) -> String { value.plainText }

    /// A number as a valid HTML floating-point number (`8`, `1.5`, `1e+20`).
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    // MARK: - Dates

    /// `yyyy-MM-dd`, `HH:mm[:ss[.SSS]]` or `yyyy-MM-ddTHH:mm[:ss[.SSS]]`, in UTC.
    static func date(_ date: Date, kind: FieldKind) -> String {
        let parts = DateParts(date)
        switch kind {
        case .time: return parts.time
        case .dateTime: return parts.day + "T" + parts.time
        default: return parts.day
        }
    }

    /// The core's ISO 8601 text for `date` (date-times with seconds and `Z`).
    static func coreDate(_ date: Date, kind: FieldKind) -> String {
        let parts = DateParts(date)
        switch kind {
        case .time: return parts.coreTime
        case .dateTime: return parts.day + "T" + parts.coreDateTimeClock + "Z"
        default: return parts.day
        }
    }

    /// A date's UTC calendar day and time of day as text.
    private struct DateParts {
        var day: String
        var hours: Int, minutes: Int, seconds: Int
        var fraction: Double

        init(_ date: Date) {
            let t = date.timeIntervalSince1970
            guard t.isFinite, abs(t) < 1e14 else {
                day = "1970-01-01"
                hours = 0; minutes = 0; seconds = 0; fraction = 0
                return
            }
            let days = Int((t / 86_400).rounded(.down))
            let secondsOfDay = t - Double(days) * 86_400
            let whole = Int(secondsOfDay.rounded(.down))
            let civil = Self.civil(fromDays: days)
            day = Self.pad(civil.year, 4) + "-" + Self.pad(civil.month, 2) + "-" + Self.pad(civil.day, 2)
            hours = whole / 3600
            minutes = whole / 60 % 60
            seconds = whole % 60
            fraction = secondsOfDay - Double(whole)
        }

        private var milliseconds: Int { min(999, Int((fraction * 1000).rounded())) }

        /// `HH:mm`, with `:ss` and `.SSS` only when they are not zero (HTML's normalized form).
        var time: String {
            var text = Self.pad(hours, 2) + ":" + Self.pad(minutes, 2)
            if seconds != 0 || milliseconds != 0 { text += ":" + Self.pad(seconds, 2) }
            if milliseconds != 0 { text += "." + Self.pad(milliseconds, 3) }
            return text
        }

        /// The core's time of day text.
        var coreTime: String {
            var text = Self.pad(hours, 2) + ":" + Self.pad(minutes, 2)
            if seconds != 0 || fraction > 0 { text += ":" + Self.pad(seconds, 2) }
            if fraction > 0.0005 { text += "." + Self.pad(Int((fraction * 1000).rounded()), 3) }
            return text
        }

        /// The core's date-time clock text (always with seconds).
        var coreDateTimeClock: String {
            var text = Self.pad(hours, 2) + ":" + Self.pad(minutes, 2) + ":" + Self.pad(seconds, 2)
            if fraction > 0.0005 { text += "." + Self.pad(Int((fraction * 1000).rounded()), 3) }
            return text
        }

        private static func pad(_ n: Int, _ width: Int) -> String {
            let s = String(abs(n))
            return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
        }

        /// The proleptic Gregorian date `days` after 1970-01-01.
        private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
            let civil = ISO8601Text.civilFromDays(days)
            return (civil.year, civil.month, civil.day)
        }
    }

    // MARK: - Checks

    /// Whether `text` is a valid HTML floating-point number (what `type="number"` keeps).
    static func isValidNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fractionDigits = bytes.prefix(while: isDigit).count
            guard fractionDigits > 0 else { return false }
            bytes = bytes.dropFirst(fractionDigits)
        } else if integerDigits == 0 {
            return false
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    /// Whether `text` is what an HTML date, time or date-time control of `kind` keeps.
    static func isValidTemporal(_ text: String, kind: FieldKind) -> Bool {
        switch kind {
        case .time: return isValidTime(Substring(text))
        case .dateTime:
            guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }) else { return false }
            return isValidDate(text[..<separator]) && isValidTime(text[text.index(after: separator)...])
        default: return isValidDate(Substring(text))
        }
    }

    private static func isValidDate(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy(isDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month), (1...31).contains(day) else { return false }
        return true
    }

    private static func isValidTime(_ text: Substring) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 2, parts[1].count == 2,
              parts[0].utf8.allSatisfy(isDigit), parts[1].utf8.allSatisfy(isDigit),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), hours <= 23, minutes <= 59 else { return false }
        guard parts.count == 3 else { return true }
        let pieces = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard pieces[0].count == 2, pieces[0].utf8.allSatisfy(isDigit), let seconds = Int(pieces[0]), seconds <= 59 else { return false }
        guard pieces.count == 2 else { return true }
        return (1...3).contains(pieces[1].count) && pieces[1].utf8.allSatisfy(isDigit)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
