import Formulate
import Foundation
import TestTools
import Testing

@testable import FormulateSchema

/// A co-speaker: the passport country is required only while it is shown, when a visa is
/// needed (trial 17).
struct AgreementSpeaker: DefaultConstructible, FormCustomizing {
    var name = ""
    var needsVisa = false
    var passportCountry = ""
    static var fieldSettings: [String: FieldSettings] {
        [
            "name": FieldSettings.rules(.required, .maxLength(30, unit: .unicodeScalars)),
            "passportCountry": FieldSettings.rules(.required).hidden("$needsVisa == false"),
        ]
    }
}

/// A talk whose tags have item rules, whose co-speakers have conditions, and whose status
/// input may not write.
struct AgreementTalk: FormCustomizing {
    var title = "Swift"
    var tags: [String] = ["swift", ""]
    var speakers: [AgreementSpeaker] = [
        AgreementSpeaker(name: "Bo"), AgreementSpeaker(name: "Cy", needsVisa: true, passportCountry: "FR"),
    ]
    private(set) var status = "new"
    static var inputFields: FormInput { .only(\AgreementTalk.title, \AgreementTalk.tags, \AgreementTalk.speakers) }
    static var fieldSettings: [String: FieldSettings] {
        ["tags": FieldSettings.template(.rules(.minLength(2, unit: .unicodeScalars)))]
    }
}

/// A link as text of kind URL, and a Swift `URL`.
struct AgreementLinks: FormCustomizing {
    var link = "https://example.com/talk"
    var website: URL? = URL(string: "https://example.com")
    static var fieldSettings: [String: FieldSettings] { ["link": FieldSettings.kind(.url)] }
}

/// The schema agrees with the server (``ModelForm/validate()``): values just inside and just
/// outside each rule, checked by Python's `jsonschema` (draft 2020-12, formats on).
@Suite(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct ServerAgreementTests {
    typealias Invalid = PythonSchemaValidator.InvalidCase

    /// A field an item's condition hides is not required in the item schema: the item
    /// without a visa (no passport country) passes, as it does on the server.
    @Test func itemFieldsWithConditionsAreNotRequiredUnconditionally() throws {
        let form = try ModelForm(AgreementTalk())
        #expect(form.isValid)
        let schema = JSONSchemaExporter().schema(for: form)
        #expect(property("speakers", in: schema)?["items"]?["required"] == ["name", "needsVisa"])
        #expect(
            property("speakers", in: schema)?["items"]?["properties"]?["passportCountry"]
                == object(["type": "string", "title": "Passport Country"]))
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["speakers"]?.arrayValue?.first?["passportCountry"] == nil)
        try expectValid(form, instance: instance)
        // With hidden fields exported, the field a condition hides is not required either.
        let withHidden = JSONSchemaExporter(includeHidden: true)
        try expectValid(form, exporter: withHidden, instance: withHidden.instance(of: form))
    }

    /// An empty tag skips the item's rules on the server; the schema lets it by too, and
    /// refuses a tag of one letter as the server does.
    @Test func emptyListItemsSkipTheirRules() throws {
        let form = try ModelForm(AgreementTalk())
        #expect(form.isValid)
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["tags"] == ["swift", ""])
        try expectValid(
            form, instance: instance,
            invalid: [Invalid(instance: instance.replacing("tags", with: ["swift", "x"]), failingPaths: ["tags.1"])])
        let short = try ModelForm(AgreementTalk(tags: ["swift", "x"]))
        #expect(!short.isValid)
        let long = try ModelForm(AgreementTalk(tags: ["sw"]))
        #expect(long.isValid)
        try expectValid(long, instance: JSONSchemaExporter().instance(of: long))
    }

    /// A form loaded from its description exports its items' rules as the Swift model does.
    @Test func describedFormKeepsItsItemRules() throws {
        let form = try ModelForm(AgreementTalk())
        let loaded = try ModelForm(descriptionJSON: form.describe().jsonString())
        let swift = JSONSchemaExporter().schema(for: form)
        let described = JSONSchemaExporter().schema(for: loaded)
        #expect(property("speakers", in: described) == property("speakers", in: swift))
        #expect(property("tags", in: described) == property("tags", in: swift))
        #expect(property("speakers", in: described)?["items"]?["properties"]?["name"]?["maxLength"] == 30)
    }

    /// A field input may not write (not among `inputFields`) is `readOnly`, and read-only in
    /// the uiSchema; a form that takes no input at all marks nothing.
    @Test func fieldsInputMayNotWriteAreReadOnly() throws {
        let form = try ModelForm(AgreementTalk())
        #expect(!form.acceptsInput(for: "status"))
        let exporter = JSONSchemaExporter()
        #expect(property("status", in: exporter.schema(for: form))?["readOnly"] == true)
        #expect(property("title", in: exporter.schema(for: form))?["readOnly"] == nil)
        #expect(exporter.uiSchema(for: form)["status"]?["ui:readonly"] == true)
        #expect(exporter.uiSchema(for: form)["title"]?["ui:readonly"] == nil)
        let noInput = try ModelForm(Conditional())
        #expect(property("enabled", in: exporter.schema(for: noInput))?["readOnly"] == nil)
    }

    /// A URL must start with `http://` or `https://` (any case) and have a host, in the schema
    /// as on the server.
    @Test func urlsStartWithAWebScheme() throws {
        let form = try ModelForm(AgreementLinks())
        let instance = JSONSchemaExporter().instance(of: form)
        let refused = [
            "javascript:alert(1)", "ftp://example.com", "mailto:a@b.example", "http://", "https:example.com",
        ]
        for text in refused {
            #expect(!(try ModelForm(AgreementLinks(link: text))).isValid, "\(text)")
        }
        #expect(try ModelForm(AgreementLinks(link: "HTTP://EXAMPLE.COM/a b")).isValid == false)
        #expect(try ModelForm(AgreementLinks(link: "HTTPS://Example.com:8080/x?y#z")).isValid)
        let accepted = instance.replacing("link", with: "HTTPS://Example.com:8080/x?y#z")
            .replacing("website", with: "http://example.com/a")
        try expectValid(
            form, instance: accepted,
            invalid: refused.map {
                Invalid(instance: instance.replacing("link", with: .string($0)), failingPaths: ["link"])
            }
                + refused.map {
                    Invalid(instance: instance.replacing("website", with: .string($0)), failingPaths: ["website"])
                })
    }

}
