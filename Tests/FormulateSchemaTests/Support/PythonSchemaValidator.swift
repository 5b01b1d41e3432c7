import Foundation
import Formulate

/// Runs `validate_schema.py` (next to the tests) on an exported schema and instances of it.
///
/// It needs `python3` with `jsonschema` (and `rfc3339-validator`, `rfc3986-validator` for
/// the time and URI formats). When they are missing the run reports it and the test fails:
/// a skipped validation would look like a passing one.
enum PythonSchemaValidator {
    /// The outcome of one run.
    struct Outcome {
        /// The script's exit status; 0 when everything was as expected.
        var status: Int32
        /// What the script printed (standard output and error).
        var output: String
    }

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
    static func validate(schema: FormValue, instance: FormValue, invalid: [InvalidCase] = []) throws -> Outcome {
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
        return try run(arguments)
    }

    /// Runs `python3` with `arguments`.
    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot block the script.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
