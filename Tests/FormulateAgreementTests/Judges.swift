import Formulate
import FormulateHTML
import FormulateSchema
import Foundation
import TestTools

/// One judge's verdict on one value: accepted or refused, and what it said.
struct Verdict: Codable, Sendable {
    var accepted: Bool
    var detail: String
}

/// The server: a fresh form, `setText` as a person typed it, then `validate()`.
enum ServerJudge {
    static func verdict(on text: String, key: String) throws -> Verdict {
        let form = try ModelForm(AgreementModel())
        do {
            try form.setText(text, for: key)
        } catch {
            return Verdict(accepted: false, detail: "setText: " + error.message)
        }
        let errors = form.validate().filter { $0.key == key }
        return Verdict(accepted: errors.isEmpty, detail: errors.map(\.message).joined(separator: "; ").ifEmpty("valid"))
    }

    /// The JSON instance a client would send for `text` typed into `field`: text as a
    /// string, a number as a number, and nothing at all for a blank number, date or option.
    static func instance(of text: String, in field: Field) -> FormValue {
        if text.isEmpty && !field.kind.isTextual { return .object([]) }
        var value = FormValue.string(text)
        if field.kind.isNumeric, let number = try? FormValue(json: text), number.isNumber { value = number }
        return .object([FormValueMember(field.key, value)])
    }
}

/// The browser and the schema validator: `agreement_judges.py` (next to this file) with
/// the rendered page, the exported schema and every case, in one run (one Chromium launch).
enum PythonJudges {
    struct Case {
        var key: String
        var text: String
        var instance: FormValue
    }

    struct Control: Decodable {
        var tag: String
        var attributes: [String: String]
    }

    struct Output: Decodable {
        struct Pair: Decodable {
            var browser: Verdict
            var schema: Verdict
        }
        /// Where the schema itself breaks a rule of draft 2020-12 (`path` like
        /// `properties/letterPattern/pattern`, empty for the whole schema), and how.
        struct SchemaProblem: Decodable {
            var path: String
            var message: String
        }
        var schemaProblems: [SchemaProblem]
        var controls: [String: Control]
        var verdicts: [Pair]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("agreement_judges.py")

    static func run(page: String, schema: FormValue, cases: [Case]) throws -> Output {
        let input = FormValue.object([
            FormValueMember("page", .string(page)),
            FormValueMember("schema", schema),
            FormValueMember(
                "cases",
                .array(
                    cases.map { item in
                        .object([
                            FormValueMember("key", .string(item.key)),
                            FormValueMember("text", .string(item.text)),
                            FormValueMember("instance", item.instance),
                        ])
                    })),
        ])
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formulate-agreement-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Files rather than pipes: neither side can block on a full pipe.
        let inputFile = directory.appendingPathComponent("input.json")
        let outputFile = directory.appendingPathComponent("output.json")
        let errorFile = directory.appendingPathComponent("errors.txt")
        try input.jsonData(pretty: false).write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [TestPython.executable, script.path]
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()

        let output = try Data(contentsOf: outputFile)
        let errors = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        guard process.terminationStatus == 0, let decoded = try? JSONDecoder().decode(Output.self, from: output) else {
            throw Failure(
                description: """
                    agreement_judges.py failed (status \(process.terminationStatus)); it needs python3 with jsonschema, \
                    rfc3339-validator, rfc3986-validator and playwright, and Chromium (scripts/install-test-tools):
                    \(errors)\(String(decoding: output, as: UTF8.self))
                    """)
        }
        guard decoded.verdicts.count == cases.count else {
            throw Failure(
                description:
                    "agreement_judges.py gave \(decoded.verdicts.count) verdicts for \(cases.count) cases\n\(errors)")
        }
        return decoded
    }
}

extension String {
    /// The string, or `replacement` when it is empty.
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
