import Formulate
import Foundation

// Models the schema tests export. Each type is used only by these tests, so the per-type
// schema cache never mixes customizations with another test target.

enum Palette: String, CaseIterable, Sendable { case red, green, blue }

enum Priority: Int, CaseIterable, Sendable {
    case low = 1
    case medium = 2
    case high = 3
}

enum Weekday: String, CaseIterable, Sendable { case monday, tuesday, wednesday }

struct Channels: OptionSet, CaseIterable, CustomStringConvertible, Sendable {
    let rawValue: Int
    static let email = Channels(rawValue: 1)
    static let sms = Channels(rawValue: 2)
    static let push = Channels(rawValue: 4)
    static let allCases: [Channels] = [.email, .sms, .push]
    var description: String {
        switch self {
        case .email: return "Email"
        case .sms: return "SMS"
        default: return "Push"
        }
    }
}

/// 2024-05-17 (a date at midnight UTC).
let may17 = Date(timeIntervalSince1970: 1_715_904_000)
/// 09:30 on 1970-01-01 UTC (a time of day).
let nineThirty = Date(timeIntervalSince1970: 9 * 3600 + 30 * 60)
/// 2024-05-17T09:30:15.250Z.
let may17Morning = Date(timeIntervalSince1970: 1_715_904_000 + 9 * 3600 + 30 * 60 + 15.25)

struct Postal: Equatable, DefaultConstructible {
    var street = "742 Evergreen Terrace"
    var city = "Springfield"
}

/// One property of every kind the exporter supports, plus a label and a button.
struct KitchenSink: FormCustomizing {
    var name = "Ada"
    var bio = "Counts things."
    var email = "ada@example.com"
    var password = "correct horse"
    var phone = "555-123-4567"
    var homepage = URL(string: "https://swift.org")
    var age = 36
    var tiny: Int8 = -5
    var large: Int64 = 0
    var count: UInt = 3
    var byte: UInt8 = 7
    var ratio = 0.25
    var price = Decimal(string: "12.5") ?? 0
    var isActive = true
    var birthday = may17
    var wakeUpTime = nineThirty
    var createdAt = may17Morning
    var palette = Palette.green
    var priority = Priority.medium
    var optionalPalette: Palette? = nil
    var favoriteDays: Set<Weekday> = [.monday, .wednesday]
    var orderedDays: [Weekday] = [.tuesday]
    var channels: Channels = [.email, .push]
    var backupEmails: [String] = ["ada@backup.example"]
    var luckyNumbers: [Int] = [7, 13]
    var reminderDates: [Date] = [may17]
    var identifier = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301") ?? UUID()
    var address = Postal()
    var size = 1
    let serial = 42

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "name": ["placeholder": "Your name", "help": "As on your passport."],
            "size": ["options": [FieldOption("Small", value: "S"), FieldOption("Large", value: "L")]],
            "optionalPalette": ["placeholder": "No colour"],
            "homepage": ["default": "https://example.com"],
        ]
    }

    static var extraFields: [FieldEntry] {
        [
            FieldEntry(FieldSettings.key("intro").kind(.label).title("Welcome")),
            FieldEntry(FieldSettings.key("save").kind(.button).action(FieldAction { _, _ in })),
        ]
    }
}

/// A sign-up form whose rules map to schema keywords.
struct Registration: FormCustomizing {
    var username = "ada_l"
    var email = "ada@example.com"
    var password = "correct horse"
    var confirmPassword = "correct horse"
    var age = 36
    var zipCode = "02134"
    var phone = "555-123-4567"
    var pin = "1234"
    var nickname: String? = nil
    var website = "https://ada.example"
    var cardExpiration = "09/2030"
    var score = 5.5
    var tags: [String] = ["swift"]
    var agreeToTerms = true

    static let usernamePattern = try? ValidationRule.regex("[a-z0-9_]+")

    static var fieldSettings: [String: FieldSettings] {
        [
            "username": FieldSettings.rules(
                [.required, .minLength(3, unit: .unicodeScalars), .maxLength(20, unit: .unicodeScalars)]
                    + [usernamePattern].compactMap { $0 }),
            "email": FieldSettings.rules(.required, .email),
            "password": FieldSettings.rules(.required, .minLength(8, unit: .unicodeScalars)),
            "confirmPassword": FieldSettings.rules(.equalsField("password")),
            "age": FieldSettings.rules(.greaterOrEqual(18), .lessOrEqual(130)),
            "zipCode": FieldSettings.rules(.fiveDigitZipCode),
            "phone": FieldSettings.rules(.usPhone),
            "pin": FieldSettings.rules(.exactLength(4, unit: .unicodeScalars), .integer),
            "nickname": FieldSettings.rules(.maxLength(12, unit: .unicodeScalars)),
            "website": FieldSettings.rules(.url(requireScheme: true)),
            "cardExpiration": FieldSettings.rules(.expiration),
            "score": FieldSettings.rules(.greaterThan(0), .lessThan(10)),
            "tags": FieldSettings.rules(.required, .maxLength(5)),
        ]
    }
}

struct StreetAddress: Equatable, DefaultConstructible {
    var street = "1 Infinite Loop"
    var postalCode = "95014"
}

struct Office: Equatable, DefaultConstructible {
    var city = "Cupertino"
    var address = StreetAddress()
    var opensAtTime = nineThirty
}

/// Subforms two levels deep, one of them optional.
struct Company: FormCustomizing {
    var name = "Acme"
    var headquarters = Office()
    var branch: Office? = nil

    static var fieldOverrides: [String: FieldOverrides] {
        ["headquarters.city": ["placeholder": "City", "rules": [ValidationRule.required]]]
    }
}

/// An optional property of each kind.
struct Optionals {
    var nickname: String? = nil
    var age: Int? = nil
    var ratio: Double? = nil
    var birthday: Date? = nil
    var theme: Palette? = nil
    var homepage: URL? = nil
    var days: Set<Weekday>? = nil
    var isSubscribed: Bool? = nil
}

/// Conditions: a hidden field and a disabled one.
struct Conditional: FormCustomizing {
    var enabled = false
    var volume = 5
    var note = "Quiet"
    var ringtone = "Bells"

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "volume": ["hidden": "$enabled == false"],
            "note": ["disabled": "$enabled == false", "help": "Shown when on."],
            "ringtone": ["readOnly": true],
        ]
    }
}
