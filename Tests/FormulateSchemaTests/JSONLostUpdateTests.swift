import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// The JSON path's lost-update guard: the instance's fingerprints (`ETag`) and a body
/// applied with them (issue 36, item 5).
@Suite struct JSONLostUpdateTests {
    private func form(_ ticket: RepairTicket) throws -> ModelForm<RepairTicket> {
        try ticket.form()
    }

    /// What a client is sent for `ticket`: the instance through JSON text, and the fingerprints
    /// through their text, as they travel.
    private func shown(_ ticket: RepairTicket) throws -> (body: FormValue, shown: ShownFingerprints) {
        let sent = JSONSchemaExporter().shownInstance(of: try form(ticket))
        let body = try FormValue(json: sent.instance.jsonString(pretty: false), preservingDecimals: true)
        return (body, try ShownFingerprints(text: sent.fingerprints.text))
    }

    @Test func theTagIsStableAndQuotedSafe() throws {
        let first = JSONSchemaExporter().shownInstance(of: try form(RepairTicket())).fingerprints
        let second = JSONSchemaExporter().shownInstance(of: try form(RepairTicket())).fingerprints
        #expect(first.tag == second.tag)
        #expect(first.text == second.text)
        // The same in every process and on every platform: pinned.
        #expect(first.tag == "2688831cf99dc86c")
        #expect(first.tag.utf8.count == 16 && first.tag.allSatisfy(\.isHexDigit))
        #expect(first.entityTag == "\"\(first.tag)\"")
        #expect(first.matches(ifMatch: first.entityTag))
        #expect(first.matches(ifMatch: #""0000000000000000", \#(first.entityTag)"#))
        #expect(first.matches(ifMatch: "*"))
        #expect(!first.matches(ifMatch: "W/\(first.entityTag)"))
        var other = RepairTicket()
        other.customer = "Ada"
        #expect(JSONSchemaExporter().shownInstance(of: try form(other)).fingerprints.tag != first.tag)
    }

    @Test func theListReadsBackAsItWasWritten() throws {
        let fingerprints = JSONSchemaExporter().shownInstance(of: try form(RepairTicket())).fingerprints
        let read = try ShownFingerprints(text: fingerprints.text)
        #expect(read == fingerprints)
        #expect(read.tag == fingerprints.tag)
        #expect(
            fingerprints.text.split(separator: "\n").map { $0.split(separator: " ")[1] } == [
                "ticketID", "customer", "note", "rush", "quote", "ratio", "promisedOn", "services", "parts", "torque",
                "boxes", "tags", "paidInFull",
            ])
        let error = #expect(throws: FormError.self) { try ShownFingerprints(text: "12 customer") }
        #expect(
            error?.message == "the list of shown values has a line that is not 16 hexadecimal digits, a space and a key"
        )
    }

    @Test func aMemberTheClientLeftAloneKeepsAnotherWritersChange() throws {
        let (body, shown) = try shown(RepairTicket())
        // Another writer saves a customer and a ratio meanwhile.
        var now = RepairTicket()
        now.customer = "Bo"
        now.ratio = 0.75
        let sent = body.replacing(["note": "squeaks"])
        let guarded = try form(now)
        try guarded.applyInput(json: sent, shown: shown)
        let saved = try guarded.commit()
        #expect(saved.customer == "Bo")
        #expect(saved.ratio == 0.75)
        #expect(saved.note == "squeaks")
        // Without the fingerprints, the whole body reverts the other writer's ratio.
        let unguarded = try form(now)
        try unguarded.applyInput(json: sent)
        #expect(try unguarded.commit().ratio == 0.5)
    }

    @Test func aMemberChangedOnBothSidesIsAConflictAndNothingIsWritten() throws {
        let (body, shown) = try shown(RepairTicket())
        var now = RepairTicket()
        now.customer = "Bo"
        let form = try form(now)
        let errors = #expect(throws: FormErrors.self) {
            try form.applyInput(json: body.replacing(["customer": "Ada", "note": "squeaks"]), shown: shown)
        }
        #expect(errors?.errors.map(\.key) == ["customer"])
        #expect(errors?.errors.map(\.reason) == [.conflict])
        #expect(
            errors?.errors.first?.message
                == "Customer was changed elsewhere since it was shown: it is \"Bo\" now; get the values again and make your change to them"
        )
        #expect(form.isDirty == false)
        // The same change on both sides is no conflict.
        try form.applyInput(json: body.replacing(["customer": "Bo", "note": "squeaks"]), shown: shown)
        #expect(try form.commit().note == "squeaks")
    }

    @Test func aReadOnlyMemberChangedElsewhereIsNotRefusedWhenSentBackAsShown() throws {
        let (body, shown) = try shown(RepairTicket())
        var now = RepairTicket()
        now.paidInFull = true
        let form = try form(now)
        #expect(throws: FormErrors.self) { try form.applyInput(json: body) }
        try form.applyInput(json: body.replacing(["note": "ok"]), shown: shown)
        let saved = try form.commit()
        #expect(saved.paidInFull == true)
        #expect(saved.note == "ok")
    }

    @Test func collectionsAndDatesChangedElsewhereAreKept() throws {
        let (body, shown) = try shown(RepairTicket())
        var now = RepairTicket()
        now.parts.append(RepairPart(name: "Pad", quantity: 4))
        now.tags = ["red"]
        now.promisedOn = Date(timeIntervalSince1970: 1_790_086_400.25)
        let form = try form(now)
        try form.applyInput(json: body.replacing(["rush": true]), shown: shown)
        let saved = try form.commit()
        #expect(saved.parts.map(\.name) == ["Chain", "Tube", "Pad"])
        #expect(saved.tags == ["red"])
        #expect(saved.promisedOn == now.promisedOn)
        #expect(saved.rush == true)
        // A collection both sides changed is one conflict.
        let both = #expect(throws: FormErrors.self) {
            try form.applyInput(json: body.replacing(["parts": []]), shown: shown)
        }
        #expect(both?.errors.map(\.key) == ["parts"])
    }

    @Test func emptiedTextLeftOutIsEmptiedOnlyWhenAskedAndOnlyIfItWasShown() throws {
        var ticket = RepairTicket()
        ticket.note = "squeaks"
        let (body, shown) = try shown(ticket)
        #expect(body["customer"] == nil, "empty text is left out of the instance")
        let sent = FormValue.object((body.objectValue ?? []).filter { $0.key != "note" })
        let kept = try form(ticket)
        try kept.applyInput(json: sent, shown: shown)
        #expect(try kept.commit().note == "squeaks")
        // Another writer's customer, which the client was shown empty and left out, stays.
        var now = ticket
        now.customer = "Bo"
        let emptied = try form(now)
        try emptied.applyInput(json: sent, absentText: .emptied, shown: shown)
        let saved = try emptied.commit()
        #expect(saved.note == "")
        #expect(saved.customer == "Bo")
    }

    @Test func secretsAndHiddenFieldsAreNotInTheListAndNotCompared() throws {
        let form = try ModelForm(GuardedAccount())
        let shown = JSONSchemaExporter().shownInstance(of: form).fingerprints
        #expect(shown.text.split(separator: "\n").map { $0.split(separator: " ")[1] } == ["name", "flagged"])
        // A forged list naming the secret gets the answer a guess gets without it.
        let forged = try ShownFingerprints(text: shown.text + "\n0123456789abcdef apiKey")
        for guess in ["sk-live-4242", "sk-test-0000"] {
            let errors = #expect(throws: FormErrors.self) {
                try form.applyInput(json: .object([FormValueMember("apiKey", .string(guess))]), shown: forged)
            }
            #expect(errors?.errors.map(\.reason) == [.notInput])
        }
    }
}
