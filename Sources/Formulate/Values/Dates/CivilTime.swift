import Foundation

/// A date and time of day on a wall clock: the fields ISO 8601 text spells out.
struct CivilTime: Equatable {
    var year: Int, month: Int, day: Int
    /// Milliseconds since midnight, `0..<86_400_000`.
    var millisecondOfDay: Int

    static let millisecondsPerDay = 86_400_000

    /// The wall clock `milliseconds` after 1970-01-01T00:00 on the same clock.
    init(milliseconds: Int) {
        let days = milliseconds.floorDivided(by: Self.millisecondsPerDay)
        (year, month, day) = Self.civil(fromDays: days)
        millisecondOfDay = milliseconds - days * Self.millisecondsPerDay
    }

    /// Milliseconds after 1970-01-01T00:00 on the same clock.
    var milliseconds: Int {
        Self.days(year: year, month: month, day: day) * Self.millisecondsPerDay + millisecondOfDay
    }

    var hour: Int { millisecondOfDay / 3_600_000 }
    var minute: Int { millisecondOfDay / 60_000 % 60 }
    var second: Int { millisecondOfDay / 1000 % 60 }
    var millisecond: Int { millisecondOfDay % 1000 }

    // MARK: - The proleptic Gregorian calendar

    /// Days from 1970-01-01 to the given day (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// Instants as whole milliseconds since 1970-01-01T00:00:00Z, the precision of ISO 8601
/// text in Formulate.
enum Milliseconds {
    /// The farthest instant, either way, that is given a calendar day: about 31 million
    /// years, far beyond what can be written, and safe from overflow.
    static let limit = 1e15

    /// `date` rounded to the nearest millisecond (half a millisecond rounds up, as a
    /// fourth fraction digit of 5 or more does when text is read), or `nil` when it is not
    /// finite or beyond ``limit`` seconds.
    static func of(_ date: Date) -> Int? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) <= limit else { return nil }
        return Int((seconds * 1000 + 0.5).rounded(.down))
    }

    /// `date` rounded as ``of(_:)``, but never up into the next day of the wall clock in
    /// `zone`: a time of day of 23:59:59.9996 is 23:59:59.999, not 00:00.
    static func ofTimeOfDay(_ date: Date, in zone: TimeZone) -> Int? {
        guard let moment = of(date), Self.date(moment) > date,
            (moment + offset(of: zone, at: moment) * 1000) % CivilTime.millisecondsPerDay == 0
        else { return of(date) }
        return moment - 1
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
    static func date(_ milliseconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The offset from UTC of `zone` at the instant `milliseconds`, in seconds.
    static func offset(of zone: TimeZone, at milliseconds: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(milliseconds.floorDivided(by: 1000))))
    }
}

extension Int {
    /// The quotient rounded toward negative infinity.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
