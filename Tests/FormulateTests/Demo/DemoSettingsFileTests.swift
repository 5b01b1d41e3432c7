import Foundation
import Testing
@testable import Formulate

/// The settings file under concurrent commands.
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
            ("notifications.digestFrequency=\(even ? "weekly" : "never")", "notifications.digestFrequency",
             .string(even ? "weekly" : "never")),
            ("notifications.quietHoursStartTime=22:3\(round)", "notifications.quietHoursStartTime",
             .string("1970-01-01T22:3\(round):00Z")),
            ("backupEmails=b\(round)@example.com", "backupEmails", .array([.string("b\(round)@example.com")])),
            ("favoriteDays=\(even ? "Friday" : "Tuesday")", "favoriteDays", .array([.string(even ? "friday" : "tuesday")])),
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
        try input.fileHandleForWriting.close()   // Ctrl-D: the editor cancels and lets go
        #expect(editor.finish().status == 1)
        #expect(setter.finish().status == 0)
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["fontSize"] == .int(30))
        #expect(saved["displayName"] == "Ada")
    }
}

extension FormValue {
    /// The member at a dotted key path (`notifications.sound`).
    func member(at key: String) -> FormValue? {
        key.split(separator: ".").reduce(self) { value, name in value?[String(name)] }
    }
}
