import Foundation

extension ISO8601Text {
    /// Why text was not read as a date.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The kinds of problem.
        public enum Reason: Sendable, Hashable {
            /// Not ISO 8601 text of the expected content.
            case malformed
            /// Written as a date, but a day the calendar does not have (`2024-02-30`).
            case noSuchDay
            /// Written as a time, but a time the clock does not show (`25:00`, `09:60`).
            case noSuchTime
            /// A year outside 0000 to 9999 (see ``ISO8601Text/range``).
            case outOfRange
            /// A wall-clock time the clocks of the zone skip when they move forward
            /// (02:30 on 2024-03-10 in New York).
            case skippedByClockChange
        }

        /// What was wrong.
        public var reason: Reason
        /// The zone the text was read in.
        public var timeZone: TimeZone

        /// An error of `reason` for text read in `timeZone`.
        public init(reason: Reason, timeZone: TimeZone) {
            self.reason = reason
            self.timeZone = timeZone
        }

        /// What was wrong, in English, to follow the text ("is outside the years 0000 to 9999").
        public var description: String {
            switch reason {
            case .malformed: return "is not ISO 8601 text"
            case .noSuchDay: return "is not a day of the calendar"
            case .noSuchTime: return "is not a time of day"
            case .outOfRange: return "is outside the years 0000 to 9999"
            case .skippedByClockChange: return "does not exist in \(timeZone.identifier): the clocks skip it"
            }
        }
    }

    /// Reads `text` as ISO 8601 of `content`.
    ///
    /// Accepted: a date `yyyy-MM-dd`; a time `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS` (any
    /// number of fraction digits, rounded to the millisecond), whose hour may have one
    /// digit when the time stands alone (`7:30`); a date-time, the two joined
    /// by `T` (or a space). Times may end with an offset: `Z`, `±HH:mm` or `±HHmm`. A date
    /// may also be given as a date-time, which stands for its day. See the type's overview
    /// for what each content stands for and how wall-clock times are read in ``timeZone``.
    ///
    /// - Throws: ``ParseError`` when the text is malformed, outside ``range``, or a
    ///   wall-clock time the clocks skip.
    public func date(from text: some StringProtocol, as content: Content) throws(ParseError) -> Date {
        var scanner = ISO8601Scanner(Array(text.utf8))
        let malformed = ParseError(reason: .malformed, timeZone: timeZone)
        guard let parts = scanner.parts(of: content) else {
            throw ParseError(reason: scanner.impossible ?? .malformed, timeZone: timeZone)
        }
        let moment: Int
        switch content {
        case .date:
            guard let day = parts.day else { throw malformed }
            moment = try Self.checkedDays(day, zone: timeZone) * CivilTime.millisecondsPerDay
        case .time:
            // A time of day rounded up to midnight (23:59:59.9996) is its day's last millisecond.
            guard let clock = parts.millisecondOfDay.map({ min($0, CivilTime.millisecondsPerDay - 1) }) else {
                throw malformed
            }
            if let offset = parts.offset {
                // That instant on 1970-01-01, as the same wall-clock time in this zone.
                let named = clock - offset * 1000
                let wall = CivilTime(milliseconds: named + Milliseconds.offset(of: timeZone, at: named) * 1000)
                    .millisecondOfDay
                moment = (try? instant(ofWallClock: wall)) ?? named
            } else {
                moment = try instant(ofWallClock: clock % CivilTime.millisecondsPerDay)
            }
        case .dateTime:
            guard let day = parts.day, let clock = parts.millisecondOfDay else { throw malformed }
            let local = try Self.checkedDays(day, zone: timeZone) * CivilTime.millisecondsPerDay + clock
            if let offset = parts.offset {
                moment = local - offset * 1000
            } else {
                moment = try instant(ofLocal: local)
            }
        }
        guard (Self.firstMillisecond...Self.lastMillisecond).contains(moment) else {
            throw ParseError(reason: .outOfRange, timeZone: timeZone)
        }
        return Milliseconds.date(moment)
    }

    /// Days from 1970-01-01 to `day`, for years that cannot overflow.
    private static func checkedDays(_ day: ISO8601Scanner.Day, zone: TimeZone) throws(ParseError) -> Int {
        guard day.year <= 999_999 else { throw ParseError(reason: .outOfRange, timeZone: zone) }
        return CivilTime.days(year: day.year, month: day.month, day: day.day)
    }

    /// The instant of the wall-clock time `wall` (milliseconds after midnight) on
    /// 1970-01-01 in ``timeZone``: where times of day are kept.
    func instant(ofWallClock wall: Int) throws(ParseError) -> Int {
        try instant(ofLocal: wall)
    }

    /// The instant at which clocks in ``timeZone`` show `local` (milliseconds after
    /// 1970-01-01T00:00 on those clocks): the earlier one when they show it twice.
    ///
    /// - Throws: ``ParseError/Reason/skippedByClockChange`` when they never show it.
    func instant(ofLocal local: Int) throws(ParseError) -> Int {
        // Offsets a day either side cover any single change of the clocks.
        let before = Milliseconds.offset(of: timeZone, at: local - CivilTime.millisecondsPerDay)
        let after = Milliseconds.offset(of: timeZone, at: local + CivilTime.millisecondsPerDay)
        let early = fitting(before, local)
        let late = before == after ? nil : fitting(after, local)
        if let early, let late { return min(early, late) }
        if let found = early ?? late { return found }
        // Two changes within two days: the offset at the wall-clock time read as UTC.
        if let found = fitting(Milliseconds.offset(of: timeZone, at: local), local) { return found }
        throw ParseError(reason: .skippedByClockChange, timeZone: timeZone)
    }

    /// `local` read with `offset`, if the zone has that offset then.
    private func fitting(_ offset: Int, _ local: Int) -> Int? {
        let candidate = local - offset * 1000
        return Milliseconds.offset(of: timeZone, at: candidate) == offset ? candidate : nil
    }
}

/// Reads the pieces of ISO 8601 text, byte by byte.
struct ISO8601Scanner {
    struct Day { var year: Int, month: Int, day: Int }

    /// What the text holds: a day, a time of day (86_400_000 when it rounds up to the next
    /// midnight), an offset in seconds.
    struct Parts {
        var day: Day?
        var millisecondOfDay: Int?
        var offset: Int?
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Set when the text is written as a day or time that does not exist (`2024-02-30`,
    /// `25:00`), rather than malformed.
    private(set) var impossible: ISO8601Text.ParseError.Reason?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The whole text as `content`, or `nil` when it is not.
    mutating func parts(of content: ISO8601Text.Content) -> Parts? {
        var parts = Parts()
        if content != .time {
            guard let day = day() else { return nil }
            parts.day = day
            if content == .date && position == bytes.count { return parts }
            guard let separator = next(),
                separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                    || separator == UInt8(ascii: " ")
            else { return nil }
        }
        guard let clock = clock(oneDigitHour: content == .time) else { return nil }
        parts.millisecondOfDay = clock
        if position < bytes.count {
            guard let offset = offset() else { return nil }
            parts.offset = offset
        }
        return position == bytes.count ? parts : nil
    }

    /// `yyyy-MM-dd`, a day of the calendar. Years of five to nine digits are read (to be
    /// refused as out of range, not as malformed); signed years are not.
    private mutating func day() -> Day? {
        let start = position
        while let byte = peek(), Self.isDigit(byte), position - start < 10 { position += 1 }
        guard (4...9).contains(position - start), let year = number(from: start, to: position),
            skip("-"), let month = digits(2), skip("-"), let day = digits(2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= CivilTime.daysIn(month: month, year: year) else {
            impossible = .noSuchDay
            return nil
        }
        return Day(year: year, month: month, day: day)
    }

    /// `HH:mm[:ss[.fraction]]` as milliseconds after midnight, the fraction rounded half up;
    /// with `oneDigitHour`, `H:mm` too (`7:30`, as people write a time of day).
    private mutating func clock(oneDigitHour: Bool = false) -> Int? {
        let hourDigits = oneDigitHour && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ":") ? 1 : 2
        guard let hour = digits(hourDigits), skip(":"), let minute = digits(2) else { return nil }
        guard hour <= 23, minute <= 59 else {
            impossible = .noSuchTime
            return nil
        }
        var milliseconds = (hour * 60 + minute) * 60_000
        guard skip(":") else { return milliseconds }
        guard let second = digits(2) else { return nil }
        guard second <= 59 else {
            impossible = .noSuchTime
            return nil
        }
        milliseconds += second * 1000
        guard skip(".") || skip(",") else { return milliseconds }
        let start = position
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
        guard position > start else { return nil }
        // The first three digits are the milliseconds; the fourth rounds them.
        var fraction = 0
        for index in 0..<3 {
            fraction = fraction * 10 + (start + index < position ? Int(bytes[start + index] - UInt8(ascii: "0")) : 0)
        }
        if start + 3 < position, bytes[start + 3] >= UInt8(ascii: "5") { fraction += 1 }
        return milliseconds + fraction
    }

    /// `Z`, `±HH:mm` or `±HHmm`, in seconds east of UTC.
    private mutating func offset() -> Int? {
        guard let sign = next() else { return nil }
        if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = digits(2), hours <= 23 else {
            return nil
        }
        _ = skip(":")
        guard let minutes = digits(2), minutes <= 59 else { return nil }
        return (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
    }

    // MARK: - Bytes

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func next() -> UInt8? {
        defer { position += 1 }
        return peek()
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Exactly `count` digits as a number.
    private mutating func digits(_ count: Int) -> Int? {
        let start = position
        guard start + count <= bytes.count else { return nil }
        position += count
        return number(from: start, to: position)
    }

    private func number(from start: Int, to end: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<end] {
            guard Self.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension ISO8601Text {
    /// What a field of `content` keeps for the instant `date`, as if its text in
    /// ``timeZone`` had been typed: for a date, midnight UTC of the day `date` falls on
    /// here (a date picker's local midnight is that day, not the day before), unless it is
    /// a midnight UTC already, the day a date field holds; for a time, that wall-clock time
    /// on 1970-01-01 here; a date and time as it is. What a field keeps is kept as it is.
    func kept(_ date: Date, as content: Content) -> Date {
        let rounded = content == .time ? Milliseconds.ofTimeOfDay(date, in: timeZone) : Milliseconds.of(date)
        guard content != .dateTime, let moment = rounded else { return date }
        if content == .date, moment % CivilTime.millisecondsPerDay == 0 { return date }
        let local = CivilTime(milliseconds: moment + Milliseconds.offset(of: timeZone, at: moment) * 1000)
        // The local day's midnight, read as UTC: the day a date field keeps.
        if content == .date { return Milliseconds.date(local.milliseconds - local.millisecondOfDay) }
        guard let kept = try? instant(ofWallClock: local.millisecondOfDay) else { return date }
        return Milliseconds.date(kept)
    }
}
