import Formulate
import FormulateHTML
import Testing

/// A refused list is shown again exactly as it was submitted: never split into more items,
/// never bigger than the body (issue 14 item 3).
@Suite struct RejectedListTests {
    @Test func aRefusedItemIsShownAsOneControlAndResubmittingItChangesNothing() throws {
        let form = try ModelForm(Numbers())
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "luckyNumbers=5&luckyNumbers=1%2C+2", to: form)
        }
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == ["5", "1, 2"])
        let page = HTMLScanner(HTMLRenderer().render(form))
        let values = page.controls(named: "luckyNumbers").map { $0["value"] }
        #expect(values == ["5", "1, 2", ""])

        // The browser sends the page back as it is: the same refusal, never [5, 1, 2].
        let resubmitted = URLEncodedForm.encode(values.map { (key: "luckyNumbers", value: $0 ?? "") })
        #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(body: resubmitted, to: form) }
        #expect(form.value(for: "luckyNumbers") == .array([.int(7)]))
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == ["5", "1, 2", ""])
    }

    @Test func oneLongPairIsShownAsOneControl() throws {
        let form = try ModelForm(Numbers())
        let item = Array(repeating: "1", count: 20_000).joined(separator: ", ")
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: URLEncodedForm.encode([(key: "luckyNumbers", value: item)]), to: form)
        }
        let html = HTMLRenderer().render(form)
        let page = HTMLScanner(html)
        #expect(page.controls(named: "luckyNumbers").map { $0["value"] } == [item, ""])
        // The page holds the submitted text once (plus markup), not one input per number.
        #expect(html.utf8.count < item.utf8.count + 8_000)
    }

    @Test func anAcceptedEditForgetsTheRefusedList() throws {
        let form = try ModelForm(Numbers())
        #expect(throws: FormError.self) { try form.setItems(texts: ["x"], for: "luckyNumbers") }
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == ["x"])
        try form.setItems(texts: ["3", "4"], for: "luckyNumbers")
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == nil)
        #expect(form.value(for: "luckyNumbers") == .array([.int(3), .int(4)]))

        #expect(throws: FormError.self) { try form.setItems(texts: ["y"], for: "luckyNumbers") }
        try form.insertItem(text: "5", in: "luckyNumbers")
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == nil)

        #expect(throws: FormError.self) { try form.setItems(texts: ["z"], for: "luckyNumbers") }
        form.reset()
        #expect(form.rejectedItemTexts(for: "luckyNumbers") == nil)
    }
}
