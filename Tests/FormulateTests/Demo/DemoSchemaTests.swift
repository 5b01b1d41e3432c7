import Foundation
import TestTools
import Testing

@testable import Formulate

/// The demo's exported schema checked by an independent validator (Python's jsonschema,
/// through the schema tests' `validate_schema.py`): the schema against the 2020-12
/// metaschema, the settings (`formData`) against the schema.
// Skipped where the tests' Python lacks jsonschema, required under CI (see ExternalTool).
@Suite(
    "formulate-demo schema", .serialized,
    .enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct DemoSchemaTests {
    @Test(arguments: [
        [String](),
        [
            "rememberMe=yes", "homepageURL=https://ada.example", "dateOfBirth=1815-12-10", "favoriteDays=Monday",
            "backupEmails=a@b.co", "notifications.quietHoursStartTime=22:30", "password=correct horse",
        ],
    ])
    func schemaAndSettingsValidate(edits: [String]) throws {
        let directory = try DemoProcess.temporaryDirectory()
        if !edits.isEmpty { #expect(try DemoProcess.run(["set"] + edits, in: directory).status == 0) }
        let result = try DemoProcess.run(["schema"], in: directory)
        #expect(result.status == 0)
        let exported = try FormValue(json: result.output)
        let schema = try #require(exported["schema"])
        let formData = try #require(exported["formData"])
        #expect(exported["uiSchema"]?["ui:order"]?.arrayValue?.first == "displayName")
        let schemaFile = directory.appendingPathComponent("schema.json")
        let instanceFile = directory.appendingPathComponent("instance.json")
        try schema.jsonData().write(to: schemaFile)
        try formData.jsonData().write(to: instanceFile)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("FormulateSchemaTests/validate_schema.py")
        let validated = try TestPython.run([script.path, schemaFile.path, instanceFile.path], needing: .jsonSchema)
        #expect(validated.status == 0, "\(validated.output)")
    }
}
