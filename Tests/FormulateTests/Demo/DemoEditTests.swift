import Foundation
import Testing

@testable import Formulate

@Suite("formulate-demo: help, no arguments, edit", .serialized)
struct DemoEditTests {
    @Test func helpListsEverySubcommandOnOneLineEach() throws {
        let result = try DemoProcess.run(["--help"], in: try DemoProcess.temporaryDirectory())
        #expect(result.status == 0)
        for command in ["edit", "describe", "set KEY=VALUE ...", "html", "schema", "apply-form-data"] {
            let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("  \(command) ") }
            #expect(lines.count == 1, "one line for \(command)")
        }
    }

    @Test func withoutATerminalNoArgumentsPrintsUsageAndTheSettings() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "fontSize=20"], in: directory).status == 0)
        let result = try DemoProcess.run([], in: directory) // standard input is /dev/null
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: formulate-demo"))
        #expect(result.output.contains("Current settings (settings.json):"))
        #expect(result.output.contains("\"fontSize\" : 20"))
    }

    @Test func editAtTheEndOfInputCancelsAndLeavesTheFileAlone() throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "displayName=Ada"], in: directory).status == 0)
        let file = directory.appendingPathComponent("settings.json")
        let before = try Data(contentsOf: file)
        let result = try DemoProcess.run(["edit"], in: directory)
        #expect(result.status == 1)
        #expect(result.output.contains("Display Name [Ada]: "))
        #expect(result.output.hasSuffix("Cancelled: nothing was saved.\n"))
        #expect(try Data(contentsOf: file) == before)
    }
}
