import Formulate

/// What the markup of one field needs besides the field: ids, errors and state, and the
/// field's texts that every control writes.
///
/// It does not hold the ``Field`` itself: a copy of a field retains some twenty references.
/// The writers take the field as an argument beside it.
struct HTMLFieldPresentation {
    /// The control's name: the key path, or none for a read-only field, so that browsers
    /// do not submit it.
    let name: String?
    /// The field's title, for its label or legend.
    let title: String
    /// The field's help text, if it has one (not empty).
    let help: String?
    /// The id of the control (or of the group, for radios, checkboxes and collections).
    let id: String
    let helpID: String?
    let errorID: String?
    /// The errors shown with the field.
    let errors: [FormError]
    let isDisabled: Bool
    let isReadOnly: Bool

    /// The wrapper's classes: `field`, the control's kind, and `invalid` when errors show.
    func wrapperClass(_ kind: String?) -> String {
        var text = "field"
        if let kind {
            text += " "
            text += kind
        }
        if !errors.isEmpty { text += " invalid" }
        return text
    }

    /// Whether the person can change the value.
    var isEditable: Bool { !isDisabled && !isReadOnly }

    /// The item (from 0) of a list of `count` items that `error` is about: its `index`
    /// argument (``FormError/arguments``), or `nil` for an error about the whole list.
    static func itemIndex(of error: FormError, count: Int) -> Int? {
        guard let member = error.arguments.first(where: { $0.key == "index" }),
            case .int(let index) = member.value, (0..<count).contains(index)
        else { return nil }
        return index
    }

    /// Adds `disabled`/`readonly`, `aria-invalid` and `aria-describedby`.
    /// `canBeReadOnly` is for controls that support `readonly` (text-like inputs and
    /// textareas); other read-only controls are disabled instead. `isInvalid` is whether
    /// the control shows an error: by default, whether the field has errors to show.
    /// `errorIDs` are the ids of the error paragraphs that describe the control: by
    /// default, the field's (``errorID``).
    func addState<Attributes: HTMLAttributeSink>(
        to attributes: inout Attributes, canBeReadOnly: Bool, isInvalid: Bool? = nil, errorIDs: [String]? = nil
    ) {
        attributes.flag("disabled", isDisabled || (isReadOnly && !canBeReadOnly))
        attributes.flag("readonly", isReadOnly && canBeReadOnly && !isDisabled)
        if isInvalid ?? !errors.isEmpty { attributes.add("aria-invalid", "true") }
        var error = errorID
        if let errorIDs { error = errorIDs.isEmpty ? nil : errorIDs.joined(separator: " ") }
        switch (helpID, error) {
        case (let help?, let error?): attributes.add("aria-describedby", help + " " + error)
        case (let help?, nil): attributes.add("aria-describedby", help)
        case (nil, let error?): attributes.add("aria-describedby", error)
        case (nil, nil): break
        }
    }
}
