import Testing

@testable import Formulate

/// The problems of a description that does not load, as printed.
private func problems(_ json: String) -> [String] {
    do {
        _ = try ModelForm(descriptionJSON: json)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

private let bikeType = #"""
    {"key": "bikeType", "type": "option", "options": [
        {"value": "road", "title": "Road"}, {"value": "mtb", "title": "Mountain"}, {"value": "ebike", "title": "E-bike"}]}
    """#

@Suite("Description mistakes say what is wrong and what to write")
struct DescriptionMistakeMessageTests {
    @Test func dictionaryOnAFieldThatIsNotACollectionIsRefused() {
        #expect(
            problems(#"{"fields": [{"key": "spokes", "type": "integer", "dictionary": true}]}"#) == [
                #"spokes: only a collection has "dictionary": true (entries keyed by name, like {"type": "collection", "dictionary": true, "item": {"type": "integer"}})"#
            ])
        // false says nothing wrong, and a collection keyed by name still loads.
        #expect(problems(#"{"fields": [{"key": "spokes", "type": "integer", "dictionary": false}]}"#) == [])
        #expect(
            problems(
                #"{"fields": [{"key": "t", "type": "collection", "dictionary": true, "item": {"type": "integer"}}]}"#)
                == [])
    }

    @Test func anOptionTitleInAConditionIsRefusedWithTheValueToWrite() {
        let json =
            #"{"fields": [\#(bikeType), {"key": "battery", "type": "integer", "hidden": "$bikeType != 'E-bike'"}]}"#
        #expect(
            problems(json) == [
                """
                battery: hidden condition: '$bikeType' holds one of 'road', 'mtb', 'ebike', never 'E-bike' at position 13 in "$bikeType != 'E-bike'" ('E-bike' is the title of the option whose value is 'ebike': write that value)
                """
            ])
    }

    @Test func aLiteralThatIsNoOptionIsRefusedInComparisonsAndMembership() {
        func condition(_ predicate: String) -> [String] {
            problems(#"{"fields": [\#(bikeType), {"key": "n", "type": "text", "disabled": "\#(predicate)"}]}"#)
        }
        #expect(
            condition("$bikeType IN {'road', 'gravel'}") == [
                """
                n: disabled condition: '$bikeType' holds one of 'road', 'mtb', 'ebike', never 'gravel' at position 22 in "$bikeType IN {'road', 'gravel'}"
                """
            ])
        #expect(
            condition("'EBIKE' == $bikeType") == [
                """
                n: disabled condition: '$bikeType' holds one of 'road', 'mtb', 'ebike', never 'EBIKE' at position 0 in "'EBIKE' == $bikeType" (values are compared exactly: write 'ebike')
                """
            ])
        // Values, nil, and orderings are left alone.
        #expect(condition("$bikeType == 'ebike' OR $bikeType IN {'road', 'mtb'} OR $bikeType == nil") == [])
    }

    @Test func aSwiftModelsConditionIsCheckedAgainstItsOptionsToo() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(TitledChoice()) }
        #expect(
            error?.problems.map(\.description) == [
                """
                notes: hidden condition: '$size' holds one of 'small', 'large', never 'Large' at position 9 in "$size == 'Large'" ('Large' is the title of the option whose value is 'large': write that value)
                """
            ])
    }

    @Test func aTopLevelArrayOfFieldsLoadsAsTheFieldsOfAForm() throws {
        let form = try ModelForm(descriptionJSON: #"[{"key": "name", "type": "text"}]"#)
        #expect(form.fields.map(\.key) == ["name"])
    }
}

private enum FrameSize: String, CaseIterable, Codable, Sendable { case small, large }

private struct TitledChoice: FormCustomizing {
    var size = FrameSize.small
    var notes = ""
    static var fieldSettings: [String: FieldSettings] { ["notes": FieldSettings.hidden("$size == 'Large'")] }
}

@Suite("A description's every mistake at once, none blamed on another")
struct DescriptionFollowOnMistakeTests {
    @Test func aConditionNamingARefusedFieldIsNoUnknownFieldAndARefusedFieldsConditionIsChecked() {
        let json = #"""
            {"fields": [
              {"key": "bikeType", "type": "option", "options": ["road", "ebike"], "value": "tandem"},
              {"key": "batteryWh", "type": "integer", "min": 10, "max": 1, "hidden": "$bikeTyp == 1"},
              {"key": "notes", "type": "text", "hidden": "$bikeType != 'ebike'"}
            ]}
            """#
        #expect(
            problems(json) == [
                "bikeType: value tandem is not one of its options",
                "batteryWh: min (10) is greater than max (1)",
                #"batteryWh: hidden condition: unknown field '$bikeTyp' at position 0 in "$bikeTyp == 1" (did you mean '$bikeType'?)"#,
            ])
    }

    @Test func theFieldsOfARefusedSubformAreKnownToConditions() {
        let json = #"""
            {"fields": [
              {"key": "bike", "type": "subform", "fields": [
                {"key": "kind", "type": "text"}, {"key": "wheels", "type": "integer", "value": "two"}]},
              {"key": "notes", "type": "text", "hidden": "$bike.kind == ''"}
            ]}
            """#
        #expect(problems(json) == ["bike.wheels: value: expects a whole number"])
    }
}

@Suite("JSON Schema habits are answered with the description's spelling")
struct JSONSchemaHabitTests {
    @Test(arguments: [
        (
            #""required": true"#,
            #"unknown attribute 'required' (a JSON Schema keyword); write "rules": [{"rule": "required"}]"#
        ),
        (#""minimum": 0"#, #"unknown attribute 'minimum' (a JSON Schema keyword); write "min": 0"#),
        (#""maximum": 9.5"#, #"unknown attribute 'maximum' (a JSON Schema keyword); write "max": 9.5"#),
        (
            #""maxLength": 40"#,
            #"unknown attribute 'maxLength' (a JSON Schema keyword); write "rules": [{"rule": "maxLength", "value": 40}]"#
        ),
        (
            #""pattern": "^[A-Z]+$""#,
            #"unknown attribute 'pattern' (a JSON Schema keyword); write "rules": [{"rule": "regex", "value": "^[A-Z]+$"}]"#
        ),
        (
            #""enum": ["a", "b"]"#,
            #"unknown attribute 'enum' (a JSON Schema keyword); write "type": "option" and "options": [{"value": …, "title": …}, …]"#
        ),
        (#""description": "Shown below""#, #"unknown attribute 'description' (a JSON Schema keyword); write "help""#),
    ])
    func aJSONSchemaKeywordSaysWhatToWrite(attribute: String, expected: String) {
        #expect(problems(#"{"fields": [{"key": "a", "type": "text", \#(attribute)}]}"#) == ["a: " + expected])
    }

    @Test func aJSONSchemaTypeSaysWhichTypeToWriteAndTheListNamesEveryAcceptedSpelling() {
        let list =
            "text, longtext, email, password, phone, url, integer, unsigned, number, boolean, option, multiselect, "
            + "bitfield, date, time, datetime, label, subform, collection, button (also textview for longtext; "
            + "tel, telephone for phone; int for integer; uint for unsigned; decimal, float for number; "
            + "bool, switch, toggle for boolean; multiplechoice, multiple for multiselect; "
            + "date-time, datetimelocal for datetime)"
        #expect(
            problems(#"{"fields": [{"key": "a", "type": "string"}]}"#) == [
                "a: unknown type 'string' (a JSON Schema type; write 'text'); expected one of " + list
            ])
        #expect(problems(#"{"fields": [{"key": "a", "type": "decimal"}]}"#) == [])
        #expect(FieldKind(name: "Decimal") == .decimal)
        #expect(FieldKind(name: "TEL") == .phone)
        #expect(FieldKind(name: "multipleChoice") == .multipleChoice)
    }
}
