import Formulate
import Foundation
import Testing

/// The public ISO 8601 text every part of Formulate writes and reads dates with.
@Suite("ISO 8601 text")
struct ISO8601TextTests {
    static let newYork = ISO8601Text(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
    static let utc = ISO8601Text.utc

    /// Seconds since 1970 of a UTC date and time, for expectations.
    static func seconds(_ text: String) throws -> Double {
        try utc.date(from: text, as: .dateTime).timeIntervalSince1970
    }

    @Test func writesEachContent() {
        let date = Date(timeIntervalSince1970: 1_715_938_215.25) // 2024-05-17T09:30:15.250Z
        #expect(Self.utc.string(from: date, as: .date) == "2024-05-17")
        #expect(Self.utc.string(from: date, as: .time) == "09:30:15.250Z")
        #expect(Self.utc.string(from: date, as: .dateTime) == "2024-05-17T09:30:15.250Z")
        #expect(Self.utc.string(from: date, as: .dateTime, includesOffset: false) == "2024-05-17T09:30:15.250")
        #expect(Self.newYork.string(from: date, as: .dateTime) == "2024-05-17T05:30:15.250-04:00")
        let onTheMinute = Date(timeIntervalSince1970: 1_715_938_200)
        #expect(
            Self.newYork.string(from: onTheMinute, as: .dateTime, includesOffset: false, seconds: .whenNotZero)
                == "2024-05-17T05:30")
        #expect(
            Self.newYork.string(from: onTheMinute, as: .time, includesOffset: false, seconds: .whenNotZero) == "05:30")
    }

    @Test func readsEachContent() throws {
        #expect(try Self.utc.date(from: "2024-05-17", as: .date) == Date(timeIntervalSince1970: 1_715_904_000))
        #expect(try Self.utc.date(from: "09:30", as: .time) == Date(timeIntervalSince1970: 34_200))
        #expect(
            try Self.utc.date(from: "2024-05-17T09:30:15.25Z", as: .dateTime)
                == Date(timeIntervalSince1970: 1_715_938_215.25))
        #expect(
            try Self.utc.date(from: "2024-05-17 09:30+0200", as: .dateTime)
                == Date(timeIntervalSince1970: 1_715_931_000))
        let refused: [(String, ISO8601Text.ParseError.Reason)] = [
            ("2024-02-30", .noSuchDay), ("2023-02-29", .noSuchDay), ("2024-13-01", .noSuchDay),
            ("2024-5-17", .malformed), ("24:00", .noSuchTime), ("09:60", .noSuchTime), ("09:30:60", .noSuchTime),
            ("2024-05-17T25:00", .noSuchTime), ("2024-05-17T09:30+24:00", .malformed), ("", .malformed),
            ("2024-05-17T", .malformed), ("-2024-01-01", .malformed),
        ]
        for (text, reason) in refused {
            let content: ISO8601Text.Content = text.contains(":") && !text.contains("-") ? .time : .dateTime
            #expect(throws: ISO8601Text.ParseError(reason: reason, timeZone: .gmt), "\(text)") {
                try Self.utc.date(from: text, as: content)
            }
        }
    }

    /// The calendar is the proleptic Gregorian one, as ISO 8601 says, also before 1582.
    @Test func daysBeforeTheGregorianReformAreGregorian() throws {
        let yearOne = Date(timeIntervalSince1970: -62_135_596_800)
        #expect(Self.utc.string(from: yearOne, as: .dateTime) == "0001-01-01T00:00:00Z")
        #expect(try Self.utc.date(from: "0001-01-01", as: .date) == yearOne)
        let reform = try Self.utc.date(from: "1582-10-15", as: .date)
        #expect(Self.utc.string(from: reform.addingTimeInterval(-86_400), as: .date) == "1582-10-14")
        #expect(Self.utc.string(from: .distantPast, as: .date) == "0000-12-30")
        #expect(ISO8601Text.canWrite(.distantPast) && ISO8601Text.canWrite(.distantFuture))
    }

    // MARK: - Fractions (issue 14, item 6)

    @Test func fractionsRoundToTheMillisecondWithCarry() throws {
        let typed = try Self.utc.date(from: "2024-05-17T12:00:40.9996Z", as: .dateTime)
        #expect(Self.utc.string(from: typed, as: .dateTime) == "2024-05-17T12:00:41Z")
        #expect(typed == (try Self.utc.date(from: "2024-05-17T12:00:41Z", as: .dateTime)))
        let stored = Date(timeIntervalSince1970: 1_715_947_240.9996)
        #expect(Self.utc.string(from: stored, as: .dateTime) == "2024-05-17T12:00:41Z")
        #expect(
            Self.utc.string(from: Date(timeIntervalSince1970: 1_715_947_240.9994), as: .dateTime)
                == "2024-05-17T12:00:40.999Z")
        let endOfYear = try Self.utc.date(from: "2023-12-31T23:59:59.9999Z", as: .dateTime)
        #expect(Self.utc.string(from: endOfYear, as: .dateTime) == "2024-01-01T00:00:00Z")
        #expect(
            try Self.utc.date(from: "23:59:59.9996", as: .time) == Date(timeIntervalSince1970: 86_399.999),
            "a time of day never wraps to midnight: it is its day's last millisecond")
        #expect(Self.utc.string(from: Date(timeIntervalSince1970: -0.0004), as: .dateTime) == "1970-01-01T00:00:00Z")
        #expect(
            Self.utc.string(from: Date(timeIntervalSince1970: -0.0006), as: .dateTime) == "1969-12-31T23:59:59.999Z")
    }

    /// Writing then reading gives the same millisecond, for dates all over the range, in
    /// UTC and in a zone with clock changes, with and without the offset.
    @Test(arguments: [ISO8601TextTests.utc, ISO8601TextTests.newYork])
    func writingThenReadingGivesTheSameMillisecond(text: ISO8601Text) throws {
        var random = SplitMix64(seed: 20_240_517)
        var dates: [Date] = []
        let first = ISO8601Text.range.lowerBound.timeIntervalSince1970
        let last = ISO8601Text.range.upperBound.timeIntervalSince1970
        for _ in 0..<4000 {
            dates.append(Date(timeIntervalSince1970: first + (last - first) * random.unit()))
        }
        for year in [1, 2, 999, 1000, 1582, 1883, 1969, 1970, 2000, 2024, 9998] {
            let endOfYear = try Self.seconds(String(format: "%04d-12-31T23:59:59Z", year))
            dates += [endOfYear + 0.9999, endOfYear + 0.9995, endOfYear + 0.9994, endOfYear + 0.5].map(
                Date.init(timeIntervalSince1970:))
        }
        dates += [ISO8601Text.range.lowerBound, ISO8601Text.range.upperBound, Date(timeIntervalSince1970: -0.0004)]
        // New York's clock changes of 2024, and its local mean time before 1883.
        dates += [1_710_052_200, 1_710_055_800, 1_730_611_800, 1_730_615_400, -5_364_662_400].map {
            Date(timeIntervalSince1970: $0)
        }
        for date in dates {
            for includesOffset in [true, false] {
                let written = text.string(from: date, as: .dateTime, includesOffset: includesOffset)
                // West of UTC the range's first hours are in year -1 on the wall clock,
                // which has no four-digit text; with its offset, the date is written in UTC.
                if written.hasPrefix("-") && !includesOffset { continue }
                let read = try text.date(from: written, as: .dateTime)
                // A `Date` of year 9999 holds about 0.03 ms: whole milliseconds are told apart
                // to a tenth of one.
                let milliseconds = read.timeIntervalSince1970 * 1000
                #expect(abs(milliseconds - milliseconds.rounded()) < 0.1, "\(written) is a whole millisecond")
                let difference = milliseconds - date.timeIntervalSince1970 * 1000
                // Without an offset, the second of two equal wall-clock times (when the
                // clocks go back) reads as the first, an hour earlier.
                let isRepeatedHour = !includesOffset && abs(difference + 3_600_000) <= 0.6
                #expect(abs(difference) <= 0.5 + 0.1 || isRepeatedHour, "\(written) from \(date.timeIntervalSince1970)")
                #expect(text.string(from: read, as: .dateTime, includesOffset: includesOffset) == written)
            }
            let day = text.string(from: date, as: .date)
            #expect(text.string(from: try text.date(from: day, as: .date), as: .date) == day)
            let time = text.string(from: date, as: .time, includesOffset: false)
            #expect(text.string(from: try text.date(from: time, as: .time), as: .time, includesOffset: false) == time)
        }
    }

    // MARK: - Range (issue 14, item 7)

    @Test func datesOutsideTheYearsOfFourDigitsAreNeverWrittenAsOthers() throws {
        let far = Date(timeIntervalSince1970: 1e14)
        #expect(!ISO8601Text.canWrite(far))
        #expect(Self.utc.string(from: far, as: .dateTime) == "3170843-11-07T09:46:40Z")
        let tenThousand = try #require(try? Self.utc.date(from: "9999-12-31T23:59:59.999Z", as: .dateTime))
            .addingTimeInterval(0.001)
        #expect(Self.utc.string(from: tenThousand, as: .date) == "10000-01-01")
        #expect(!ISO8601Text.canWrite(tenThousand))
        #expect(Self.utc.string(from: Date(timeIntervalSince1970: .infinity), as: .dateTime) == "")
        #expect(Self.utc.string(from: Date(timeIntervalSince1970: .nan), as: .date) == "")
        for text in ["10000-01-01", "123456789-01-01"] {
            #expect(throws: ISO8601Text.ParseError(reason: .outOfRange, timeZone: .gmt)) {
                try Self.utc.date(from: text, as: .date)
            }
        }
        #expect(throws: ISO8601Text.ParseError(reason: .outOfRange, timeZone: .gmt)) {
            try Self.utc.date(from: "9999-12-31T23:59:59.9996Z", as: .dateTime)
        }
        #expect(try Self.utc.date(from: "9999-12-31T23:59:59.999Z", as: .dateTime) == ISO8601Text.range.upperBound)
        #expect(try Self.utc.date(from: "0000-01-01", as: .date) == ISO8601Text.range.lowerBound)
    }

    // MARK: - Time zones (issue 13, item 10)

    @Test func wallClockTimesAcrossNewYorksClockChanges() throws {
        let zone = Self.newYork
        // 2024-03-10: at 02:00 the clocks go to 03:00.
        #expect(
            try zone.date(from: "2024-03-10T01:30", as: .dateTime)
                == Date(timeIntervalSince1970: try Self.seconds("2024-03-10T06:30:00Z")))
        #expect(
            try zone.date(from: "2024-03-10T03:30", as: .dateTime)
                == Date(timeIntervalSince1970: try Self.seconds("2024-03-10T07:30:00Z")))
        let skipped = #expect(throws: ISO8601Text.ParseError.self) {
            try zone.date(from: "2024-03-10T02:30", as: .dateTime)
        }
        #expect(skipped?.reason == .skippedByClockChange)
        #expect(skipped?.description == "does not exist in America/New_York: the clocks skip it")
        // 2024-11-03: at 02:00 the clocks go back to 01:00, so 01:30 happens twice.
        let first = try Self.seconds("2024-11-03T05:30:00Z")
        let second = try Self.seconds("2024-11-03T06:30:00Z")
        #expect(
            try zone.date(from: "2024-11-03T01:30", as: .dateTime) == Date(timeIntervalSince1970: first),
            "the first 01:30")
        #expect(try zone.date(from: "2024-11-03T01:30-05:00", as: .dateTime) == Date(timeIntervalSince1970: second))
        #expect(zone.string(from: Date(timeIntervalSince1970: first), as: .dateTime) == "2024-11-03T01:30:00-04:00")
        #expect(zone.string(from: Date(timeIntervalSince1970: second), as: .dateTime) == "2024-11-03T01:30:00-05:00")
        #expect(
            try zone.date(from: zone.string(from: Date(timeIntervalSince1970: second), as: .dateTime), as: .dateTime)
                == Date(timeIntervalSince1970: second), "the offset tells the second 01:30 apart")
    }

    @Test func timesOfDayAreWallClockTimeOnTheFirstDayOf1970() throws {
        let nineThirty = try Self.newYork.date(from: "09:30", as: .time)
        #expect(nineThirty == Date(timeIntervalSince1970: 14.5 * 3600), "09:30 in New York is 14:30 UTC on 1970-01-01")
        #expect(Self.newYork.string(from: nineThirty, as: .time) == "09:30:00-05:00")
        #expect(Self.utc.string(from: nineThirty, as: .time) == "14:30:00Z")
        #expect(
            try Self.newYork.date(from: "14:30Z", as: .time) == nineThirty, "an offset names the same wall-clock time")
        // A time of day taken from a summer date is written with the offset of 1970-01-01,
        // so that it reads back as the same wall-clock time.
        let summerMorning = Date(timeIntervalSince1970: try Self.seconds("2024-07-01T13:30:00Z"))
        #expect(Self.newYork.string(from: summerMorning, as: .time) == "09:30:00-05:00")
        #expect(try Self.newYork.date(from: "23:30", as: .time) == Date(timeIntervalSince1970: 28.5 * 3600))
    }

    @Test func aCalendarDayIsTheSameInEveryZone() throws {
        let tokyo = ISO8601Text(timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
        let day = try Self.newYork.date(from: "2024-05-17", as: .date)
        #expect(day == (try tokyo.date(from: "2024-05-17", as: .date)))
        #expect(day == Date(timeIntervalSince1970: 1_715_904_000), "midnight UTC")
        #expect(
            tokyo.string(from: day, as: .date) == "2024-05-17"
                && Self.newYork.string(from: day, as: .date) == "2024-05-17")
        #expect(
            try Self.newYork.date(from: "2024-05-17T23:30-04:00", as: .date) == day,
            "a date-time stands for the day it names")
    }

    /// An offset that is not whole minutes (New York's local mean time, -04:56:02) cannot
    /// be written in RFC 3339: the date-time is written in UTC instead, never rounded.
    @Test func localMeanTimeIsWrittenInUTC() throws {
        let eighteenHundred = try Self.utc.date(from: "1800-01-01T00:00:00Z", as: .dateTime)
        #expect(Self.newYork.string(from: eighteenHundred, as: .dateTime) == "1800-01-01T00:00:00Z")
        let local = Self.newYork.string(from: eighteenHundred, as: .dateTime, includesOffset: false)
        #expect(local == "1799-12-31T19:03:58")
        #expect(try Self.newYork.date(from: local, as: .dateTime) == eighteenHundred)
    }

    @Test func contentOfFieldKinds() {
        #expect(ISO8601Text.Content(.date) == .date)
        #expect(ISO8601Text.Content(.time) == .time)
        #expect(ISO8601Text.Content(.dateTime) == .dateTime)
        #expect(ISO8601Text.Content(.text) == nil)
    }
}

/// A small seeded generator, so that a property test checks the same dates every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
