import Formulate
import FormulateHTML
import Foundation
import Testing

/// Date controls hold wall-clock time on the clocks of the form's zone, and what a browser
/// submits is read on the same clocks (issue 13, item 10).
@Suite("HTML dates in the form's time zone")
struct TimeZoneRenderingTests {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    static func utc(_ text: String) throws -> Date {
        try ISO8601Text.utc.date(from: text, as: .dateTime)
    }

    static func form(_ profile: Profile) throws -> ModelForm<Profile> {
        let form = try ModelForm(profile)
        form.timeZone = newYork
        return form
    }

    @Test func controlsShowWallClockTimeInTheFormsZone() throws {
        var profile = Profile()
        profile.updatedAt = try Self.utc("2024-03-10T07:30:00Z")
        profile.wakeUpTime = try Self.utc("1970-01-01T14:30:00Z")
        profile.birthDate = try Self.utc("1990-05-17T00:00:00Z")
        let page = scan(try Self.form(profile)).scanner
        #expect(page.control(named: "updatedAt")?["value"] == "2024-03-10T03:30")
        #expect(page.control(named: "wakeUpTime")?["value"] == "09:30")
        #expect(page.control(named: "birthDate")?["value"] == "1990-05-17", "a calendar day is the same in every zone")
    }

    @Test func anUnchangedPageChangesNothingInTheHourThatHappensTwice() throws {
        var profile = Profile()
        profile.displayName = "Ada Lovelace"
        profile.email = "ada@example.com"
        profile.password = "difference engine"
        profile.updatedAt = try Self.utc("2024-11-03T06:30:00Z") // the second 01:30 in New York
        profile.wakeUpTime = try Self.utc("1970-01-02T04:30:00Z") // 23:30 in New York
        let form = try Self.form(profile)
        let html = HTMLRenderer().render(form)
        #expect(scan(form).scanner.control(named: "updatedAt")?["value"] == "2024-11-03T01:30")
        try FormSubmission.apply(
            body: URLEncodedForm.encode(BrowserSimulator.submission(html)), to: form, mode: .strict)
        #expect(form.changes.isEmpty, "\(form.changes)")
        #expect(try form.commit() == profile)
    }

    @Test func submittedWallClockTimesAreReadInTheFormsZone() throws {
        let form = try Self.form(Profile())
        try FormSubmission.apply(body: "updatedAt=2024-03-10T03%3A30&wakeUpTime=09%3A30", to: form)
        #expect(form.value(for: "updatedAt") == .date(try Self.utc("2024-03-10T07:30:00Z")))
        #expect(form.value(for: "wakeUpTime") == .date(try Self.utc("1970-01-01T14:30:00Z")))

        let skipped = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "updatedAt=2024-03-10T02%3A30", to: form)
        }
        #expect("\(String(describing: skipped))".contains("does not exist in America/New_York"))
        #expect(form.value(for: "updatedAt") == .date(try Self.utc("2024-03-10T07:30:00Z")), "unchanged")
    }

    @Test func dateTimeBoundsAreInTheFormsZone() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [{"key": "start", "type": "date", "rules": [{"rule": "greaterOrEqual", "value": "2024-01-01T12:00:00Z"}]},
                            {"key": "meeting", "type": "datetime", "rules": [{"rule": "lessOrEqual", "value": "2024-12-31T17:30:00Z"}]}]}
                """)
        form.timeZone = Self.newYork
        let page = scan(form).scanner
        #expect(page.control(named: "start")?["min"] == "2024-01-02", "a calendar day is the same in every zone")
        #expect(page.control(named: "meeting")?["max"] == "2024-12-31T12:30")
    }
}
