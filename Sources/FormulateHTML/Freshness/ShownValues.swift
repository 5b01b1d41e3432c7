import Formulate

/// What a page showed, carried by the page so that its submission writes only what the
/// person changed on it, whatever changed in the model since.
///
/// A server that makes a new form for each request reads the model as it is when the page
/// comes back; a browser posts every field, changed or not. Without more, a field the
/// person left alone is written back with the value the page showed, undoing what another
/// person saved in between (a lost update). So the page carries, in one hidden input named
/// ``FormSubmission/shownValuesName`` (`formulate[shown]`), the fingerprint
/// (``ValueFingerprint``) of the value each input field started with, one
/// `fingerprint key` a line. After the posted values are applied, each field the form sees
/// as changed is compared with it:
///
/// - the person's value is the one the page showed: the person did not change it, and the
///   field is reset (the model's value now stays);
/// - the page showed neither the model's value now nor the person's: both changed it, and
///   it is a conflict (`FormError.Reason.conflict`), kept in the form (`markInvalid`) so
///   that the page shown again says so beside the field; saving that page again writes the
///   person's value, since the page then shows the model's value now.
///
/// A collection, a dictionary or a collection of subforms is one value, as a class's
/// commit treats it (`ModelForm.refresh()`): two people's changes to its items are not
/// merged. Secrets are left out (a fingerprint of a PIN can be searched for), and so are
/// fields the page shows for no input. A post without the list is applied as it comes.
/// A forged list can do no more than a forged value: it decides only whether the poster's
/// own value is written, never a field the form does not take from input.
enum ShownValues {
    /// The hidden input that carries the list for the fields at `positions` (in the form's
    /// `allFields`, those the page writes), or `nil` when none of them takes input.
    static func input<Model>(for form: ModelForm<Model>, positions: [Int]) -> String? {
        let lines = self.lines(for: form, positions: positions)
        guard !lines.isEmpty else { return nil }
        var attributes = HTMLAttributes()
        attributes.add("type", "hidden")
        attributes.add("name", FormSubmission.shownValuesName)
        attributes.add("value", lines.joined(separator: "\n"))
        return HTMLMarkup.tag("input", attributes)
    }

    /// `fingerprint key` for each field at `positions` that the page shows for input: the
    /// value the field started with (the model's when the form read it; a field the person
    /// has changed in this form, when the page is shown again with errors, by its starting
    /// value).
    static func lines<Model>(for form: ModelForm<Model>, positions: [Int]) -> [String] {
        let fields = form.allFields
        // A page shown again after errors: the fields the person changed started elsewhere.
        let started =
            form.isDirty
            ? Dictionary(form.changes.map { ($0.key, $0.oldValue) }, uniquingKeysWith: { first, _ in first }) : [:]
        var lines: [String] = []
        for position in positions where isCarried(fields[position], at: position, in: form) {
            let field = fields[position]
            guard let value = form.value(at: position) else { continue }
            let start = started[field.key] ?? field.removingSecrets(from: value)
            lines.append(ValueFingerprint(start).text + " " + field.key)
        }
        return lines
    }

    /// Whether the page carries the fingerprint of the field at `position`: a field with a
    /// value of its own (not a subform, whose fields have theirs), shown and open for input,
    /// and not a secret.
    private static func isCarried<Model>(_ field: Field, at position: Int, in form: ModelForm<Model>) -> Bool {
        field.kind != .subform && !field.isSecret && !form.isHidden(at: position) && !form.isDisabled(at: position)
            && form.acceptsInput(at: position) && form.isEditable(field)
    }

    /// Resets the fields the person did not change on the page that `pairs` post, and
    /// marks those that someone else changed too as conflicts.
    ///
    /// - Returns: The conflicts, and an error for a list that is not one (posted twice,
    ///   longer than the form, a line that is no `fingerprint key`). Nothing for a post
    ///   without a list.
    static func keepUnchanged<Model>(from pairs: [(key: String, value: String)], in form: ModelForm<Model>)
        -> [FormError]
    {
        let shown: [String: ValueFingerprint]
        do throws(FormError) {
            guard let text = try list.text(in: pairs) else { return [] }
            shown = try fingerprints(in: text, fieldCount: form.allFields.count)
        } catch {
            return [error]
        }
        var conflicts: [FormError] = []
        for change in form.changes {
            guard let started = shown[change.key] else { continue }
            if ValueFingerprint(change.newValue) == started {
                try? form.reset(change.key)
            } else if ValueFingerprint(change.oldValue) != started {
                let conflict = self.conflict(change, in: form)
                try? form.markInvalid(conflict)
                conflicts.append(conflict)
            }
        }
        return conflicts
    }

    /// How the list is read: once, as the edit lists are.
    private static let list = PostedEditList(name: FormSubmission.shownValuesName, edit: "shown value")

    /// The fingerprint of each key `text` lists; lines separated by `LF` or `CRLF`.
    private static func fingerprints(in text: String, fieldCount: Int) throws(FormError) -> [String: ValueFingerprint] {
        var shown: [String: ValueFingerprint] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            guard shown.count < fieldCount else {
                throw list.refusal(
                    "the page's list of shown values (\(FormSubmission.shownValuesName)) names more fields than the form has"
                )
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let fingerprint = ValueFingerprint(text: parts[0]) else {
                throw list.refusal(
                    "the page's list of shown values (\(FormSubmission.shownValuesName)) has a line that is not 16 hexadecimal digits, a space and a key"
                )
            }
            shown[String(parts[1])] = fingerprint
        }
        return shown
    }

    /// The error for a field both the person and someone else changed since the page was made.
    private static func conflict<Model>(_ change: FieldChange, in form: ModelForm<Model>) -> FormError {
        let field = form.field(change.key)
        let title = field?.title ?? change.key
        let message =
            field?.kind == .collection
            ? "\(title) was changed elsewhere since this page was made: its items are not the ones the page showed; "
                + "save again to write yours over them"
            : "\(title) was changed elsewhere since this page was made: it is "
                + "\"\(form.text(of: change.oldValue, for: change.key))\" now, and your change is "
                + "\"\(form.text(of: change.newValue, for: change.key))\"; save again to keep your change"
        return FormError(key: change.key, reason: .conflict, defaultMessage: message)
    }
}
