import Formulate
import FormulateSchema
import Foundation
import TestTools
import Testing

/// Runs `validate_schema.py` (next to the tests) on an exported schema and instances of it.
///
/// It needs the tests' Python with `jsonschema` (and `rfc3339-validator`, `rfc3986-validator`
/// for the time and URI formats): ``ExternalTool/jsonSchema``. A test that validates is
/// enabled only when that tool is here or required, and a run without it throws.
enum PythonSchemaValidator {
    /// An instance that must fail, and the dotted paths its errors must be at.
    struct InvalidCase {
        var instance: FormValue
        var failingPaths: [String]
    }

    /// The script, found from this file's path.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("validate_schema.py")

    /// Validates `schema`, `instance` (which must pass) and `invalid` (each must fail).
    static func validate(schema: FormValue, instance: FormValue, invalid: [InvalidCase] = []) throws
        -> TestPython.Outcome
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formulate-schema-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let schemaFile = directory.appendingPathComponent("schema.json")
        let instanceFile = directory.appendingPathComponent("instance.json")
        try schema.jsonData().write(to: schemaFile)
        try instance.jsonData().write(to: instanceFile)
        var arguments = [script.path, schemaFile.path, instanceFile.path]
        for (index, invalidCase) in invalid.enumerated() {
            let file = directory.appendingPathComponent("invalid-\(index + 1).json")
            let document = FormValue.object([
                FormValueMember("instance", invalidCase.instance),
                FormValueMember("failingPaths", .array(invalidCase.failingPaths.map(FormValue.string))),
            ])
            try document.jsonData().write(to: file)
            arguments.append(file.path)
        }
        return try TestPython.run(arguments, needing: .jsonSchema)
    }
}

/// Validates `form`'s schema and `instance` (and each of `invalid`, which must fail) with
/// the Python script; records the script's output as the failure message.
func expectValid<Model>(
    _ form: ModelForm<Model>, exporter: JSONSchemaExporter = JSONSchemaExporter(), instance: FormValue,
    invalid: [PythonSchemaValidator.InvalidCase] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let outcome = try PythonSchemaValidator.validate(
        schema: exporter.schema(for: form), instance: instance, invalid: invalid)
    #expect(
        outcome.status == 0, "validate_schema.py exited with \(outcome.status):\n\(outcome.output)",
        sourceLocation: sourceLocation)
}
