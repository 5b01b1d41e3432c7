import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// `DynamicModel.json` writes dates in the shape of the schema's `format`, as the
/// exporter's instance does (trial19 F-p).
@Suite struct DynamicDateShapeTests {
    private let description = """
        {"fields": [
          {"key": "dropOff", "type": "date", "value": "2026-09-21"},
          {"key": "opensAt", "type": "time", "value": "09:30"},
          {"key": "seenAt", "type": "dateTime", "value": "2026-09-21T09:30"},
          {"key": "visits", "type": "collection", "item": {"type": "date"}, "value": ["2026-09-22"]},
          {"key": "stops", "type": "collection",
           "item": {"type": "subform", "fields": [{"key": "on", "type": "date"}]}, "value": [{"on": "2026-09-23"}]}
        ]}
        """

    @Test func datesAreWrittenAsTheSchemaFormatsThem() throws {
        let form = try ModelForm(descriptionJSON: description)
        form.timeZone = .gmt
        let json = try form.commit().json
        #expect(json["dropOff"] == "2026-09-21")
        #expect(json["opensAt"] == "09:30:00Z")
        #expect(json["seenAt"]?.jsonString() == #""2026-09-21T09:30:00Z""#, "a date-time stays a .date")
        #expect(json["visits"] == ["2026-09-22"])
        #expect(json["stops"]?.arrayValue?.first?["on"] == "2026-09-23")
        let instance = JSONSchemaExporter().instance(of: form)
        for key in ["dropOff", "opensAt", "seenAt", "visits", "stops"] {
            #expect(json[key]?.jsonString() == instance[key]?.jsonString(), "\(key)")
        }
    }

    @Test func aDynamicFormTakesItsOwnJSONBack() throws {
        let form = try ModelForm(descriptionJSON: description)
        form.timeZone = .gmt
        try form.setText("2026-10-01", for: "stops.0.on")
        let saved = try form.commit()
        let again = try ModelForm(descriptionJSON: description)
        again.timeZone = .gmt
        try again.applyInput(json: saved.json)
        #expect(try again.commit() == saved)
    }
}
