/// When a field's rules are checked as a person edits it (Eureka's `ValidationOptions`).
///
/// Whatever the timing, a field that is invalid is checked again on its next change, so an
/// error disappears as soon as it is fixed; ``ModelForm/validate()`` and ``ModelForm/commit(overwritingConflicts:)``
/// check every visible field.
public enum ValidationTiming: String, Sendable, Hashable, CaseIterable {
    /// On every change.
    case onChange
    /// When the person leaves the field (``ModelForm/blur(_:)``). The default.
    case onBlur
    /// On every change once the person has left the field once.
    case onChangeAfterBlurred
    /// Only when asked: ``ModelForm/validate()`` or ``ModelForm/commit(overwritingConflicts:)``.
    case onDemand
}
