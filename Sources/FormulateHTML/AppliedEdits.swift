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
    /// The most edits the list may hold, as for a script's (``RecordedEdits/maximumCount``).
    static let maximumCount = RecordedEdits.maximumCount

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
        var text: String?
        for pair in pairs where pair.key == FormSubmission.appliedEditsName {
            guard text == nil else { throw refusal("was posted more than once; a page posts one list") }
            text = pair.value
        }
        guard let text else { return }
        let edits = try parse(text)
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

    /// The edits of a list, one a line (`LF` or `CRLF`; empty lines skipped).
    private static func parse(_ text: String) throws(FormError) -> [CollectionEdit] {
        var edits: [CollectionEdit] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard edits.count < maximumCount else {
                throw refusal("holds more than \(maximumCount) edits; save more often")
            }
            if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
                throw refusal("holds a control character; no edit has one")
            }
            do throws(FormError) {
                edits.append(try CollectionEdit(parsing: String(line)))
            } catch {
                throw refusal("holds '\(MessageText.shown(String(line)))', which is not an edit")
            }
        }
        return edits
    }

    private static func refusal(_ reason: String) -> FormError {
        FormError(
            key: FormSubmission.appliedEditsName, reason: .invalidText,
            defaultMessage: "the page's list of applied edits (\(FormSubmission.appliedEditsName)) \(reason)")
    }
}
