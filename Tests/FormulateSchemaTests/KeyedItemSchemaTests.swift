import Formulate
import TestTools
import Testing

@testable import FormulateSchema

private struct Account: DefaultConstructible {
    var email = ""
    var password = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 993
}

/// A dictionary of subforms beside a dictionary of values.
private struct Accounts: DefaultConstructible, FormCustomizing {
    var accounts: [String: Account] = [:]
    var environment: [String: String] = [:]
    static var inputFields: FormInput { .all }
}

/// The JSON Schema of a dictionary of subforms (`[String: Account]`): an object whose
/// members are the item's object schema, under keys that may not hold `.`, `[` or `]`.
@Suite struct KeyedItemSchemaTests {
    fileprivate static func filled() throws -> ModelForm<Accounts> {
        let form = try ModelForm(Accounts())
        try form.setText("ada@work.example", for: "accounts.work.email")
        try form.setText("ada@home.example", for: "accounts.home.email")
        try form.setText("143", for: "accounts.home.port")
        return form
    }

    @Test func aDictionaryOfSubformsIsAnObjectOfItemObjects() throws {
        let schema = JSONSchemaExporter().schema(for: try Self.filled())
        let accounts = try #require(property("accounts", in: schema))
        #expect(accounts["type"] == "object")
        #expect(accounts["additionalProperties"]?["type"] == "object")
        #expect(accounts["additionalProperties"]?["title"] == "Account")
        #expect(accounts["additionalProperties"]?["properties"]?.keys == ["email", "password", "port"])
        #expect(accounts["additionalProperties"]?["properties"]?["port"]?["maximum"] == 65535)
        #expect(accounts["propertyNames"]?["minLength"] == 1)
        #expect(accounts["propertyNames"]?["pattern"]?.stringValue?.contains(".\\[\\]") == true)
        #expect(property("environment", in: schema)?["propertyNames"]?["pattern"]?.stringValue?.contains(".") == false)
    }

    @Test func theInstanceHoldsEachEntryUnderItsKeyInKeyOrderWithoutSecrets() throws {
        let form = try Self.filled()
        try form.setText("s3cret", for: "accounts.work.password")
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["accounts"]?.objectValue?.map(\.key) == ["home", "work"])
        #expect(instance["accounts"]?["home"]?["port"] == 143)
        #expect(instance["accounts"]?["work"]?["email"] == "ada@work.example")
        #expect(instance["accounts"]?["work"]?["password"] == nil)
    }
}

/// The same, checked by Python's `jsonschema`.
@Suite(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct KeyedItemSchemaValidationTests {
    @Test func instancesOfTheFormPassAndBrokenOnesFailWhereTheFormRefuses() throws {
        let form = try KeyedItemSchemaTests.filled()
        #expect(form.validate().isEmpty)
        let exporter = JSONSchemaExporter()
        let instance = exporter.instance(of: form)
        let work = try #require(instance["accounts"]?["work"])
        func accounts(_ members: [FormValueMember]) -> FormValue {
            instance.replacing("accounts", with: .object(members))
        }
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: instance,
            invalid: [
                .init(
                    instance: accounts([FormValueMember("work", work.replacing("port", with: 70000))]),
                    failingPaths: ["accounts.work.port"]),
                .init(instance: accounts([FormValueMember("work", "x")]), failingPaths: ["accounts.work"]),
                .init(instance: accounts([FormValueMember("", work)]), failingPaths: ["accounts"]),
                .init(instance: accounts([FormValueMember("a.b", work)]), failingPaths: ["accounts"]),
                .init(instance: accounts([FormValueMember("a[0]", work)]), failingPaths: ["accounts"]),
                .init(instance: accounts([FormValueMember("\u{202E}a", work)]), failingPaths: ["accounts"]),
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func anEmptyDictionaryPasses() throws {
        let exporter = JSONSchemaExporter()
        let form = try ModelForm(Accounts())
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: exporter.instance(of: form))
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
