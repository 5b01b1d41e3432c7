import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// `ModelForm.applyInput(json:mode:)` against bodies made to get past it: text no person
/// types, guesses at values the client is never shown, partial bodies (issue 36).
@Suite struct JSONInputHostileTests {
    private func form(_ ticket: RepairTicket = RepairTicket()) throws -> ModelForm<RepairTicket> {
        let form = try ModelForm(ticket)
        form.timeZone = .gmt
        return form
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
        let form = try ModelForm(ticket)
        form.timeZone = .gmt
        return form
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
