import Formulate
import FormulateTerminal
import Foundation
import Testing

private struct Alarm: Equatable, FormCustomizing {
    var wakeUpTime: Date?
    var meetingAt: Date?
    static var inputFields: FormInput { .all }
}

/// Times are asked, shown and read on the clocks of the form's zone, which the prompt
/// names (issue 13, item 10).
@Suite("Terminal editor: times in the form's zone")
struct TimeZonePromptTests {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    @Test func promptsNameTheZoneAndAnswersAreReadInIt() throws {
        let form = try ModelForm(Alarm())
        form.timeZone = Self.newYork
        let (outcome, output) = run(form, ["07:15", "2024-03-10T03:30", "y"])
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(output.contains("Wake Up Time (HH:mm, America/New_York): "))
        #expect(output.contains("Meeting At (yyyy-MM-ddTHH:mm, America/New_York): "))
        #expect(saved.wakeUpTime == Date(timeIntervalSince1970: 12.25 * 3600), "07:15 in New York is 12:15 UTC")
        #expect(saved.meetingAt == (try ISO8601Text.utc.date(from: "2024-03-10T07:30:00Z", as: .dateTime)))

        let again = try ModelForm(saved)
        again.timeZone = Self.newYork
        let (_, shown) = run(again, ["", "", "y"])
        #expect(shown.contains("Wake Up Time [07:15] (HH:mm, America/New_York): "))
        #expect(shown.contains("Meeting At [2024-03-10T03:30:00-04:00] (yyyy-MM-ddTHH:mm, America/New_York): "))
    }
}
