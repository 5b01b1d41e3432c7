import Foundation
import Testing

@testable import Formulate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the person decided about the settings file survives a save: its mode, its owner,
/// its being read-only, a symbolic link to it.
@Suite("formulate-demo file permissions", .serialized)
struct DemoFilePermissionTests {
    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func aNewFileHoldingAPasswordIsCreated0600() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        #expect(try DemoProcess.run(["set", "password=correct-horse"], in: directory).status == 0)
        #expect(try Self.mode(file) == 0o600)

        // Without a secret: the mode any program gets for a new file (0666 less the umask).
        let plain = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: plain).status == 0)
        let reference = plain.appendingPathComponent("reference")
        let descriptor = open(reference.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(try Self.mode(plain.appendingPathComponent("settings.json")) == Self.mode(reference))
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try DemoProcess.run(["set", "fontSize=13"], in: directory).status == 0)
        #expect(try Self.mode(file) == 0o600)

        // A mode the person chose is kept when a password is added, with a note.
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let result = try DemoProcess.run(["set", "password=correct-horse"], in: directory)
        #expect(result.status == 0)
        #expect(try Self.mode(file) == 0o640)
        #expect(
            result.errors
                == "note: settings.json holds a password and others may read it (mode 0640); chmod 600 keeps it private\n"
        )
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another owner"))
    func anExistingFileKeepsItsOwner() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory).status == 0)
        #expect(chown(file.path, 65534, 65534) == 0)
        #expect(try DemoProcess.run(["set", "fontSize=13"], in: directory).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.ownerAccountID] as? Int == 65534)
        #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
    }

    @Test func aReadOnlyFileIsNotReplaced() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("settings.json")
        #expect(try DemoProcess.run(["set", "fontSize=12"], in: directory).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try Data(contentsOf: file)
        let result = try DemoProcess.run(["set", "fontSize=30"], in: directory)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.errors == "error: settings.json is read-only (mode 0444): nothing saved. "
                + "Make it writable (chmod u+w settings.json) to save.\n")
        #expect(try Data(contentsOf: file) == before)
        #expect(try Self.mode(file) == 0o444)
    }

    @Test func aSymbolicLinkIsKeptAndItsTargetWritten() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
        #expect(try DemoProcess.run(["--file", "real/settings.json", "set", "fontSize=12"], in: directory).status == 0)
        let link = directory.appendingPathComponent("settings.json")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "real/settings.json")

        #expect(try DemoProcess.run(["set", "fontSize=13"], in: directory).status == 0)
        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == "real/settings.json", "still a link")
        let target = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("real/settings.json")))
        #expect(target["fontSize"] == .int(13))

        // A link to a file that does not exist yet: the file is created where it points.
        let dangling = directory.appendingPathComponent("other.json")
        try manager.createSymbolicLink(atPath: dangling.path, withDestinationPath: "real/other.json")
        #expect(try DemoProcess.run(["--file", "other.json", "set", "fontSize=14"], in: directory).status == 0)
        #expect(try manager.destinationOfSymbolicLink(atPath: dangling.path) == "real/other.json")
        let created = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("real/other.json")))
        #expect(created["fontSize"] == .int(14))
    }
}
