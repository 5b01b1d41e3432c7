import Foundation
import Testing

@testable import Formulate

/// The settings file under concurrent commands, with members the model does not know, and
/// its bytes from process to process.
@Suite("formulate-demo settings file", .serialized)
struct DemoSettingsFileTests {
    /// Fourteen edits of distinct keys, each in round `round`: the assignment and the member
    /// it saves.
    static func edits(round: Int) -> [(assignment: String, key: String, saved: FormValue)] {
        let even = round % 2 == 0
        return [
            ("displayName=Ada \(round)", "displayName", .string("Ada \(round)")),
            ("email=ada\(round)@example.com", "email", .string("ada\(round)@example.com")),
            ("password=secret-pass-\(round)", "password", .string("secret-pass-\(round)")),
            ("rememberMe=\(even ? "yes" : "no")", "rememberMe", .bool(even)),
            ("fontSize=\(20 + round)", "fontSize", .int(20 + round)),
            ("theme=\(even ? "dark" : "light")", "theme", .string(even ? "dark" : "light")),
            ("homepageURL=https://example.com/\(round)", "homepageURL", .string("https://example.com/\(round)")),
            ("dateOfBirth=1990-05-1\(round)", "dateOfBirth", .string("1990-05-1\(round)T00:00:00Z")),
            ("notifications.sound=\(even ? "off" : "on")", "notifications.sound", .bool(!even)),
            (
                "notifications.digestFrequency=\(even ? "weekly" : "never")", "notifications.digestFrequency",
                .string(even ? "weekly" : "never")
            ),
            (
                "notifications.quietHoursStartTime=22:3\(round)", "notifications.quietHoursStartTime",
                .string("1970-01-01T22:3\(round):00Z")
            ),
            ("backupEmails=b\(round)@example.com", "backupEmails", .array([.string("b\(round)@example.com")])),
            (
                "favoriteDays=\(even ? "Friday" : "Tuesday")", "favoriteDays",
                .array([.string(even ? "friday" : "tuesday")])
            ),
            ("bio=Round \(round)", "bio", .string("Round \(round)")),
        ]
    }

    @Test func fourteenConcurrentSetsKeepEveryEdit() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        for round in 0..<3 {
            let edits = Self.edits(round: round)
            #expect(Set(edits.map(\.key)).count == 14)
            let running = try edits.map { try DemoProcess.start(["set", $0.assignment], in: directory) }
            let results = running.map { $0.finish() }
            #expect(results.map(\.status) == Array(repeating: 0, count: 14), "round \(round): \(results.map(\.errors))")
            let saved = try FormValue(jsonData: Data(contentsOf: file))
            for edit in edits {
                #expect(saved.member(at: edit.key) == edit.saved, "round \(round): \(edit.key)")
            }
        }
    }

    @Test func setWaitsWhileEditHoldsTheFile() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "displayName=Ada"], in: directory).status == 0)
        let input = Pipe()
        let editor = try DemoProcess.start(["edit"], in: directory, input: input)
        let prompt = DemoProcess.read(editor.output.fileHandleForReading, until: "Display Name [Ada]: ")
        #expect(prompt.contains("Display Name [Ada]: "), "the editor is waiting for an answer")

        let setter = try DemoProcess.start(["set", "fontSize=30"], in: directory)
        let note = DemoProcess.read(setter.errors.fileHandleForReading, until: "\n")
        #expect(note.hasPrefix("note: waiting for another formulate-demo to finish with the settings"))
        try input.fileHandleForWriting.close() // Ctrl-D: the editor cancels and lets go
        #expect(editor.finish().status == 1)
        #expect(setter.finish().status == 0)
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["fontSize"] == .int(30))
        #expect(saved["displayName"] == "Ada")
    }

    @Test func membersTheModelDoesNotKnowAreKept() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        #expect(
            try DemoProcess.run(["set", "fontSize=12", "homepageURL=https://example.com"], in: directory).status == 0)
        // What a newer version of the app could have written.
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        json["accentColor"] = "teal"
        json["sync"] = ["devices": [["name": "Phone", "since": 2024]], "paused": false, "quota": 2.5]
        var notifications = try #require(json["notifications"] as? [String: Any])
        notifications["badgeCount"] = 3
        notifications["channels"] = ["email", "push"]
        json["notifications"] = notifications
        try JSONSerialization.data(withJSONObject: json).write(to: file)

        let result = try DemoProcess.run(["set", "fontSize=20", "homepageURL="], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        let saved = try FormValue(jsonData: Data(contentsOf: file))
        #expect(saved["fontSize"] == .int(20))
        #expect(saved["homepageURL"] == nil, "a member the model knows and leaves empty is left out")
        #expect(saved["accentColor"] == "teal")
        #expect(saved["sync"]?["paused"] == .bool(false))
        #expect(saved["sync"]?["quota"] == .double(2.5))
        #expect(
            saved["sync"]?["devices"]
                == .array([.object([FormValueMember("name", "Phone"), FormValueMember("since", .int(2024))])]))
        #expect(saved["notifications"]?["badgeCount"] == .int(3))
        #expect(saved["notifications"]?["channels"] == ["email", "push"])
        #expect(saved["notifications"]?["sound"] == .bool(true), "known nested members are still the model's")
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(text.contains("\"accentColor\" : \"teal\",\n  \"backupEmails\""), "keys stay sorted: \(text)")
    }

    @Test func theSameSetWritesTheSameBytesInEveryProcess() throws {
        // One starting file (a fixed user ID) copied to four directories, the same edit in each.
        let base = try DemoProcess.temporaryDirectory()
        let baseFile = base.appendingPathComponent("settings.json")
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: base).status == 0)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: baseFile)) as? [String: Any])
        json["userID"] = "00000000-0000-0000-0000-000000000001"
        try JSONSerialization.data(withJSONObject: json).write(to: baseFile)

        var files: [Data] = []
        var printed: [String] = []
        for _ in 0..<4 {
            let directory = try DemoProcess.temporaryDirectory()
            try FileManager.default.copyItem(at: baseFile, to: directory.appendingPathComponent("settings.json"))
            let result = try DemoProcess.run(["set", "favoriteDays=Sunday, Monday, Saturday"], in: directory)
            #expect(result.status == 0)
            files.append(try Data(contentsOf: directory.appendingPathComponent("settings.json")))
            printed.append(result.output)
        }
        #expect(Set(files).count == 1, "byte-identical files")
        #expect(Set(printed).count == 1, "identical output")
        let saved = try FormValue(jsonData: files[0])
        #expect(saved["favoriteDays"] == ["monday", "saturday", "sunday"], "in the order of Weekday.allCases")
    }
}

extension FormValue {
    /// The member at a dotted key path (`notifications.sound`).
    func member(at key: String) -> FormValue? {
        key.split(separator: ".").reduce(self) { value, name in value?[String(name)] }
    }
}
