import Foundation
import Testing

@testable import Formulate

@Suite("formulate-demo commands", .serialized)
struct DemoCommandTests {
    @Test func describePrintsEveryFieldWithKindTitleAndOptions() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(["describe"], in: directory)
        #expect(result.status == 0)
        let json = try FormValue(json: result.output)
        let fields = try #require(json["fields"]?.arrayValue)
        let byKey = Dictionary(
            fields.compactMap { field in field["key"]?.stringValue.map { ($0, field) } },
            uniquingKeysWith: { a, _ in a })
        #expect(
            fields.compactMap { $0["key"]?.stringValue } == [
                "displayName", "email", "password", "rememberMe", "fontSize", "theme", "homepageURL", "dateOfBirth",
                "notifications", "backupEmails", "favoriteDays", "bio", "savedServers", "environment", "userID",
            ])
        let expectedTypes: [String: String] = [
            "displayName": "text", "email": "email", "password": "password", "rememberMe": "boolean",
            "fontSize": "integer", "theme": "option", "homepageURL": "url", "dateOfBirth": "date",
            "notifications": "subform", "backupEmails": "collection", "favoriteDays": "multiselect",
            "bio": "longtext", "userID": "text",
        ]
        for (key, type) in expectedTypes {
            #expect(byKey[key]?["type"] == .string(type), "\(key)")
        }
        #expect(byKey["rememberMe"]?["title"] == "Remember Me")
        #expect(byKey["userID"]?["title"] == "User ID")
        #expect(byKey["userID"]?["readOnly"] == .bool(true))
        #expect(byKey["displayName"]?["header"] == "Account")
        #expect(byKey["email"]?["placeholder"] == "you@example.com")
        #expect(
            byKey["theme"]?["options"]
                == .array([
                    .object([FormValueMember("value", "light"), FormValueMember("title", "Light")]),
                    .object([FormValueMember("value", "dark"), FormValueMember("title", "Dark")]),
                    .object([FormValueMember("value", "system"), FormValueMember("title", "System")]),
                ]))
        let nested = try #require(byKey["notifications"]?["fields"]?.arrayValue)
        let nestedKeys = nested.compactMap { $0["key"]?.stringValue }
        #expect(
            nestedKeys == [
                "notifications.enabled", "notifications.sound", "notifications.digestFrequency",
                "notifications.quietHoursStartTime",
            ])
        #expect(byKey["backupEmails"]?["item"]?["type"] == "email")
    }

    @Test func setAppliesTextEditsAndSavesTheFile() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(
            [
                "set", "fontSize=18", "theme=dark", "rememberMe=yes", "favoriteDays=Sunday, Monday",
                "backupEmails=a@example.com, b@example.com", "notifications.sound=off", "dateOfBirth=1990-05-17",
            ],
            in: directory)
        #expect(result.errors == "")
        #expect(result.status == 0)
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["fontSize"] == .int(18))
        #expect(saved["theme"] == "dark")
        #expect(saved["rememberMe"] == .bool(true))
        #expect(saved["favoriteDays"]?.arrayValue?.count == 2)
        #expect(saved["backupEmails"] == ["a@example.com", "b@example.com"])
        #expect(saved["notifications"]?["sound"] == .bool(false))
        #expect(saved["dateOfBirth"] == "1990-05-17T00:00:00Z")
        #expect(try FormValue(json: result.output) == saved, "prints what it saved")

        let second = try DemoProcess.run(["set", "fontSize=20"], in: directory)
        #expect(second.status == 0)
        let again = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(again["fontSize"] == .int(20))
        #expect(again["theme"] == "dark", "earlier edits were kept")
        #expect(again["userID"] == saved["userID"], "the read-only ID is stable")
    }

    @Test func applyFormDataSavesAndSaysWhatItIgnored() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(
            ["apply-form-data", "displayName=Ada+L&email=ada%40example.com&userID=forged&isAdmin=1"], in: directory)
        #expect(result.status == 0)
        #expect(result.errors.contains("note: ignored, not fields that can be edited here: userID, isAdmin"))
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["displayName"] == "Ada L")
        #expect(saved["email"] == "ada@example.com")
        #expect(saved["userID"] != "forged")

        let file = directory.appendingPathComponent("settings.json")
        let before = try Data(contentsOf: file)
        let malformed = try DemoProcess.run(["apply-form-data", "displayName=%zz"], in: directory)
        #expect(malformed.status == 1)
        #expect(malformed.errors.hasPrefix("body: "))
        let invalid = try DemoProcess.run(["apply-form-data", "email=nope&fontSize=200"], in: directory)
        #expect(invalid.status == 1)
        #expect(invalid.errors.contains("fontSize: Font Size must be from 8 to 72."))
        #expect(try Data(contentsOf: file) == before, "nothing saved")
    }

    @Test func datesBeforeTheGregorianReformAreSavedAsTyped() throws {
        // ISO 8601 counts every date in the Gregorian calendar; Foundation's `.iso8601`
        // strategy counts days before 1582-10-15 in the Julian one, two days apart in year 1.
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(["set", "dateOfBirth=0001-01-01"], in: directory)
        #expect(result.status == 0)
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["dateOfBirth"] == "0001-01-01T00:00:00Z")
        let described = try DemoProcess.run(["describe"], in: directory)
        #expect(described.output.contains("\"0001-01-01\""), "read back as typed")
    }

    @Test func invalidEditsReportEveryErrorAndLeaveTheFileUntouched() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory).status == 0)
        let file = directory.appendingPathComponent("settings.json")
        let before = try Data(contentsOf: file)
        let result = try DemoProcess.run(
            ["set", "fontSize=huge", "theme=purple", "userID=x", "nope=1", "email=ada@example.com"], in: directory)
        #expect(result.status == 1)
        #expect(result.output == "")
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "fontSize: Font Size: \"huge\" is not a whole number from 8 to 72",
                "theme: Theme: \"purple\" is not one of \"Light\", \"Dark\", \"System\"",
                "userID: User ID is read-only",
                "nope: 'nope' is not a field of this form",
            ])
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func ruleViolationsAreReportedAtCommit() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(
            ["set", "password=short", "email=not-an-email", "fontSize=100"], in: directory)
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "fontSize: Font Size must be from 8 to 72.")
        #expect(lines.contains { $0.hasPrefix("email: ") })
        #expect(lines.contains("fontSize: Font Size must be from 8 to 72."))
        #expect(lines.contains { $0.hasPrefix("password: ") && $0.contains("8") })
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("settings.json").path))
    }

    @Test func fileOptionChoosesTheFile() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let result = try DemoProcess.run(["--file", "custom.json", "set", "bio=Hello"], in: directory)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("custom.json").path))
    }
}
