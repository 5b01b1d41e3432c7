/// A field the person changed that was changed in the model too since the form read it
/// (``ModelForm/conflicts``).
///
/// As in ``ModelForm/changes``, a collection's or subform's values leave out the secret
/// fields of its items, and ``description`` never shows a secret.
public struct FieldConflict: Sendable, Equatable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// The value the form read from the model.
    public var valueWhenRead: FormValue
    /// The value the model holds now.
    public var valueNow: FormValue
    /// The person's value, which a commit would write.
    public var yourValue: FormValue
    /// Whether the field's values are secrets (``Field/isSecret``), which ``description``
    /// never shows.
    public var isSecret: Bool
    /// The error a commit reports for it (secrets are not shown in its message).
    public var error: FormError

    /// `key: message`, the commit's error (which never shows a secret).
    public var description: String { error.description }
}
