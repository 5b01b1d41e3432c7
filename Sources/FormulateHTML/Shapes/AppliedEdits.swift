import Formulate

/// The shape edits a form had applied when its page was rendered
/// (`ModelForm.appliedShapeEdits`: rows added, removed or moved by the page's edit buttons
/// and not saved yet), carried by the page in one hidden input, and how a submission
/// brings a new form of the same model to that shape.
///
/// A server that makes a new form for each request would otherwise lose them: the rows
/// added by Add server exist only in the form that applied the edit, so the values the
/// page posts for them would name no field of the next request's form, and Save would
/// drop them (and keep a removed row). The page posts the list in
/// ``FormSubmission/appliedEditsName``, one `CollectionEdit` text a line, in the
/// vocabulary of the edit buttons.
enum AppliedEdits {
    /// How the list is read.
    static let list = PostedEditList(name: FormSubmission.appliedEditsName, edit: "applied edit")

    /// The hidden input that carries `edits`, or `nil` when there are none.
    static func input(for edits: [CollectionEdit]) -> String? {
        guard !edits.isEmpty else { return nil }
        var attributes = HTMLAttributes()
        attributes.add("type", "hidden")
        attributes.add("name", FormSubmission.appliedEditsName)
        attributes.add("value", edits.map(\.description).joined(separator: "\n"))
        return HTMLMarkup.tag("input", attributes)
    }

    /// Brings `form` to the shape of the page posted in `pairs`: nothing when none was
    /// posted or the form has those edits already (the server kept the form between the
    /// requests); otherwise the edits, applied in order as input (`ModelForm.applyInput`)
    /// to a form that has none of its own.
    ///
    /// - Throws: `FormError` when the list is not one (posted twice, too long, a line that
    ///   is no edit), when the form has other shape edits of its own (the page was made
    ///   from another state of the form), or when the form refuses an edit (the model
    ///   changed since the page was made: an item is not there any more). A form that was
    ///   untouched is reset then, so nothing of the list stays.
    static func apply<Model>(from pairs: [(key: String, value: String)], to form: ModelForm<Model>) throws(FormError) {
        guard let text = try list.text(in: pairs) else { return }
        let edits = try list.edits(in: text)
        if edits == form.appliedShapeEdits { return }
        guard form.appliedShapeEdits.isEmpty else {
            throw refusal("names edits this form does not have; the page was made from another state of the form")
        }
        let wasUntouched = !form.isDirty
        for edit in edits {
            do throws(FormError) {
                try form.applyInput(edit)
            } catch {
                if wasUntouched { form.reset() }
                throw error
            }
        }
    }

    private static func refusal(_ reason: String) -> FormError {
        list.refusal("the page's list of applied edits (\(FormSubmission.appliedEditsName)) \(reason)")
    }
}
