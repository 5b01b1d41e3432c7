import Foundation
import Testing

@testable import Formulate

/// The demo never prints the password's value: not after saving, not in errors.
@Suite("formulate-demo secrets", .serialized)
struct DemoSecretTests {
    @Test func thePasswordIsNeverPrinted() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let secret = "correct-horse-battery"
        let set = try DemoProcess.run(["set", "password=\(secret)", "fontSize=18"], in: directory)
        #expect(set.status == 0)
        #expect(set.output.contains("\"password\" : \"********\""))
        #expect(set.output.contains("\"fontSize\" : 18"))
        let saved = try FormValue(jsonData: Data(contentsOf: directory.appendingPathComponent("settings.json")))
        #expect(saved["password"] == .string(secret), "saved as typed")

        var outputs: [String: DemoProcess.Result] = ["set": set]
        for command in [[], ["describe"], ["html"], ["schema"]] {
            outputs[command.first ?? "no command"] = try DemoProcess.run(command, in: directory)
        }
        outputs["apply-form-data"] = try DemoProcess.run(
            ["apply-form-data", "password=new-secret-99&fontSize=19"], in: directory)
        #expect(outputs["apply-form-data"]?.output.contains("\"password\" : \"********\"") == true)
        #expect(outputs["no command"]?.output.contains("\"password\" : \"********\"") == true)
        for (command, result) in outputs {
            #expect(result.status == 0, "\(command)")
            for value in [secret, "new-secret-99"] {
                #expect(
                    !result.output.contains(value) && !result.errors.contains(value), "\(command) printed the password")
            }
        }
    }

    @Test func errorsDoNotQuoteThePassword() throws {
        let directory = try DemoProcess.temporaryDirectory()
        let tooShort = try DemoProcess.run(["set", "password=abc1234"], in: directory)
        #expect(tooShort.status == 1)
        #expect(tooShort.errors == "password: Password must be at least 8 characters.\n")

        let malformed = try DemoProcess.run(["apply-form-data", "fontSize=20&password=abc%zzdefgh"], in: directory)
        #expect(malformed.status == 1)
        #expect(
            malformed.errors == "body: the value of \"password\" is not valid form data at byte offset 24 "
                + "(malformedPercentEscape); its text is not shown\n")
        let other = try DemoProcess.run(["apply-form-data", "bio=abc%zz"], in: directory)
        #expect(other.errors.contains("\"%zz\""), "other fields' bytes are still quoted")
    }
}
