import Formulate
import Foundation
import Testing

/// A form reads and shows times on the clocks of its person's zone (issue 13, item 10).
@Suite("A form's time zone")
struct FormTimeZoneTests {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    static func form(in zone: TimeZone, _ model: Everything = Everything()) throws -> ModelForm<Everything> {
        let form = try ModelForm(model)
        form.timeZone = zone
        return form
    }

    /// Seconds since 1970 of UTC text.
    static func utc(_ text: String) throws -> Date {
        try ISO8601Text.utc.date(from: text, as: .dateTime)
    }

    @Test func aFormStartsInTheZoneOfItsConfigurationOrTheCurrentOne() throws {
        #expect(try ModelForm(Everything()).timeZone == TimeZone.current)
        let configured = try ModelForm(Everything(), configuration: FormConfiguration(timeZone: Self.newYork))
        #expect(configured.timeZone == Self.newYork)
        #expect(FormConfiguration().timeZone == nil)
    }

    @Test func aTimeTypedInNewYorkIsThatTimeOnNewYorkClocks() throws {
        let form = try Self.form(in: Self.newYork)
        try form.setText("09:30", for: "alarmTime")
        #expect(form.value(for: "alarmTime") == .date(try Self.utc("1970-01-01T14:30:00Z")))
        #expect(form.text(for: "alarmTime") == "09:30")
        var newYorkCalendar = Calendar(identifier: .gregorian)
        newYorkCalendar.timeZone = Self.newYork
        let saved = try form.commit()
        #expect(
            newYorkCalendar.dateComponents([.hour, .minute], from: saved.alarmTime)
                == DateComponents(hour: 9, minute: 30))

        let utcForm = try Self.form(in: .gmt)
        try utcForm.setText("09:30", for: "alarmTime")
        #expect(utcForm.value(for: "alarmTime") == .date(Date(timeIntervalSince1970: 34_200)))
    }

    @Test func dateTimesAcrossTheSpringClockChange() throws {
        let form = try Self.form(in: Self.newYork)
        try form.setText("2024-03-10T01:30", for: "createdAt")
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-03-10T06:30:00Z")))
        #expect(form.text(for: "createdAt") == "2024-03-10T01:30:00-05:00")
        try form.setText("2024-03-10T03:30", for: "createdAt")
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-03-10T07:30:00Z")))
        #expect(form.text(for: "createdAt") == "2024-03-10T03:30:00-04:00")

        let skipped = #expect(throws: FormError.self) { try form.setText("2024-03-10T02:30", for: "createdAt") }
        #expect(
            skipped?.message
                == #"Created At: "2024-03-10T02:30" does not exist in America/New_York: the clocks skip it when they move forward"#
        )
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-03-10T07:30:00Z")), "unchanged")
    }

    /// 01:30 on 2024-11-03 happens twice in New York: typed without an offset it is the
    /// first; shown with its offset, the second reads back as itself.
    @Test func dateTimesInTheHourThatHappensTwice() throws {
        let form = try Self.form(in: Self.newYork)
        try form.setText("2024-11-03T01:30", for: "createdAt")
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-11-03T05:30:00Z")))
        #expect(form.text(for: "createdAt") == "2024-11-03T01:30:00-04:00")

        let second = try Self.utc("2024-11-03T06:30:00Z")
        try form.setValue(second, for: "createdAt")
        #expect(form.text(for: "createdAt") == "2024-11-03T01:30:00-05:00")
        var changes = 0
        _ = form.onChange { _, _ in changes += 1 }
        try form.setText(form.text(for: "createdAt"), for: "createdAt")
        #expect(form.value(for: "createdAt") == .date(second))
        #expect(changes == 0, "the text shown changes nothing")
    }

    @Test func aCalendarDayIsTheSameDayInEveryZone() throws {
        for zone in [Self.newYork, .gmt, TimeZone(identifier: "Asia/Tokyo") ?? .gmt] {
            let form = try Self.form(in: zone)
            try form.setText("1990-05-17", for: "birthday")
            #expect(
                form.value(for: "birthday") == .date(Date(timeIntervalSince1970: 642_902_400)),
                "midnight UTC in \(zone.identifier)")
            #expect(form.text(for: "birthday") == "1990-05-17")
        }
    }

    @Test func valuesFromOutsideAreReadInTheFormsZone() throws {
        let form = try Self.form(in: Self.newYork)
        try form.setFormValue(.string("2024-03-10T01:30"), for: "createdAt")
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-03-10T06:30:00Z")))
        try form.setFormValue(.string("2024-03-10T01:30:00Z"), for: "createdAt")
        #expect(
            form.value(for: "createdAt") == .date(try Self.utc("2024-03-10T01:30:00Z")), "an offset names its instant")
        try form.setValues(["alarmTime": FormValue.string("22:15")])
        #expect(form.text(for: "alarmTime") == "22:15")
        #expect(form.value(for: "alarmTime") == .date(try Self.utc("1970-01-02T03:15:00Z")))
    }

    @Test func changingTheZoneChangesWhatIsShownNotTheValue() throws {
        let form = try Self.form(in: .gmt)
        try form.setText("2024-07-01T13:30Z", for: "createdAt")
        form.timeZone = Self.newYork
        #expect(form.text(for: "createdAt") == "2024-07-01T09:30:00-04:00")
        #expect(form.value(for: "createdAt") == .date(try Self.utc("2024-07-01T13:30:00Z")))
    }
}
