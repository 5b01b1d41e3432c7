import Foundation
import Testing

@testable import Formulate

/// One field vocabulary: the override dictionary, typed settings, a description's field and
/// `Codable` are spellings of ``FieldSettings`` read and written by one piece of code.
@Suite("One field vocabulary")
struct FieldVocabularyTests {
    private let json = #"""
        {"key": "seats", "type": "integer", "title": "Seats", "min": 1, "max": 50, "hidden": "$plan == 'free'", \#
        "rules": [{"rule": "greaterOrEqual", "value": 2}], "options": [{"value": 1, "title": "One"}], \#
        "validation": "onChange", "contentType": null}
        """#

    @Test func aDictionaryAndADescriptionReadTheSame() throws {
        let dictionary = try FieldSettings(
            overrides: [
                "key": "seats", "type": FieldKind.integer, "title": "Seats", "min": 1, "max": 50,
                "hidden": FormCondition.predicate("$plan == 'free'"), "rules": [ValidationRule.greaterOrEqual(2)],
                "options": [FieldOption("One", value: 1)], "validation": ValidationTiming.onChange,
            ], for: "seats")
        let described = try FieldSettings(description: try FormValue(json: json))
        var withoutNone = described
        withoutNone.contentTypeIsNone = false
        #expect(dictionary.descriptionValue == withoutNone.descriptionValue)
        #expect(
            described.descriptionValue.jsonString(pretty: false)
                == #"{"key":"seats","type":"integer","title":"Seats","options":[{"value":1,"title":"One"}],"min":1,"#
                + #""max":50,"contentType":null,"rules":[{"rule":"greaterOrEqual","value":2}],"#
                + #""hidden":"$plan == 'free'","validation":"onChange"}"#)
    }

    @Test func codableRoundTripsThroughJSONEncoderAndDecoder() throws {
        let settings = try FieldSettings(description: try FormValue(json: json))
        let data = try JSONEncoder().encode(settings)
        let decoded = try JSONDecoder().decode(FieldSettings.self, from: data)
        #expect(decoded.descriptionValue == settings.descriptionValue)
        #expect(decoded.kind == .integer)
        #expect(decoded.rules?.map(\.name) == ["greaterOrEqual"])
    }

    @Test func decodingAWrongAttributeNamesIt() {
        let data = Data(#"{"key": "a", "type": "text", "placehodler": "x"}"#.utf8)
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(FieldSettings.self, from: data) }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "a: unknown attribute 'placehodler' (did you mean 'placeholder'?)")
    }

    @Test func swiftCodeCannotBeEncoded() {
        let settings = FieldSettings.key("price").valueTransformer(FieldValueTransformer(display: { $0.plainText }))
            .hidden(.when { _ in true })
        #expect(settings.swiftCodeAttributes == ["valueTransformer", "hidden"])
        let error = #expect(throws: EncodingError.self) { try JSONEncoder().encode(settings) }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(
            context.debugDescription
                == "field 'price': valueTransformer, hidden hold Swift code (closures), which cannot be encoded; "
                + "set them in code after decoding")
        #expect(
            settings.descriptionValue
                == .object([FormValueMember("key", "price"), FormValueMember("hidden", "<closure>")]))
    }

    @Test func aDescriptionCannotHoldSwiftCode() {
        let error = #expect(throws: FormDefinitionError.self) {
            try FieldSettings(description: try FormValue(json: #"{"key": "a", "valueTransformer": "upper"}"#))
        }
        #expect(
            error?.problems.map(\.description) == [
                "a: attribute 'valueTransformer' is Swift code (a FieldValueTransformer or a closure), "
                    + "which a description cannot hold; set it in code"
            ])
    }

    @Test func anOverrideOfAModelFieldCannotSayWhatItsTypeDecides() {
        struct Account: FormCustomizing {
            var email = ""
            static var fieldOverrides: [String: FieldOverrides] { ["email": ["optional": true, "value": "x"]] }
        }
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Account()) }
        #expect(
            error?.problems.map(\.description).first
                == "email: attribute 'optional' belongs to form descriptions; a model's property decides it "
                + "(its type, or its value): leave it out of the customization")
        #expect(error?.problems.count == 2)
    }

    @Test func theTemplateIsTheDescriptionsItem() throws {
        let fromDictionary = try FieldSettings(overrides: ["template": ["title": "Address"]], for: "emails")
        let fromDescription = try FieldSettings(description: try FormValue(json: #"{"item": {"title": "Address"}}"#))
        #expect(fromDictionary.template?.settings.title == "Address")
        #expect(fromDictionary.descriptionValue == fromDescription.descriptionValue)
        let both = #expect(throws: FormDefinitionError.self) {
            try FieldSettings(description: try FormValue(json: #"{"item": {}, "template": {}}"#))
        }
        #expect(both?.problems.first?.message == "attribute 'item' and 'template' are one attribute; give it once")
    }
}
