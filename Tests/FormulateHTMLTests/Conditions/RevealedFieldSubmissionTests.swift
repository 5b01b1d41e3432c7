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
                "deliveryAddress": FieldSettings(rules: [.required], hidden: "$needsDelivery == false"),
                "internalNote": FieldSettings(hidden: "$needsDelivery == false"),
            ]
        }
    }

    /// The shown field comes before the field that shows it.
    struct Booking: FormCustomizing {
        var gateCode = ""
        var hasGate = false
        static var inputFields: FormInput { .all }
        static var fieldSettings: [String: FieldSettings] { ["gateCode": FieldSettings(hidden: "$hasGate == false")] }
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
}
