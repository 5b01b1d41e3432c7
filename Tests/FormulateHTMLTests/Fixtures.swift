import Formulate
import FormulateHTML
import Foundation

enum Theme: String, CaseIterable, Sendable { case light, dark, system }

enum Weekday: String, CaseIterable, Sendable { case mon, tue, wed }

struct TextStyle: OptionSet, CaseIterable, CustomStringConvertible, Sendable {
    let rawValue: Int
    static let bold = TextStyle(rawValue: 1)
    static let italic = TextStyle(rawValue: 2)
    static let underline = TextStyle(rawValue: 4)
    static let allCases: [TextStyle] = [.bold, .italic, .underline]
    var description: String {
        switch self {
        case .bold: return "Bold"
        case .italic: return "Italic"
        default: return "Underline"
        }
    }
}

struct Alerts: Equatable, DefaultConstructible {
    var enabled = true
    var sound = false
    var volume = 5
}

/// Every kind the renderer knows.
struct Profile: Equatable, FormCustomizing, DefaultConstructible {
    var displayName = ""
    var email = ""
    var password = ""
    var rememberMe = false
    var newsletter: Bool?
    var age = 30
    var level: Int8 = 1
    var score = 1.5
    var theme = Theme.system
    var accent: Theme?
    var colorIndex = 0
    var days: Set<Weekday> = []
    var style: TextStyle = []
    var birthDate = Date(timeIntervalSince1970: 0)
    var wakeUpTime: Date?
    var updatedAt = Date(timeIntervalSince1970: 1_715_938_200)
    var homepage: URL?
    var phone = ""
    var zipCode = ""
    var bio = ""
    var backupEmails: [String] = []
    var alerts = Alerts()
    let userID: String

    init() { userID = "u-1" }

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "displayName": [
                "header": "Account", "placeholder": "How others see you",
                "rules": [ValidationRule.required, ValidationRule.maxLength(40, unit: .utf16)],
            ],
            "email": ["rules": [ValidationRule.email], "help": "We never share it."],
            "password": ["rules": [ValidationRule.minLength(8, unit: .utf16)]],
            "age": ["header": "Details", "min": 13, "max": 120],
            "colorIndex": ["options": ["Red", "Green", "Blue"]],
            "zipCode": ["rules": [(try? ValidationRule.regex("[0-9]{5}(-[0-9]{4})?")) ?? ValidationRule.required]],
            "bio": ["rules": [ValidationRule.maxLength(500, unit: .utf16)]],
            "alerts": ["header": "Alerts"],
            "alerts.volume": ["hidden": "$alerts.enabled == false"],
            "userID": ["footer": "Your user ID cannot be changed."],
        ]
    }
}

/// A model whose customization is hostile: every text a person could see is a payload.
struct Hostile: FormCustomizing, DefaultConstructible {
    var name = ""
    var note = ""
    var choice = "a"
    var tags: [String] = []

    static let payloads = [
        "\"><script>alert(1)</script>",
        "' onmouseover='x",
        "</textarea><script>alert(2)</script>",
        "<img src=x onerror=alert(3)>",
        "</option></select><script>alert(4)</script>",
        "&lt;already&gt; & \"quoted\"",
    ]

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "name": ["title": payloads[0], "placeholder": payloads[1], "help": payloads[3], "header": payloads[4]],
            "note": ["title": payloads[2], "type": "longtext", "footer": payloads[0]],
            "choice": [
                "title": payloads[4],
                "options": [
                    FieldOption(payloads[0], value: "a"), FieldOption(payloads[1], value: .string(payloads[2])),
                ],
            ],
            "tags": ["title": payloads[1]],
        ]
    }
}

/// Virtual fields: a button, a label; a price shown through a value transformer.
struct Shop: FormCustomizing {
    var username = ""
    var priceCents = 1999
    var quantity = 1

    static var extraFields: [FieldEntry] {
        [
            FieldEntry(FieldSettings.key("notice").kind(.label).title("Prices include tax")),
            FieldEntry(
                FieldSettings.key("emptyCart").kind(.button).title("Empty Cart").action(FieldAction { _, _ in })),
        ]
    }

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "priceCents": [
                "valueTransformer": FieldValueTransformer(
                    display: { value in
                        guard case .int(let cents) = value else { return "" }
                        return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
                    },
                    parse: { text in
                        guard text.hasPrefix("$"), let amount = Double(text.dropFirst()) else { return nil }
                        return .int(Int((amount * 100).rounded()))
                    })
            ]
        ]
    }
}

/// Renders `form` and scans the result.
func scan<Model>(_ form: ModelForm<Model>, _ renderer: HTMLRenderer = HTMLRenderer()) -> (
    html: String, scanner: HTMLScanner
) {
    let html = renderer.render(form)
    return (html, HTMLScanner(html))
}

/// An optional nested model that starts out `nil`.
struct Household: Equatable {
    var name = "Home"
    var alerts: Alerts?
}

// Every field of these fixtures is input a page may submit (FormInput): what the tests
// submit goes through the other protections (read-only, hidden, disabled, unknown keys).
extension Profile { static var inputFields: FormInput { .all } }
extension Shop { static var inputFields: FormInput { .all } }
extension Hostile { static var inputFields: FormInput { .all } }
extension Household: FormCustomizing { static var inputFields: FormInput { .all } }
