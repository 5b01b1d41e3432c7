import Formulate
import FormulateSchema
import Testing

/// A nested type's own conditions in the exported schema: it is a snapshot, so a field its
/// type hides now is left out, and one it disables now is `ui:disabled`, each by its own value.
@Suite struct NestedConditionSchemaTests {
    struct Dose: DefaultConstructible, FormCustomizing {
        var name = ""
        var asNeeded = false
        var maxPerDay = 3
        static var fieldSettings: [String: FieldSettings] {
            [
                "maxPerDay": FieldSettings.hidden("$asNeeded == false").min(1).max(8),
                "name": FieldSettings.disabled("$asNeeded"),
            ]
        }
    }
    struct Regimen { var doses: [Dose] = []; var primary = Dose() }
    struct Schedule: DefaultConstructible { var primary = Dose(); var backup = Dose() }
    struct Plan { var morning = Schedule(); var evening = Schedule() }

    @Test func theRegimensSubformIsExportedByItsOwnCondition() throws {
        let form = try ModelForm(Regimen())
        let exporter = JSONSchemaExporter()
        #expect(property("primary", in: exporter.schema(for: form))?["properties"]?.keys == ["name", "asNeeded"])
        try form.setValue(true, for: "primary.asNeeded")
        let schema = exporter.schema(for: form)
        #expect(property("primary", in: schema)?["properties"]?.keys == ["name", "asNeeded", "maxPerDay"])
        #expect(property("primary.maxPerDay", in: schema)?["maximum"] == 8)
        #expect(exporter.uiSchema(for: form)["primary"]?["name"]?["ui:disabled"] == true)
        #expect(exporter.instance(of: form)["primary"]?["maxPerDay"] == 3)
    }

    @Test func aTypeTwiceAtTwoLevelsIsExportedByItsOwnValueEachTime() throws {
        let form = try ModelForm(Plan())
        try form.setValue(true, for: "morning.backup.asNeeded")
        let exporter = JSONSchemaExporter()
        let schema = exporter.schema(for: form)
        let keys = ["morning.primary", "morning.backup", "evening.primary", "evening.backup"]
        #expect(keys.map { property($0 + ".maxPerDay", in: schema) != nil } == [false, true, false, false])
        let ui = exporter.uiSchema(for: form)
        #expect(ui["morning"]?["backup"]?["name"]?["ui:disabled"] == true)
        #expect(ui["evening"]?["backup"]?["name"]?["ui:disabled"] == nil)
        let hidden = JSONSchemaExporter(includeHidden: true).uiSchema(for: form)
        #expect(hidden["evening"]?["primary"]?["maxPerDay"]?["ui:widget"] == "hidden")
        #expect(hidden["morning"]?["backup"]?["maxPerDay"]?["ui:widget"] != "hidden")
    }
}
