/// What a form knows about one field besides its value: the text a person typed that
/// could not be read, errors, and whether the person has been there yet.
struct FieldState {
    /// Text that was rejected, kept so that it can be shown back with its error.
    var rejectedText: String?
    /// The item texts of a collection's rejected edit, as they were submitted (not split
    /// back out of ``rejectedText``, which joins them for display).
    var rejectedItems: [String]?
    /// Why the last edit was rejected.
    var inputError: FormError?
    /// The rejected texts of a dictionary's entries, by entry key, each with its error:
    /// shown at the entry and refusing a commit until the entry is edited again.
    var rejectedEntries: [String: RejectedEntry] = [:]
    /// Errors from validation rules, as of the last validation.
    var ruleErrors: [FormError] = []
    /// An error set by a server, until the value changes.
    var serverError: FormError?
    /// Whether the field has been edited.
    var isTouched = false
    /// Whether the person has left the field after being in it.
    var isBlurred = false

    /// `count` states of fields nobody has edited. Each is made where it is stored: repeating
    /// one state (`Array(repeating:count:)`) copies it into every element through its
    /// outlined copy, which retains and tests each of its optional parts.
    static func untouched(count: Int) -> [FieldState] {
        (0..<count).map { _ in FieldState() }
    }

    /// After an accepted edit: the rejected text and its error are gone, the field is
    /// touched, and a server's error goes when the value changed.
    mutating func recordEdit(changingValue: Bool) {
        rejectedText = nil
        rejectedItems = nil
        inputError = nil
        // Most fields never have one: the empty table is left as it is, not replaced.
        if !rejectedEntries.isEmpty { rejectedEntries = [:] }
        isTouched = true
        if changingValue { serverError = nil }
    }
}

/// The text of a dictionary entry that could not be read, and why.
struct RejectedEntry {
    var text: String
    var error: FormError
}
