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
    /// The hidden input that carries the list for the fields at `inputKeys` (the form's own
    /// fields the page writes for input, not disabled, read-only or secret, in field order),
    /// or `nil` when there are none.
    ///
    /// The markup is written as bytes: each line's fingerprint in hexadecimal, a space and
    /// the key escaped, lines separated by a line break written as `&#10;`.
    static func input<Model>(for form: ModelForm<Model>, inputKeys: [String]) -> String? {
        guard !inputKeys.isEmpty else { return nil }
        let fields = form.allFields
        // A page shown again after errors: the fields the person changed started elsewhere.
        let started =
            form.isDirty
            ? Dictionary(form.changes.map { ($0.key, $0.oldValue) }, uniquingKeysWith: { first, _ in first }) : [:]
        var markup: [UInt8] = []
        // The keys come in field order: each is looked for from the last one found.
        var next = 0
        for position in fields.indices where next < inputKeys.count && fields[position].key == inputKeys[next] {
            next += 1
            // A subform's fields have values of their own.
            guard fields[position].kind != .subform, var value = form.value(at: position) else { continue }
            if let start = started[fields[position].key] {
                value = start
            } else if fields[position].kind == .collection {
                value = fields[position].removingSecrets(from: value)
            }
            if markup.isEmpty {
                markup.append(
                    contentsOf: #"<input type="hidden" name="\#(FormSubmission.shownValuesName)" value=""#.utf8)
            } else {
                markup.append(contentsOf: "&#10;".utf8)
            }
            fingerprint(value, kind: fields[position].kind, in: form).appendText(to: &markup)
            markup.append(UInt8(ascii: " "))
            HTMLEscaping.appendAttribute(fields[position].key, to: &markup)
        }
        guard !markup.isEmpty else { return nil }
        markup.append(contentsOf: #"">"#.utf8)
        return String(decoding: markup, as: UTF8.self)
    }

    /// The fingerprints of the values the page that posted `pairs` showed, by key; `nil`
    /// for a post without a list.
    ///
    /// - Throws: `FormError` for a list that is not one (posted twice, longer than the form,
    ///   a line that is no `fingerprint key`): the page writes it, a person cannot.
    static func shown<Model>(in pairs: [(key: String, value: String)], of form: ModelForm<Model>) throws(FormError)
        -> [String: ValueFingerprint]?
    {
        guard let text = try list.text(in: pairs) else { return nil }
        return try fingerprints(in: text, fieldCount: form.allFields.count)
    }

    /// Resets the fields the person did not change on a page that showed `shown`
    /// (``shown(in:of:)``), and marks those that someone else changed too as conflicts.
    ///
    /// - Returns: The conflicts.
    static func keepUnchanged<Model>(shown: [String: ValueFingerprint], in form: ModelForm<Model>) -> [FormError] {
        var conflicts: [FormError] = []
        for change in form.changes {
            guard let started = shown[change.key], let kind = form.field(change.key)?.kind else { continue }
            if fingerprint(change.newValue, kind: kind, in: form) == started {
                try? form.reset(change.key)
            } else if fingerprint(change.oldValue, kind: kind, in: form) != started {
                let conflict = self.conflict(change, in: form)
                try? form.markInvalid(conflict)
                conflicts.append(conflict)
            }
        }
        return conflicts
    }

    /// The collection of each of `keys` that names an item or entry the page showed and the
    /// model no longer has: the page listed the collection, and its value now is not the one
    /// the page showed (someone removed or renamed the item since). Keyed by the posted key.
    static func collectionsChangedElsewhere<Model>(
        naming keys: [String], shown: [String: ValueFingerprint], in form: ModelForm<Model>
    ) -> [String: String] {
        var found: [String: String] = [:]
        for key in keys {
            // The longest prefix that is a collection the page listed.
            var prefix = Substring(key)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                let collection = String(prefix)
                guard let field = form.field(collection), field.kind == .collection else { continue }
                if let started = shown[collection], let now = form.value(for: collection),
                    fingerprint(field.removingSecrets(from: now), kind: .collection, in: form) != started
                {
                    found[key] = collection
                }
                break
            }
        }
        return found
    }

    /// The error for items the page showed in `collection` that someone else removed since.
    static func itemsRemovedConflict<Model>(_ collection: String, in form: ModelForm<Model>) -> FormError {
        let title = form.field(collection)?.title ?? collection
        return FormError(
            key: collection, reason: .conflict,
            defaultMessage: "\(title) was changed elsewhere since this page was made: an item the page showed "
                + "is gone, and what you typed in it was not saved; check the items and save again")
    }

    /// How the list is read: once, as the edit lists are.
    /// The fingerprint of `value` as the page shows it in a control of a field of `kind`: a
    /// date as its control's text, a date field's day or a date-time field's minute. A
    /// value posted back as the page showed it then reads as unchanged even where the model
    /// holds more (a time of day, seconds), which a commit would otherwise cut off, and
    /// another writer's change of that field is not taken for a conflict.
    private static func fingerprint<Model>(_ value: FormValue, kind: FieldKind, in form: ModelForm<Model>)
        -> ValueFingerprint
    {
        guard case .date = value else { return ValueFingerprint(value) }
        return ValueFingerprint(
            .string(HTMLValueText.text(value, kind: kind, dates: ISO8601Text(timeZone: form.timeZone))))
    }

    private static let list = PostedEditList(name: FormSubmission.shownValuesName, edit: "shown value")

    /// The fingerprint of each key `text` lists; lines separated by `LF` or `CRLF`.
    private static func fingerprints(in text: String, fieldCount: Int) throws(FormError) -> [String: ValueFingerprint] {
        do throws(ValueFingerprint.ListProblem) {
            // A key listed twice counts as its last line says.
            return Dictionary(
                try ValueFingerprint.list(in: text, limit: fieldCount).lazy.map { ($0.key, $0.fingerprint) },
                uniquingKeysWith: { _, last in last })
        } catch .tooLong {
            throw list.refusal(
                "the page's list of shown values (\(FormSubmission.shownValuesName)) names more fields than the form has"
            )
        } catch {
            throw list.refusal(
                "the page's list of shown values (\(FormSubmission.shownValuesName)) has a line that is not 16 hexadecimal digits, a space and a key"
            )
        }
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
