/// What ``ModelForm/applyInput(json:mode:absentText:shown:)`` does with a member the form does not take
/// from input (a read-only field, one the model's ``FormCustomizing/inputFields`` leave out,
/// one hidden or disabled now, a name that is no field) when its value is not the one the
/// form holds. A member equal to the form's value passes in both modes: a JSON Schema
/// front end posts the whole instance back, read-only members included. That holds only
/// for values the client is shown: a secret, or a field hidden now, is never compared, so
/// that a guess at its value gets the same answer as any other value.
public enum JSONInputMode: Sendable, Hashable {
    /// Refuse the whole body with the member's ``FormError`` (its key, and reason
    /// ``FormError/Reason/notInput``, ``FormError/Reason/readOnly``, ``FormError/Reason/hidden``,
    /// ``FormError/Reason/disabled`` or ``FormError/Reason/unknownField``), as
    /// ``ModelForm/applyInput(_:)-([String:String])`` refuses such a text: the default.
    case strict
    /// Leave such members unwritten and return their keys, as an HTML submission's
    /// `ignoreUnknown` mode lists them.
    case ignoreUnknown
}
