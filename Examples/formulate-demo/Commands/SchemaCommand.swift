import Formulate
import FormulateSchema

/// `schema`: the settings form as JSON Schema (2020-12), an rjsf uiSchema, and the current
/// settings as `formData` (an instance of the schema).
enum SchemaCommand {
    static func run(_ file: SettingsFile) throws {
        let form = try ModelForm(try file.load())
        var exporter = JSONSchemaExporter()
        exporter.title = "Settings"
        var members = exporter.export(form).objectValue ?? []
        members.append(FormValueMember("formData", exporter.instance(of: form)))
        DemoOutput.json(FormValue.object(members).jsonString())
    }
}
