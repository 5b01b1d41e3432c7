import Formulate
import Foundation
import TestTools
import Testing

@testable import FormulateSchema

/// Exported schemas checked by a real validator: Python's `jsonschema` checks each schema
/// against the draft 2020-12 metaschema, validates the model's instance (formats
/// included), and requires deliberately wrong instances to fail where expected.
// Skipped, with the comment as the reason, where the tests' Python lacks jsonschema;
// required (a failure then) when CI or FORMULATE_REQUIRE_TOOLS=1 is set.
@Suite(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct SchemaValidationTests {
    typealias Invalid = PythonSchemaValidator.InvalidCase

    @Test func kitchenSink() throws {
        let form = try ModelForm(KitchenSink())
        let instance = JSONSchemaExporter().instance(of: form)
        try expectValid(
            form, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("birthday", with: "2024-13-45"), failingPaths: ["birthday"]),
                Invalid(instance: instance.replacing("createdAt", with: "yesterday"), failingPaths: ["createdAt"]),
                Invalid(instance: instance.replacing("wakeUpTime", with: "25:00:00Z"), failingPaths: ["wakeUpTime"]),
                Invalid(instance: instance.replacing("email", with: "nope"), failingPaths: ["email"]),
                Invalid(instance: instance.replacing("homepage", with: "not a uri"), failingPaths: ["homepage"]),
                Invalid(instance: instance.replacing("identifier", with: "xyz"), failingPaths: ["identifier"]),
                Invalid(instance: instance.replacing("palette", with: "purple"), failingPaths: ["palette"]),
                Invalid(
                    instance: instance.replacing("optionalPalette", with: "purple"), failingPaths: ["optionalPalette"]),
                Invalid(instance: instance.replacing("tiny", with: 200), failingPaths: ["tiny"]),
                Invalid(instance: instance.replacing("count", with: -1), failingPaths: ["count"]),
                Invalid(instance: instance.replacing("size", with: 2), failingPaths: ["size"]),
                Invalid(instance: instance.replacing("channels", with: [8]), failingPaths: ["channels.0"]),
                Invalid(
                    instance: instance.replacing("favoriteDays", with: ["monday", "monday"]),
                    failingPaths: ["favoriteDays"]),
                Invalid(
                    instance: instance.replacing("backupEmails", with: ["ok@example.com", "nope"]),
                    failingPaths: ["backupEmails.1"]),
                Invalid(instance: instance.replacing("address.city", with: 7), failingPaths: ["address.city"]),
                Invalid(instance: instance.replacing("password", with: 7), failingPaths: ["password"]),
            ])
        try expectValid(form, instance: JSONSchemaExporter(includeSecretValues: true).instance(of: form))
    }

    @Test func registrationWithRules() throws {
        let form = try ModelForm(Registration())
        let instance = JSONSchemaExporter().instance(of: form)
        try expectValid(
            form, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("username", with: "A!"), failingPaths: ["username"]),
                Invalid(instance: instance.replacing("email", with: ""), failingPaths: ["email"]),
                Invalid(instance: instance.replacing("password", with: "short"), failingPaths: ["password"]),
                Invalid(instance: instance.replacing("age", with: 17), failingPaths: ["age"]),
                Invalid(instance: instance.replacing("zipCode", with: "1234"), failingPaths: ["zipCode"]),
                Invalid(instance: instance.replacing("phone", with: "555-123.4567"), failingPaths: ["phone"]),
                Invalid(instance: instance.replacing("pin", with: "12a4"), failingPaths: ["pin"]),
                Invalid(
                    instance: instance.replacing("nickname", with: "A very long nickname"), failingPaths: ["nickname"]),
                Invalid(instance: instance.replacing("website", with: "ada.example"), failingPaths: ["website"]),
                Invalid(
                    instance: instance.replacing("cardExpiration", with: "13/2030"), failingPaths: ["cardExpiration"]),
                Invalid(instance: instance.replacing("score", with: 10), failingPaths: ["score"]),
                Invalid(instance: instance.replacing("tags", with: []), failingPaths: ["tags"]),
            ])
        // Values the rules accept pass the schema too.
        let accepted = instance.replacing("phone", with: "(555) 123-4567").replacing("cardExpiration", with: "01/30")
            .replacing("nickname", with: "Ada").replacing("password", with: "long enough")
        try expectValid(form, instance: accepted)
    }

    @Test func nestedSubforms() throws {
        let form = try ModelForm(Company())
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["branch"] == .null)
        try expectValid(
            form, instance: instance,
            invalid: [
                Invalid(
                    instance: instance.replacing("headquarters.city", with: ""), failingPaths: ["headquarters.city"]),
                Invalid(
                    instance: instance.replacing("headquarters.opensAtTime", with: "9:30"),
                    failingPaths: ["headquarters.opensAtTime"]),
                Invalid(
                    instance: instance.replacing("headquarters.address.postalCode", with: nil),
                    failingPaths: ["headquarters.address.postalCode"]),
                Invalid(
                    instance: instance.replacing("branch", with: object(["city": "Austin"])), failingPaths: ["branch"]),
            ])
        var company = Company()
        company.branch = Office()
        try expectValid(try ModelForm(company), instance: JSONSchemaExporter().instance(of: try ModelForm(company)))
    }

    @Test func optionalFieldsNilAndSet() throws {
        let empty = try ModelForm(Optionals())
        try expectValid(empty, instance: JSONSchemaExporter().instance(of: empty))
        let set = try ModelForm(Optionals.allSet)
        let instance = JSONSchemaExporter().instance(of: set)
        try expectValid(
            set, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("theme", with: "purple"), failingPaths: ["theme"]),
                Invalid(instance: instance.replacing("days", with: ["friday"]), failingPaths: ["days.0"]),
                Invalid(instance: instance.replacing("birthday", with: "17/05/2024"), failingPaths: ["birthday"]),
            ])
    }

    @Test func closedSchemaWithHiddenFields() throws {
        let form = try ModelForm(Conditional())
        let closed = JSONSchemaExporter(allowsAdditionalProperties: false)
        let instance = closed.instance(of: form)
        try expectValid(
            form, exporter: closed, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("volume", with: 5), failingPaths: [""])
            ])
        let withHidden = JSONSchemaExporter(includeHidden: true, allowsAdditionalProperties: false)
        try expectValid(form, exporter: withHidden, instance: withHidden.instance(of: form))
    }

    @Test func requiredOptionalsAndLayeredRules() throws {
        let required = try ModelForm(RequiredOptional())
        let instance = JSONSchemaExporter().instance(of: required)
        try expectValid(
            required, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("nickname", with: nil), failingPaths: ["nickname"]),
                Invalid(instance: instance.replacing("theme", with: nil), failingPaths: ["theme"]),
            ])
        let tagged = try ModelForm(Tagged())
        try expectValid(tagged, instance: JSONSchemaExporter().instance(of: tagged))
    }

    @Test func validatorReportsWhatFails() throws {
        let form = try ModelForm(KitchenSink())
        let schema = JSONSchemaExporter().schema(for: form)
        let instance = JSONSchemaExporter().instance(of: form)

        let wrongInstance = try PythonSchemaValidator.validate(
            schema: schema, instance: instance.replacing("birthday", with: "2024-02-30"))
        #expect(wrongInstance.status == 4)
        #expect(wrongInstance.output.contains("birthday: '2024-02-30' is not a 'date'"))

        let passingInvalid = try PythonSchemaValidator.validate(
            schema: schema, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("birthday", with: "2024-02-28"), failingPaths: ["birthday"])
            ])
        #expect(passingInvalid.status == 5)
        #expect(passingInvalid.output.contains("passed, but should have FAILED"))

        let wrongPlace = try PythonSchemaValidator.validate(
            schema: schema, instance: instance,
            invalid: [
                Invalid(instance: instance.replacing("age", with: "old"), failingPaths: ["tiny"])
            ])
        #expect(wrongPlace.status == 5)
        #expect(wrongPlace.output.contains("expected errors at ['tiny'], got ['age']"))

        let brokenSchema = try PythonSchemaValidator.validate(
            schema: schema.replacing("properties.age", with: object(["type": "whole number"])), instance: instance)
        #expect(brokenSchema.status == 3)
    }

}
