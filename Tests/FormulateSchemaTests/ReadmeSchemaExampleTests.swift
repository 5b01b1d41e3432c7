import Formulate
import FormulateSchema
import Foundation
import Testing

private struct ReadmeSchemaSettings {
    var email = ""
    var fontSize = 14
}

@Suite("README example: JSON Schema")
struct ReadmeSchemaExampleTests {
    @Test func export() throws {
        let exporter = JSONSchemaExporter()
        let exported = exporter.export(try ModelForm(ReadmeSchemaSettings()))
        #expect(exported["schema"]?["properties"]?["email"]?["format"] == "email")
        #expect(exported["uiSchema"]?["ui:order"] == ["email", "fontSize"])
        let instance = exporter.instance(of: try ModelForm(ReadmeSchemaSettings()))
        // An empty email is left out: the schema's email format refuses "", and the field
        // may be empty (it has no required rule).
        #expect(instance == .object([FormValueMember("fontSize", .int(14))]))
    }
}
