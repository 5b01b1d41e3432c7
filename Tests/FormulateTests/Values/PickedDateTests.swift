import Formulate
import Foundation
import Testing

/// A `Date` given to a date or time field (what a native date picker hands back) is kept
/// as the day or wall-clock time it is in the form's time zone, as if its text had been
/// typed (trial18: a day picked in Berlin was saved as the day before, 23:00 UTC).
@Suite("Dates given as instants")
struct PickedDateTests {
    struct Holiday {
        var returnDate = Date(timeIntervalSince1970: 0)
        var wakeUpTime = Date(timeIntervalSince1970: 0)
    }

    /// The instant at which clocks in `zone` show the given day and time.
    private func instant(_ zone: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
        -> Date?
    {
        var calendar = Calendar(identifier: .gregorian)
        guard let timeZone = TimeZone(identifier: zone) else { return nil }
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    }

    private func form(in zone: String) throws -> ModelForm<Holiday> {
        let form = try ModelForm(Holiday())
        form.timeZone = TimeZone(identifier: zone) ?? .gmt
        return form
    }

    @Test(arguments: [
        ("Europe/Berlin", 0), ("Europe/Berlin", 23), ("America/New_York", 0), ("America/New_York", 22),
        ("Pacific/Kiritimati", 0), ("Pacific/Pago_Pago", 23),
    ])
    func aDayPickedAnywhereIsThatDay(zone: String, hour: Int) throws {
        let form = try form(in: zone)
        try form.setValue(try #require(instant(zone, 2026, 12, 31, hour)), for: "returnDate")
        #expect(form.text(for: "returnDate") == "2026-12-31")
        #expect(try form.commit().returnDate == Date(timeIntervalSince1970: 1_798_675_200)) // 2026-12-31T00:00Z
    }

    @Test func aDayAFormHoldsIsKeptInEveryZone() throws {
        let day = Date(timeIntervalSince1970: 1_798_675_200) // 2026-12-31T00:00Z, as a date field keeps it
        for zone in ["America/New_York", "Asia/Tokyo"] {
            let form = try form(in: zone)
            try form.setValue(day, for: "returnDate")
            #expect(form.text(for: "returnDate") == "2026-12-31", "\(zone)")
        }
    }

    @Test func aTimePickedTodayIsThatTimeAsTyped() throws {
        let picked = try form(in: "Europe/Berlin")
        try picked.setValue(try #require(instant("Europe/Berlin", 2026, 11, 28, 8, 15)), for: "wakeUpTime")
        let typed = try form(in: "Europe/Berlin")
        try typed.setText("08:15", for: "wakeUpTime")
        #expect(picked.text(for: "wakeUpTime") == "08:15")
        #expect(picked.value(for: "wakeUpTime") == typed.value(for: "wakeUpTime"))
    }
}
