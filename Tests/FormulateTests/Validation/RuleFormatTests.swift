import Foundation
import Testing

@testable import Formulate

@Suite("Validation rules: RSFormView's number and US formats")
struct RuleFormatTests {
    // MARK: integer

    @Test(arguments: [
        FormValue.string("42"), "-7", "0", "007", "-0", "123456789012345678901234567890",
        .int(5), .uint(5), .double(3.0), .decimal(4),
    ])
    func integerAccepts(_ value: FormValue) {
        #expect(ValidationRule.integer.passes(value))
    }

    @Test(arguments: [
        FormValue.string("+5"), "4.0", "1,000", " 1", "1 ", "-", "--1", "١٢", "1e3", "abc",
        .double(3.5), .double(.infinity), .bool(true),
    ])
    func integerRejects(_ value: FormValue) {
        #expect(!ValidationRule.integer.passes(value))
        #expect(
            ValidationRule.integer.failure(value, title: "Quantity")
                == "Quantity must be a whole number, like 42 or -7.")
    }

    // MARK: double

    @Test(arguments: [FormValue.string("12"), "-3.5", ".5", "-.5", "12.", "0.000001", .int(3), .double(2.25)])
    func doubleAccepts(_ value: FormValue) {
        #expect(ValidationRule.double().passes(value))
    }

    @Test(arguments: [
        FormValue.string("1e3"), "nan", "inf", "1,5", "1.2.3", ".", "-", "abc", " 1.5", "+1",
        .double(.nan), .double(.infinity), .bool(false),
    ])
    func doubleRejects(_ value: FormValue) {
        #expect(!ValidationRule.double().passes(value))
    }

    @Test(
        "double limits decimal places; trailing zeros do not count",
        arguments: [
            (2, FormValue.string("12.34"), true),
            (2, "12.345", false),
            (2, "12.340", true),
            (2, .double(0.1), true),
            (2, .double(0.125), false),
            (2, .decimal(Decimal(string: "1.005") ?? 0), false),
            (0, "12", true),
            (0, "12.", true),
            (0, "12.5", false),
            (1, "-0.5", true),
        ])
    func doubleMaxDecimalPlaces(_ places: Int, _ value: FormValue, _ passes: Bool) {
        #expect(ValidationRule.double(maxDecimalPlaces: places).passes(value) == passes)
    }

    @Test func doubleMessages() {
        #expect(
            ValidationRule.double(maxDecimalPlaces: 2).failure("12.345", title: "Price")
                == "Price must be a number with at most 2 decimal places, like 12.34.")
        #expect(
            ValidationRule.double(maxDecimalPlaces: 1).failure("1.25", title: "Rating")
                == "Rating must be a number with at most 1 decimal place, like 12.5.")
        #expect(
            ValidationRule.double(maxDecimalPlaces: 0).failure("1.5", title: "Count")
                == "Count must be a number with no decimal places, like 12.")
        #expect(ValidationRule.double().failure("abc", title: "Amount") == "Amount must be a number, like 12.5 or -3.")
        #expect(ValidationRule.double(maxDecimalPlaces: -3).parameter("maxDecimalPlaces") == .int(0))
    }

    // MARK: usPhone

    @Test(arguments: [
        "555-123-4567", "(555) 123-4567", "5551234567", "(555)123-4567", "555.123.4567", "555 123 4567",
        "+1 555-123-4567", "1-555-123-4567", "+15551234567", "+1 (555) 123-4567",
    ])
    func usPhoneAccepts(_ text: String) {
        #expect(ValidationRule.usPhone.passes(.string(text)))
    }

    @Test(arguments: [
        "555-123-456", "55512345678", "555-123.4567", "0551234567", "1551234567", "555-1234-567", "phone",
        "(555 123-4567", "555)123-4567", "555-123-4567 ext 8", "５５５１２３４５６７",
    ])
    func usPhoneRejects(_ text: String) {
        #expect(!ValidationRule.usPhone.passes(.string(text)))
    }

    @Test func usPhoneMessage() {
        #expect(!ValidationRule.usPhone.passes(.int(5_551_234_567)))
        #expect(
            ValidationRule.usPhone.failure("555", title: "Phone")
                == "Phone must be a 10-digit US phone number, like 555-123-4567.")
    }

    @Test(
        "usPhone's input formatter writes digits as 555-123-4567 as they are typed or pasted",
        arguments: [
            ("5551234567", "555-123-4567"),
            ("555", "555"),
            ("5551", "555-1"),
            ("555123", "555-123"),
            ("5551234", "555-123-4"),
            ("555-", "555"),
            ("(555) 123-4567", "555-123-4567"),
            ("555.123.4567", "555-123-4567"),
            ("555-123-4567", "555-123-4567"),
            ("+1 555 123 4567", "+1 555 123 4567"),
            ("55512345678", "55512345678"),
            ("call me", "call me"),
            ("", ""),
        ])
    func usPhoneFormatter(_ input: String, _ expected: String) {
        #expect(ValidationRule.usPhone.inputFormatter?(input) == expected)
    }

    @Test func formattedPhoneNumbersPass() {
        let formatted = ValidationRule.usPhone.inputFormatter?("5551234567") ?? ""
        #expect(ValidationRule.usPhone.passes(.string(formatted)))
    }

    // MARK: fiveDigitZipCode

    @Test(arguments: ["12345", "02134", "99999"])
    func zipAccepts(_ text: String) {
        #expect(ValidationRule.fiveDigitZipCode.passes(.string(text)))
    }

    @Test(
        "zip codes are exactly five digits: \"-1234\" fails",
        arguments: [
            FormValue.string("-1234"), "1234", "123456", "12345-6789", " 12345", "1234a", "١٢٣٤٥", "+1234", .int(12345),
        ])
    func zipRejects(_ value: FormValue) {
        #expect(!ValidationRule.fiveDigitZipCode.passes(value))
        #expect(
            ValidationRule.fiveDigitZipCode.failure(value, title: "ZIP Code")
                == "ZIP Code must be a 5-digit ZIP code, like 12345.")
    }

    // MARK: usState

    @Test(
        "states by code or name, case-insensitively: \"North Dakota\" passes",
        arguments: [
            "North Dakota", "north dakota", "NORTH DAKOTA", "  North   Dakota ", "ND", "nd", "DC",
            "District of Columbia", "district of columbia", "California", "CA", "Wyoming", "West Virginia",
        ])
    func usStateAccepts(_ text: String) {
        #expect(ValidationRule.usState.passes(.string(text)))
    }

    @Test(arguments: [
        FormValue.string("Puerto Rico"), "PR", "XX", "Dakota", "NorthDakota", "C A", "Cali", "N.D.", .int(1),
    ])
    func usStateRejects(_ value: FormValue) {
        #expect(!ValidationRule.usState.passes(value))
        #expect(
            ValidationRule.usState.failure(value, title: "State")
                == "State must be a US state name or two-letter code, like California or CA.")
    }

    @Test func everyStateAndDCPasses() {
        #expect(RuleUSStates.states.count == 51)
        #expect(Set(RuleUSStates.states.map(\.code)).count == 51)
        for state in RuleUSStates.states {
            #expect(ValidationRule.usState.passes(.string(state.code)), "\(state.code)")
            #expect(ValidationRule.usState.passes(.string(state.name)), "\(state.name)")
        }
    }

    // MARK: expiration

    @Test("expiration is MM/YYYY or MM/YY", arguments: ["09/2030", "12/2030", "01/30", "01/2099", "10/99"])
    func expirationAccepts(_ text: String) {
        #expect(ValidationRule.expiration.passes(.string(text)))
    }

    @Test(
        "expiration months are 01 to 12: \"00\" fails",
        arguments: [
            "00/2030", "13/2030", "1/2030", "09/030", "09-2030", "092030", "09/20301", "09/", "/2030",
            "ab/2030", " 09/2030", "09 / 2030", "09/2030/1", "12/0000", "12/0999",
        ])
    func expirationRejects(_ text: String) {
        #expect(!ValidationRule.expiration.passes(.string(text)))
        #expect(
            ValidationRule.expiration.failure(.string(text), title: "Expiration")
                == "Expiration must be a month and year written MM/YYYY or MM/YY, like 09/2030.")
    }
}
