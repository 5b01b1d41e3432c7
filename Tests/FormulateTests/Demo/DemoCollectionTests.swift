import Formulate
import Foundation
import Testing

/// The demo's saved servers (a list of subforms) and environment (a dictionary) from the
/// command line: the commands of issue 15, point 5.
@Suite("formulate-demo: saved servers and environment")
struct DemoCollectionTests {
    private func saved(_ directory: URL) throws -> FormValue {
        try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
    }

    @Test func setAppendsAServerAndAnEntryThenRefusesABadPortLeavingTheFile() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let first = try DemoProcess.run(
            [
                "set", "savedServers.0.name=Home", "savedServers.0.host=example.org",
                "savedServers.0.port=8443",
            ], in: directory)
        #expect(first.status == 0, "\(first.errors)")
        let servers = try saved(directory)["savedServers"]?.arrayValue
        #expect(servers?.count == 1)
        #expect(servers?.first?["name"] == "Home")
        #expect(servers?.first?["host"] == "example.org")
        #expect(servers?.first?["port"] == .int(8443))
        #expect(servers?.first?["useTLS"] == .bool(true))

        let entry = try DemoProcess.run(["set", "environment.LOG_LEVEL=debug"], in: directory)
        #expect(entry.status == 0, "\(entry.errors)")
        #expect(try saved(directory)["environment"]?["LOG_LEVEL"] == "debug")

        let before = try Data(contentsOf: directory.appendingPathComponent("settings.json"))
        let refused = try DemoProcess.run(["set", "savedServers.0.port=99999"], in: directory)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("savedServers.0.port:"), "\(refused.errors)")
        #expect(refused.errors.contains("65535"), "\(refused.errors)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("settings.json")) == before)
    }

    @Test func removeMoveAndRenameHaveTheirOwnCommands() throws {
        let directory = try DemoProcess.temporaryDirectory()
        for name in ["A", "B", "C"] {
            let index = name == "A" ? 0 : name == "B" ? 1 : 2
            let result = try DemoProcess.run(
                ["set", "savedServers.\(index).name=\(name)", "savedServers.\(index).host=\(name).example"],
                in: directory)
            #expect(result.status == 0, "\(result.errors)")
        }
        #expect(try DemoProcess.run(["move", "savedServers.2", "0"], in: directory).status == 0)
        #expect(try DemoProcess.run(["remove", "savedServers.1"], in: directory).status == 0)
        #expect(try saved(directory)["savedServers"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["C", "B"])
        #expect(try DemoProcess.run(["set", "environment.A=1"], in: directory).status == 0)
        #expect(try DemoProcess.run(["rename", "environment.A", "B"], in: directory).status == 0)
        #expect(try saved(directory)["environment"] == .object([FormValueMember("B", "1")]))
        #expect(try DemoProcess.run(["remove", "environment.B"], in: directory).status == 0)
        #expect(try saved(directory)["environment"] == .object([]))

        let before = try Data(contentsOf: directory.appendingPathComponent("settings.json"))
        for arguments in [
            ["remove", "savedServers.5"], ["move", "savedServers.0", "9"], ["remove", "savedServers.00"],
            ["rename", "environment.Q", "R"], ["set", "savedServers.-1.host=x"], ["set", "savedServers.1e3.host=x"],
        ] {
            let result = try DemoProcess.run(arguments, in: directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(!result.errors.isEmpty, "\(arguments)")
        }
        #expect(try Data(contentsOf: directory.appendingPathComponent("settings.json")) == before)
    }

    @Test func helpAndDescribeShowTheCollections() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let help = try DemoProcess.run(["--help"], in: directory)
        for spelling in ["remove KEY", "move KEY.INDEX INDEX", "rename KEY.NAME NEW", "savedServers.0.host="] {
            #expect(help.output.contains(spelling), "\(spelling)")
        }
        let described = try FormValue(json: try DemoProcess.run(["describe"], in: directory).output)
        let servers = try #require(described["fields"]?.arrayValue?.first { $0["key"] == "savedServers" })
        #expect(servers["type"] == "collection")
        #expect(servers["item"]?["type"] == "subform")
        #expect(
            servers["item"]?["fields"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == [
                "name", "host", "port", "useTLS",
            ])
        let environment = try #require(described["fields"]?.arrayValue?.first { $0["key"] == "environment" })
        #expect(environment["dictionary"] == .bool(true))
    }
}
