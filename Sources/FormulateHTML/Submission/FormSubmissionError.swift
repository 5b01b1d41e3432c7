import Formulate

/// Why a submitted form was not (fully) applied.
///
/// ```swift
/// do {
///     try FormSubmission.apply(body: body, to: form)
/// } catch .invalidFields(let errors, _) {
///     // The fields that parsed were applied; `errors` says what was wrong with the others,
///     // and re-rendering the form shows each person's text with its error.
/// } catch {
///     // A malformed body, or keys that are not editable fields in strict mode.
/// }
/// ```
public enum FormSubmissionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not valid `application/x-www-form-urlencoded` data; nothing was applied.
    case malformedBody(URLEncodedFormError)
    /// In ``FormSubmission/Mode/strict`` mode: keys that are not editable fields of the
    /// form as rendered (unknown, hidden, disabled, read-only, labels, subforms), in the
    /// order they were first submitted. Nothing was applied.
    case unexpectedKeys([String])
    /// Submitted text some fields could not take, every one of them, in field order; the
    /// other fields were applied. `ignoredKeys` are keys that were not written (see
    /// ``FormSubmission/ignoredKeys``). A dictionary's key the person typed for a new entry
    /// or a new name that it cannot take (empty, taken, with a control character) is one of
    /// these errors, at the dictionary, and the shape is unchanged.
    case invalidFields([FormError], ignoredKeys: [String])
    /// The pressed edit button's `value` (``FormSubmission/editButtonName``) is not an edit
    /// this form can take: text that is no edit, a key that is no collection, dictionary or
    /// optional subform, an item that is not there, a collection that is not an input field;
    /// or a list of edits recorded by the page's script (``FormSubmission/recordedEditsName``)
    /// with one such edit, or more than 1,000; or a list of the values the page showed
    /// (``FormSubmission/shownValuesName``) that is not one. The form's shape is unchanged,
    /// and nothing is written into the model.
    case invalidEdit(FormError)
    /// Not a failure: the page was submitted by an edit button (Add server, Remove, Move
    /// up...), not by Save. The submitted values and then the edit were applied to the
    /// form, and nothing was committed: show the page again (a value that was refused is
    /// shown with its error).
    ///
    /// ```swift
    /// do {
    ///     settings = try FormSubmission.commit(body: body, to: form)
    ///     return redirect(to: "/settings")
    /// } catch FormSubmissionError.shapeEdited {
    ///     return renderer.page(form, title: "Settings")   // with the new row
    /// } catch {
    ///     return renderer.page(form, title: "Settings")   // with the errors
    /// }
    /// ```
    case shapeEdited(CollectionEdit)

    /// The field errors, if the error is about fields.
    public var fieldErrors: [FormError] {
        switch self {
        case .invalidFields(let errors, _): return errors
        case .invalidEdit(let error): return [error]
        case .malformedBody, .unexpectedKeys, .shapeEdited: return []
        }
    }

    /// The keys that were not written because they are not editable fields of the form.
    public var ignoredKeys: [String] {
        switch self {
        case .malformedBody, .invalidEdit, .shapeEdited: return []
        case .unexpectedKeys(let keys): return keys
        case .invalidFields(_, let keys): return keys
        }
    }

    /// The errors of the field at `key`.
    public func errors(for key: String) -> [FormError] {
        fieldErrors.filter { $0.key == key }
    }

    /// What went wrong, one line per field error.
    public var description: String {
        switch self {
        case .malformedBody(let error):
            return "the form data is malformed: \(error)"
        case .unexpectedKeys(let keys):
            return "the form data has keys that are not editable fields of this form: " + Self.list(keys)
        case .invalidFields(let errors, let ignored):
            let lines = errors.map(\.description).joined(separator: "\n")
            return ignored.isEmpty ? lines : lines + "\nignored keys: " + Self.list(ignored)
        case .invalidEdit(let error):
            return "the edit asked for (a button's value or the page's recorded edits) is refused: \(error)"
        case .shapeEdited(let edit):
            return "an edit button was pressed (\(edit)): the form changed shape and nothing was saved"
        }
    }

    private static func list(_ keys: [String]) -> String {
        let shown = keys.prefix(20).map(URLEncodedForm.quoted).joined(separator: ", ")
        return keys.count > 20 ? shown + " and \(keys.count - 20) more" : shown
    }
}

/// How text from a request is shown inside an error message.
enum MessageText {
    /// Whether `scalar` is written as an escape in a message rather than as itself: control
    /// characters (NUL, ESC) and invisible format characters (a right-to-left override, a
    /// zero-width space), which could hide or reorder what a message says in a page or a log.
    /// The joiners that emoji and some scripts need (U+200C, U+200D) stay as they are.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return false
        }
    }

    /// Text from a request as a message shows it: at most 80 characters, with the characters
    /// of ``isInvisible(_:)`` written as `\u{…}`.
    static func shown(_ text: String) -> String {
        String(text.prefix(80)).unicodeScalars.map { scalar -> String in
            isInvisible(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
    }
}
