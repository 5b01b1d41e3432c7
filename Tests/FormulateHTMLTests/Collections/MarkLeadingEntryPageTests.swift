import Formulate
import FormulateHTML
import Testing

/// Entries whose keys begin with a combining mark or a joiner, edited from the page: the
/// dot before the mark separates the key as any other dot does (issue 36 item 6).
struct MarkLeadingEntryPageTests {
    private let edit = FormSubmission.editButtonName
    private static let marked = ["\u{301}x": "a", "\u{200D}": "b"]

    @Test func thePageNamesTheEntriesAndTheirEditsAreSaved() throws {
        let form = try ModelForm(Fleet(environment: Self.marked))
        let html = HTMLRenderer().render(form)
        #expect(html.contains("name=\"environment.\u{301}x\""))
        #expect(html.contains("name=\"environment.\u{200D}\""))
        let result = try FormSubmission.apply(
            [("name", "Fleet"), ("environment.\u{301}x", "A"), ("environment.\u{200D}", "B")], to: form)
        #expect(result.ignoredKeys.isEmpty)
        #expect(try form.commit().environment == ["\u{301}x": "A", "\u{200D}": "B"])
    }

    @Test func anEntryIsRenamedRemovedAndAddedByTheButtons() throws {
        let form = try ModelForm(Fleet(environment: Self.marked))
        #expect(throws: FormSubmissionError.shapeEdited(.rename("environment.\u{301}x", to: "\u{301}y"))) {
            try FormSubmission.apply(
                [("formulate[rename].environment.\u{301}x", "\u{301}y"), (edit, "rename environment.\u{301}x")],
                to: form)
        }
        #expect(throws: FormSubmissionError.shapeEdited(.remove("environment.\u{200D}"))) {
            try FormSubmission.apply([(edit, "remove environment.\u{200D}")], to: form)
        }
        #expect(throws: FormSubmissionError.shapeEdited(.add("environment.\u{301}z"))) {
            try FormSubmission.apply(
                [("formulate[new].environment", "\u{301}z"), (edit, "add environment")], to: form)
        }
        #expect(try form.commit().environment == ["\u{301}y": "a", "\u{301}z": ""])
    }

    @Test func aRecordedRenameOfAMarkedEntryApplies() throws {
        let form = try ModelForm(Fleet(environment: Self.marked))
        // A space before a combining mark is one character with it, yet separates the new key.
        let edits = "rename environment.\u{301}x \u{301}w\nremove environment.\u{200D}"
        try FormSubmission.apply(
            [(FormSubmission.recordedEditsName, edits), ("environment.\u{301}w", "A")], to: form)
        #expect(try form.commit().environment == ["\u{301}w": "A"])
    }
}
