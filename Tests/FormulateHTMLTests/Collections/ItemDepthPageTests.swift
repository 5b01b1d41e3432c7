import Formulate
import FormulateHTML
import Testing

private struct Memo: Equatable, DefaultConstructible {
    var text = ""
    var labels: [String] = []
}

private struct Box: Equatable, DefaultConstructible {
    var name = ""
    var tags: [String] = []
    var memos: [Memo] = []
}

private struct Shelf: Equatable, DefaultConstructible, FormCustomizing {
    var boxes: [Box] = []
    static var inputFields: FormInput { .all }
}

/// A page whose items hold lists and items of their own (`boxes.0.tags`,
/// `boxes.0.memos.1.labels`): every control and button works as it does at the top level,
/// without JavaScript.
struct ItemDepthPageTests {
    private let edit = FormSubmission.editButtonName

    private func shelf() -> Shelf {
        Shelf(boxes: [Box(name: "Inbox", tags: ["a", "b"], memos: [Memo(text: "one", labels: ["x"])])])
    }

    /// Posts the page of `form` as a browser does, with `changes` typed and the edit
    /// button `button` pressed; `true` when the post was an edit (not a save).
    @discardableResult
    private func post(
        _ form: ModelForm<Shelf>, changes: [String: [String]] = [:], pressing button: String? = nil
    ) throws -> Bool {
        var pairs = BrowserSimulator.submission(HTMLRenderer().render(form), changes: changes)
        if let button { pairs.append((edit, button)) }
        do throws(FormSubmissionError) {
            try FormSubmission.apply(pairs, to: form)
            return false
        } catch {
            guard case .shapeEdited = error else { throw error }
            return true
        }
    }

    @Test func listsAndItemsInsideAnItemHaveTheirControlsAndButtons() throws {
        let html = HTMLRenderer().render(try ModelForm(shelf()))
        let page = HTMLScanner(html)
        let tagInputs = page.tags.filter { $0["name"] == "boxes.0.tags" }
        #expect(tagInputs.map { $0["value"] } == ["a", "b", ""])
        #expect(page.tags.contains { $0["name"] == "boxes.0.memos.0.labels" && $0["value"] == "x" })
        let buttons = page.tags.filter { $0["name"] == edit }.compactMap { $0["value"] }
        #expect(buttons.contains("add boxes.0.memos"))
        #expect(buttons.contains("remove boxes.0.memos.0"))
        #expect(buttons.contains("add boxes"))
    }

    @Test func addFillMoveAndRemoveInsideAnItemThenSave() throws {
        let form = try ModelForm(shelf())
        #expect(try post(form, changes: ["boxes.0.tags": ["a", "", "c", "d"]], pressing: "add boxes.0.memos"))
        #expect(form.itemCount(for: "boxes.0.memos") == 2)
        #expect(
            try post(
                form, changes: ["boxes.0.memos.1.text": ["two"], "boxes.0.memos.1.labels": ["y", "z"]],
                pressing: "move boxes.0.memos.1 0"))
        #expect(try post(form, changes: ["boxes.0.memos.1.labels": ["x", "w"]], pressing: "add boxes.0.memos"))
        #expect(try post(form, pressing: "remove boxes.0.memos.2"))
        #expect(try post(form, changes: ["boxes.0.name": ["Kept"]]) == false)
        let saved = try form.commit()
        #expect(
            saved.boxes == [
                Box(
                    name: "Kept", tags: ["a", "c", "d"],
                    memos: [Memo(text: "two", labels: ["y", "z"]), Memo(text: "one", labels: ["x", "w"])])
            ])
    }

    @Test func aBadValueInAListInsideAnItemIsShownWithItsWholeKey() throws {
        struct Sized: Equatable, DefaultConstructible { var sizes: [Int] = [] }
        struct Rack: Equatable, DefaultConstructible, FormCustomizing {
            var racks: [Sized] = [Sized(sizes: [1])]
            static var inputFields: FormInput { .all }
        }
        let form = try ModelForm(Rack())
        let pairs = BrowserSimulator.submission(
            HTMLRenderer().render(form), changes: ["racks.0.sizes": ["1", "big"]])
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(pairs, to: form) }
        guard case .invalidFields(let errors, _)? = error else {
            Issue.record("expected invalidFields, got \(String(describing: error))")
            return
        }
        #expect(errors.map(\.key) == ["racks.0.sizes"])
        let html = HTMLRenderer().render(form)
        #expect(
            HTMLScanner(html).tags.filter { $0["name"] == "racks.0.sizes" }.map { $0["value"] } == ["1", "big", ""])
    }
}
