import Foundation
import Formulate
import FormulateSchema
import Testing

private struct ReadmeSchemaSettings {
    var email = ""
    var fontSize = 14
}

@Suite("README example: JSON Schema")
struct ReadmeSchemaExampleTests {
    @Test func export() throws {
        let exporter = JSONSchemaExporter()
        let exported = exporter.export(try Form(ReadmeSchemaSettings()))
        #expect(exported["schema"]?["properties"]?["email"]?["format"] == "email")
        #expect(exported["uiSchema"]?["ui:order"] == ["email", "fontSize"])
        let instance = exporter.instance(of: try Form(ReadmeSchemaSettings()))
        #expect(instance == .object([FormValueMember("email", ""), FormValueMember("fontSize", .int(14))]))
    }
}
