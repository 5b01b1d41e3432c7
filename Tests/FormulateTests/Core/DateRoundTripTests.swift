import Formulate
import Foundation
import Testing

/// What a form shows of a date reads back as the same date, and a date that cannot be
/// written is refused rather than written as another (issue 14, items 6 and 7).
@Suite("Dates round trip")
struct DateRoundTripTests {
    /// A form in UTC, whatever the machine's zone.
    static func utcForm(_ model: Everything = Everything()) throws -> ModelForm<Everything> {
        let form = try ModelForm(model)
        form.timeZone = .gmt
        return form
    }

    /// A `Date` whose name suggests a day (`checkIn`), made a date-time or a time by its
    /// settings: its text is read and written as that kind, not cut to the day.
    struct Stay: FormCustomizing {
        var checkIn = Date(timeIntervalSince1970: 0)
        var wakeUp = Date(timeIntervalSince1970: 0)
        var checkOut: Date? = nil
        static var fieldSettings: [String: FieldSettings] {
            [
                "checkIn": FieldSettings.kind(.dateTime), "wakeUp": FieldSettings.kind(.time),
                "checkOut": FieldSettings.kind(.dateTime),
            ]
        }
    }

    @Test func aKindGivenInSettingsDecidesWhatADateFieldReads() throws {
        let form = try ModelForm(Stay())
        form.timeZone = .gmt
        try form.setText("2026-09-21T14:13:20", for: "checkIn")
        try form.setText("06:45", for: "wakeUp")
        try form.setText("2026-09-23T10:00", for: "checkOut")
        #expect(form.text(for: "checkIn") == "2026-09-21T14:13:20Z")
        let stay = try form.commit()
        #expect(stay.checkIn == Date(timeIntervalSince1970: 1_790_000_000))
        #expect(stay.wakeUp == Date(timeIntervalSince1970: 6 * 3_600 + 45 * 60))
        #expect(stay.checkOut == Date(timeIntervalSince1970: 1_790_157_600))
    }

    @Test func fractionsAreShownRoundedWithCarryAndReadBackAsShown() throws {
        let form = try Self.utcForm()
        try form.setText("2024-05-17T12:00:40.9996Z", for: "createdAt")
        #expect(form.text(for: "createdAt") == "2024-05-17T12:00:41Z")
        let typed = form.value(for: "createdAt")
        try form.setText(form.text(for: "createdAt"), for: "createdAt")
        #expect(form.value(for: "createdAt") == typed, "the shown text is the value")
        try form.setText("12:00:40.9996", for: "alarmTime")
        #expect(form.text(for: "alarmTime") == "12:00:41")
        try form.setText("23:59:59.9996", for: "alarmTime")
        #expect(form.text(for: "alarmTime") == "23:59:59.999", "never wrapped to 00:00")
    }

    @Test func aModelsSubMillisecondDateIsShownRounded() throws {
        var model = Everything()
        model.createdAt = Date(timeIntervalSince1970: 1_715_947_240.9996)
        model.alarmTime = Date(timeIntervalSince1970: 43_240.9996)
        let form = try Self.utcForm(model)
        #expect(form.text(for: "createdAt") == "2024-05-17T12:00:41Z")
        #expect(form.text(for: "alarmTime") == "12:00:41")
        #expect(FormValue.date(model.createdAt).jsonString() == #""2024-05-17T12:00:41Z""#)
    }

    @Test func datesThatCannotBeWrittenAreRefusedWhenSet() throws {
        let form = try Self.utcForm()
        let far = #expect(throws: FormError.self) {
            try form.setValue(Date(timeIntervalSince1970: 1e14), for: "createdAt")
        }
        #expect(far?.reason == .outOfRange)
        #expect(
            far?.message
                == "Created At: 3170843-11-07T09:46:40Z is outside the years 0000 to 9999, which dates can be written in"
        )
        let tenThousand = #expect(throws: FormError.self) { try form.setText("10000-01-01", for: "birthday") }
        #expect(tenThousand?.reason == .outOfRange)
        #expect(
            tenThousand?.message
                == #"Birthday: "10000-01-01" is outside the years 0000 to 9999; expected a date as yyyy-MM-dd, like 2024-05-17"#
        )
        #expect(throws: FormError.self) { try form.setFormValue(.string("10000-01-01T00:00:00Z"), for: "createdAt") }
        #expect(throws: FormError.self) {
            try form.setFormValue(.date(Date(timeIntervalSince1970: .infinity)), for: "createdAt")
        }
        #expect(form.value(for: "createdAt") == .date(Date(timeIntervalSince1970: 0)), "nothing was stored")
        try form.setValue(ISO8601Text.range.upperBound, for: "createdAt")
        #expect(form.text(for: "createdAt") == "9999-12-31T23:59:59.999Z")
        try form.setValue(Date.distantPast, for: "birthday")
        #expect(form.text(for: "birthday") == "0000-12-30")
    }

    @Test func aModelsDateThatCannotBeWrittenIsShownAsItIsAndRefusedAtCommit() throws {
        var model = Everything()
        model.birthday = Date(timeIntervalSince1970: 253_402_300_800) // 10000-01-01
        let form = try Self.utcForm(model)
        #expect(form.text(for: "birthday") == "10000-01-01", "never shown as another date")
        let errors = form.validate().filter { $0.key == "birthday" }
        #expect(
            errors.map(\.message) == [
                "Birthday: 10000-01-01 is outside the years 0000 to 9999, which dates can be written in"
            ])
        #expect(throws: FormErrors.self) { try form.commit() }
        try form.setText("9999-12-31", for: "birthday")
        #expect(try form.commit().birthday == Date(timeIntervalSince1970: 253_402_214_400))
    }

    @Test func jsonNeverWritesAnotherDate() {
        #expect(FormValue.date(Date(timeIntervalSince1970: 1e14)).jsonString() == #""3170843-11-07T09:46:40Z""#)
        #expect(FormValue.date(Date(timeIntervalSince1970: -62_135_596_800)).jsonString() == #""0001-01-01T00:00:00Z""#)
    }
}
