import Formulate

/// The edits a page's script did in place (``HTMLRenderer/Enhancement/script(nonce:src:)``),
/// posted with Save in one hidden input, and how a submission applies them.
///
/// The input (``FormSubmission/recordedEditsName``) holds one `CollectionEdit` text a
/// line, in the order the person did them, in the vocabulary of the edit buttons:
/// `add servers`, `remove servers.1`, `move servers.2 0`, `add environment.LOG_LEVEL`,
/// `remove environment.LOG_LEVEL`, `rename environment.LOG_LEVEL LEVEL`. A rename whose
/// new key holds a space separates it with a tab instead (`rename environment.A\tB C`);
/// a key may hold spaces, so a move's index and a rename's new key are the last word.
///
/// Only the collections of subforms and dictionaries that are fields of the form (not
/// those inside items) and that the page shows editable can be named: the ones the page
/// has a template for. The whole list is checked against the form's shape, edit after
/// edit, before any of it is applied; one edit that does not fit refuses the list.
enum RecordedEdits {
    /// How the list is read.
    static let list = PostedEditList(name: FormSubmission.recordedEditsName, edit: "recorded edit")

    /// The list posted in `pairs`, checked against `form` and applied to it; nothing when
    /// none was posted.
    ///
    /// - Throws: `FormError` when the list is not one: more than one posted, more than
    ///   ``PostedEditList/maximumCount`` edits, a line that is no edit, a key that is not an editable
    ///   collection or dictionary of the form, an item or entry that is not there (at that
    ///   point of the list), a move of a list that cannot be reordered, a new key that is
    ///   taken. Nothing is applied then. Should the form itself refuse an edit the check
    ///   let through (a new key the form does not take: longer than 256 characters or
    ///   holding an invisible bidirectional mark), each collection the list changed is set
    ///   back to its value before the list.
    static func apply<Model>(from pairs: [(key: String, value: String)], to form: ModelForm<Model>) throws(FormError) {
        guard let text = try list.text(in: pairs) else { return }
        let edits = try list.edits(in: text)
        guard !edits.isEmpty else { return }
        var shape = EditableShape(form)
        for edit in edits { try shape.check(edit) }
        let before = shape.changedKeys.map { (key: $0, value: form.value(for: $0)) }
        for edit in edits {
            do throws(FormError) {
                try form.applyInput(edit)
            } catch {
                for (key, value) in before { try? form.setFormValue(value ?? .null, for: key) }
                throw error
            }
        }
    }

    /// An index as a page writes one: `0`, or digits without a leading zero.
    static func index(_ text: Substring) -> Int? {
        guard let first = text.first, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
            first != "0" || text.count == 1
        else { return nil }
        return Int(text)
    }
}
