import Foundation
import Testing

@testable import Formulate

@Suite("Editing and write-back")
struct EditingTests {
    @Test func typedValuesWidenLosslesslyOnly() throws {
        let form = try ModelForm(Everything())
        try form.setValue(Int8(5), for: "count")
        #expect(form.value(for: "count") == .int(5))
        try form.setValue(7, for: "ratio")
        #expect(form.value(for: "ratio") == .double(7))
        try form.setValue(Float(0.5), for: "ratio")
        #expect(form.value(for: "ratio") == .double(0.5))
        let mismatch = #expect(throws: FormError.self) { try form.setValue("5", for: "count") }
        #expect(mismatch?.reason == .typeMismatch)
        #expect(mismatch?.message == "Count: expects a whole number, not a value of type String")
        #expect(throws: FormError.self) { try form.setValue(2.5, for: "count") }
        #expect(form.value(for: "count") == .int(5), "the old value stays")
    }

    @Test(arguments: [
        ("count", "42", FormValue.int(42)), ("count", "-7", .int(-7)), ("count", "+3", .int(3)),
        // A browser's number input takes these for a whole number; so does the server.
        ("count", "5.0", .int(5)), ("count", "1e1", .int(10)), ("count", "-2.50e1", .int(-25)),
        ("tiny", "1.27e2", .int(127)),
        ("ratio", "3.25", .double(3.25)), ("ratio", "1e3", .double(1000)), ("ratio", ".5", .double(0.5)),
        ("isEnabled", "yes", .bool(true)), ("isEnabled", "OFF", .bool(false)), ("isEnabled", "1", .bool(true)),
        ("theme", "Dark", "dark"), ("theme", "system", "system"), ("size", "Large", .int(3)), ("size", "2", .int(2)),
        ("website", "https://swift.org/x?y=1", "https://swift.org/x?y=1"),
        ("optionalTheme", "", .null), ("name", "", ""),
        ("favoriteDays", "dark, light", FormValue.array(["light", "dark"])),
        ("backupEmails", "a@b.c, d@e.f", FormValue.array(["a@b.c", "d@e.f"])),
        ("luckyNumbers", "", FormValue.array([])),
        ("days", "Monday, Wednesday", .int(5)),
        ("count", "0e999999999", .int(0)), ("count", "-0.000e-999999999", .int(0)),
    ])
    func textIsParsedAsAPersonTypedIt(key: String, text: String, expected: FormValue) throws {
        let form = try ModelForm(Everything())
        try form.setText(text, for: key)
        #expect(form.value(for: key) == expected)
    }

    @Test(arguments: [
        ("count", "abc", "Count: \"abc\" is not a whole number"),
        ("count", " 5 ", "Count: \" 5 \" has spaces around it; expected a whole number"),
        ("count", "", "Count: nothing was entered; expected a whole number"),
        ("tiny", "128", "Tiny: \"128\" is out of range; expected a whole number from -128 to 127"),
        (
            "count", "9223372036854775808",
            "Count: \"9223372036854775808\" is out of range; expected a whole number from -9223372036854775808 to 9223372036854775807"
        ),
        ("count", "0x10", "Count: \"0x10\" is not a whole number"),
        ("count", "1.5", "Count: \"1.5\" is not a whole number"),
        ("count", "1.", "Count: \"1.\" is not a whole number"),
        ("tiny", "1.28e2", "Tiny: \"1.28e2\" is out of range; expected a whole number from -128 to 127"),
        ("tiny", "1e999999999", "Tiny: \"1e999999999\" is out of range; expected a whole number from -128 to 127"),
        ("tiny", "-1e400", "Tiny: \"-1e400\" is out of range; expected a whole number from -128 to 127"),
        ("tiny", "0.5e-999999999", "Tiny: \"0.5e-999999999\" is not a whole number from -128 to 127"),
        ("count", "５", "Count: \"５\" uses digits other than 0-9; expected a whole number"),
        ("ratio", "NaN", "Ratio: \"NaN\" is not a finite number, like 3.5"),
        ("ratio", "1e400", "Ratio: \"1e400\" is too large for a Double; expected a finite number, like 3.5"),
        (
            "ratio", "1e-400",
            "Ratio: \"1e-400\" is too small for a Double (it would be stored as 0); expected a finite number, like 3.5"
        ),
        (
            "weight", "1e-50",
            "Weight: \"1e-50\" is too small for a Float (it would be stored as 0); expected a finite number, like 3.5"
        ),
        (
            "birthday", "2024-02-30",
            "Birthday: \"2024-02-30\" is not a day of the calendar; expected a date as yyyy-MM-dd, like 2024-05-17"
        ),
        ("birthday", "2024-2-3", "Birthday: \"2024-2-3\" is not a date as yyyy-MM-dd, like 2024-05-17"),
        ("alarmTime", "25:00", "Alarm Time: \"25:00\" is not a time of day; expected a time as HH:mm, like 09:30"),
        ("website", "not a url", "Website: \"not a url\" is not a URL with a scheme, like https://example.com"),
        (
            "website", "https://pics.example/bike 1.jpg",
            "Website: \"https://pics.example/bike 1.jpg\" holds a space, which a URL cannot; write a space in a URL as %20"
        ),
        (
            "website", "https://x.example/" + String(repeating: "a", count: 9000),
            "Website: \"https://x.example/aaaaaaaaaaaaaaaaaaaaaa…\" is longer than a URL may be (8192 bytes); "
                + "expected a URL with a scheme"
        ),
        ("theme", "purple", "Theme: \"purple\" is not one of \"Light\", \"Dark\", \"System\""),
        ("isEnabled", "maybe", "Enabled: \"maybe\" is not yes or no (true/false, on/off, 1/0)"),
    ])
    func badTextIsRejectedWithAMessageAndTheDraftKeepsItsValue(key: String, text: String, message: String) throws {
        let form = try ModelForm(Everything())
        let before = form.value(for: key)
        let error = #expect(throws: FormError.self) { try form.setText(text, for: key) }
        #expect(error?.key == key)
        #expect(error?.message == message)
        #expect(form.value(for: key) == before)
        #expect(form.text(for: key) == text, "the rejected text is kept to show with its error")
        #expect(!form.isValid)
    }

    @Test func aNumberTooLargeForItsTypeIsSaidWithTheFieldsOwnBounds() throws {
        struct Rental: FormCustomizing {
            var days = 1
            var tiny: Int8 = 0
            static var fieldOverrides: [String: FieldOverrides] {
                ["days": ["min": 1, "max": 14], "tiny": ["max": 9]]
            }
        }
        let form = try ModelForm(Rental())
        let days = #expect(throws: FormError.self) { try form.setText("99999999999999999999999", for: "days") }
        #expect(days?.reason == .outOfRange)
        #expect(
            days?.message == "Days: \"99999999999999999999999\" is out of range; expected a whole number from 1 to 14")
        let tiny = #expect(throws: FormError.self) { try form.setText("300", for: "tiny") }
        #expect(tiny?.message == "Tiny: \"300\" is out of range; expected a whole number from -128 to 9")
        #expect(form.value(for: "days") == .int(1))
    }

    @Test func aNumberTooLongForDecimalIsOutOfRangeOrNotWhole() throws {
        let form = try ModelForm(Everything())
        let huge = String(repeating: "9", count: 1_000) + ".0"
        let large = #expect(throws: FormError.self) { try form.setText(huge, for: "count") }
        #expect(large?.reason == .outOfRange)
        #expect(
            large?.message.hasSuffix(
                "is out of range; expected a whole number from -9223372036854775808 to 9223372036854775807") == true)
        let tiny = "0." + String(repeating: "0", count: 1_000) + "1"
        let small = #expect(throws: FormError.self) { try form.setText(tiny, for: "count") }
        #expect(small?.reason == .invalidText)
        #expect(small?.message.hasSuffix("is not a whole number") == true)
        #expect(form.value(for: "count") == .int(0), "the draft is unchanged")
    }

    @Test func datesRoundTripAsISO8601InUTC() throws {
        let form = try ModelForm(Everything())
        form.timeZone = .gmt
        try form.setText("1990-05-17", for: "birthday")
        try form.setText("07:45", for: "alarmTime")
        try form.setText("2024-02-29T23:59:30Z", for: "createdAt")
        #expect(form.text(for: "birthday") == "1990-05-17")
        #expect(form.text(for: "alarmTime") == "07:45")
        #expect(form.text(for: "createdAt") == "2024-02-29T23:59:30Z")
        let saved = try form.commit()
        #expect(saved.birthday == Date(timeIntervalSince1970: 642_902_400))
        #expect(saved.alarmTime == Date(timeIntervalSince1970: 7 * 3600 + 45 * 60))
        #expect(saved.createdAt == Date(timeIntervalSince1970: 1_709_251_170))
    }

    @Test func commitReturnsTheUpdatedModel() throws {
        let form = try ModelForm(Everything())
        try form.setText("Ada", for: "name")
        try form.setValue(Theme.dark, for: "theme")
        try form.setText("12.50", for: "price")
        try form.setText("1, 2, 3", for: "luckyNumbers")
        try form.setText("https://swift.org", for: "website")
        let saved = try form.commit()
        #expect(saved.name == "Ada")
        #expect(saved.theme == .dark)
        #expect(saved.price == Decimal(string: "12.5"))
        #expect(saved.luckyNumbers == [1, 2, 3])
        #expect(saved.website == URL(string: "https://swift.org"))
        #expect(!form.isDirty, "the committed values are the new starting point")
    }

    @Test func commitFailsWithEveryErrorAndWritesNothing() throws {
        struct Signup {
            @FormField(.rules(.required, .email)) var email = ""
            @FormField(.rules(.minLength(8))) var password = "short"
            var age = 30
        }
        let form = try ModelForm(Signup())
        try form.setValue(31, for: "age")
        let failure = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(failure?.errors.map(\.key) == ["email", "password"])
        #expect(failure?.errors.map(\.reason) == [.rule("required"), .rule("minLength")])
        #expect(form.model.age == 30)
        #expect(form.value(for: "age") == .int(31), "the draft is kept to be corrected")
    }

    @Test func dirtyChangesAndReset() throws {
        let form = try ModelForm(Everything())
        #expect(!form.isDirty)
        try form.setText("Ada", for: "name")
        try form.setValue(3, for: "count")
        #expect(form.isDirty)
        #expect(
            form.changes == [
                FieldChange(key: "name", oldValue: "", newValue: "Ada"),
                FieldChange(key: "count", oldValue: .int(0), newValue: .int(3)),
            ])
        try form.setValue(0, for: "count")
        #expect(form.changes.map(\.key) == ["name"], "setting the old value back is no change")
        form.reset()
        #expect(!form.isDirty)
        #expect(form.value(for: "name") == "")
    }

    @Test func valuesAndSetValuesAreAllOrNothing() throws {
        let form = try ModelForm(Everything())
        let failure = #expect(throws: FormErrors.self) {
            try form.setValues(["name": "Ada", "count": "many", "tiny": 1000, "nope": 1])
        }
        #expect(failure?.errors.map(\.key) == ["count", "tiny", "nope"])
        #expect(failure?.errors.last?.reason == .unknownField)
        #expect(form.value(for: "name") == "", "nothing was applied")
        try form.setValues(["name": "Ada", "count": 3, "optionalTheme": nil, "theme": FormValue.string("dark")])
        let values = form.values()
        #expect(values["name"] == "Ada")
        #expect(values["count"] == .int(3))
        #expect(values["theme"] == "dark")
        #expect(values["notifications.sound"] == .bool(false))
        #expect(values["notifications"] == nil, "subforms hold no value of their own")
    }

    @Test func unknownKeysSuggestTheClosestField() throws {
        let form = try ModelForm(Everything())
        let error = #expect(throws: FormError.self) { try form.setText("1", for: "cont") }
        #expect(error?.message == "'cont' is not a field of this form (did you mean 'count'?)")
    }

    @Test func emptyingFields() throws {
        let form = try ModelForm(Everything(optionalTheme: .dark))
        try form.setValue(nil, for: "optionalTheme")
        #expect(form.value(for: "optionalTheme") == .null)
        let error = #expect(throws: FormError.self) { try form.setValue(nil, for: "theme") }
        #expect(error?.message == "Theme cannot be empty; expected one of \"Light\", \"Dark\", \"System\"")
        #expect(try form.commit().optionalTheme == nil)
    }

    @Test func collectionsInsertRemoveMove() throws {
        let form = try ModelForm(Everything(backupEmails: ["a@x.io"]))
        try form.insertItem("b@x.io", in: "backupEmails")
        try form.insertItem(text: "c@x.io", at: 0, in: "backupEmails")
        #expect(form.value(for: "backupEmails") == ["c@x.io", "a@x.io", "b@x.io"])
        try form.moveItem(from: 0, to: 2, in: "backupEmails")
        #expect(form.value(for: "backupEmails") == ["a@x.io", "b@x.io", "c@x.io"])
        try form.removeItem(at: 1, in: "backupEmails")
        try form.setItemText("z@x.io", at: 0, in: "backupEmails")
        #expect(form.itemCount(for: "backupEmails") == 2)
        let outOfBounds = #expect(throws: FormError.self) { try form.moveItem(from: 0, to: 5, in: "backupEmails") }
        #expect(outOfBounds?.message == "Backup Emails has no item 5; expected 0 to 1")
        #expect(throws: FormError.self) { try form.insertItem(text: "x", in: "luckyNumbers") }
        #expect(try form.commit().backupEmails == ["z@x.io", "c@x.io"])
    }
}

@Suite("Times with zones")
struct TimeZoneTextTests {
    @Test(arguments: [
        ("09:30", 34_200.0), ("09:30:00Z", 34_200), ("11:30+02:00", 34_200), ("00:30-01:00", 5_400),
        ("01:00+02:00", 82_800),
    ])
    func timesAcceptAZone(text: String, seconds: Double) throws {
        let form = try ModelForm(Everything())
        form.timeZone = .gmt
        try form.setText(text, for: "alarmTime")
        #expect(form.value(for: "alarmTime") == .date(Date(timeIntervalSince1970: seconds)))
    }
}

@Suite("Hostile keys")
struct HostileKeyTests {
    @Test func aMegabyteKeyIsAnUnknownFieldWithoutASuggestion() throws {
        let form = try ModelForm(Everything())
        let key = String(repeating: "count", count: 200_000)
        let error = #expect(throws: FormError.self) { try form.setText("1", for: key) }
        #expect(error?.reason == .unknownField)
        #expect(error?.message == "'countcountcountcountcountcountcountcount…' is not a field of this form")
    }
}

/// Keys compare one way everywhere: as Swift strings, by canonical equivalence.
@Suite("Keys in any Unicode spelling")
struct KeySpellingTests {
    @Test func aKeyIsFoundWhicheverWayItsAccentIsWritten() throws {
        let composed = "caf\u{E9}" // é as one scalar (NFC)
        let decomposed = "cafe\u{301}" // e + combining acute (NFD)
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count)
        for count in [1, 3, 40] {
            // Tables of every size: the look-up must not depend on how many keys there are.
            var fields: [FormValue] = [
                .object([FormValueMember("key", .string(composed)), FormValueMember("type", "text")])
            ]
            for index in 0..<count {
                fields.append(
                    .object([FormValueMember("key", .string("field\(index)")), FormValueMember("type", "text")]))
            }
            let form = try ModelForm(description: .object([FormValueMember("fields", .array(fields))]))
            try form.setText("Lumière", for: decomposed)
            #expect(form.text(for: composed) == "Lumière")
            #expect(form.field(decomposed)?.key == composed)
        }
    }
}
