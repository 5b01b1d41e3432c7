import Formulate

/// The edits a page's script did in place (``HTMLRenderer/Enhancement/script(nonce:)``),
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
struct RecordedEdits {
    /// The most edits one list may hold: 1,000. A person does far fewer between two saves;
    /// a longer list is refused before it is read further.
    static let maximumCount = 1_000

    /// The edits, in order.
    var edits: [CollectionEdit] = []

    /// The list posted in `pairs`, checked against `form` and applied to it; nothing when
    /// none was posted.
    ///
    /// - Throws: `FormError` when the list is not one: more than one posted, more than
    ///   ``maximumCount`` edits, a line that is no edit, a key that is not an editable
    ///   collection or dictionary of the form, an item or entry that is not there (at that
    ///   point of the list), a move of a list that cannot be reordered, a new key that is
    ///   taken. Nothing is applied then. Should the form itself refuse an edit the check
    ///   let through (a new key the form does not take: longer than 256 characters or
    ///   holding an invisible bidirectional mark), each collection the list changed is set
    ///   back to its value before the list.
    static func apply<Model>(from pairs: [(key: String, value: String)], to form: ModelForm<Model>) throws(FormError) {
        var text: String?
        for pair in pairs where pair.key == FormSubmission.recordedEditsName {
            guard text == nil else {
                throw FormError(
                    key: FormSubmission.recordedEditsName, reason: .invalidText,
                    defaultMessage:
                        "the page posted \(FormSubmission.recordedEditsName) more than once; it posts one list")
            }
            text = pair.value
        }
        guard let text else { return }
        let recorded = try RecordedEdits(parsing: text)
        guard !recorded.edits.isEmpty else { return }
        var shape = EditableShape(form)
        for edit in recorded.edits { try shape.check(edit) }
        let before = shape.changedKeys.map { (key: $0, value: form.value(for: $0)) }
        for edit in recorded.edits {
            do throws(FormError) {
                try form.applyInput(edit)
            } catch {
                for (key, value) in before { try? form.setFormValue(value ?? .null, for: key) }
                throw error
            }
        }
    }

    /// Reads a list: lines separated by `LF` or `CRLF` (a browser posts `CRLF`); empty lines
    /// are skipped.
    init(parsing text: String) throws(FormError) {
        var count = 0
        // A `CRLF` is one `Character`, a line break like `LF`.
        for line in text.split(whereSeparator: \.isNewline) {
            count += 1
            guard count <= Self.maximumCount else {
                throw FormError(
                    key: FormSubmission.recordedEditsName, reason: .invalidText,
                    defaultMessage: "the page recorded more than \(Self.maximumCount) edits; save more often")
            }
            edits.append(try Self.edit(from: line))
        }
    }

    /// One line as an edit, in `CollectionEdit`'s spelling.
    static func edit(from line: Substring) throws(FormError) -> CollectionEdit {
        func refuse(_ reason: String) -> FormError {
            FormError(
                key: FormSubmission.recordedEditsName, reason: .invalidText,
                defaultMessage: "the recorded edit '\(MessageText.shown(String(line)))' \(reason)")
        }
        if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
            throw refuse("holds a control character; no edit has one")
        }
        do throws(FormError) {
            return try CollectionEdit(parsing: String(line))
        } catch {
            let verb = line.prefix { $0 != " " }
            switch verb {
            case _ where line.count <= verb.count + 1:
                throw refuse("names nothing: write add KEY, remove KEY, move KEY INDEX or rename KEY NEW_KEY")
            case "move": throw refuse("has no index to move to: write move KEY.INDEX INDEX")
            case "rename": throw refuse("has no new key: write rename KEY NEW_KEY")
            case _ where line.contains("\t"): throw refuse("holds a control character; no edit has one")
            default: throw refuse("is not an edit: write add KEY, remove KEY, move KEY INDEX or rename KEY NEW_KEY")
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
