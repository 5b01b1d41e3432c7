import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// Each field kind's property schema, member by member and in order.
@Suite struct SchemaKindTests {
    let schema: FormValue

    init() throws {
        schema = JSONSchemaExporter().schema(for: try ModelForm(KitchenSink()))
    }

    @Test func textKindsAreStrings() {
        #expect(
            property("name", in: schema)
                == object([
                    "type": "string", "title": "Name", "description": "As on your passport.",
                ]))
        #expect(property("bio", in: schema) == object(["type": "string", "title": "Bio"]))
        let phone = property("phone", in: schema)
        #expect(phone?["type"] == "string" && phone?["title"] == "Phone")
        // A phone field holds digits, spaces and + ( ) - . only (issue 37, item 9).
        #expect(phone?["pattern"]?.stringValue?.contains("[0-9]") == true, "\(phone ?? .null)")
    }

    @Test func passwordIsWriteOnly() {
        #expect(
            property("password", in: schema)
                == object([
                    "type": "string", "title": "Password", "writeOnly": true,
                ]))
    }

    @Test func emailAndURLHaveFormats() {
        #expect(property("email", in: schema) == object(["type": "string", "title": "Email", "format": "email"]))
        #expect(
            property("homepage", in: schema)
                == object([
                    "type": ["string", "null"], "title": "Homepage", "format": "uri", "pattern": webURLPattern,
                    "default": "https://example.com",
                ]))
    }

    @Test func uuidTextHasUUIDFormat() {
        #expect(property("identifier", in: schema)?["format"] == "uuid")
    }

    @Test func integersCarryTheirTypesBounds() {
        #expect(
            property("tiny", in: schema)
                == object([
                    "type": "integer", "title": "Tiny", "minimum": -128, "maximum": 127,
                ]))
        #expect(
            property("large", in: schema)
                == object([
                    "type": "integer", "title": "Large", "minimum": .int(Int.min), "maximum": .int(Int.max),
                ]))
    }

    @Test func unsignedIntegersStartAtZero() {
        #expect(
            property("byte", in: schema)
                == object([
                    "type": "integer", "title": "Byte", "minimum": 0, "maximum": 255,
                ]))
        #expect(property("count", in: schema)?["minimum"] == 0)
        #expect(property("count", in: schema)?["maximum"] == .uint(UInt.max))
    }

    @Test func largeBoundsAreWrittenAsPlainIntegers() throws {
        let text = JSONSchemaExporter().schema(for: try ModelForm(KitchenSink())).jsonString(pretty: false)
        #expect(text.contains(#""minimum":-9223372036854775808,"maximum":9223372036854775807"#))
        #expect(text.contains(#""minimum":0,"maximum":18446744073709551615"#))
    }

    @Test func decimalsAreNumbers() {
        #expect(property("ratio", in: schema) == object(["type": "number", "title": "Ratio"]))
        #expect(property("price", in: schema) == object(["type": "number", "title": "Price"]))
    }

    @Test func booleans() {
        #expect(property("isActive", in: schema) == object(["type": "boolean", "title": "Active"]))
    }

    @Test func datesAndTimesAreFormattedStrings() {
        #expect(property("birthday", in: schema) == object(["type": "string", "title": "Birthday", "format": "date"]))
        #expect(
            property("wakeUpTime", in: schema) == object(["type": "string", "title": "Wake Up Time", "format": "time"]))
        #expect(
            property("createdAt", in: schema)
                == object(["type": "string", "title": "Created At", "format": "date-time"]))
    }

    @Test func optionsAreEnumsOfTheirValues() {
        #expect(
            property("palette", in: schema)
                == object([
                    "type": "string", "title": "Palette", "enum": ["red", "green", "blue"],
                ]))
        #expect(
            property("priority", in: schema)
                == object([
                    "type": "integer", "title": "Priority", "enum": [1, 2, 3],
                ]))
    }

    @Test func optionalOptionsAcceptNullFirst() {
        #expect(
            property("optionalPalette", in: schema)
                == object([
                    "type": ["string", "null"], "title": "Optional Palette", "enum": [nil, "red", "green", "blue"],
                ]))
    }

    @Test func optionsStoredAsIndicesAreIntegerIndices() throws {
        let form = try ModelForm(KitchenSink())
        #expect(form.field("size")?.storesOptionIndex == true)
        #expect(property("size", in: schema) == object(["type": "integer", "title": "Size", "enum": [0, 1]]))
    }

    @Test func multipleChoicesAreArraysOfDistinctOptions() {
        let days = object(["type": "string", "enum": ["monday", "tuesday", "wednesday"]])
        #expect(
            property("favoriteDays", in: schema)
                == object([
                    "type": "array", "title": "Favorite Days", "items": days, "uniqueItems": true,
                ]))
        #expect(
            property("orderedDays", in: schema)
                == object([
                    "type": "array", "title": "Ordered Days", "items": days, "uniqueItems": true,
                ]))
    }

    @Test func bitfieldsWithOptionsAreArraysOfBits() {
        #expect(
            property("channels", in: schema)
                == object([
                    "type": "array", "title": "Channels",
                    "items": object(["type": "integer", "enum": [1, 2, 4]]), "uniqueItems": true,
                ]))
    }

    @Test func collectionsAreArraysOfTheirItemTemplate() {
        #expect(
            property("backupEmails", in: schema)
                == object([
                    "type": "array", "title": "Backup Emails",
                    // An empty item passes the email rule, as an empty value skips rules.
                    "items": object([
                        "type": "string", "title": "Backup Email", "if": object(["minLength": 1]),
                        "then": object(["format": "email"]),
                    ]),
                ]))
        #expect(
            property("reminderDates", in: schema)?["items"]
                == object([
                    "type": "string", "title": "Reminder Date", "format": "date",
                ]))
        #expect(property("luckyNumbers", in: schema)?["items"]?["type"] == "integer")
    }

    @Test func subformsAreNestedObjects() {
        #expect(
            property("address", in: schema)
                == object([
                    "type": "object", "title": "Address",
                    "properties": object([
                        "street": object(["type": "string", "title": "Street"]),
                        "city": object(["type": "string", "title": "City"]),
                    ]),
                ]))
    }

    @Test func readOnlyFieldsAreReadOnly() {
        #expect(property("serial", in: schema)?["readOnly"] == true)
        #expect(property("serial", in: schema)?.keys.last == "readOnly")
    }

    @Test func labelsAndButtonsAreLeftOut() throws {
        let form = try ModelForm(KitchenSink())
        #expect(form.field("intro")?.kind == .label)
        #expect(form.field("save")?.kind == .button)
        #expect(property("intro", in: schema) == nil)
        #expect(property("save", in: schema) == nil)
    }
}
