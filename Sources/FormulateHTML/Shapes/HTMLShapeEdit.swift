import Formulate

/// The controls a page uses to change the shape of a form without JavaScript, and how a
/// submission reads them back.
///
/// Every edit button is a submit button named ``buttonName`` whose `value` is the
/// `CollectionEdit` text (`add servers`, `remove servers.1`, `move servers.2 1`). A new
/// dictionary entry's key is typed into an input named ``newKeyPrefix`` + the dictionary's
/// key, and an entry's new name into one named ``renamePrefix`` + the entry's key; the
/// buttons `add environment` and `rename environment.LOG_LEVEL` take their key from there.
///
/// The names start with `formulate[`, which no field key can: a Swift property name holds
/// no `[`, and a form description refuses a key with `[` anywhere but a trailing `[]`.
enum HTMLShapeEdit {
    /// The name of every edit button.
    static let buttonName = "formulate[edit]"
    /// The name of a dictionary's new-key input, before the dictionary's key.
    static let newKeyPrefix = "formulate[new]."
    /// The name of an entry's new-name input, before the entry's key.
    static let renamePrefix = "formulate[rename]."
    /// The name of the hidden input in which a page's script records the edits it did in
    /// place (``RecordedEdits``).
    static let recordedEditsName = "formulate[edits]"
    /// The name of the hidden input that carries the form's applied shape edits
    /// (``AppliedEdits``).
    static let appliedEditsName = "formulate[applied]"

    /// Whether the page shows the subform `field` as its Add button only: an optional
    /// subform that input may switch on, absent now (`nil` and untouched).
    static func showsOnlyAddButton<Model>(_ field: Field, in form: ModelForm<Model>) -> Bool {
        field.isOptional && form.acceptsInput(for: field) && form.isNestedModelAbsent(field.key)
    }

    /// Whether `name` is one of the names above (those a submission reads itself).
    static func isReserved(_ name: String) -> Bool {
        name.hasPrefix("formulate[")
    }

    /// The dictionary whose new entry's key, or entry's new name, the button `text` takes
    /// from what the person typed into the page (`add environment`, `rename environment.A`,
    /// with its input posted): a problem with that key is theirs to correct on the page, not
    /// a malformed post. `nil` for any other edit.
    static func dictionaryTakingTypedKey<Model>(
        of text: String, typed: [String: String], in form: ModelForm<Model>
    ) -> String? {
        let verb = Substring(text.unicodeScalars.prefix { $0 != " " })
        let key = String(text.unicodeScalars.dropFirst(verb.unicodeScalars.count + 1))
        switch verb {
        case "add" where typed[newKeyPrefix + key] != nil && form.field(key)?.isDictionary == true:
            return key
        case "rename" where typed[renamePrefix + key] != nil:
            // The dictionary is the field whose key and a dot begin the entry's (an entry's
            // own key may hold dots).
            return form.allFields.first { $0.isDictionary && DottedKey.hasPrefix(key, $0.key + ".") }?.key
        default:
            return nil
        }
    }

    /// The edit a pressed button's `value` asks for, with the key of a new entry or the
    /// new name of an entry taken from `typed` (the inputs named by ``newKeyPrefix`` and
    /// ``renamePrefix``, last value each).
    ///
    /// - Throws: `FormError` saying what is wrong and what is accepted: text that is not
    ///   an edit (an unknown verb, an index that is not one, a control character), or an
    ///   add or rename without the key typed for it.
    static func edit<Model>(from text: String, typed: [String: String], in form: ModelForm<Model>) throws(FormError)
        -> CollectionEdit
    {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw FormError(
                key: "", reason: .invalidText,
                defaultMessage:
                    "the edit \(URLEncodedForm.quoted(String(text.prefix(80)))) holds a control character; no edit has one"
            )
        }
        // By scalars, as keys are split: the key may begin with a combining mark.
        let verb = Substring(text.unicodeScalars.prefix { $0 != " " })
        let key = String(text.unicodeScalars.dropFirst(verb.unicodeScalars.count + 1))
        switch verb {
        case "add" where form.field(key)?.isDictionary == true:
            guard let name = typed[newKeyPrefix + key], !name.isEmpty else {
                throw FormError(
                    key: key, reason: .invalidText,
                    defaultMessage: "Type the key of the new entry of \(form.field(key)?.title ?? key) first.")
            }
            return .add(key + "." + name)
        case "rename" where typed[renamePrefix + key] != nil:
            guard let name = typed[renamePrefix + key], !name.isEmpty else {
                throw FormError(key: key, reason: .invalidText, defaultMessage: "Type the new key of the entry first.")
            }
            return .rename(key, to: name)
        case "add" where !key.isEmpty: return .add(key) // a key may hold spaces (a dictionary entry)
        case "remove" where !key.isEmpty: return .remove(key)
        default: return try CollectionEdit(parsing: text)
        }
    }
}
