import Foundation
import Testing

@testable import Formulate

@Suite("Kinds from types")
struct KindInferenceTests {
    let form: ModelForm<Everything>

    init() throws {
        form = try ModelForm(Everything())
    }

    @Test(arguments: [
        ("name", FieldKind.text), ("isEnabled", .boolean), ("count", .integer), ("tiny", .integer),
        ("small", .integer), ("medium", .integer), ("large", .integer), ("byte", .unsigned),
        ("word", .unsigned), ("unsignedCount", .unsigned), ("ratio", .decimal), ("weight", .decimal),
        ("price", .decimal), ("birthday", .date), ("alarmTime", .time), ("createdAt", .dateTime),
        ("website", .url), ("identifier", .text), ("theme", .option), ("planet", .option), ("size", .option),
        ("optionalTheme", .option), ("days", .bitfield), ("favoriteDays", .multipleChoice),
        ("orderedThemes", .multipleChoice), ("backupEmails", .collection), ("luckyNumbers", .collection),
        ("color", .text), ("notifications", .subform), ("address", .subform), ("serial", .integer),
    ])
    func kind(key: String, expected: FieldKind) throws {
        #expect(form.field(key)?.kind == expected)
    }

    @Test func fieldsAreInDeclarationOrder() {
        #expect(form.fields.prefix(5).map(\.key) == ["name", "isEnabled", "count", "tiny", "small"])
        #expect(form.fields.last?.key == "serial")
    }

    @Test(arguments: [
        ("tiny", FormValue.int(-128), FormValue.int(127)),
        ("small", .int(-32768), .int(32767)),
        ("byte", .int(0), .int(255)),
        ("large", .int(Int(Int64.min)), .int(Int(Int64.max))),
        ("unsignedCount", .int(0), .uint(UInt.max)),
    ])
    func integerBoundsComeFromTheType(key: String, minimum: FormValue, maximum: FormValue) throws {
        let field = try #require(form.field(key))
        #expect(field.minimum == minimum)
        #expect(field.maximum == maximum)
    }

    @Test func outOfRangeIntegerIsAnErrorNotATrap() throws {
        #expect(throws: FormError.self) { try form.setText("128", for: "tiny") }
        #expect(throws: FormError.self) { try form.setValue(300, for: "byte") }
        #expect(throws: FormError.self) { try form.setText("-1", for: "unsignedCount") }
        try form.setText("127", for: "tiny")
        #expect(form.value(for: "tiny") == .int(127))
    }

    @Test func enumOptionsComeFromCasesWithTitles() throws {
        let theme = try #require(form.field("theme"))
        #expect(theme.options.map(\.title) == ["Light", "Dark", "System"])
        #expect(theme.options.map(\.value) == ["light", "dark", "system"])
        let planet = try #require(form.field("planet"))
        #expect(planet.options.map(\.value) == ["mercury", "venus", "earth"])
        let size = try #require(form.field("size"))
        #expect(size.options.map(\.value) == [.int(1), .int(2), .int(3)])
        #expect(size.options.map(\.title) == ["Small", "Medium", "Large"])
    }

    @Test func customStringConvertibleEnumsUseTheirDescription() throws {
        #expect(form.field("mood")?.options.map(\.title) == ["😀 Happy", "😠 Grumpy"])
        #expect(form.value(for: "mood") == "happy")
    }

    @Test func optionalsAreOptionalAndStartEmpty() throws {
        let field = try #require(form.field("optionalTheme"))
        #expect(field.isOptional)
        #expect(form.value(for: "optionalTheme") == .null)
        #expect(form.field("theme")?.isOptional == false)
    }

    @Test func optionSetIsABitfieldWithOptionsFromAllCases() throws {
        let days = try #require(form.field("days"))
        #expect(
            days.options == [
                FieldOption("Monday", value: 1), FieldOption("Tuesday", value: 2), FieldOption("Wednesday", value: 4),
            ])
    }

    @Test func collectionItemsTakeTheirKindFromTheSingularKey() throws {
        let emails = try #require(form.field("backupEmails")?.itemTemplate)
        #expect(emails.kind == .email)
        #expect(emails.title == "Backup Email")
        #expect(form.field("luckyNumbers")?.itemTemplate?.kind == .integer)
    }

    @Test func letPropertiesAreReadOnly() throws {
        #expect(form.field("serial")?.isReadOnly == true)
        #expect(form.field("count")?.isReadOnly == false)
        #expect(throws: FormError.self) { try form.setValue(1, for: "serial") }
    }

    @Test func userTypesPlugInThroughFormTextConvertible() throws {
        #expect(form.value(for: "color") == "#ff8800")
        try form.setText("#00ff00", for: "color")
        let error = #expect(throws: FormError.self) { try form.setText("green", for: "color") }
        #expect(error?.message == "Color: \"green\" is not a colour like #ff8800")
        try form.setText("#00ff00", for: "color")
        let saved = try form.commit()
        #expect(saved.color == HexColor(rgb: 0x00ff00))
    }

    /// An address type of its own whose kind is email: its page says `type=email`, so the
    /// server checks what the browser does (trial14: the schema and the server did not).
    struct PatientEmail: FormTextConvertible, Equatable {
        var address: String
        init(address: String) { self.address = address }
        init?(formText: String) { address = formText }
        var formText: String { address }
        static var formKind: FieldKind { .email }
    }

    @Test func aTypeOfKindEmailIsCheckedAsAnEmailAddress() throws {
        struct Patient { var contact = PatientEmail(address: "ada@example.com") }
        let patient = try ModelForm(Patient())
        #expect(patient.field("contact")?.constraints.formats == [.email])
        try patient.setText("not an address", for: "contact")
        #expect(patient.validate().map(\.messageKey) == ["rule.email"])
        try patient.setText("grace@example.com", for: "contact")
        #expect(try patient.commit().contact == PatientEmail(address: "grace@example.com"))
    }

    /// A type that wraps a string: its raw value is the text, as a `String`'s would be.
    struct Handle: RawRepresentable, Equatable {
        let rawValue: String
        init?(rawValue: String) {
            guard rawValue.hasPrefix("@"), rawValue.count > 1 else { return nil }
            self.rawValue = rawValue
        }
    }

    struct Address: RawRepresentable, Equatable { var rawValue: String }

    struct Ticket: RawRepresentable, Equatable { var rawValue: Int }

    /// A wrapped number that must be odd.
    struct Odd: RawRepresentable, Equatable {
        let rawValue: UInt8
        init?(rawValue: UInt8) {
            guard rawValue % 2 == 1 else { return nil }
            self.rawValue = rawValue
        }
    }

    struct Member {
        var handle = Handle(rawValue: "@ada")
        var email = Address(rawValue: "ada@example.com")
        var aliases: [Handle] = []
        var ticket = Ticket(rawValue: 7)
        var lucky = Odd(rawValue: 3)
    }

    @Test func aTypeWrappingAStringIsEditedAsItsText() throws {
        let member = try ModelForm(Member())
        #expect(member.fields.map(\.key) == ["handle", "email", "aliases", "ticket", "lucky"])
        #expect(member.field("handle")?.kind == .text)
        #expect(member.field("handle")?.title == "Handle")
        #expect(member.text(for: "handle") == "@ada")
        // What the property's name says holds as for a `String`: an email address.
        #expect(member.field("email")?.kind == .email)
        #expect(member.field("email")?.constraints.formats == [.email])
        let refused = #expect(throws: FormError.self) { try member.setText("ada", for: "handle") }
        #expect(refused?.message == "Handle: \"ada\" is not a valid Handle")
        try member.setText("@grace", for: "handle")
        try member.setItems(texts: ["@a", "@b"], for: "aliases")
        try member.setText("not an address", for: "email")
        #expect(member.validate().map(\.messageKey) == ["rule.email"])
        try member.setText("grace@example.com", for: "email")
        let saved = try member.commit()
        #expect(saved.handle == Handle(rawValue: "@grace"))
        #expect(saved.email == Address(rawValue: "grace@example.com"))
        #expect(saved.aliases == [Handle(rawValue: "@a"), Handle(rawValue: "@b")].compactMap { $0 })
    }

    @Test func aTypeWrappingAWholeNumberIsEditedAsThatNumber() throws {
        let member = try ModelForm(Member())
        #expect(member.field("ticket")?.kind == .integer)
        #expect(member.field("ticket.rawValue") == nil)
        #expect(member.value(for: "ticket") == .int(7))
        #expect(member.field("lucky")?.kind == .unsigned)
        #expect(member.field("lucky")?.maximum == .int(255), "bounded by the raw value's type")
        let even = #expect(throws: FormError.self) { try member.setText("4", for: "lucky") }
        #expect(even?.message == "Lucky: \"4\" is not a valid Odd")
        let large = #expect(throws: FormError.self) { try member.setText("300", for: "lucky") }
        #expect(large?.reason == .outOfRange)
        try member.setText("9", for: "lucky")
        try member.setText("12", for: "ticket")
        let saved = try member.commit()
        #expect(saved.ticket == Ticket(rawValue: 12))
        #expect(saved.lucky == Odd(rawValue: 9))
    }

    @Test func nestedStructsBecomeSubformsWithDottedKeys() throws {
        let notifications = try #require(form.field("notifications"))
        #expect(
            notifications.children.map(\.key) == [
                "notifications.enabled", "notifications.sound", "notifications.volume",
            ])
        #expect(form.field("notifications.volume")?.kind == .unsigned)
        try form.setValue(true, for: "notifications.sound")
        #expect(try form.commit().notifications.sound == true)
    }
}
