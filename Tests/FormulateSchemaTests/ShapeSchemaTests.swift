import Formulate
import TestTools
import Testing

@testable import FormulateSchema

private struct Host: DefaultConstructible {
    var name = ""
    var address = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
}

private struct Proxy: DefaultConstructible {
    var host = "proxy.example"
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 3128
}

/// Every collection shape with its rules: a collection of subforms unique by a field, a
/// collection of values unique, dictionaries with count rules, an optional subform.
private struct Shapes: DefaultConstructible, FormCustomizing {
    var hosts: [Host] = []
    var tags: [String] = []
    var environment: [String: String] = [:]
    var limits: [String: Int] = [:]
    var proxy: Proxy?
    static var inputFields: FormInput { .all }
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "hosts": ["rules": [ValidationRule.unique(by: "name"), .minLength(1), .maxLength(3)]],
            "tags": ["rules": [ValidationRule.unique]],
            "environment": ["rules": [ValidationRule.maxLength(2)]],
            "limits": ["rules": [ValidationRule.minLength(1)]],
        ]
    }
}

/// The JSON Schema of collections, dictionaries and optional subforms: what each announces,
/// and `jsonschema` agreeing with the form on instances the form produces.
@Suite struct ShapeSchemaTests {
    private func filled() throws -> ModelForm<Shapes> {
        let form = try ModelForm(Shapes())
        try form.setText("a", for: "hosts.0.name")
        try form.setText("a.example", for: "hosts.0.address")
        try form.setText("b", for: "hosts.1.name")
        try form.insertItem(text: "red", in: "tags")
        try form.insertItem(text: "blue", in: "tags")
        try form.setText("debug", for: "environment.LOG_LEVEL")
        try form.setText("5", for: "limits.cpu")
        return form
    }

    @Test func uniqueItemsOnlyWhereItIsExact() throws {
        let schema = JSONSchemaExporter().schema(for: try filled())
        #expect(property("tags", in: schema)?["uniqueItems"] == true)
        let hosts = try #require(property("hosts", in: schema))
        #expect(hosts["uniqueItems"] == nil, "unique by a field has no JSON Schema keyword")
        #expect(hosts["minItems"] == 1)
        #expect(hosts["maxItems"] == 3)
        #expect(hosts["items"]?["type"] == "object")
        #expect(hosts["items"]?["properties"]?.keys == ["name", "address", "port"])
    }

    @Test func dictionariesAreObjectsWithCountsAndKeyNames() throws {
        let schema = JSONSchemaExporter().schema(for: try filled())
        let environment = try #require(property("environment", in: schema))
        #expect(environment["type"] == "object")
        #expect(environment["additionalProperties"]?["type"] == "string")
        #expect(environment["propertyNames"]?["minLength"] == 1)
        #expect(environment["maxProperties"] == 2)
        #expect(property("limits", in: schema)?["additionalProperties"]?["type"] == "integer")
        #expect(property("limits", in: schema)?["minProperties"] == 1)
    }

    @Test func anOptionalSubformMayBeNull() throws {
        let schema = JSONSchemaExporter().schema(for: try filled())
        #expect(property("proxy", in: schema)?["type"] == .array(["object", "null"]))
        #expect(schema["required"]?.arrayValue?.contains("proxy") == false)
        #expect(JSONSchemaExporter().instance(of: try filled())["proxy"] == .null)
    }

    @Test func countRulesOnADictionaryAreChecked() throws {
        let form = try filled()
        try form.setText("1", for: "environment.A")
        try form.setText("2", for: "environment.B")
        #expect(form.validate().map(\.key) == ["environment"])
        #expect(form.validate().first?.message == "Environment must have at most 2 items.")
        try form.apply(.remove("environment.A"))
        #expect(form.validate().isEmpty)
        try form.apply(.remove("limits.cpu"))
        #expect(form.validate().isEmpty, "an empty dictionary passes a count rule, like an empty list")
    }

    @Test func anEmptyCollectionWithACountRuleIsLeftOutOfTheInstance() throws {
        let form = try ModelForm(Shapes())
        #expect(form.validate().isEmpty)
        let exporter = JSONSchemaExporter()
        let instance = exporter.instance(of: form)
        #expect(instance["hosts"] == nil)
        #expect(instance["limits"] == nil)
        #expect(instance["tags"] == .array([]))
        #expect(exporter.schema(for: form)["required"]?.arrayValue?.contains("hosts") == false)
    }
}

/// The same, checked by Python's `jsonschema`.
@Suite(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct ShapeSchemaValidationTests {
    @Test func instancesOfTheFormPassAndBrokenOnesFailWhereTheFormRefuses() throws {
        let form = try ModelForm(Shapes())
        try form.setText("a", for: "hosts.0.name")
        try form.setText("b", for: "hosts.1.name")
        try form.insertItem(text: "red", in: "tags")
        try form.setText("debug", for: "environment.LOG_LEVEL")
        try form.setText("5", for: "limits.cpu")
        let exporter = JSONSchemaExporter()
        let instance = exporter.instance(of: form)
        let hosts = instance["hosts"]?.arrayValue ?? []
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: instance,
            invalid: [
                .init(instance: instance.replacing("tags", with: ["red", "red"]), failingPaths: ["tags"]),
                .init(instance: instance.replacing("hosts", with: .array(hosts + hosts)), failingPaths: ["hosts"]),
                .init(
                    instance: instance.replacing("hosts", with: .array([hosts[0].replacing("port", with: 0)])),
                    failingPaths: ["hosts.0.port"]),
                .init(
                    instance: instance.replacing(
                        "environment",
                        with: .object([
                            FormValueMember("A", "1"), FormValueMember("B", "2"),
                            FormValueMember("C", "3"),
                        ])),
                    failingPaths: ["environment"]),
                .init(
                    instance: instance.replacing("environment", with: .object([FormValueMember("A", 1)])),
                    failingPaths: ["environment.A"]),
                .init(
                    instance: instance.replacing("environment", with: .object([FormValueMember("", "x")])),
                    failingPaths: ["environment"]),
                .init(instance: instance.replacing("limits", with: .object([])), failingPaths: ["limits"]),
                .init(
                    instance: instance.replacing("environment", with: .object([FormValueMember("\u{202E}A", "x")])),
                    failingPaths: ["environment"]),
                .init(
                    instance: instance.replacing(
                        "proxy", with: .object([FormValueMember("host", "p"), FormValueMember("port", 70000)])),
                    failingPaths: ["proxy.port"]),
                .init(instance: instance.replacing("proxy", with: "none"), failingPaths: ["proxy"]),
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func aPresentOptionalSubformAndAnEmptyFormPass() throws {
        let exporter = JSONSchemaExporter()
        let empty = try ModelForm(Shapes())
        let emptyOutcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: empty), instance: exporter.instance(of: empty))
        #expect(emptyOutcome.status == 0, "\(emptyOutcome.output)")

        let form = try ModelForm(Shapes())
        // Editing a field of the absent subform makes it present.
        try form.setText("8080", for: "proxy.port")
        #expect(form.validate().isEmpty)
        let instance = exporter.instance(of: form)
        #expect(instance["proxy"]?["port"] == 8080)
        let outcome = try PythonSchemaValidator.validate(schema: exporter.schema(for: form), instance: instance)
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
