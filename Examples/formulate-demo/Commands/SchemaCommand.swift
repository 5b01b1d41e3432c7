import Formulate
import FormulateSchema

/// `schema`: the settings form as JSON Schema (2020-12) and an rjsf uiSchema.
enum SchemaCommand {
    static func run(_ file: SettingsFile) throws {
        let form = try Form(try file.load())
        var exporter = JSONSchemaExporter()
        exporter.title = "Settings"
        print(exporter.export(form).jsonString())
    }
}
