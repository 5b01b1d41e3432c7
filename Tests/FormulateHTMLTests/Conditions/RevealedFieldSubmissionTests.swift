import Formulate
import FormulateHTML
import Testing

/// A post that shows a field and fills it in at once (trial16): the field is written once an
/// earlier value of the same post shows it, so a server that makes a new form for each
/// request (where the field starts hidden, as in the saved model) saves what was typed.
@Suite("Fields a post shows and fills at once")
struct RevealedFieldSubmissionTests {
    struct Rental: FormCustomizing {
        var customer = ""
        var needsDelivery = false
        var deliveryAddress = ""
        var internalNote = ""
        static var inputFields: FormInput { .only(["customer", "needsDelivery", "deliveryAddress"]) }
        static var fieldSettings: [String: FieldSettings] {
            [
                "deliveryAddress": FieldSettings.rules(.required).hidden("$needsDelivery == false"),
                "internalNote": FieldSettings.hidden("$needsDelivery == false"),
            ]
        }
    }

    /// The shown field comes before the field that shows it.
    struct Booking: FormCustomizing {
        var gateCode = ""
        var hasGate = false
        static var inputFields: FormInput { .all }
        static var fieldSettings: [String: FieldSettings] { ["gateCode": FieldSettings.hidden("$hasGate == false")] }
    }

    @Test func aFieldTheSamePostShowsIsWritten() throws {
        let form = try ModelForm(Rental())
        let result = try FormSubmission.apply(
            body: "customer=Ada&needsDelivery=true&deliveryAddress=1+Dock+St", to: form)
        #expect(result.ignoredKeys.isEmpty)
        let saved = try form.commit()
        #expect(saved.needsDelivery && saved.deliveryAddress == "1 Dock St")
    }

    @Test func theOrderOfTheFieldsDoesNotMatter() throws {
        let saved = try FormSubmission.commit(body: "gateCode=4711&hasGate=on", to: try ModelForm(Booking()))
        #expect(saved.hasGate && saved.gateCode == "4711")
    }

    @Test func aFieldThatStaysHiddenOrIsNoInputIsNotWritten() throws {
        let hidden = try ModelForm(Rental())
        let result = try FormSubmission.apply(body: "customer=Ada&deliveryAddress=X", to: hidden)
        #expect(result.ignoredKeys == ["deliveryAddress"])
        #expect(try hidden.commit().deliveryAddress == "")

        let notInput = try ModelForm(Rental())
        let shown = try FormSubmission.apply(
            body: "needsDelivery=true&deliveryAddress=Y&internalNote=sneaky", to: notInput)
        #expect(shown.ignoredKeys == ["internalNote"])
        let saved = try notInput.commit()
        #expect(saved.deliveryAddress == "Y" && saved.internalNote == "")
    }

    /// A value the field refuses is reported with the post's other errors, as any field's.
    @Test func aShownFieldsErrorsAreReported() throws {
        let form = try ModelForm(Rental())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "needsDelivery=true&deliveryAddress=", to: form)
        }
        #expect(error?.fieldErrors.map(\.key) == ["deliveryAddress"])
    }

    /// A co-speaker whose passport country shows once they need a visa, and whose fee is
    /// enabled once they are a keynoter (trial17: inside items these were still dropped).
    struct CoSpeaker: DefaultConstructible, FormCustomizing {
        var name = ""
        var needsVisa = false
        var passportCountry = ""
        var isKeynoter = false
        var fee: Int? = nil
        var badge = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                "passportCountry": FieldSettings.rules(.required).hidden("$needsVisa == false"),
                "fee": FieldSettings.disabled("$isKeynoter == false"),
                "badge": FieldSettings.hidden(true),
            ]
        }
    }

    struct Talk: FormCustomizing {
        var title = ""
        var coSpeakers = [CoSpeaker(name: "Bo")]
        static var inputFields: FormInput { .all }
    }

    @Test func aFieldOfAnItemTheSamePostShowsOrEnablesIsWritten() throws {
        let form = try ModelForm(Talk())
        let result = try FormSubmission.apply(
            body: "coSpeakers.0.passportCountry=DE&coSpeakers.0.fee=500&coSpeakers.0.name=Bo"
                + "&coSpeakers.0.needsVisa=true&coSpeakers.0.isKeynoter=on",
            to: form, mode: .strict)
        #expect(result.ignoredKeys.isEmpty)
        let saved = try form.commit()
        #expect(saved.coSpeakers.first?.passportCountry == "DE")
        #expect(saved.coSpeakers.first?.fee == 500)
    }

    @Test func aFieldOfAnItemThatStaysSwitchedOffIsListedAndNotWritten() throws {
        let form = try ModelForm(Talk())
        let result = try FormSubmission.apply(
            body: "coSpeakers.0.name=Bo&coSpeakers.0.passportCountry=DE&coSpeakers.0.fee=500", to: form, mode: .strict)
        #expect(result.ignoredKeys == ["coSpeakers.0.passportCountry", "coSpeakers.0.fee"])
        let saved = try form.commit()
        #expect(saved.coSpeakers.first?.passportCountry == "")
        #expect(saved.coSpeakers.first?.fee == nil)
        // Hidden for good: no value of a post shows it, so strict mode refuses it.
        let strict = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "coSpeakers.0.badge=VIP", to: try ModelForm(Talk()), mode: .strict)
        }
        #expect(strict == .unexpectedKeys(["coSpeakers.0.badge"]))
    }

    @Test func aFieldOfAnItemAddedByTheSamePostIsWrittenWhenShown() throws {
        let saved = try FormSubmission.commit(
            [
                (FormSubmission.recordedEditsName, "add coSpeakers"), ("coSpeakers.0.name", "Bo"),
                ("coSpeakers.1.name", "Cy"), ("coSpeakers.1.needsVisa", "true"),
                ("coSpeakers.1.passportCountry", "IT"),
            ], to: try ModelForm(Talk()))
        #expect(saved.coSpeakers.map(\.passportCountry) == ["", "IT"])
    }

    /// Strict mode judges a condition's field after the values that switch it: a field the
    /// post shows is written, one it keeps hidden is listed, neither refuses the post.
    @Test func strictModeWritesAFieldTheSamePostShows() throws {
        let form = try ModelForm(Rental())
        let result = try FormSubmission.apply(
            body: "customer=Ada&needsDelivery=true&deliveryAddress=1+Dock+St", to: form, mode: .strict)
        #expect(result.ignoredKeys.isEmpty)
        #expect(try form.commit().deliveryAddress == "1 Dock St")
        let kept = try ModelForm(Rental())
        #expect(
            try FormSubmission.apply(body: "deliveryAddress=X", to: kept, mode: .strict).ignoredKeys == [
                "deliveryAddress"
            ])
    }

    /// A field that is no input and that a condition hid when the post started: shown by the
    /// post, strict mode refuses it, and a fresh form is left as it was.
    @Test func strictModeRefusesANonInputFieldThePostShows() throws {
        let form = try ModelForm(Rental())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "customer=Ada&needsDelivery=true&internalNote=x", to: form, mode: .strict)
        }
        #expect(error == .unexpectedKeys(["internalNote"]))
        #expect(!form.isDirty)
        #expect(form.value(for: "customer") == "")
    }
}
