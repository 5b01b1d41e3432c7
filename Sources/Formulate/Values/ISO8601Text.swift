import Foundation

/// Strict ISO 8601 reading and writing of dates and times, in UTC unless the text says
/// otherwise. Calendar rules are checked ("2024-02-30" and "25:00" are refused), and no
/// `DateFormatter` is involved, so it is fast and safe from any thread.
package enum ISO8601Text {
    package struct Civil: Equatable {
        package var year: Int, month: Int, day: Int
    }

    /// `yyyy-MM-dd`.
    static func parseDate(_ text: Substring) -> Date? {
        guard let civil = civilDate(text) else { return nil }
        return Date(timeIntervalSince1970: Double(daysFromCivil(civil)) * 86_400)
    }

    /// `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS`, with an optional `Z` or `±HH:mm` zone, as that
    /// time on 1970-01-01 UTC (a zone moves it within the day).
    static func parseTime(_ text: Substring) -> Date? {
        guard let (rest, offset) = splitZone(text), let seconds = secondsOfDay(rest) else { return nil }
        let shifted = (seconds - Double(offset)).truncatingRemainder(dividingBy: 86_400)
        return Date(timeIntervalSince1970: shifted < 0 ? shifted + 86_400 : shifted)
    }

    /// `yyyy-MM-ddTHH:mm[:ss[.SSS]][Z|±HH:mm]` (a space may stand for `T`); no zone means UTC.
    package static func parseDateTime(_ text: Substring) -> Date? {
        guard text.count >= 16 else { return nil }
        let separator = text.index(text.startIndex, offsetBy: 10)
        guard text[separator] == "T" || text[separator] == "t" || text[separator] == " ",
              let civil = civilDate(text[..<separator]) else { return nil }
        guard let (rest, offset) = splitZone(text[text.index(after: separator)...]) else { return nil }
        guard let seconds = secondsOfDay(rest) else { return nil }
        return Date(timeIntervalSince1970: Double(daysFromCivil(civil)) * 86_400 + seconds - Double(offset))
    }

    static func formatDate(_ date: Date) -> String {
        let (civil, _) = split(date)
        return pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2)
    }

    static func formatTime(_ date: Date) -> String {
        let (_, seconds) = split(date)
        let whole = Int(seconds.rounded(.down))
        var text = pad(whole / 3600, 2) + ":" + pad(whole / 60 % 60, 2)
        let fraction = seconds - Double(whole)
        if whole % 60 != 0 || fraction > 0 { text += ":" + pad(whole % 60, 2) }
        if fraction > 0.0005 { text += "." + pad(Int((fraction * 1000).rounded()), 3) }
        return text
    }

    package static func formatDateTime(_ date: Date) -> String {
        let (civil, seconds) = split(date)
        let whole = Int(seconds.rounded(.down))
        var text = pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2)
        text += "T" + pad(whole / 3600, 2) + ":" + pad(whole / 60 % 60, 2) + ":" + pad(whole % 60, 2)
        let fraction = seconds - Double(whole)
        if fraction > 0.0005 { text += "." + pad(Int((fraction * 1000).rounded()), 3) }
        return text + "Z"
    }

    // MARK: - Pieces

    /// A time with its zone split off: `Z` (offset 0), `±HH:mm` (seconds east of UTC), or
    /// none (UTC). `nil` when the zone is malformed.
    private static func splitZone(_ text: Substring) -> (Substring, Int)? {
        if text.last == "Z" || text.last == "z" { return (text.dropLast(), 0) }
        guard text.count > 6 else { return (text, 0) }
        let zoneStart = text.index(text.endIndex, offsetBy: -6)
        let sign = text[zoneStart]
        guard sign == "+" || sign == "-" else { return (text, 0) }
        guard let zone = hoursMinutes(text[text.index(after: zoneStart)...]), zone.0 <= 23 else { return nil }
        return (text[..<zoneStart], (zone.0 * 3600 + zone.1 * 60) * (sign == "-" ? -1 : 1))
    }

    private static func civilDate(_ text: Substring) -> Civil? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2]),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return Civil(year: year, month: month, day: day)
    }

    private static func secondsOfDay(_ text: Substring) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 2, parts[1].count == 2,
              let hours = digits(parts[0]), let minutes = digits(parts[1]), hours <= 23, minutes <= 59 else { return nil }
        var seconds = 0.0
        if parts.count == 3 {
            let pieces = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces[0].count == 2, let whole = digits(pieces[0]), whole <= 59 else { return nil }
            seconds = Double(whole)
            if pieces.count == 2 {
                guard !pieces[1].isEmpty, pieces[1].count <= 9, let fraction = digits(pieces[1]) else { return nil }
                seconds += Double(fraction) / pow(10, Double(pieces[1].count))
            }
        }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    private static func hoursMinutes(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let h = digits(parts[0]), let m = digits(parts[1]), m <= 59 else { return nil }
        return (h, m)
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm).
    static func daysFromCivil(_ c: Civil) -> Int {
        let y = c.month <= 2 ? c.year - 1 : c.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (c.month + 9) % 12
        let doy = (153 * mp + 2) / 5 + c.day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The proleptic Gregorian date `z0` days after 1970-01-01 (Howard Hinnant's algorithm);
    /// shared with the HTML and schema modules.
    package static func civilFromDays(_ z0: Int) -> Civil {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return Civil(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    private static func split(_ date: Date) -> (Civil, Double) {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 1e14 else { return (Civil(year: 1970, month: 1, day: 1), 0) }
        let days = Int((t / 86_400).rounded(.down))
        return (civilFromDays(days), t - Double(days) * 86_400)
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
    }
}
