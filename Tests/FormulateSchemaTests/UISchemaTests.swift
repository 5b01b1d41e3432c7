import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// The rjsf uiSchema: order, widgets, placeholders, option titles, states, autocomplete.
@Suite struct UISchemaTests {
    let ui: FormValue

    init() throws {
        ui = JSONSchemaExporter().uiSchema(for: try ModelForm(KitchenSink()))
    }

    @Test func orderListsEveryExportedPropertyFirst() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(KitchenSink()))
        #expect(ui.keys.first == "ui:order")
        #expect(ui["ui:order"] == .array((schema["properties"]?.keys ?? []).map(FormValue.string)))
        #expect(ui["ui:order"]?.arrayValue?.contains("intro") == false)
    }

    @Test func textFields() {
        #expect(ui["name"] == object(["ui:placeholder": "Your name", "ui:autocomplete": "name"]))
        #expect(ui["bio"] == object(["ui:widget": "textarea"]))
        #expect(ui["password"] == object(["ui:widget": "password", "ui:autocomplete": "current-password"]))
    }

    @Test func inputTypesForEmailPhoneAndURL() {
        #expect(ui["email"] == object(["ui:autocomplete": "email", "ui:options": object(["inputType": "email"])]))
        #expect(ui["phone"] == object(["ui:autocomplete": "tel", "ui:options": object(["inputType": "tel"])]))
        #expect(ui["homepage"] == object(["ui:autocomplete": "url", "ui:options": object(["inputType": "url"])]))
    }

    @Test func numbersAndDates() {
        #expect(ui["age"] == object(["ui:widget": "updown"]))
        #expect(ui["count"] == object(["ui:widget": "updown"]))
        #expect(ui["ratio"] == nil)
        #expect(ui["isActive"] == nil)
        #expect(ui["birthday"] == object(["ui:widget": "date"]))
        #expect(ui["wakeUpTime"] == object(["ui:widget": "time"]))
        #expect(ui["createdAt"] == object(["ui:widget": "datetime"]))
    }

    @Test func choicesHaveTitles() {
        #expect(ui["palette"] == object(["ui:widget": "select", "ui:enumNames": ["Red", "Green", "Blue"]]))
        #expect(ui["priority"]?["ui:enumNames"] == ["Low", "Medium", "High"])
        #expect(ui["size"]?["ui:enumNames"] == ["Small", "Large"])
        #expect(
            ui["favoriteDays"]
                == object(["ui:widget": "checkboxes", "ui:enumNames": ["Monday", "Tuesday", "Wednesday"]]))
        #expect(ui["channels"] == object(["ui:widget": "checkboxes", "ui:enumNames": ["Email", "SMS", "Push"]]))
    }

    @Test func nullChoiceIsTitledByThePlaceholder() throws {
        #expect(
            ui["optionalPalette"]
                == object([
                    "ui:widget": "select", "ui:placeholder": "No colour",
                    "ui:enumNames": ["No colour", "Red", "Green", "Blue"],
                ]))
        let optionals = JSONSchemaExporter().uiSchema(for: try ModelForm(Optionals()))
        #expect(optionals["theme"]?["ui:enumNames"] == ["None", "Red", "Green", "Blue"])
    }

    @Test func radioButtonsWhenAsked() throws {
        let ui = JSONSchemaExporter(optionWidget: .radio).uiSchema(for: try ModelForm(KitchenSink()))
        #expect(ui["palette"]?["ui:widget"] == "radio")
        #expect(ui["favoriteDays"]?["ui:widget"] == "checkboxes")
    }

    @Test func collectionItems() {
        #expect(
            ui["backupEmails"]
                == object([
                    "items": object(["ui:autocomplete": "email", "ui:options": object(["inputType": "email"])])
                ]))
        #expect(ui["reminderDates"] == object(["items": object(["ui:widget": "date"])]))
    }

    @Test func readOnlyFields() {
        #expect(ui["serial"] == object(["ui:widget": "updown", "ui:readonly": true]))
    }

    @Test func subformsNestTheirOrderAndFields() {
        #expect(
            ui["address"]
                == object([
                    "ui:order": ["street", "city"],
                    "street": object(["ui:autocomplete": "street-address"]),
                    "city": object(["ui:autocomplete": "address-level2"]),
                ]))
    }

    @Test func deeplyNestedSubforms() throws {
        let ui = JSONSchemaExporter().uiSchema(for: try ModelForm(Company()))
        #expect(ui["ui:order"] == ["name", "headquarters", "branch"])
        #expect(ui["headquarters"]?["ui:order"] == ["city", "address", "opensAtTime"])
        #expect(ui["headquarters"]?["city"] == object(["ui:placeholder": "City", "ui:autocomplete": "address-level2"]))
        #expect(ui["headquarters"]?["address"]?["ui:order"] == ["street", "postalCode"])
        #expect(ui["branch"]?["opensAtTime"] == object(["ui:widget": "time"]))
    }

    @Test func disabledAndReadOnlyFollowTheFormNow() throws {
        let form = try ModelForm(Conditional())
        let ui = JSONSchemaExporter().uiSchema(for: form)
        #expect(ui["ui:order"] == ["enabled", "note", "ringtone"])
        #expect(ui["note"] == object(["ui:widget": "textarea", "ui:disabled": true]))
        #expect(ui["ringtone"] == object(["ui:readonly": true]))
        try form.setValue(true, for: "enabled")
        let enabled = JSONSchemaExporter().uiSchema(for: form)
        #expect(enabled["note"] == object(["ui:widget": "textarea"]))
        #expect(enabled["ui:order"] == ["enabled", "volume", "note", "ringtone"])
    }

    @Test func hiddenFieldsGetTheHiddenWidgetWhenIncluded() throws {
        let ui = JSONSchemaExporter(includeHidden: true).uiSchema(for: try ModelForm(Conditional()))
        #expect(ui["ui:order"] == ["enabled", "volume", "note", "ringtone"])
        #expect(ui["volume"] == object(["ui:widget": "hidden"]))
    }

    @Test func unsortableCollectionsAreNotOrderable() throws {
        let ui = JSONSchemaExporter().uiSchema(for: try ModelForm(Unsortable()))
        #expect(ui["steps"] == object(["ui:options": object(["orderable": false])]))
    }
}

struct Unsortable: FormCustomizing {
    var steps: [String] = []
    static var fieldSettings: [String: FieldSettings] { ["steps": FieldSettings.sortable(false)] }
}
