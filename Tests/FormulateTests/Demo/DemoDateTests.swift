import Foundation
import Testing

@testable import Formulate

/// The demo's settings file keeps dates exactly, and `set` reads times on the clocks of
/// the machine's zone (issue 14, items 6 and 7; issue 13, item 10).
@Suite("formulate-demo dates", .serialized)
struct DemoDateTests {
    static func saved(in directory: URL) throws -> FormValue {
        try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
    }

    @Test func aFractionIsSavedRoundedAndSurvivesALaterSave() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let utc = ["TZ": "UTC"]
        #expect(
            try DemoProcess.run(
                ["set", "notifications.quietHoursStartTime=12:00:40.9996"], in: directory, environment: utc
            ).status == 0)
        #expect(try Self.saved(in: directory)["notifications"]?["quietHoursStartTime"] == "1970-01-01T12:00:41Z")
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory, environment: utc).status == 0)
        #expect(
            try Self.saved(in: directory)["notifications"]?["quietHoursStartTime"] == "1970-01-01T12:00:41Z",
            "an unrelated save keeps the time")
    }

    @Test func aYearThatCannotBeWrittenIsRefusedAndNothingIsSaved() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory).status == 0)
        let file = directory.appendingPathComponent("settings.json")
        let before = try Data(contentsOf: file)
        let result = try DemoProcess.run(["set", "dateOfBirth=10000-01-01"], in: directory)
        #expect(result.status == 1)
        #expect(result.errors.contains(#"dateOfBirth: Date of Birth: "10000-01-01" is outside the years 0000 to 9999"#))
        #expect(try Data(contentsOf: file) == before, "nothing saved")
    }

    @Test func timesAreTypedOnTheClocksOfTheMachinesZone() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(
            ["set", "notifications.quietHoursStartTime=22:30"], in: directory,
            environment: ["TZ": "America/New_York"])
        #expect(result.status == 0)
        #expect(
            try Self.saved(in: directory)["notifications"]?["quietHoursStartTime"] == "1970-01-02T03:30:00Z",
            "22:30 in New York, saved in UTC")
    }
}
