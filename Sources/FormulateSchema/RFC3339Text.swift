import Formulate
import Foundation

/// Dates as the text JSON Schema's formats require (RFC 3339, in UTC): `date` is
/// `2024-05-01`, `time` is `09:30:00Z`, `date-time` is `2024-05-01T09:30:00Z`.
///
/// Milliseconds are written only when there are any (`09:30:00.250Z`). Formulate keeps
/// times of day as that time on 1970-01-01 UTC, so `time` is the time of day in UTC. Plain
/// arithmetic, no `DateFormatter`: the same text on every platform and thread.
enum RFC3339Text {
    /// `yyyy-MM-dd`.
    static func fullDate(_ date: Date) -> String {
        let parts = Parts(date)
        return pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2)
    }

    /// `HH:mm:ss[.SSS]Z`.
    static func fullTime(_ date: Date) -> String {
        let parts = Parts(date)
        var text = pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2)
        if parts.millisecond != 0 { text += "." + pad(parts.millisecond, 3) }
        return text + "Z"
    }

    /// `yyyy-MM-ddTHH:mm:ss[.SSS]Z`.
    static func dateTime(_ date: Date) -> String {
        fullDate(date) + "T" + fullTime(date)
    }

    /// A date's calendar fields in UTC, to the millisecond.
    private struct Parts {
        var year = 1970, month = 1, day = 1
        var hour = 0, minute = 0, second = 0, millisecond = 0

        init(_ date: Date) {
            let seconds = date.timeIntervalSince1970
            // About ±3 million years: far beyond any form's dates, and safe from overflow.
            guard seconds.isFinite, abs(seconds) < 1e14 else { return }
            let milliseconds = Int((seconds * 1000).rounded())
            let perDay = 86_400_000
            var days = milliseconds / perDay
            var rest = milliseconds % perDay
            if rest < 0 {
                days -= 1
                rest += perDay
            }
            (year, month, day) = Self.civil(fromDays: days)
            hour = rest / 3_600_000
            minute = rest / 60_000 % 60
            second = rest / 1000 % 60
            millisecond = rest % 1000
        }

        /// Year, month and day of the day `days` after 1970-01-01.
        static func civil(fromDays days: Int) -> (Int, Int, Int) {
            let civil = ISO8601Text.civilFromDays(days)
            return (civil.year, civil.month, civil.day)
        }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
