import Foundation
import Testing

@testable import Formulate

private enum RoundTripPlan: String, CaseIterable, Sendable { case free, pro, team }

/// Sign-up with rules, options, conditions, a password and an optional subform.
private struct RoundTripSignUp: FormCustomizing, DefaultConstructible {
    struct Billing: Equatable { var iban = ""; var vatNumber = "" }
    var email = ""
    var password = ""
    var newPassword = ""
    var plan = RoundTripPlan.free
    var seats = 1
    var billing: Billing? = nil
    var apiToken = ""
    var homepage = ""
    var notes = ""
    var tags: [String] = []
    var limits: [String: Int] = [:]
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "email": [
                "rules": [ValidationRule.required, .email], "placeholder": "you@example.com", "header": "Account",
            ],
            "password": ["rules": [ValidationRule.minLength(8)], "help": "8 or more characters"],
            "seats": ["min": 1, "max": 50, "step": 1, "hidden": "$plan == 'free'", "footer": "Per month"],
            "notes": ["disabled": true, "validation": "onChange", "sectionHidden": "$seats > 10"],
            "tags": ["sortable": false],
            "billing": ["inline": false],
        ]
    }
    static var extraFields: [FieldEntry] { [FieldEntry(["key": "terms", "type": "label", "title": "Terms apply"])] }
}

/// A reminder whose optional fields have defaults.
private struct RoundTripReminder: FormCustomizing {
    var snoozeMinutes: Int? = nil
    var label: String? = "Wake up"
    var due = Date(timeIntervalSince1970: 86_400)
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "snoozeMinutes": ["default": 10, "min": 1],
            "label": ["default": "Alarm"],
            "due": ["min": Date(timeIntervalSince1970: 0)],
        ]
    }
}

/// Round trips of describe() through a form loaded from it.
@Suite("describe() and load give the same form")
struct DescriptionRoundTripTests {
    private func roundTrip<Model>(_ form: ModelForm<Model>) throws -> (String, String) {
        let first = form.describe().jsonString()
        let loaded = try ModelForm(descriptionJSON: first)
        return (first, loaded.describe().jsonString())
    }

    @Test func everyKindOfField() throws {
        let (first, second) = try roundTrip(ModelForm(Everything()))
        #expect(first == second)
    }

    @Test func rulesOptionsConditionsAndSecrets() throws {
        let (first, second) = try roundTrip(ModelForm(RoundTripSignUp()))
        #expect(first == second)
    }

    @Test func defaultsAndDateBounds() throws {
        let (first, second) = try roundTrip(ModelForm(RoundTripReminder()))
        #expect(first == second)
        #expect(first.contains(#""default": 10"#))
    }

    @Test func aSecretThatIsNoPasswordStaysWithoutContentType() throws {
        let form = try ModelForm(RoundTripSignUp())
        let loaded = try ModelForm(description: form.describe())
        #expect(form.field("apiToken")?.textTraits.contentType == nil)
        #expect(loaded.field("apiToken")?.textTraits.contentType == nil)
        #expect(loaded.field("apiToken")?.isSecret == true)
        #expect(loaded.field("tags")?.isSortable == false)
        #expect(loaded.field("billing")?.isInline == false)
        #expect(loaded.field("billing.iban")?.kind == .text)
    }

    @Test func newItemsOfALoadedFormStartWithTheModelsDefaults() throws {
        let loaded = try ModelForm(description: ModelForm(Network()).describe())
        try loaded.setText("backup.example", for: "servers.0.host")
        #expect(loaded.value(for: "servers.0.port") == .int(443))
        #expect(loaded.value(for: "servers.0.useTLS") == .bool(true))
        #expect(throws: FormError.self) { try loaded.setText("x", for: "fixed.0.label") }
    }

    @Test func collectionsOfSubforms() throws {
        var network = Network()
        network.servers = [Server(name: "Home", host: "home.example", port: 8443)]
        let (first, second) = try roundTrip(ModelForm(network))
        #expect(first == second)
    }

    /// A `Decimal` keeps every digit through describe() and load (as a `FormValue`), and
    /// so do the numbers typed into the loaded field; a `Double` stays a `Double`.
    @Test func anExactDecimalStaysExact() throws {
        struct Ledger { var amount: Decimal; var rate = 0.25 }
        let exact = try #require(Decimal(string: "1234567890.123456789"))
        let loaded = try ModelForm(description: ModelForm(Ledger(amount: exact)).describe())
        #expect(loaded.value(for: "amount") == .decimal(exact))
        #expect(loaded.value(for: "rate") == .double(0.25))
        try loaded.setText("0.100000000000000000001", for: "amount")
        let typed = try #require(Decimal(string: "0.100000000000000000001"))
        #expect(loaded.value(for: "amount") == .decimal(typed))
        #expect(try loaded.commit().json["amount"] == .decimal(typed))
        #expect(try loaded.describe() == ModelForm(description: loaded.describe()).describe())
    }
}
