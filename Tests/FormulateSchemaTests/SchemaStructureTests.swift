import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// The root object, property order, nesting, `required`, and the exporter's options.
@Suite struct SchemaStructureTests {
    @Test func rootDeclaresDraft202012AndTheModelName() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Company()))
        #expect(Array(schema.keys.prefix(3)) == ["$schema", "title", "type"])
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] == "Company")
        #expect(schema["type"] == "object")
        #expect(schema["$id"] == nil)
        #expect(schema["additionalProperties"] == nil)
    }

    @Test func idTitleAndDescriptionOptions() throws {
        let exporter = JSONSchemaExporter(
            id: "https://example.com/company.json", title: "A Company", description: "Who we are.")
        let schema = exporter.schema(for: try ModelForm(Company()))
        #expect(Array(schema.keys.prefix(5)) == ["$schema", "$id", "title", "description", "type"])
        #expect(schema["$id"] == "https://example.com/company.json")
        #expect(schema["title"] == "A Company")
        #expect(schema["description"] == "Who we are.")
    }

    @Test func propertiesFollowFieldOrder() throws {
        let form = try ModelForm(KitchenSink())
        let schema = JSONSchemaExporter().schema(for: form)
        let expected = form.fields.filter { $0.kind != .label && $0.kind != .button }.map(\.key)
        #expect(schema["properties"]?.keys == expected)
        #expect(schema["properties"]?.keys.first == "name")
        #expect(schema["properties"]?.keys.last == "serial")
    }

    @Test func nestedSubformsUseTheLastKeyComponent() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Company()))
        #expect(schema["properties"]?.keys == ["name", "headquarters", "branch"])
        #expect(property("headquarters", in: schema)?["properties"]?.keys == ["city", "address", "opensAtTime"])
        #expect(
            property("headquarters.address", in: schema)
                == object([
                    "type": "object", "title": "Address",
                    "properties": object([
                        "street": object(["type": "string", "title": "Street"]),
                        "postalCode": object(["type": "string", "title": "Postal Code"]),
                    ]),
                ]))
        #expect(
            property("headquarters.city", in: schema) == object(["type": "string", "title": "City", "minLength": 1]))
        #expect(property("headquarters", in: schema)?["required"] == ["city", "address", "opensAtTime"])
    }

    @Test func optionalSubformsAcceptNull() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Company()))
        #expect(property("branch", in: schema)?["type"] == ["object", "null"])
        #expect(property("branch.opensAtTime", in: schema)?["format"] == "time")
        // `name` is text the form takes empty: an emptied one is left out, not required.
        #expect(schema["required"] == ["headquarters"])
    }

    @Test func optionalFieldsOfEveryKindAcceptNull() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Optionals()))
        #expect(property("nickname", in: schema)?["type"] == ["string", "null"])
        #expect(property("age", in: schema)?["type"] == ["integer", "null"])
        #expect(property("ratio", in: schema)?["type"] == ["number", "null"])
        #expect(property("birthday", in: schema)?["type"] == ["string", "null"])
        #expect(property("homepage", in: schema)?["type"] == ["string", "null"])
        #expect(property("days", in: schema)?["type"] == ["array", "null"])
        #expect(property("isSubscribed", in: schema)?["type"] == ["boolean", "null"])
        #expect(
            property("theme", in: schema)
                == object([
                    "type": ["string", "null"], "title": "Theme", "enum": [nil, "red", "green", "blue"],
                ]))
        #expect(schema["required"] == nil)
    }

    @Test func hiddenFieldsAreLeftOutUnlessIncluded() throws {
        let form = try ModelForm(Conditional())
        #expect(form.isHidden("volume"))
        let schema = JSONSchemaExporter().schema(for: form)
        #expect(schema["properties"]?.keys == ["enabled", "note", "ringtone"])
        let withHidden = JSONSchemaExporter(includeHidden: true).schema(for: form)
        #expect(withHidden["properties"]?.keys == ["enabled", "volume", "note", "ringtone"])
        // Text that may be empty is not required, nor is a field its condition may hide.
        #expect(withHidden["required"] == ["enabled"])
    }

    @Test func exportFollowsConditionsAsTheyAreNow() throws {
        let form = try ModelForm(Conditional())
        try form.setValue(true, for: "enabled")
        #expect(!form.isHidden("volume"))
        #expect(
            JSONSchemaExporter().schema(for: form)["properties"]?.keys == ["enabled", "volume", "note", "ringtone"])
    }

    @Test func helpGoesWhereAsked() throws {
        let form = try ModelForm(Conditional())
        #expect(property("note", in: JSONSchemaExporter().schema(for: form))?["description"] == "Shown when on.")
        #expect(JSONSchemaExporter().uiSchema(for: form)["note"]?["ui:help"] == nil)
        let uiOnly = JSONSchemaExporter(helpPlacement: .uiHelp)
        #expect(property("note", in: uiOnly.schema(for: form))?["description"] == nil)
        #expect(uiOnly.uiSchema(for: form)["note"]?["ui:help"] == "Shown when on.")
        let both = JSONSchemaExporter(helpPlacement: .both)
        #expect(property("note", in: both.schema(for: form))?["description"] == "Shown when on.")
        #expect(both.uiSchema(for: form)["note"]?["ui:help"] == "Shown when on.")
    }

    @Test func closedObjectsRefuseOtherMembers() throws {
        let schema = JSONSchemaExporter(allowsAdditionalProperties: false).schema(for: try ModelForm(Company()))
        #expect(schema["additionalProperties"] == false)
        #expect(property("headquarters", in: schema)?["additionalProperties"] == false)
        #expect(property("headquarters.address", in: schema)?["additionalProperties"] == false)
    }

    @Test func setCollectionsHaveUniqueItems() throws {
        let form = try ModelForm(Tagged())
        #expect(form.field("labels")?.kind == .collection)
        let schema = JSONSchemaExporter().schema(for: form)
        #expect(property("labels", in: schema)?["uniqueItems"] == true)
        #expect(property("notes", in: schema)?["uniqueItems"] == nil)
    }

    @Test func exportHoldsBothSchemas() throws {
        let form = try ModelForm(Company())
        let exporter = JSONSchemaExporter()
        let export = exporter.export(form)
        #expect(export.keys == ["schema", "uiSchema"])
        #expect(export["schema"] == exporter.schema(for: form))
        #expect(export["uiSchema"] == exporter.uiSchema(for: form))
    }
}

/// A set and an array of items edited as collections.
struct Tagged: FormCustomizing {
    var labels: Set<Palette> = [.red]
    var notes: [String] = []
    static var fieldSettings: [String: FieldSettings] { ["labels": FieldSettings.kind(.collection)] }
}
