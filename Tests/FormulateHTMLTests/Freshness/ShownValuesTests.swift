import Formulate
import FormulateHTML
import Foundation
import Testing

/// A repair ticket two clerks edit at once, each on a page made from the ticket as it was.
private struct Ticket: FormCustomizing, Equatable {
    var customerName = "Ada"
    var quote = 50
    var notes = ""
    var parts = ["Chain"]
    var lockCode = "1234"
    private(set) var paidInFull = false
    let ticketID = "T-1"

    static var fieldSettings: [String: FieldSettings] { ["lockCode": FieldSettings.secure(true)] }
    static var inputFields: FormInput {
        .only(\Ticket.customerName, \Ticket.quote, \Ticket.notes, \Ticket.parts, \Ticket.lockCode)
    }
}

/// A job with a collection of subforms, a subform and a dictionary between other fields.
private struct Job: FormCustomizing {
    struct Step: DefaultConstructible { var name = "Clean"; var minutes = 10 }
    struct Customer { var name = "Ada"; var phone = "" }
    var title = "Service"
    var steps = [Step()]
    var customer = Customer()
    var torque: [String: Int] = ["stem": 5]
    var notes = ""
    static var inputFields: FormInput { .all }
}

/// A booking: a day field holding a time of day (more than its control shows), and a
/// date-time field.
private struct Booking: FormCustomizing {
    var guest = "Ada"
    var arrival = Date(timeIntervalSince1970: 1_790_000_000) // 2026-09-21 14:13:20 UTC
    var checkIn = Date(timeIntervalSince1970: 1_790_000_000)
    static var fieldSettings: [String: FieldSettings] {
        ["arrival": FieldSettings.kind(.date), "checkIn": FieldSettings.kind(.dateTime)]
    }
    static var inputFields: FormInput { .all }
}

@Suite("A page posted back writes only what the person changed on it (formulate[shown])")
struct ShownValuesTests {
    /// The page made for `ticket`, posted by a browser with `changes` typed in.
    private func post(pageOf ticket: Ticket, changes: [String: [String]] = [:]) throws -> [(key: String, value: String)]
    {
        BrowserSimulator.submission(HTMLRenderer().render(try ModelForm(ticket)), changes: changes)
    }

    private func shownList(_ html: String) -> [String]? {
        HTMLScanner(html).tags.first { $0["name"] == FormSubmission.shownValuesName }?["value"]?
            .split(separator: "\n").map(String.init)
    }

    @Test func thePageListsTheFingerprintOfEachInputFieldButSecretsAndFieldsThatTakeNoInput() throws {
        let lines = try #require(shownList(HTMLRenderer().render(try ModelForm(Ticket()))))
        // FNV-1a 64 of a tag byte, the value's length or bits (8 bytes, least significant
        // first) and its UTF-8 bytes: "Ada" is 06 0300000000000000 416461, 50 is 02 3200000000000000.
        #expect(lines.first == "cef67d92c8a73c1a customerName")
        #expect(lines.dropFirst().first == "19d40cb970829057 quote")
        #expect(lines.map { $0.split(separator: " ")[1] } == ["customerName", "quote", "notes", "parts"])
        let get = HTMLRenderer(method: .get).render(try ModelForm(Ticket()))
        #expect(shownList(get) == nil, "a GET form's values go into a URL")
    }

    @Test func fieldsAfterItemsSubformsAndEntriesAreListedAndItemFieldsAreNot() throws {
        let lines = try #require(shownList(HTMLRenderer().render(try ModelForm(Job()))))
        #expect(
            lines.map { String($0.split(separator: " ", maxSplits: 1)[1]) }
                == ["title", "steps", "customer.name", "customer.phone", "torque", "notes"])
    }

    @Test func aChangeSavedByAnotherPersonSinceThePageWasMadeIsKept() throws {
        var stored = Ticket()
        let pageOfA = try post(pageOf: stored, changes: ["customerName": ["Ada Lovelace"]])
        stored.quote = 80 // clerk B saved a new quote meanwhile
        stored = try FormSubmission.commit(pageOfA, to: try ModelForm(stored))
        #expect(stored.quote == 80)
        #expect(stored.customerName == "Ada Lovelace")
    }

    @Test func aFieldBothChangedIsAConflictShownBesideTheFieldAndSavingAgainKeepsThePersonsValue() throws {
        var stored = Ticket()
        let pageOfA = try post(pageOf: stored, changes: ["quote": ["60"], "notes": ["Rear brake"]])
        stored.quote = 80
        let form = try ModelForm(stored)
        let message =
            "Quote was changed elsewhere since this page was made: it is \"80\" now, and your change is \"60\"; "
            + "save again to keep your change"
        #expect(
            throws: FormSubmissionError.invalidFields(
                [FormError(key: "quote", reason: .conflict, message: message)], ignoredKeys: [])
        ) {
            try FormSubmission.commit(pageOfA, to: form)
        }
        #expect(stored.quote == 80 && stored.notes == "", "nothing is written")
        let pageShownAgain = HTMLRenderer().render(form)
        #expect(pageShownAgain.contains(">\(message)</p>"))
        #expect(HTMLScanner(pageShownAgain).tags.first { $0["name"] == "quote" }?["value"] == "60")
        stored = try FormSubmission.commit(BrowserSimulator.submission(pageShownAgain), to: try ModelForm(stored))
        #expect(stored.quote == 60)
        #expect(stored.notes == "Rear brake")
    }

    @Test func aCollectionIsOneValueNotMergedItemByItem() throws {
        var stored = Ticket()
        let untouched = try post(pageOf: stored, changes: ["notes": ["Bell"]])
        let changed = try post(pageOf: stored, changes: ["parts": ["Chain KMC", ""]])
        stored.parts.append("Brake pads")
        let kept = try FormSubmission.commit(untouched, to: try ModelForm(stored))
        #expect(kept.parts == ["Chain", "Brake pads"])
        #expect(kept.notes == "Bell")
        let form = try ModelForm(stored)
        do throws(FormSubmissionError) {
            _ = try FormSubmission.commit(changed, to: form)
            Issue.record("both changed the parts")
        } catch {
            #expect(error.fieldErrors.map(\.key) == ["parts"])
            #expect(error.fieldErrors.map(\.reason) == [.conflict])
        }
    }

    /// A page showing an item or entry that someone removed since: a conflict at its
    /// collection (in either mode), not a key the form does not take; the other person's
    /// change stays, and nothing is written.
    @Test(arguments: [FormSubmission.Mode.strict, .ignoreUnknown])
    func anItemRemovedElsewhereIsAConflictAtItsCollection(mode: FormSubmission.Mode) throws {
        var stored = Job()
        stored.steps.append(Job.Step(name: "Oil", minutes: 5))
        let page = BrowserSimulator.submission(
            HTMLRenderer().render(try ModelForm(stored)), changes: ["notes": ["Bell"]])
        #expect(page.contains { $0.key == "steps.1.name" } && page.contains { $0.key == "torque.stem" })
        stored.steps.removeLast()
        stored.torque = ["seat": 6]
        let form = try ModelForm(stored)
        do throws(FormSubmissionError) {
            _ = try FormSubmission.commit(page, to: form, mode: mode)
            Issue.record("the removed items were taken as the page's")
        } catch {
            #expect(error.fieldErrors.map(\.key) == ["steps", "torque"])
            #expect(error.fieldErrors.map(\.reason) == [.conflict, .conflict])
            #expect(
                error.fieldErrors.first?.message
                    == "Steps was changed elsewhere since this page was made: an item the page showed is gone, "
                    + "and what you typed in it was not saved; check the items and save again")
        }
        #expect(form.value(for: "torque") == .object([FormValueMember("seat", .int(6))]))
        #expect(form.value(for: "notes") == .string("Bell"))
    }

    @Test func aPostWithoutTheListIsAppliedAsItComes() throws {
        var stored = Ticket()
        let stale = try post(pageOf: stored).filter { $0.key != FormSubmission.shownValuesName }
        stored.quote = 80
        #expect(try FormSubmission.commit(stale, to: try ModelForm(stored)).quote == 50)
    }

    @Test func aForgedListWritesNothingTheFormDoesNotTakeFromInput() throws {
        let stored = Ticket()
        var pairs = try post(pageOf: stored).filter { $0.key != FormSubmission.shownValuesName }
        pairs += [
            ("paidInFull", "true"), ("ticketID", "T-9"),
            (
                FormSubmission.shownValuesName,
                "0000000000000000 paidInFull\n0000000000000000 ticketID\n0000000000000000 quote"
            ),
        ]
        let saved = try FormSubmission.commit(pairs, to: try ModelForm(stored))
        #expect(saved == stored)
    }

    @Test(arguments: [
        ("cef67d92c8a73c1a", "a line that is not 16 hexadecimal digits, a space and a key"),
        ("xyz customerName", "a line that is not 16 hexadecimal digits, a space and a key"),
    ])
    func aMalformedListIsRefusedAndNothingIsWritten(list: String, reason: String) throws {
        let stored = Ticket()
        var pairs = try post(pageOf: stored, changes: ["quote": ["70"]]).filter {
            $0.key != FormSubmission.shownValuesName
        }
        pairs.append((FormSubmission.shownValuesName, list))
        let form = try ModelForm(stored)
        do throws(FormSubmissionError) {
            _ = try FormSubmission.commit(pairs, to: form)
            Issue.record("a malformed list is refused")
        } catch {
            // The page writes the list, a person cannot: a malformed post (400), refused
            // before anything is applied, not a field error no page would show.
            guard case .invalidEdit(let refusal) = error else {
                Issue.record("expected invalidEdit, got \(error)")
                return
            }
            #expect(refusal.key == FormSubmission.shownValuesName)
            #expect(refusal.message.hasSuffix(reason))
            #expect(!form.isDirty)
        }
    }

    @Test func aListPostedTwiceOrLongerThanTheFormIsRefused() throws {
        let stored = Ticket()
        let page = try post(pageOf: stored)
        let twice = page + page.filter { $0.key == FormSubmission.shownValuesName }
        let long =
            page.filter { $0.key != FormSubmission.shownValuesName } + [
                (
                    FormSubmission.shownValuesName,
                    (0..<20).map { "0000000000000000 field\($0)" }.joined(separator: "\r\n")
                )
            ]
        let repeated =
            page.filter { $0.key != FormSubmission.shownValuesName } + [
                (
                    FormSubmission.shownValuesName,
                    Array(repeating: "0000000000000000 quote", count: 20).joined(separator: "\n")
                )
            ]
        for pairs in [twice, long, repeated] {
            #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(pairs, to: try ModelForm(stored)) }
        }
    }

    @Test func datesPostedAsThePageShowedThemKeepWhatTheModelHoldsAndAnotherWritersChange() throws {
        func page(of booking: Booking) throws -> String {
            let form = try ModelForm(booking)
            form.timeZone = .gmt
            return HTMLRenderer().render(form)
        }
        func commit(_ html: String, changes: [String: [String]], to booking: Booking) throws -> Booking {
            let form = try ModelForm(booking)
            form.timeZone = .gmt
            return try FormSubmission.commit(BrowserSimulator.submission(html, changes: changes), to: form)
        }
        var stored = Booking()
        let html = try page(of: stored)
        #expect(html.contains(#"name="arrival" id="field-arrival" value="2026-09-21""#))
        #expect(html.contains(#"name="checkIn" id="field-checkIn" value="2026-09-21T14:13:20""#))

        // Only the guest changed: the time of day and the seconds the page did not show stay.
        let saved = try commit(html, changes: ["guest": ["Bea"]], to: stored)
        #expect(saved.guest == "Bea")
        #expect(saved.arrival == stored.arrival)
        #expect(saved.checkIn == stored.checkIn)

        // Another writer moved both dates meanwhile: the page's unchanged dates keep theirs.
        stored.arrival = Date(timeIntervalSince1970: 1_790_400_000)
        stored.checkIn = Date(timeIntervalSince1970: 1_790_400_030)
        let afterOther = try commit(html, changes: ["guest": ["Cy"]], to: stored)
        #expect(afterOther.arrival == stored.arrival)
        #expect(afterOther.checkIn == stored.checkIn)
        #expect(afterOther.guest == "Cy")

        // A date the person changed on the page, which another writer changed too, conflicts.
        #expect(throws: FormSubmissionError.self) {
            _ = try commit(html, changes: ["arrival": ["2026-10-01"]], to: stored)
        }
    }
}
