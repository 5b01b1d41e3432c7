import Foundation
import TestTools
import Testing

@testable import Formulate

/// Checks that each translated pattern accepts and refuses exactly what the server does, in
/// the engines that read it: Python's `re` and `jsonschema` for ``RegexPattern/schemaPattern``,
/// Node's ECMAScript (`u` flag for the schema pattern, `v` flag as browsers compile
/// ``RegexPattern/htmlPattern``). Each engine's test runs where the engine is installed.
@Suite("Translated patterns agree with the server in other engines")
struct RegexEngineAgreementTests {
    static let sources = [
        "[0-9]{5}(-[0-9]{4})?", "^\\d{5}(-\\d{4})?$", "\\d{3}-\\d{4}", "\\d+", "\\D", "-?[0-9]+",
        "[a-z0-9._%+-]+@[a-z]+", "\\p{Lu}[a-z]*", "[(){}/|]x", "a|b(c|d)?\\.", "[A-Z]{3}-[0-9]{3}",
        "(?:ab)+?c{2,}", "[^\\u0041-Z]", "a(?=b)c", "(a)\\1", "a.b", ".*", ".+@example\\.com", "\\Aabc\\z",
        "^[a-z]+$", "a$|b", "[a\\^]", "\\x41\\e", "[a-z0-9_]+(\\.[a-z0-9_]+)*", "é\\t", "[\\u00e9-\\u00eb]+",
        "[^a-z]+", "(?!ab)[a-z]{2}", "a{2,3}?",
        ValidationRule.emailPatternSource, ValidationRule.usPhonePatternSource,
        "(?:0[1-9]|1[0-2])/(?:[0-9]{2}|[1-9][0-9]{3})",
    ]

    static let values = [
        "", "a", "b", "aa", "ab", "abc", "abc\n", "abc\r", "abc\u{2028}", "ABC-123", "ABC-123\n", "12345", "12345\n",
        "12345-6789", "٣٤٥", "١٢٣٤٥", "345", "555-1234", "été", "e\u{301}", "éé", "a\u{0B}b", "a\u{0C}b", "a\u{85}b",
        "a\u{2028}b", "a\rb", "a\nb", "a.b", "a-b", "a\u{1F600}b", "\u{1F600}", "x@example.com", "x@example\ncom",
        "x@example.com\n", "ada@example.org", "a.b@c.d", "(555) 123-4567", "555-123-4567", "555.123-4567",
        "555-123.4567",
        "12/2024", "00/12", "12/0000", "A", "Z", "^", "\\", "-", "[", "\t", "é\t", "(x", "|x", "Ax", "aA",
        "abccc", "ababcc", "a\u{1B}", "A\u{1B}", "ac", "abc", "aaa", "-42", "4-2", "cd", "c.",
    ]

    /// One pattern, its translations, and what the server says of each value.
    struct Case: Codable {
        var source: String
        var schema: String?
        var html: String?
        var expected: [Bool]
    }

    static func cases() throws -> [Case] {
        try sources.map { source in
            let pattern = try RegexPattern(source)
            return Case(
                source: source, schema: pattern.schemaPattern, html: pattern.htmlPattern,
                expected: values.map(pattern.matches))
        }
    }

    @Test func everySampleHasATranslation() throws {
        let cases = try Self.cases()
        #expect(cases.filter { $0.schema == nil }.map(\.source) == ["\\p{Lu}[a-z]*"])
        #expect(cases.allSatisfy { $0.html != nil })
        #expect(cases.flatMap(\.expected).contains(true) && cases.flatMap(\.expected).contains(false))
    }

    @Test(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
    func pythonReAndJSONSchemaAgree() throws {
        let script = """
            import json, re, sys, warnings
            import jsonschema
            warnings.simplefilter("error")
            document = json.load(sys.stdin)
            problems = []
            for case in document["cases"]:
                if case.get("schema") is None:  # JSONEncoder leaves nil out
                    continue
                compiled = re.compile(case["schema"])
                validator = jsonschema.Draft202012Validator({"type": "string", "pattern": case["schema"]})
                for value, expected in zip(document["values"], case["expected"]):
                    if (compiled.search(value) is not None) != expected or validator.is_valid(value) != expected:
                        problems.append(f"{case['source']!r} on {value!r}: server says {expected}")
            print("\\n".join(problems) or "agree")
            """
        try ExternalTool.jsonSchema.require()
        let output = try EngineRunner.run([TestPython.executable, "-c", script], input: try Self.document())
        #expect(output == "agree\n")
    }

    @Test(.enabled(if: ExternalTool.node.shouldRun, "needs Node.js (apt-get install nodejs)"))
    func ecmaScriptAgreesWithUAndVFlags() throws {
        let script = """
            const document = JSON.parse(require("fs").readFileSync(0, "utf8"));
            const problems = [];
            for (const c of document.cases) {
              const engines = [];
              // JSONEncoder leaves nil out: != null is false for undefined too.
              if (c.schema != null) engines.push(["u", new RegExp(c.schema, "u")]);
              if (c.html != null) engines.push(["v", new RegExp("^(?:" + c.html + ")$", "v")]);
              for (const [flag, re] of engines) {
                document.values.forEach((value, i) => {
                  if (re.test(value) !== c.expected[i]) problems.push(`${flag} ${JSON.stringify(c.source)} on ${JSON.stringify(value)}: server says ${c.expected[i]}`);
                });
              }
            }
            console.log(problems.join("\\n") || "agree");
            """
        try ExternalTool.node.require()
        let output = try EngineRunner.run(["node", "-e", script], input: try Self.document())
        #expect(output == "agree\n")
    }

    static func document() throws -> Data {
        struct Document: Codable {
            var cases: [Case]
            var values: [String]
        }
        return try JSONEncoder().encode(Document(cases: try cases(), values: values))
    }
}

/// Runs another language's interpreter.
enum EngineRunner {
    /// The standard output of `arguments` given `input`; throws when it fails.
    static func run(_ arguments: [String], input: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw EngineFailure(output: String(decoding: data, as: UTF8.self)) }
        return String(decoding: data, as: UTF8.self)
    }

    struct EngineFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }
}
