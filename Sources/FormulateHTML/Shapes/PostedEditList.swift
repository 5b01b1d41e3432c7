import Formulate

/// A list of shape edits a page posts in one hidden input, one `CollectionEdit` text a line
/// in the vocabulary of the edit buttons: the edits its script did in place
/// (``RecordedEdits``), or those its form had applied (``AppliedEdits``). Both are read here.
struct PostedEditList {
    /// The most edits one list may hold: 1,000. A person does far fewer between two saves;
    /// a longer list is refused before it is read further.
    static let maximumCount = 1_000

    /// The hidden input's name.
    let name: String
    /// What messages call one edit of the list ("recorded edit").
    let edit: String

    /// The list's text as `pairs` post it, or `nil` when they do not.
    ///
    /// - Throws: `FormError` when the list is posted more than once.
    func text(in pairs: [(key: String, value: String)]) throws(FormError) -> String? {
        var text: String?
        // Every pair of a submission is looked at, twice (two lists): the lengths, known
        // without reading the keys, are compared first.
        let length = name.utf8.count
        for pair in pairs where pair.key.utf8.count == length && pair.key == name {
            guard text == nil else { throw refusal("the page posted \(name) more than once; it posts one list") }
            text = pair.value
        }
        return text
    }

    /// The edits of `text`: lines separated by `LF` or `CRLF` (a browser posts `CRLF`);
    /// empty lines are skipped.
    ///
    /// - Throws: `FormError` for more than ``maximumCount`` edits, or a line that is no edit.
    func edits(in text: String) throws(FormError) -> [CollectionEdit] {
        var edits: [CollectionEdit] = []
        // A `CRLF` is one `Character`, a line break like `LF`.
        for line in text.split(whereSeparator: \.isNewline) {
            guard edits.count < Self.maximumCount else {
                throw refusal("the page posted more than \(Self.maximumCount) edits in \(name); save more often")
            }
            edits.append(try read(line))
        }
        return edits
    }

    /// One line as an edit, in `CollectionEdit`'s spelling.
    private func read(_ line: Substring) throws(FormError) -> CollectionEdit {
        func refuse(_ reason: String) -> FormError {
            refusal("the \(edit) '\(MessageText.shown(String(line)))' \(reason)")
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

    /// An error about the list, with `message` as it is said.
    func refusal(_ message: String) -> FormError {
        FormError(key: name, reason: .invalidText, defaultMessage: message)
    }
}
