import Foundation

/// Dates, times of day and date-times as ISO 8601 text in a time zone: the one place
/// Formulate writes and reads dates (a form's text, HTML controls, JSON Schema
/// instances, JSON).
///
/// ```swift
/// let newYork = ISO8601Text(timeZone: TimeZone(identifier: "America/New_York")!)
/// let date = try newYork.date(from: "2024-03-10T09:30", as: .dateTime)  // 13:30 UTC
/// newYork.string(from: date, as: .dateTime)                              // "2024-03-10T09:30:00-04:00"
/// newYork.string(from: date, as: .time, includesOffset: false)           // "09:30"
/// ISO8601Text.utc.string(from: date, as: .dateTime)                      // "2024-03-10T13:30:00Z"
/// ```
///
/// The text is RFC 3339's profile of ISO 8601 (`2024-05-17`, `09:30:00`,
/// `2024-05-17T09:30:00-04:00`), which is also what HTML's date, time and
/// `datetime-local` controls use (without the offset).
///
/// ## What a `Date` stands for
///
/// - A **date-time** is an instant. Text without an offset is wall-clock time in
///   ``timeZone``; text with one (`Z`, `-04:00`) names its instant wherever it is read.
/// - A **time of day** is that wall-clock time in ``timeZone`` on 1970-01-01, so that an
///   app reading the hour with a calendar in the same zone gets the hour that was typed.
///   A time with an offset (`14:30Z`) is read as the same wall-clock time in ``timeZone``.
/// - A **date** is a calendar day, which names no instant: it is midnight UTC of that day
///   whatever the zone (as HTML's `valueAsDate` and ECMAScript read `2024-05-17`). So the
///   same text is the same value for a person in Tokyo, a server in UTC and a JSON
///   description; read its day with a calendar in UTC. A date-time given for a date
///   stands for the day it names (`2024-05-17T23:30-04:00` is 2024-05-17).
///
/// ## Clock changes
///
/// A wall-clock time the clocks skip (02:30 on 2024-03-10 in New York) does not exist and
/// is refused (``ParseError/Reason/skippedByClockChange``) rather than moved. A wall-clock
/// time that happens twice (01:30 on 2024-11-03 in New York, first at -04:00, then at
/// -05:00) is the first one, as RFC 5545 and `java.time` choose; date-times are written
/// with their offset, so the second one reads back exactly too.
///
/// ## Precision and range
///
/// Text holds milliseconds: a date is written rounded to the nearest millisecond, with
/// carry (`…:40.9996` is written `…:41`), and extra fraction digits that are read are
/// rounded the same way, so writing then reading gives the same millisecond. Years are
/// written with four digits, as RFC 3339 requires: ``range`` is 0000-01-01T00:00:00Z
/// through 9999-12-31T23:59:59.999Z, and text outside it is refused
/// (``ParseError/Reason/outOfRange``). Year 0000 (1 BC) is in it so that
/// `Date.distantPast` (0000-12-30 in the proleptic Gregorian calendar) can be written;
/// HTML's date controls start at year 1. A date outside the range is still written, with
/// as many digits as its year needs (`10000-01-01`), so that it is never shown as another
/// date; forms refuse to take one.
///
/// ## Why not `Date.ISO8601FormatStyle`
///
/// On Linux (Swift 6.3.1) `Date.ISO8601FormatStyle` and `ISO8601DateFormatter` count days
/// before 1582-10-15 in the Julian calendar: 0001-01-01T00:00:00Z is written
/// `0001-01-03T00:00:00Z`, and `0001-01-01` is read two days early. ISO 8601 uses the
/// proleptic Gregorian calendar. They also cut fractions instead of rounding them
/// (`…:40.9996` is written `…:40.999`), and leave it to the platform what a wall-clock
/// time that the clocks skip or repeat stands for.
/// So this is plain arithmetic on whole milliseconds (Howard Hinnant's calendar
/// algorithms) plus `TimeZone.secondsFromGMT(for:)`, faster than Foundation's formatter
/// both ways (<doc:Performance>).
public struct ISO8601Text: Sendable, Hashable {
    /// Which part of a `Date` the text holds.
    public enum Content: String, Sendable, Hashable, CaseIterable {
        /// A calendar day, `2024-05-17`.
        case date
        /// A time of day, `09:30:00`.
        case time
        /// A day and a time, `2024-05-17T09:30:00`.
        case dateTime

        /// The content of values of `kind`; `nil` for kinds that are not dates or times.
        public init?(_ kind: FieldKind) {
            switch kind {
            case .date: self = .date
            case .time: self = .time
            case .dateTime: self = .dateTime
            default: return nil
            }
        }
    }

    /// When seconds are written.
    public enum Seconds: Sendable, Hashable {
        /// Always (`09:30:00`), as RFC 3339 requires.
        case always
        /// Only when the seconds or milliseconds are not zero (`09:30`, `09:30:15`), as
        /// HTML writes a control's value.
        case whenNotZero
    }

    /// The zone wall-clock times are read and written in.
    public var timeZone: TimeZone

    /// Text in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Text in UTC: what Formulate writes where no person's zone applies (JSON, files).
    public static let utc = ISO8601Text(timeZone: .gmt)

    /// The first and last millisecond that can be written with a four-digit year and
    /// read back: 0000-01-01T00:00:00Z through 9999-12-31T23:59:59.999Z.
    public static let range: ClosedRange<Date> =
        Milliseconds.date(firstMillisecond)...Milliseconds.date(lastMillisecond)

    static let firstMillisecond = CivilTime.days(year: 0, month: 1, day: 1) * CivilTime.millisecondsPerDay
    static let lastMillisecond = CivilTime.days(year: 10_000, month: 1, day: 1) * CivilTime.millisecondsPerDay - 1

    /// Whether `date`, rounded to the millisecond, is within ``range``: whether it can be
    /// written and read back as the same millisecond.
    public static func canWrite(_ date: Date) -> Bool {
        guard let milliseconds = Milliseconds.of(date) else { return false }
        return (firstMillisecond...lastMillisecond).contains(milliseconds)
    }

    /// `date` as text: `2024-05-17` for a date, `09:30:00-04:00` for a time,
    /// `2024-05-17T09:30:00-04:00` for a date-time (`Z` for an offset of zero).
    ///
    /// - Parameters:
    ///   - date: The date to write.
    ///   - content: Which part of the date to write. A date is the day in UTC (see the
    ///     type's overview); times are wall-clock time in ``timeZone``.
    ///   - includesOffset: Whether times end with the zone's offset (`-04:00`, `Z`). With
    ///     it the text names one instant; without it, it is the wall-clock time in
    ///     ``timeZone`` (what HTML's `time` and `datetime-local` controls hold). A time of
    ///     day is written with the offset its zone has on 1970-01-01. An offset that is not
    ///     a whole number of minutes (a zone's local mean time, before standard time was
    ///     adopted) cannot be written in RFC 3339: such a time is written in UTC.
    ///   - seconds: Whether zero seconds are written.
    /// - Returns: The text; `""` for a date with no calendar day (not finite, or more than
    ///   about 31 million years away).
    public func string(from date: Date, as content: Content, includesOffset: Bool = true, seconds: Seconds = .always)
        -> String
    {
        let rounded = content == .time ? Milliseconds.ofTimeOfDay(date, in: timeZone) : Milliseconds.of(date)
        guard let moment = rounded else { return "" }
        var text = ISO8601Writer()
        if content == .date {
            text.day(CivilTime(milliseconds: moment))
            return text.string
        }
        var offset = Milliseconds.offset(of: timeZone, at: moment)
        var shown = moment
        if content == .time && includesOffset {
            // The same wall-clock time on the day times of day are kept on, with that
            // day's offset, so that reading it back gives that wall-clock time again.
            let wall = CivilTime(milliseconds: moment + offset * 1000).millisecondOfDay
            if let onReferenceDay = try? instant(ofWallClock: wall) {
                shown = onReferenceDay
                offset = Milliseconds.offset(of: timeZone, at: onReferenceDay)
            }
        }
        if includesOffset && offset % 60 != 0 { offset = 0 }
        let civil = CivilTime(milliseconds: shown + offset * 1000)
        if content == .dateTime {
            text.day(civil)
            text.byte("T")
        }
        text.clock(civil, seconds: seconds)
        if includesOffset { text.offset(offset) }
        return text.string
    }
}

/// Writes ISO 8601 text into one buffer of bytes (a date-time in about a fifth of the
/// time that joining small strings takes).
struct ISO8601Writer {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(32) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func byte(_ character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }

    /// `yyyy-MM-dd`; years beyond 9999 with more digits, years before 1 with a minus sign.
    mutating func day(_ civil: CivilTime) {
        number(civil.year, width: 4)
        byte("-")
        number(civil.month, width: 2)
        byte("-")
        number(civil.day, width: 2)
    }

    /// `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS`.
    mutating func clock(_ civil: CivilTime, seconds: ISO8601Text.Seconds) {
        number(civil.hour, width: 2)
        byte(":")
        number(civil.minute, width: 2)
        if seconds == .always || civil.millisecondOfDay % 60_000 != 0 {
            byte(":")
            number(civil.second, width: 2)
        }
        if civil.millisecond != 0 {
            byte(".")
            number(civil.millisecond, width: 3)
        }
    }

    /// `Z`, or `±HH:mm` for an offset in whole minutes.
    mutating func offset(_ seconds: Int) {
        guard seconds != 0 else { return byte("Z") }
        let minutes = abs(seconds) / 60
        byte(seconds < 0 ? "-" : "+")
        number(minutes / 60, width: 2)
        byte(":")
        number(minutes % 60, width: 2)
    }

    /// `value` in decimal, with leading zeros to `width` digits.
    private mutating func number(_ value: Int, width: Int) {
        if value < 0 { byte("-") }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        var digits = 1
        while digits < width || divisor * 10 <= magnitude {
            divisor *= 10
            digits += 1
        }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }
}
