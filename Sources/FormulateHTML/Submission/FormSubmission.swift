import Formulate
import Foundation

/// Applies what a browser submitted for a rendered form to the form, through the same
/// edits as `ModelForm.setText(_:for:)`; then `ModelForm.commit()` as usual.
///
/// ```swift
/// let form = try ModelForm(settings)
/// do {
///     try FormSubmission.apply(body: requestBody, to: form)
///     settings = try form.commit()
/// } catch {
///     // Show the form again: each person's text is there, next to its error.
///     return renderer.page(form, title: "Settings")
/// }
/// ```
///
/// Only fields that ``HTMLRenderer`` renders as editable controls are written: fields the
/// model type allows as input from outside (`FormInput`, declared in
/// `FormCustomizing.inputFields`; none unless you say so) that are visible,
/// not disabled, not read-only and hold a value, judged before anything is applied; and
/// such fields, of the form or inside its items, that a condition hides or disables then,
/// once the submission's other values have shown and enabled them (a box ticked and the
/// field it shows typed into in one post, as two posts could do). Every other submitted key
/// is never written and is listed in ``ignoredKeys``: a field that does not exist, is not
/// allowed as input, or is excluded, read-only, or hidden or disabled after the
/// submission's values; a label or subform. In ``Mode/strict`` mode (mass-assignment
/// protection) a key that no value of the post could make writable (every one of those
/// but a field a condition switches off) refuses the whole submission before anything is
/// applied; a field a condition leaves hidden or disabled is listed, as by default (a page
/// posts a field it rendered and a box then hid), and a field the post shows that is not
/// input refuses the submission then, a form that was untouched being set back.
///
/// What a browser leaves out means something: a rendered checkbox that is absent is off,
/// a rendered multiple choice that is absent has nothing chosen. Other fields that are
/// absent keep their values. Each field is read as follows:
///
/// - Booleans: on when any submitted value is `true`, `on`, `1` or `yes`.
/// - Options: the option whose value (or index) is the text; empty means none.
/// - Multiple choices and bitfields: exactly the options submitted.
/// - Collections: the items submitted, in order; empty texts are skipped.
/// - Long text: the last value, with the browser's `CRLF` line breaks read as `LF`.
/// - Passwords: the last value; an empty one keeps the current password, since the page
///   never shows it.
/// - Everything else: the last value, through `setText`.
///
/// Fields whose submitted text is what the form would show are left as they are. A
/// field an earlier field of the same submission hides or disables is left as it is
/// (unless a later one shows it again) and listed in ``ignoredKeys``. Fields of an optional
/// nested model that is `nil` and cannot be created are not editable (the page shows them
/// disabled).
///
/// ## Edit buttons: a post that is not a save
///
/// A page with a collection of subforms (`var servers: [Server]`) or a dictionary has edit
/// buttons (Add server; Move up, Move down and Remove per item; Add entry, Rename and Remove
/// per entry), submit buttons named ``editButtonName`` whose `value` is the edit's
/// `CollectionEdit` text (`add servers`, `move servers.2 1`). When one was pressed, the
/// submission applies the posted values, then the edit, through the form's input path
/// (`ModelForm.applyInput`, so a collection that is not an input field cannot be changed),
/// and throws ``FormSubmissionError/shapeEdited(_:)``: nothing is committed, and the page
/// rendered again shows the new row. Every `catch` that shows the page again therefore does
/// the right thing; tell the two apart when you want to:
///
/// ```swift
/// do {
///     settings = try FormSubmission.commit(body: requestBody, to: form)
///     return redirect(to: "/settings")
/// } catch FormSubmissionError.shapeEdited {
///     return renderer.page(form, title: "Settings")   // Add, Remove, Move: not a save
/// } catch {
///     return renderer.page(form, title: "Settings")   // each error next to its field
/// }
/// ```
///
/// A server may make a new form for each request: the page carries the edits its form had
/// applied and not saved (``appliedEditsName``), and a submission applies them first to a
/// form that does not have them, so the rows added or removed by the buttons are saved.
///
/// A new entry's key comes from the input named `formulate[new].` + the dictionary's key,
/// an entry's new name from `formulate[rename].` + the entry's key. An edit text that is
/// not one (an unknown key, an item that is not there, `servers.00`, a NUL) throws
/// ``FormSubmissionError/invalidEdit(_:)`` before anything is applied, or, for an item
/// or key the form does not have, with the form's shape unchanged. A key the person typed
/// that the dictionary cannot take (empty, taken) is their mistake, not the page's: the
/// values are applied and ``FormSubmissionError/invalidFields(_:ignoredKeys:)`` holds its
/// error, at the dictionary, for the page shown again.
///
/// ## Edits recorded by the page's script
///
/// A page rendered with ``HTMLRenderer/enhancement`` does those edits in place where
/// JavaScript runs, and posts them with Save in ``recordedEditsName`` (`formulate[edits]`),
/// one `CollectionEdit` text a line. They are applied first, in order, each through
/// `ModelForm.applyInput`, then the values: the opposite order of a pressed button, because
/// the values were posted for the items as the page showed them, which is after the
/// recorded edits but before a button's edit. The list is checked against the form's shape
/// as a whole (at most 1,000 edits, each naming an item or entry that is there at that
/// point, of a collection or dictionary that is a field of the form and takes input) and
/// refused with ``FormSubmissionError/invalidEdit(_:)`` before anything is applied. When a
/// post has both a list and a pressed edit button (an edit the script leaves to the server,
/// inside an item), the list comes first, then the values, then the button's edit. In
/// strict mode the keys are judged after the list is applied: they name the items as they
/// stand then.
public struct FormSubmission: Sendable, Hashable {
    /// What to do with submitted keys that are not editable fields.
    public enum Mode: Sendable, Hashable {
        /// Ignore them and list them in ``FormSubmission/ignoredKeys`` (the default).
        case ignoreUnknown
        /// Refuse the submission with ``FormSubmissionError/unexpectedKeys(_:)``, applying
        /// nothing, when a key is not a field that input may write, now or once a condition
        /// shows and enables it.
        case strict
    }

    /// Submitted keys that were not written because they are not editable fields of the
    /// form, in the order they were first submitted.
    public var ignoredKeys: [String]
    /// The key of the button field whose submit button was pressed, if any.
    public var pressedButton: String?
    /// The last value posted for each of the `reservedKeys` given to ``apply(_:to:mode:reservedKeys:)``
    /// that the post holds: what the application's ``HTMLRenderer/hiddenInputs`` sent back,
    /// such as a cross-site request forgery token.
    public var reservedValues: [String: String]
    /// The `name` of every edit button a page has, `formulate[edit]`; its `value` is the
    /// edit's `CollectionEdit` text (`add servers`, `move servers.2 1`,
    /// `remove environment.LOG_LEVEL`). No field key can be this name (a key holds no `[`).
    public static let editButtonName = HTMLShapeEdit.buttonName
    /// The `name` of the hidden input in which a page's script
    /// (``HTMLRenderer/Enhancement/script(nonce:src:)``) records the edits it did in place,
    /// `formulate[edits]`: one `CollectionEdit` text a line, applied before the values.
    public static let recordedEditsName = HTMLShapeEdit.recordedEditsName
    /// The `name` of the hidden input in which a page carries the shape edits its form had
    /// applied and not saved (`ModelForm.appliedShapeEdits`), `formulate[applied]`: one
    /// `CollectionEdit` text a line. A submission applies them first to a form that does
    /// not have them (a new form for each request), so the rows a page added or removed
    /// with its buttons are saved.
    public static let appliedEditsName = HTMLShapeEdit.appliedEditsName

    /// The name of the hidden input in which a page lists what each of its input fields
    /// showed, `formulate[shown]`: one fingerprint and key a line, written by
    /// ``HTMLRenderer`` on a page posted back (method POST). A field whose posted value is
    /// the one the page showed is not written, so a change someone else saved since the
    /// page was made stays; a field both changed is refused as a conflict
    /// (`FormError.Reason.conflict`), shown beside the field when the page is shown again,
    /// and saving that page writes the person's value. A post without the list is applied
    /// as it comes.
    public static let shownValuesName = "formulate[shown]"

    /// Creates a result.
    public init(ignoredKeys: [String] = [], pressedButton: String? = nil, reservedValues: [String: String] = [:]) {
        self.ignoredKeys = ignoredKeys
        self.pressedButton = pressedButton
        self.reservedValues = reservedValues
    }

    /// Applies decoded form data (see ``URLEncodedForm``) to `form`.
    ///
    /// Every field is tried; a field whose text is rejected keeps its value, and the form
    /// keeps the text and the error, so that rendering the form again shows both.
    ///
    /// Keys in `reservedKeys` are the application's own (``HTMLRenderer/hiddenInputs``, a
    /// cross-site request forgery token): never written, even where a field has the same
    /// key, never refused in strict mode, and handed back in ``reservedValues``.
    ///
    /// - Throws: ``FormSubmissionError/unexpectedKeys(_:)`` in strict mode, before any value
    ///   is applied (or, for a field the post shows that is not input, after);
    ///   ``FormSubmissionError/invalidEdit(_:)`` for an edit button's value or a
    ///   recorded list of edits the form cannot take; ``FormSubmissionError/shapeEdited(_:)`` when an edit button was
    ///   pressed and its edit applied (not a failure: show the page again);
    ///   ``FormSubmissionError/invalidFields(_:ignoredKeys:)`` with every field's error
    ///   after applying the fields that parsed.
    @discardableResult
    public static func apply<Model>(
        _ pairs: [(key: String, value: String)], to form: ModelForm<Model>, mode: Mode = .ignoreUnknown,
        reservedKeys: Set<String> = []
    ) throws(FormSubmissionError) -> FormSubmission {
        // A write path: its reads only decide what to write, so they register with no observation.
        try form.withoutTrackingReads { () throws(FormSubmissionError) in
            try applyFields(pairs, to: form, mode: mode, reservedKeys: reservedKeys)
        }
    }

    /// Decodes an `application/x-www-form-urlencoded` body (or query string) and applies it.
    ///
    /// - Throws: ``FormSubmissionError/malformedBody(_:)`` when the body cannot be decoded
    ///   (nothing is applied then), otherwise as ``apply(_:to:mode:reservedKeys:)``.
    @discardableResult
    public static func apply<Model>(
        body: String, to form: ModelForm<Model>, mode: Mode = .ignoreUnknown, limits: URLEncodedForm.Limits = .default,
        reservedKeys: Set<String> = []
    ) throws(FormSubmissionError) -> FormSubmission {
        return try apply(try pairs(of: body, limits: limits), to: form, mode: mode, reservedKeys: reservedKeys)
    }

    /// Decodes an `application/x-www-form-urlencoded` body given as bytes and applies it.
    ///
    /// - Throws: As applying a `String` body does.
    @discardableResult
    public static func apply<Model>(
        body: Data, to form: ModelForm<Model>, mode: Mode = .ignoreUnknown, limits: URLEncodedForm.Limits = .default,
        reservedKeys: Set<String> = []
    ) throws(FormSubmissionError) -> FormSubmission {
        return try apply(try pairs(of: body, limits: limits), to: form, mode: mode, reservedKeys: reservedKeys)
    }

    /// Applies decoded form data and commits the form: the updated model, or every error.
    ///
    /// When a field's text is rejected, the whole form is validated too, so that rendering
    /// it again shows every error at once, not only those of the rejected text.
    ///
    /// - Throws: ``FormSubmissionError/invalidFields(_:ignoredKeys:)`` with every error of
    ///   the form (nothing is written into the model then);
    ///   ``FormSubmissionError/shapeEdited(_:)`` when an edit button was pressed (nothing is
    ///   committed: show the page again, with the edit); or the other errors of
    ///   ``apply(_:to:mode:reservedKeys:)``.
    @discardableResult
    public static func commit<Model>(
        _ pairs: [(key: String, value: String)], to form: ModelForm<Model>, mode: Mode = .ignoreUnknown,
        reservedKeys: Set<String> = []
    ) throws(FormSubmissionError) -> Model {
        let submission: FormSubmission
        do {
            submission = try apply(pairs, to: form, mode: mode, reservedKeys: reservedKeys)
        } catch {
            if case .invalidFields(let refused, let ignored) = error {
                // Every error at once: what validation finds (refused text included, in field
                // order), and any refused edit it cannot see.
                let found = form.validate()
                throw .invalidFields(found + refused.filter { !found.contains($0) }, ignoredKeys: ignored)
            }
            throw error
        }
        do {
            return try form.commit()
        } catch {
            throw .invalidFields(error.errors, ignoredKeys: submission.ignoredKeys)
        }
    }

    /// Decodes a body, applies it and commits the form; see ``commit(_:to:mode:reservedKeys:)``.
    ///
    /// - Throws: ``FormSubmissionError/malformedBody(_:)`` for a body that cannot be
    ///   decoded, otherwise as ``commit(_:to:mode:reservedKeys:)``.
    @discardableResult
    public static func commit<Model>(
        body: String, to form: ModelForm<Model>, mode: Mode = .ignoreUnknown, limits: URLEncodedForm.Limits = .default,
        reservedKeys: Set<String> = []
    ) throws(FormSubmissionError) -> Model {
        return try commit(try pairs(of: body, limits: limits), to: form, mode: mode, reservedKeys: reservedKeys)
    }

    /// The pairs of a body, or the reason it cannot be decoded.
    static func pairs(of body: String, limits: URLEncodedForm.Limits) throws(FormSubmissionError) -> [(
        key: String, value: String
    )] {
        do {
            return try URLEncodedForm.decode(body, limits: limits)
        } catch {
            throw .malformedBody(error)
        }
    }

    /// The pairs of a body given as bytes, or the reason it cannot be decoded.
    static func pairs(of body: Data, limits: URLEncodedForm.Limits) throws(FormSubmissionError) -> [(
        key: String, value: String
    )] {
        do {
            return try URLEncodedForm.decode(body, limits: limits)
        } catch {
            throw .malformedBody(error)
        }
    }
}
