import Formulate
import Foundation
import Testing

/// Which field titles a collection's items is part of the field vocabulary (`itemTitleKey`):
/// `FormItemTitled` or the customization says it, `describe()` writes it and loading reads
/// it back, so a loaded form titles its items as the model's did (trial18: "Zone 1").
@Suite("The field that titles items")
struct ItemTitleKeyTests {
    struct Zone: DefaultConstructible, FormItemTitled {
        static var formItemTitleKey: String { "name" }
        var name = ""
        var target = 20
    }

    struct Room: DefaultConstructible {
        var label = ""
        var area = 12
    }

    struct Plan: FormCustomizing {
        var zones = [Zone(name: "Living room"), Zone(name: "Bath")]
        var rooms = [Room(label: "Attic")]
        static var fieldOverrides: [String: FieldOverrides] { ["rooms": ["itemTitleKey": "label"]] }
    }

    @Test func theModelOrItsCustomizationSaysWhichFieldTitlesItems() throws {
        let form = try ModelForm(Plan())
        #expect(form.field("zones")?.itemTitleKey == "name")
        #expect(form.field("rooms")?.itemTitleKey == "label")
        #expect(form.items(in: "zones").map(\.title) == ["Living room", "Bath"])
        #expect(form.items(in: "rooms").map(\.title) == ["Attic"])
    }

    @Test func aLoadedDescriptionTitlesItemsAsTheModelDid() throws {
        let description = try ModelForm(Plan()).describe()
        #expect(description["fields"]?.arrayValue?.first?["itemTitleKey"] == .string("name"))
        let loaded = try ModelForm(description: description)
        #expect(loaded.items(in: "zones").map(\.title) == ["Living room", "Bath"])
        #expect(loaded.items(in: "rooms").map(\.title) == ["Attic"])
        #expect(loaded.describe() == description)
    }

    @Test func settingsCarryItAsJSON() throws {
        let settings = FieldSettings.itemTitleKey("label")
        let json = try JSONEncoder().encode(settings)
        #expect(String(decoding: json, as: UTF8.self) == #"{"itemTitleKey":"label"}"#)
        #expect(try JSONDecoder().decode(FieldSettings.self, from: json).itemTitleKey == "label")
    }

    struct Misspelt: FormCustomizing {
        var floor = 1
        var rooms: [Room] = []
        static var fieldSettings: [String: FieldSettings] {
            ["rooms": FieldSettings.itemTitleKey("lable"), "floor": FieldSettings.itemTitleKey("x")]
        }
    }

    @Test func aKeyThatNamesNoFieldOfTheItemIsAMistake() throws {
        #expect {
            try ModelForm(Misspelt())
        } throws: { error in
            (error as? FormDefinitionError)?.problems.map(\.message) == [
                "itemTitleKey titles the items of a collection of subforms; Floor is an integer field",
                "itemTitleKey 'lable' is not a field of Room (did you mean 'label'?)",
            ]
        }
        #expect {
            try ModelForm(
                descriptionJSON: #"""
                    {"fields": [{"key": "rooms", "type": "collection", "itemTitleKey": "size",
                      "item": {"type": "subform", "fields": [{"key": "label", "type": "text"}]}}]}
                    """#)
        } throws: { error in
            (error as? FormDefinitionError)?.problems.map(\.message) == ["itemTitleKey 'size' is not a field of Room"]
        }
    }
}
