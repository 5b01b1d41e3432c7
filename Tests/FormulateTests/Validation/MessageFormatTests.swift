import Formulate
import Foundation
import Testing

/// Messages end as sentences, an unsigned number says "0 or more", a time of day is shown
/// and read as people write it, and a phone field holds a phone number (issue 37, item 9).
@Suite struct MessageFormatTests {
    struct Camera: FormCustomizing {
        var shots: UInt = 3
        var burst: UInt8 = 3
        var iso = 400
        var alarm = Date(timeIntervalSince1970: 7.5 * 3600)
        var phone = ""
        var extensionPhone = ""
        var officePhone = ""

        static var fieldSettings: [String: FieldSettings] {
            [
                "iso": FieldSettings.min(100).max(6400).step(100),
                "alarm": FieldSettings.kind(.time),
                "extensionPhone": FieldSettings.rules(
                    (try? RegexPattern(".*")).map { [ValidationRule.regex($0)] } ?? []),
                "officePhone": FieldSettings.rules(.usPhone),
            ]
        }
    }

    private func form() throws -> ModelForm<Camera> {
        let form = try ModelForm(Camera())
        form.timeZone = .gmt
        return form
    }

    private func refusal(_ text: String, for key: String, in form: ModelForm<Camera>) -> String? {
        do {
            try form.setText(text, for: key)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func boundsAndStepMessagesEndWithAPeriod() throws {
        let form = try form()
        #expect(refusal("7000", for: "iso", in: form) == "ISO must be from 100 to 6400.")
        #expect(refusal("150", for: "iso", in: form) == "ISO must be from 100 to 6400 in steps of 100.")
    }

    @Test func anUnsignedNumberBelowZeroSaysZeroOrMore() throws {
        let form = try form()
        let message = try #require(refusal("-1", for: "shots", in: form))
        #expect(message == #"Shots: "-1" is out of range; expected a whole number, 0 or more"#)
        // A small unsigned type says its whole range; a number too large still says the maximum.
        #expect(
            refusal("-1", for: "burst", in: form)
                == #"Burst: "-1" is out of range; expected a whole number from 0 to 255"#)
        #expect(refusal("99999999999999999999", for: "shots", in: form)?.contains("18446744073709551615") == true)
    }

    @Test func aTimeOfDayChangeIsShownAsATime() throws {
        let form = try form()
        try form.setText("21:30", for: "alarm")
        #expect(form.changes.map(\.description) == ["alarm: 07:30 -> 21:30"])
        #expect(form.changes.first?.newText == "21:30")
    }

    @Test func aTimeTakesAOneDigitHour() throws {
        let form = try form()
        try form.setText("7:45", for: "alarm")
        #expect(form.text(for: "alarm") == "07:45")
        try form.setText("9:05:30", for: "alarm")
        #expect(form.text(for: "alarm") == "09:05:30")
        #expect(refusal("7:3", for: "alarm", in: form) != nil)
        #expect(refusal("17:3", for: "alarm", in: form) != nil)
        #expect((try? ISO8601Text(timeZone: .gmt).date(from: "2024-05-17T7:30", as: .dateTime)) == nil)
    }

    @Test func aPhoneFieldHoldsDigitsSpacesAndPunctuationOnly() throws {
        let form = try form()
        #expect(form.field("phone")?.kind == .phone)
        try form.setText("call me", for: "phone")
        #expect(
            form.validate().map(\.description) == [
                "phone: Phone must be a phone number: digits, spaces and + ( ) - . only, like +1 555-123-4567."
            ])
        try form.setText("+44 (20) 7946-0958", for: "phone")
        #expect(form.validate().isEmpty)
    }

    @Test func aPhoneFieldsOwnFormatRuleReplacesTheCheck() throws {
        let form = try form()
        try form.setText("555-1234 ext. 12", for: "extensionPhone")
        try form.setText("555-123-4567", for: "officePhone")
        #expect(form.validate().isEmpty)
        try form.setText("+44 20 7946 0958", for: "officePhone")
        #expect(form.validate().map(\.key) == ["officePhone"])
    }
}
