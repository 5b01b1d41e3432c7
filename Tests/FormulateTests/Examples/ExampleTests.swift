import Foundation
import Testing

/// Runs each executable under `Examples/` as a newcomer would (`swift run NAME`), and
/// checks that it does what its comments say.
@Suite("Examples", .serialized)
struct ExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the built example `name` from the repository root; returns its status and output.
    static func run(_ name: String, _ arguments: [String] = [], input: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(root.appendingPathComponent(".build/debug/\(name)"))
        let binary = try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "\(name) is not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func registrationPortsFXFormsBasicExample() throws {
        let (status, output) = try Self.run("registration")
        #expect(status == 0, "\(output)")
        let expected = [
            "login (subform): Login",
            "[Not Registered?]",
            "registration.gender (option): Gender — Male | Female | It's Complicated",
            "registration.country (option): Country — United States | Canada | United Kingdom | Saudi Arabia | Belgium",
            "registration.interests (multiselect): Interests — Videogames | Animals | Cooking",
            "registration.otherInterests (bitfield): Other Interests — Computers | Socializing | Sports",
            "registration.about (longtext): About — placeholder \"Text...\"",
            "registration.submit (button): Submit",
            "registration.repeatPassword = \"analitycal\"  -> Repeat Password must match Password.",
            "rejected: Age: \"two hundred\" is not a whole number from 0 to 150",
            "country is shown as \"United Kingdom\", stored as \"gb\"",
            "other interests are stored as 5",
            "registration.repeatPassword: Repeat Password must match Password.",
            "action: submitting the registration of Ada Lovelace",
            "name: Ada Lovelace, gender: 1, age: 36",
            "country: gb, interests: [\"Animals\", \"Cooking\"], other interests: 5",
        ]
        for line in expected { #expect(output.contains(line), "missing: \(line)\n\(output)") }
    }

    @Test func registrationCanBeEditedOnATerminal() throws {
        // Login: email, password, remember me, the Log In button; then the registration's email.
        let (status, output) = try Self.run("registration", ["--edit"], input: "ada@example.com\nsecret12\n\n\n")
        #expect(status == 0)
        #expect(output.contains("Log In: run it now? [y/N] "))
        #expect(output.contains("Cancelled: nothing was saved."))
    }

    @Test func classModelUsesDeclaredKeyPathsAndInheritance() throws {
        let (status, output) = try Self.run("class-model")
        #expect(status == 0, "\(output)")
        let expected = [
            "  name: text, \"Name\"\n  email: email, \"Email\"\n  birthday: date, \"Birthday\"\n  team: option, \"Team\"",
            "draft team: Design, object team: engineering",
            "email: Email must be a valid email address, like name@example.com.",
            "object email: ada@example.com, object team: engineering",
            "didSet: team changed from engineering to design",
            "the commit returns the same object: true",
            "every reference sees it: ada@lovelace.example, design, 72000, remote: true",
            "  name, email, birthday\n",
        ]
        for line in expected { #expect(output.contains(line), "missing: \(line)\n\(output)") }
    }

    @Test func conditionsShowHideAndServerErrors() throws {
        let (status, output) = try Self.run("conditions")
        #expect(status == 0, "\(output)")
        let expected = [
            "1. At first: companyName hidden, vatNumber hidden, sessionDays hidden; newsletter enabled, topics disabled",
            "after accountType = Business: companyName shown, vatNumber shown",
            "after age = 16: companyName shown, vatNumber shown, sessionDays shown; newsletter disabled",
            "sessionDays: Session (days) is hidden",
            "newsletter: Newsletter is disabled",
            "with a personal account, companyName is hidden: valid = true",
            "with a business account and no company name: valid = false",
            "valid = false; errors: [\"That username is taken.\"]",
            "commit refused: username: That username is taken.",
            "after a new username: errors [], valid = true",
            "6. Saved: ada.lovelace, business, Analytical Engines Ltd",
        ]
        for line in expected { #expect(output.contains(line), "missing: \(line)\n\(output)") }
    }

    @Test func conditionsAsksFieldsAsTheyAppear() throws {
        // username, email, account type "business" -> company name and VAT number are asked.
        let (status, output) = try Self.run("conditions", ["--edit"], input: "ada\nada@example.com\n2\nEngines Ltd\n")
        #expect(status == 0)
        #expect(output.contains("Company Name: "))
        #expect(output.contains("VAT Number: ") || output.contains("Vat Number: "))
        #expect(output.contains("Cancelled: nothing was saved."))
    }

    @Test func dynamicFormLoadsItsJSONDescription() throws {
        let (status, output) = try Self.run("dynamic-form")
        #expect(status == 0, "\(output)")
        #expect(output.contains("\"username\" : \"ada\"") || output.contains("\"username\": \"ada\""), "\(output)")
    }
}
