import Formulate
import Testing

/// Mistakes in a collection's item template or stored items are refused with one problem
/// each, naming the collection, the item and the field.
@Suite("Mistakes in item templates and item values")
struct ItemDescriptionMistakeTests {
    private func problems(_ json: String) -> [String] {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        return error?.problems.map(\.description) ?? []
    }

    private let serverItem = #""item": {"type": "subform", "fields": [{"key": "port", "type": "integer", "value": 1}]}"#

    @Test func aCollectionWithoutAnItemIsRefused() {
        #expect(
            problems(#"{"fields": [{"key": "servers", "type": "collection", "value": [1]}]}"#) == [
                #"servers: a collection needs an "item" describing its items, e.g. {"type": "text"} "#
                    + #"or {"type": "subform", "fields": [...]}"#
            ])
    }

    @Test func aSubformItemWithoutFieldsIsRefusedAndAnEmptyListOfFieldsIsNot() throws {
        #expect(
            problems(#"{"fields": [{"key": "servers", "type": "collection", "item": {"type": "subform"}}]}"#) == [
                #"servers: item: a subform needs "fields", its fields' descriptions"#
            ])
        #expect(
            problems(#"{"fields": [{"key": "address", "type": "subform"}]}"#) == [
                #"address: a subform needs "fields", its fields' descriptions"#
            ])
        let form = try ModelForm(
            descriptionJSON:
                #"{"fields": [{"key": "s", "type": "collection", "item": {"type": "subform", "fields": []}}]}"#)
        #expect(form.fields.map(\.key) == ["s"])
    }

    @Test func aMistakeInTheItemTemplateIsReportedOnceNotAlsoAsAWrongValue() {
        #expect(
            problems(
                #"""
                {"fields": [{"key": "servers", "type": "collection", "value": [{"host": "x"}],
                  "item": {"type": "subform", "fields": [{"key": "host", "type": "text", "value": "", "hidden": "$missing == 1"}]}}]}
                """#) == [
                    #"servers[].host: hidden condition: unknown field '$missing' at position 0 in "$missing == 1" (known fields: $host)"#
                ])
    }

    @Test(arguments: [
        (#"[{"port": "abc"}]"#, "servers: value: item 1: Port: expects a whole number"),
        (#"[{"port": 1}, {"port": true}]"#, "servers: value: item 2: Port: expects a whole number"),
        (#"[{"port": 1}, {"nope": 2}]"#, "servers: value: item 2: 'nope' is not one of its fields ('port')"),
        (#"[{"port": 1}, 7]"#, "servers: value: item 2 is not an object of its fields' values"),
        (#"{"port": 1}"#, "servers: value: expects a list of objects, one per item, of its fields' values"),
    ])
    func aWrongItemValueNamesTheItemAndTheField(value: String, expected: String) {
        let json = #"{"fields": [{"key": "servers", "type": "collection", "value": \#(value), \#(serverItem)}]}"#
        #expect(problems(json) == [expected])
    }

    private struct Server: DefaultConstructible { var port = 1 }
    private struct Fleet {
        var servers = [Server()]
        var byName = ["a": Server()]
    }

    @Test func aWrongItemSetAsAWholeNamesTheItemOrEntry() throws {
        let form = try ModelForm(Fleet())
        let list = #expect(throws: FormError.self) {
            try form.setFormValue(try FormValue(json: #"[{"port": 1}, {"port": "x"}]"#), for: "servers")
        }
        #expect(list?.description == "servers: Servers: item 2: Port: expects a whole number")
        let entries = #expect(throws: FormError.self) {
            try form.setFormValue(try FormValue(json: #"{"b": {"port": true}}"#), for: "byName")
        }
        #expect(entries?.description == "byName: By Name: entry 'b': Port: expects a whole number")
        #expect(form.value(for: "servers") == (try FormValue(json: #"[{"port": 1}]"#)))
    }

    @Test func anItemOfAListOfValuesTakesNoConditionOfItsOwn() {
        #expect(
            problems(
                #"{"fields": [{"key": "tags", "type": "collection", "item": {"type": "text", "hidden": "$tags == 1"}}]}"#
            )
                == [
                    "tags: item: an item of a list of values has no condition of its own; "
                        + #"give "hidden" or "disabled" to the collection 'tags'"#
                ])
    }

    private struct Tagged: FormCustomizing {
        var tags = ["a"]
        static var fieldSettings: [String: FieldSettings] {
            ["tags": FieldSettings.template(.disabled("$tags == 1"))]
        }
    }

    @Test func aSwiftListOfValuesItemTakesNoConditionOfItsOwnEither() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Tagged()) }
        #expect(
            error?.problems.map(\.description) == [
                "tags: template: an item of a list of values has no condition of its own; "
                    + "give 'hidden' or 'disabled' to the collection 'tags'"
            ])
    }

    @Test func itemsThatCannotBeAddedSaySoInTheDescriptionsWords() throws {
        let form = try ModelForm(
            descriptionJSON: #"""
                {"fields": [{"key": "servers", "type": "collection", "value": [{"port": 2}],
                  "item": {"type": "subform", "value": null, "fields": [{"key": "port", "type": "integer", "value": 1}]}}]}
                """#)
        let error = #expect(throws: FormError.self) { try form.apply(.add("servers")) }
        #expect(
            error?.message
                == #"Servers cannot get a new item: its items are edited, never added (the description's item has "value": null)"#
        )
    }

    @Test func aDescribedItemIsTitledAsOneItem() throws {
        let form = try ModelForm(
            descriptionJSON: #"""
                {"fields": [{"key": "team", "type": "subform", "fields": [
                  {"key": "servers", "type": "collection", \#(serverItem)}]}]}
                """#)
        let team = form.describe()["fields"]?.arrayValue?.first
        let servers = team?["fields"]?.arrayValue?.first
        #expect(servers?["item"]?["title"] == "Server")
    }
}
