import Formulate
import TestTools
import Testing

@testable import FormulateSchema

private struct Endpoint: DefaultConstructible {
    struct Auth { var user = "" }
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
    var auth = Auth()
}

private struct Cluster: DefaultConstructible, FormCustomizing {
    var name = "main"
    var endpoints: [Endpoint] = []
    static var fieldOverrides: [String: FieldOverrides] {
        ["endpoints": ["rules": [ValidationRule.minLength(1), .maxLength(3)]]]
    }
}

/// Collections of subforms in the JSON Schema: an array of objects with the item's
/// properties, item counts from the collection's rules; checked by Python's `jsonschema`.
@Suite struct CollectionSchemaTests {
    private func cluster() throws -> ModelForm<Cluster> {
        let form = try ModelForm(Cluster())
        try form.setText("a.example", for: "endpoints.0.host")
        try form.setText("b.example", for: "endpoints.1.host")
        try form.setText("8443", for: "endpoints.1.port")
        try form.setText("ada", for: "endpoints.1.auth.user")
        return form
    }

    @Test func anArrayOfObjectsWithTheItemsProperties() throws {
        let schema = JSONSchemaExporter().schema(for: try cluster())
        let endpoints = try #require(schema["properties"]?["endpoints"])
        #expect(endpoints["type"] == "array")
        #expect(endpoints["minItems"] == 1)
        #expect(endpoints["maxItems"] == 3)
        let items = try #require(endpoints["items"])
        #expect(items["type"] == "object")
        #expect(items["title"] == "Endpoint")
        #expect(items["properties"]?.keys == ["host", "port", "auth"])
        #expect(items["properties"]?["port"]?["maximum"] == 65535)
        #expect(items["properties"]?["auth"]?["properties"]?.keys == ["user"])
    }

    @Test func theInstanceHoldsEachItemAsAnObject() throws {
        let instance = JSONSchemaExporter().instance(of: try cluster())
        let endpoints = try #require(instance["endpoints"]?.arrayValue)
        #expect(endpoints.count == 2)
        #expect(endpoints[1]["host"] == "b.example")
        #expect(endpoints[1]["port"] == 8443)
        #expect(endpoints[1]["auth"]?["user"] == "ada")
    }

    @Test(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
    func jsonschemaAcceptsTheInstanceAndRefusesBrokenOnes() throws {
        let form = try cluster()
        let exporter = JSONSchemaExporter()
        let instance = exporter.instance(of: form)
        let items = instance["endpoints"]?.arrayValue ?? []
        let badPort = items[1].replacing("port", with: 70000)
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: instance,
            invalid: [
                .init(
                    instance: instance.replacing("endpoints", with: .array([items[0], badPort])),
                    failingPaths: ["endpoints.1.port"]),
                .init(instance: instance.replacing("endpoints", with: .array([])), failingPaths: ["endpoints"]),
                .init(
                    instance: instance.replacing("endpoints", with: .array(items + items)), failingPaths: ["endpoints"]),
                .init(
                    instance: instance.replacing("endpoints", with: .array([.string("x")])),
                    failingPaths: ["endpoints.0"]),
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    private struct Scores: FormCustomizing {
        var scores = [5]
        static var fieldSettings: [String: FieldSettings] {
            ["scores": FieldSettings.template(.min(0).max(10).step(5))]
        }
    }

    private func scores(_ values: [Int]) -> FormValue {
        .object([FormValueMember("scores", .array(values.map { .int($0) }))])
    }

    @Test func aListsItemBoundsAndStepAreItsItemsKeywordsAndTheServersToo() throws {
        let form = try ModelForm(Scores())
        let items = try #require(JSONSchemaExporter().schema(for: form)["properties"]?["scores"]?["items"])
        #expect(items["minimum"] == 0)
        #expect(items["maximum"] == 10)
        #expect(items["multipleOf"] == 5)
        let verdicts: [(values: [Int], valid: Bool)] = [
            ([0, 5, 10], true), ([11], false), ([0, -5], false), ([7], false),
        ]
        for verdict in verdicts {
            try form.setFormValue(.array(verdict.values.map { .int($0) }), for: "scores")
            #expect(form.validate().isEmpty == verdict.valid, "\(verdict.values)")
        }
    }

    @Test(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
    func jsonschemaJudgesAListsItemsByTheirBoundsAndStep() throws {
        let form = try ModelForm(Scores())
        let exporter = JSONSchemaExporter()
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: scores([0, 5, 10]),
            invalid: [
                .init(instance: scores([11]), failingPaths: ["scores.0"]),
                .init(instance: scores([0, -5]), failingPaths: ["scores.1"]),
                .init(instance: scores([7]), failingPaths: ["scores.0"]),
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
