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
    /// A collection of subforms (`[Server]`): a fieldset per item whose fields are named
    /// by their own keys (`servers.0.host`), with edit buttons (``HTMLShapeEdit``).
    case items
    /// A dictionary with `String` keys: an entry per key (`environment.LOG_LEVEL`), with
    /// edit buttons to add, rename and remove entries (``HTMLShapeEdit``).
    case dictionary
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

    init(_ field: borrowing Field) {
        let kind = field.kind
        self.init(
            kind: kind, holdsValue: field.holdsValue, isOptional: field.isOptional, hasOptions: !field.options.isEmpty,
            collection: kind == .collection ? Self.collectionControl(field) : .collection)
    }

    /// The control of the field at `position` in `fields`, its stored properties read in
    /// place: a `Field` passed to another module's function (a computed property's getter
    /// too) is copied first, some twenty retains. Only a collection's field is passed.
    init(_ fields: [Field], at position: Int) {
        let kind = fields[position].kind
        self.init(
            kind: kind, holdsValue: fields[position].holdsValue, isOptional: fields[position].isOptional,
            hasOptions: !fields[position].options.isEmpty,
            collection: kind == .collection ? Self.collectionControl(fields[position]) : .collection)
    }

    /// The control of a field of `kind`; `collection` is the control of a collection field.
    private init(kind: FieldKind, holdsValue: Bool, isOptional: Bool, hasOptions: Bool, collection: HTMLControlKind) {
        switch kind {
        case .subform: self = .subform
        case .button: self = .button
        case .label: self = .label
        default:
            guard holdsValue else {
                self = .unsupported
                return
            }
            switch kind {
            case .boolean: self = isOptional ? .optionalBoolean : .checkbox
            case .option: self = hasOptions ? .singleChoice : .input
            case .multipleChoice, .bitfield: self = hasOptions ? .multipleChoice : .input
            case .collection: self = collection
            case .longText: self = .textArea
            default: self = .input
            }
        }
    }

    /// The control of a collection field: its items, its entries or its values.
    private static func collectionControl(_ field: borrowing Field) -> HTMLControlKind {
        field.isCollectionOfSubforms ? .items : field.isDictionary ? .dictionary : .collection
    }

    /// Whether the control submits a value a person edits.
    var isEditable: Bool {
        switch self {
        case .checkbox, .optionalBoolean, .singleChoice, .multipleChoice, .collection, .textArea, .input: return true
        // Items and entries are submitted under their own keys, never under the field's.
        case .items, .dictionary, .label, .button, .subform, .unsupported: return false
        }
    }
}
