import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// The form's values as a JSON instance of its schema.
@Suite struct InstanceTests {
    @Test func valuesInFieldOrder() throws {
        let form = try ModelForm(KitchenSink())
        let instance = JSONSchemaExporter().instance(of: form)
        let schema = JSONSchemaExporter().schema(for: form)
        #expect(instance.keys == (schema["properties"]?.keys ?? []).filter { $0 != "password" })
        #expect(instance["name"] == "Ada")
        #expect(instance["age"] == 36)
        #expect(instance["ratio"] == 0.25)
        #expect(instance["price"] == .decimal(Decimal(string: "12.5") ?? 0))
        #expect(instance["isActive"] == true)
        #expect(instance["palette"] == "green")
        #expect(instance["priority"] == 2)
        #expect(instance["size"] == 1)
        #expect(instance["optionalPalette"] == .null)
        #expect(instance["favoriteDays"] == ["monday", "wednesday"])
        #expect(instance["serial"] == 42)
    }

    @Test func datesAreWrittenInTheirFormats() throws {
        let form = try ModelForm(KitchenSink())
        form.timeZone = .gmt
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["birthday"] == "2024-05-17")
        #expect(instance["wakeUpTime"] == "09:30:00Z")
        #expect(instance["createdAt"] == "2024-05-17T09:30:15.250Z")
        #expect(instance["reminderDates"] == ["2024-05-17"])
    }

    /// Times are written on the clocks of the form's zone, with its offset, and read back
    /// as the same values (issue 13, item 10).
    @Test func datesAreWrittenInTheFormsZoneAndReadBack() throws {
        let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
        let form = try ModelForm(KitchenSink())
        form.timeZone = newYork
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(instance["birthday"] == "2024-05-17", "a calendar day is the same in every zone")
        #expect(instance["wakeUpTime"] == "04:30:00-05:00")
        #expect(instance["createdAt"] == "2024-05-17T05:30:15.250-04:00")
        #expect(instance["reminderDates"] == ["2024-05-17"])
        let reader = try ModelForm(KitchenSink())
        reader.timeZone = newYork
        for key in ["birthday", "wakeUpTime", "createdAt", "reminderDates"] {
            try reader.setFormValue(instance[key] ?? .null, for: key)
            #expect(reader.value(for: key) == form.value(for: key), "\(key)")
        }
    }

    @Test func bitfieldsAreTheChosenBits() throws {
        let form = try ModelForm(KitchenSink())
        #expect(form.value(for: "channels") == 5)
        #expect(JSONSchemaExporter().instance(of: form)["channels"] == [1, 4])
        try form.setOption(at: 1, selected: true, for: "channels")
        #expect(JSONSchemaExporter().instance(of: form)["channels"] == [1, 2, 4])
    }

    @Test func secretsAreLeftOutUnlessAsked() throws {
        let form = try ModelForm(KitchenSink())
        #expect(JSONSchemaExporter().instance(of: form)["password"] == nil)
        #expect(JSONSchemaExporter(includeSecretValues: true).instance(of: form)["password"] == "correct horse")
    }

    @Test func subformsAreNestedObjects() throws {
        let form = try ModelForm(Company())
        form.timeZone = .gmt
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(
            instance
                == object([
                    "name": "Acme",
                    "headquarters": object([
                        "city": "Cupertino",
                        "address": object(["street": "1 Infinite Loop", "postalCode": "95014"]),
                        "opensAtTime": "09:30:00Z",
                    ]),
                    "branch": nil,
                ]))
    }

    @Test func presentOptionalSubformIsAnObject() throws {
        var company = Company()
        company.branch = Office(
            city: "Austin", address: StreetAddress(street: "1 Main St", postalCode: "73301"), opensAtTime: nineThirty)
        let form = try ModelForm(company)
        form.timeZone = .gmt
        let instance = JSONSchemaExporter().instance(of: form)
        #expect(
            instance["branch"]
                == object([
                    "city": "Austin",
                    "address": object(["street": "1 Main St", "postalCode": "73301"]),
                    "opensAtTime": "09:30:00Z",
                ]))
    }

    @Test func editingANilSubformCreatesIt() throws {
        let form = try ModelForm(Company())
        try form.setText("Boston", for: "branch.city")
        #expect(JSONSchemaExporter().instance(of: form)["branch"]?["city"] == "Boston")
    }

    @Test func optionalsNilAndSet() throws {
        #expect(
            JSONSchemaExporter().instance(of: try ModelForm(Optionals()))
                == object([
                    "nickname": nil, "age": nil, "ratio": nil, "birthday": nil, "theme": nil, "homepage": nil,
                    "days": nil, "isSubscribed": nil,
                ]))
        #expect(
            JSONSchemaExporter().instance(of: try ModelForm(Optionals.allSet))
                == object([
                    "nickname": "Ada", "age": 36, "ratio": 0.5, "birthday": "2024-05-17", "theme": "blue",
                    "homepage": "https://swift.org", "days": ["tuesday"], "isSubscribed": false,
                ]))
    }

    @Test func hiddenFieldsFollowTheOption() throws {
        let form = try ModelForm(Conditional())
        #expect(JSONSchemaExporter().instance(of: form).keys == ["enabled", "note", "ringtone"])
        #expect(JSONSchemaExporter(includeHidden: true).instance(of: form)["volume"] == 5)
    }

    @Test func rfc3339TextOfEdgeDates() {
        let utc = ISO8601Text.utc
        #expect(utc.string(from: Date(timeIntervalSince1970: 0), as: .dateTime) == "1970-01-01T00:00:00Z")
        #expect(utc.string(from: Date(timeIntervalSince1970: -1), as: .dateTime) == "1969-12-31T23:59:59Z")
        #expect(utc.string(from: Date(timeIntervalSince1970: 951_782_400), as: .date) == "2000-02-29")
        #expect(utc.string(from: Date(timeIntervalSince1970: 86_399.999), as: .time) == "23:59:59.999Z")
        #expect(utc.string(from: Date(timeIntervalSince1970: 59.9996), as: .time) == "00:01:00Z")
        // A date with no calendar day is not written as another date (it was 1970-01-01).
        #expect(utc.string(from: Date(timeIntervalSince1970: .infinity), as: .dateTime) == "")
    }
}

extension Optionals {
    static var allSet: Optionals {
        Optionals(
            nickname: "Ada", age: 36, ratio: 0.5, birthday: may17, theme: .blue,
            homepage: URL(string: "https://swift.org"), days: [.tuesday], isSubscribed: false)
    }
}

/// A `Float` is written as the shortest text that reads back as it (issue 37, item 3).
@Suite struct FloatInstanceTests {
    struct Camera {
        var jpegQuality: Float = 0.9
        var zoom: Float = 2
    }

    @Test func aFloatIsWrittenAsItsShortestText() throws {
        let instance = JSONSchemaExporter().instance(of: try ModelForm(Camera()))
        #expect(instance.jsonString(pretty: false) == #"{"jpegQuality":0.9,"zoom":2}"#)
    }
}
