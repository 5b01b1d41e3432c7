import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// `ModelForm.applyInput(json:mode:absentText:shown:)` against bodies made to get past it: text no person
/// types, guesses at values the client is never shown, partial bodies (issue 36).
@Suite struct JSONInputHostileTests {
    private func form(_ ticket: RepairTicket = RepairTicket()) throws -> ModelForm<RepairTicket> {
        try ticket.form()
    }

    private func json(_ text: String) throws -> FormValue {
        try FormValue(json: text, preservingDecimals: true)
    }

    @Test func aNULInOneLineOfTextIsRefusedAsAFormPostRefusesIt() throws {
        let form = try form()
        let errors = #expect(throws: FormErrors.self) {
            try form.applyInput(json: try json(#"{"customer": "a\u0000b"}"#))
        }
        #expect(errors?.errors.map(\.key) == ["customer"])
        #expect(errors?.errors.map(\.message) == ["Customer: a NUL character is not accepted"])
        #expect(form.isDirty == false)
        // The same text typed, for comparison: the same error.
        let typed = #expect(throws: FormErrors.self) { try form.applyInput(["customer": "a\u{0}b"]) }
        #expect(typed?.errors.map(\.message) == errors?.errors.map(\.message))
    }

    @Test func lineBreaksInOneLineOfTextAreRefusedOnTheJSONPathToo() throws {
        let form = try form()
        for text in [#""a\nb""#, #""a\rb""#, #""a\r\nb""#] {
            let errors = #expect(throws: FormErrors.self) {
                try form.applyInput(json: try json(#"{"customer": \#(text)}"#))
            }
            #expect(errors?.errors.map(\.message) == ["Customer: line breaks are not accepted; expected one line"])
        }
        #expect(try form.commit().customer == "")
        // Long text takes line breaks, on this path as typed; never a NUL.
        #expect(form.field("note")?.kind == .longText)
        try form.applyInput(json: try json(#"{"note": "squeaks\nrattles"}"#))
        #expect(try form.commit().note == "squeaks\nrattles")
        #expect(throws: FormErrors.self) { try form.applyInput(json: try json(#"{"note": "a\u0000"}"#)) }
    }

    @Test func textInsideItemsAndListsIsCheckedTheSameWay() throws {
        let form = try form()
        let item = #expect(throws: FormErrors.self) {
            try form.applyInput(json: try json(#"{"parts": [{"name": "Ch\nain", "quantity": 1}]}"#))
        }
        #expect(item?.errors.map(\.key) == ["parts.0.name"])
        let listed = #expect(throws: FormErrors.self) {
            try form.applyInput(json: try json(#"{"tags": ["blue", "re\u0000d"]}"#))
        }
        #expect(listed?.errors.map(\.key) == ["tags"])
        #expect(form.itemCount(for: "parts") == 2)
        #expect(form.value(for: "tags") == ["blue"])
        // Plain text in the same places is taken.
        try form.applyInput(json: try json(#"{"tags": ["blue", "red"], "parts": [{"name": "Pad", "quantity": 1}]}"#))
        let ticket = try form.commit()
        #expect(ticket.tags == ["blue", "red"])
        #expect(ticket.parts.map(\.name) == ["Pad"])
    }
}

/// A body that names only some fields (issue 36, item 4).
@Suite struct JSONInputPartialBodyTests {
    private func form(_ ticket: RepairTicket) throws -> ModelForm<RepairTicket> {
        try ticket.form()
    }

    @Test func anEmptyBodyChangesNothing() throws {
        var ticket = RepairTicket()
        ticket.customer = "Ada"
        ticket.note = "squeaks"
        let form = try form(ticket)
        try form.applyInput(json: .object([]))
        #expect(form.isDirty == false)
        #expect(try form.commit() == ticket)
    }

    @Test func aBodyOfOneMemberWritesThatMemberOnly() throws {
        var ticket = RepairTicket()
        ticket.customer = "Ada"
        ticket.note = "squeaks"
        let form = try form(ticket)
        try form.applyInput(json: .object([FormValueMember("rush", true)]))
        let saved = try form.commit()
        #expect(saved.rush == true)
        #expect(saved.customer == "Ada")
        #expect(saved.note == "squeaks")
    }

    @Test func anItemObjectLeavingOutAMemberKeepsThatItemsValue() throws {
        let form = try form(RepairTicket())
        try form.applyInput(
            json: try FormValue(json: #"{"parts": [{"quantity": 4}, {"name": "Tube", "quantity": 2}]}"#))
        let saved = try form.commit()
        #expect(saved.parts == [RepairPart(name: "Chain", quantity: 4), RepairPart(name: "Tube", quantity: 2)])
    }

    @Test func emptyTextStillEmptiesAField() throws {
        var ticket = RepairTicket()
        ticket.note = "squeaks"
        ticket.customer = "Ada"
        let form = try form(ticket)
        try form.applyInput(json: try FormValue(json: #"{"note": "", "customer": ""}"#))
        let saved = try form.commit()
        #expect(saved.note == "")
        #expect(saved.customer == "")
    }
}

/// An account whose key and note the client is never shown.
struct GuardedAccount: Sendable, Equatable, DefaultConstructible {
    var name = "Ada"
    var apiKey = "sk-live-4242"
    var internalNote = "owes us"
    var pin = "1234"
    var flagged = false
    var audit: [RepairPart] = [RepairPart(name: "first", quantity: 1)]
}

extension GuardedAccount: FormCustomizing {
    static var fieldSettings: [String: FieldSettings] {
        [
            "apiKey": FieldSettings.secure(true),
            "pin": FieldSettings.secure(true),
            "internalNote": FieldSettings.hidden(true),
            "audit": FieldSettings.hidden("$flagged == false"),
        ]
    }
    static var inputFields: FormInput { .only(["name", "pin", "flagged", "audit"]) }
}

/// A guess at a value the client is never shown gets the same answer as any other value
/// (issue 36, item 3).
@Suite struct JSONInputOracleTests {
    /// The answer to `body`: "applied", or the refused keys and reasons.
    private func answer(_ body: String, mode: JSONInputMode = .strict) throws -> String {
        let form = try ModelForm(GuardedAccount())
        let sent = try FormValue(json: body)
        do throws(FormErrors) {
            let ignored = try form.applyInput(json: sent, mode: mode)
            return ignored.isEmpty ? "applied" : "ignored \(ignored)"
        } catch {
            return error.errors.map { "\($0.key) \($0.reason.messageKey)" }.joined(separator: "; ")
        }
    }

    @Test func aSecretInputMayNotWriteAnswersTheSameForTheRightKeyAndAWrongOne() throws {
        let right = try answer(#"{"apiKey": "sk-live-4242"}"#)
        let wrong = try answer(#"{"apiKey": "sk-test-0000"}"#)
        #expect(right == wrong)
        #expect(right == "apiKey edit.notInput")
        #expect(try answer(#"{"apiKey": "sk-live-4242"}"#, mode: .ignoreUnknown) == #"ignored ["apiKey"]"#)
        #expect(try answer(#"{"apiKey": "sk-test-0000"}"#, mode: .ignoreUnknown) == #"ignored ["apiKey"]"#)
    }

    @Test func aHiddenFieldAnswersTheSameForItsValueAndAnother() throws {
        let right = try answer(#"{"internalNote": "owes us"}"#)
        let wrong = try answer(#"{"internalNote": "paid"}"#)
        #expect(right == wrong)
        #expect(right.hasPrefix("internalNote "))
    }

    @Test func aSecretInputMayWriteIsWrittenWhateverItHeld() throws {
        #expect(try answer(#"{"pin": "1234"}"#) == "applied")
        #expect(try answer(#"{"pin": "9999"}"#) == "applied")
    }

    @Test func aHiddenCollectionAnswersTheSameWhateverItsItemsAndTheirCount() throws {
        let same = try answer(#"{"audit": [{"name": "first", "quantity": 1}]}"#)
        let fewer = try answer(#"{"audit": []}"#)
        let other = try answer(#"{"audit": [{"name": "x", "quantity": 1}]}"#)
        #expect(same == fewer)
        #expect(same == other)
        #expect(same == "audit edit.hidden")
    }

    @Test func aShownReadOnlyValueSentBackUnchangedStillPasses() throws {
        // `name` may be written; a read-only one the instance shows passes unchanged.
        let form = try ModelForm(RepairTicket())
        try form.applyInput(json: try FormValue(json: #"{"ticketID": 7, "customer": "Bo"}"#))
        #expect(try form.commit().customer == "Bo")
    }
}

/// Numbers and times kept to their last digit, or refused with the limit (issue 36, item 9).
@Suite struct ExactNumberTests {
    private let forty = "1234567890123456789012345678901234567891"

    @Test func aFortyDigitDecimalTypedIsRefusedWithTheLimit() throws {
        let form = try ModelForm(RepairTicket())
        let error = #expect(throws: FormError.self) { try form.setText(forty, for: "quote") }
        #expect(error?.message.contains("up to 38 significant digits are kept exactly") == true)
        #expect(form.value(for: "quote") == .decimal(0))
        // 38 digits are kept to the last one.
        let kept = String(forty.prefix(38))
        try form.setText(kept, for: "quote")
        #expect(form.text(for: "quote") == kept)
    }

    @Test func aFortyDigitDecimalSentAsJSONIsRefusedWithTheLimit() throws {
        let error = #expect(throws: JSONError.self) {
            try FormValue(json: #"{"quote": \#(forty)}"#, preservingDecimals: true)
        }
        #expect(error?.description.contains("up to 38 significant digits") == true)
        let form = try ModelForm(RepairTicket())
        let digits = "12345678901234567890123456789.012345678"
        try form.applyInput(json: try FormValue(json: #"{"quote": \#(digits)}"#, preservingDecimals: true))
        #expect(try form.commit().quote == Decimal(string: digits))
        #expect(form.text(for: "quote") == digits)
    }

    @Test func aDescribedNumberIsKeptOrRefusedNeverRounded() throws {
        let form = try ModelForm(
            description: try FormValue(json: #"{"fields": [{"key": "amount", "type": "number"}]}"#))
        let error = #expect(throws: FormError.self) { try form.setText(forty, for: "amount") }
        #expect(error?.message.contains("up to 15 significant digits are kept exactly") == true)
        #expect(form.value(for: "amount") == .null || form.value(for: "amount") == .double(0))
        try form.setText("0.1", for: "amount")
        #expect(form.text(for: "amount") == "0.1")
        try form.setText("1.2345678901234567e+39", for: "amount")
        #expect(form.value(for: "amount") == .double(1.2345678901234567e+39))
        let sent = #expect(throws: FormErrors.self) {
            try form.applyInput(
                json: try FormValue(json: #"{"amount": 0.12345678901234567891}"#, preservingDecimals: true))
        }
        #expect(sent?.errors.map(\.key) == ["amount"])
    }

    @Test func aTimeOfDayJustBeforeMidnightNeverWrapsToMidnight() throws {
        let dates = ISO8601Text(timeZone: .gmt)
        let time = try dates.date(from: "23:59:59.9996", as: .time)
        #expect(dates.string(from: time, as: .time) == "23:59:59.999Z")
        let nearly = try dates.date(from: "23:59:59.9995", as: .time)
        #expect(dates.string(from: nearly, as: .time) == "23:59:59.999Z")
        // A date-time carries into the next day, which is the same instant.
        let instant = try dates.date(from: "2024-05-17T23:59:59.9996Z", as: .dateTime)
        #expect(dates.string(from: instant, as: .dateTime) == "2024-05-18T00:00:00Z")
        // A typed instant a hair before midnight is kept as the day's last millisecond.
        let form = try ModelForm(description: try FormValue(json: #"{"fields": [{"key": "at", "type": "time"}]}"#))
        form.timeZone = .gmt
        try form.setValue(Date(timeIntervalSince1970: 86_400 - 0.0004), for: "at")
        #expect(JSONSchemaExporter().instance(of: form)["at"] == "23:59:59.999Z")
        try form.applyInput(json: try FormValue(json: #"{"at": "23:59:59.9997Z"}"#))
        #expect(JSONSchemaExporter().instance(of: form)["at"] == "23:59:59.999Z")
    }
}
