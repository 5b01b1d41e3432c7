/// What ``ModelForm/applyInput(json:mode:absentText:shown:)`` does with optional text a
/// JSON body leaves out.
public enum AbsentText: Sendable, Hashable {
    /// The field keeps its value: a body may name only the members it changes. The default.
    case kept
    /// Optional text the client was shown and the body leaves out is emptied, as
    /// react-jsonschema-form leaves a string emptied on the page out of its `formData`.
    /// With ``ShownFingerprints``, only text the instance showed (not empty then) counts as
    /// emptied; without them, every such field input may write. For a front end that posts
    /// the whole instance back, never for a body of the changed members only.
    case emptied
}
