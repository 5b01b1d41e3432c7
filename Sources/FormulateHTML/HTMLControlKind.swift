import Formulate

/// Which HTML control a field is rendered as; the renderer and the submission decoder
/// agree on it, so that what is rendered is exactly what is read back.
enum HTMLControlKind: Equatable {
    /// A non-optional Boolean: one checkbox with `value="true"`, absent when off.
    case checkbox
    /// An optional Boolean: a choice of none, yes and no.
    case optionalBoolean
    /// One choice among options: a select or radios.
    case singleChoice
    /// Any choices among options (multiple choice, bitfield): checkboxes or a multi-select.
    case multipleChoice
    /// A list: one input per item plus one for a new item, all with the same name.
    case collection
    /// Long text: a textarea.
    case textArea
    /// A single-line `<input>` of some type.
    case input
    /// Text shown, not edited.
    case label
    /// A submit button that runs the field's action.
    case button
    /// A nested fieldset.
    case subform
    /// A field that holds no value and is none of the above.
    case unsupported

    init(_ field: Field) {
        switch field.kind {
        case .subform: self = .subform
        case .button: self = .button
        case .label: self = .label
        default:
            guard field.holdsValue else {
                self = .unsupported
                return
            }
            switch field.kind {
            case .boolean: self = field.isOptional ? .optionalBoolean : .checkbox
            case .option: self = field.options.isEmpty ? .input : .singleChoice
            case .multipleChoice, .bitfield: self = field.options.isEmpty ? .input : .multipleChoice
            case .collection: self = .collection
            case .longText: self = .textArea
            default: self = .input
            }
        }
    }

    /// Whether the control submits a value a person edits.
    var isEditable: Bool {
        switch self {
        case .checkbox, .optionalBoolean, .singleChoice, .multipleChoice, .collection, .textArea, .input: return true
        case .label, .button, .subform, .unsupported: return false
        }
    }
}
