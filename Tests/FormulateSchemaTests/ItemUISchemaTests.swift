import Formulate
import Testing

@testable import FormulateSchema

private struct Account: DefaultConstructible {
    struct Recovery {
        var email = ""
        @FormField(.kind(.longText)) var notes = ""
    }
    var user = ""
    var password = ""
    var port = 22
    var recovery = Recovery()
    var backupCodes: [Int] = []
}

private struct Vault: DefaultConstructible {
    var accounts: [Account] = []
    var limits: [String: Int] = [:]
}

/// The uiSchema inside items and dictionary values: the same entries as for top-level
/// fields, in the places rjsf reads them (`items`, `additionalProperties`).
@Suite struct ItemUISchemaTests {
    private let ui: FormValue

    init() throws {
        ui = JSONSchemaExporter().uiSchema(for: try ModelForm(Vault()))
    }

    @Test func itemFieldsHaveTheirWidgets() {
        let items = ui["accounts"]?["items"]
        #expect(items?["ui:order"] == ["user", "password", "port", "recovery", "backupCodes"])
        #expect(items?["password"]?["ui:widget"] == "password")
        #expect(items?["port"] == object(["ui:widget": "updown"]))
        #expect(items?["user"] == nil || items?["user"]?["ui:widget"] == nil)
    }

    @Test func subformsAndListsInsideItemsHaveTheirsToo() {
        let recovery = ui["accounts"]?["items"]?["recovery"]
        #expect(recovery?["ui:order"] == ["email", "notes"])
        #expect(recovery?["email"]?["ui:options"] == object(["inputType": "email"]))
        #expect(recovery?["notes"] == object(["ui:widget": "textarea"]))
        #expect(ui["accounts"]?["items"]?["backupCodes"]?["items"] == object(["ui:widget": "updown"]))
    }

    @Test func dictionaryValuesHaveTheirWidgetUnderAdditionalProperties() {
        #expect(ui["limits"]?["additionalProperties"] == object(["ui:widget": "updown"]))
    }

    @Test func theTopLevelShapeIsUnchanged() {
        #expect(ui["ui:order"] == ["accounts", "limits"])
    }
}
