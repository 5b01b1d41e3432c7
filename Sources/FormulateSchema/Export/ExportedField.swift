import Formulate

/// One exported field and the facts about it that the schema, the uiSchema and the
/// instance must agree on: its property name, its shape, whether it may be `null`, whether
/// it is listed as required, whether it is a secret.
struct ExportedField {
    /// The field.
    let field: Field
    /// Its name in the enclosing object: the key relative to the enclosing subform.
    let propertyName: String
    /// What its values look like.
    let shape: ValueShape
    /// Whether the schema must allow for the field being hidden by its condition: it is
    /// inside a collection's item (one item schema serves items where it is shown and
    /// items where it is hidden), or the export includes hidden fields.
    let mayBeHidden: Bool
    /// Whether the field is inside a collection's item template.
    let isInItem: Bool

    /// - Parameters:
    ///   - inItem: Whether the field is inside a collection's item template.
    ///   - conditionsVary: Whether the schema applies to values where the field's
    ///     condition may hide it (an item's fields, or an export with hidden fields).
    init(_ field: Field, propertyName: String, inItem: Bool = false, conditionsVary: Bool = false) {
        self.field = field
        self.propertyName = propertyName
        self.shape = ValueShape(of: field)
        self.isInItem = inItem
        self.mayBeHidden = (inItem || conditionsVary) && Self.hasHiddenCondition(field)
    }

    /// Whether a condition of the field's own may hide it: `hidden` or `sectionHidden` that
    /// is not constantly `false`. A hidden field is neither validated nor written, so its
    /// `required` rule holds only while it is shown.
    static func hasHiddenCondition(_ field: Field) -> Bool {
        [field.hidden, field.sectionHidden].contains { condition in
            guard let condition else { return false }
            return condition.constantValue != false
        }
    }

    /// Whether the `required` rule applies to every value the schema describes: the field
    /// has the rule, and no condition may hide it where the schema applies.
    var isRequiredWherever: Bool {
        isRequiredByRule && !mayBeHidden
    }

    /// Whether the field must have a value (its `FieldConstraints`).
    var isRequiredByRule: Bool {
        field.constraints.isRequired
    }

    /// Whether the value is a secret: JSON Schema's `writeOnly`, left out of instances.
    var isWriteOnly: Bool {
        field.isSecret
    }

    /// Whether `null` is a valid value: the property is optional and no rule requires it.
    var isNullable: Bool {
        field.isOptional && !isRequiredByRule
    }

    /// Whether the property is listed in its object's `required`: it always has a value,
    /// and it is not a secret (a retrieved document never carries a `writeOnly` value, and
    /// an update without one leaves it as it was).
    var isListedAsRequired: Bool {
        !isNullable && !isWriteOnly && !emptyTextIsAbsent && !emptyCollectionIsAbsent && !mayBeHidden
    }

    /// Whether an empty list or dictionary stands for "no value" in instances: the form
    /// accepts it empty (no `required` rule; count rules let an empty one pass) while the
    /// schema's `minItems`/`minProperties` would reject it. Such a property is left out of
    /// an instance when it is empty and is not listed in `required`, as empty text is.
    var emptyCollectionIsAbsent: Bool {
        guard shape.isArray || shape.isEntries, !isRequiredByRule else { return false }
        return (field.constraints.minimumLength ?? 0) > 0
    }

    /// Whether empty text stands for "no value" in instances: free text that Formulate
    /// accepts empty (no `required` rule). rjsf leaves out a string emptied on the page,
    /// and the schema's format, pattern or minimum length may reject "": such a property
    /// is left out of an instance when it is empty, and is not listed in `required` (an
    /// emptied field would otherwise be "a required property" there, where the form takes
    /// it).
    var emptyTextIsAbsent: Bool {
        field.kind.isTextual && field.options.isEmpty && !isRequiredByRule
    }

    /// The `enum` values of a single choice, `null` first when the field is nullable.
    var enumValues: [FormValue]? {
        guard case .choice(let options) = shape else { return nil }
        return (isNullable ? [.null] : []) + options.map(\.value)
    }

    /// The titles of ``enumValues``, or of the choices of a multiple choice, for
    /// `ui:enumNames`; `null` is titled by the placeholder, or "None".
    var enumNames: [String]? {
        guard let options = shape.options else { return nil }
        let titles = options.map(\.title)
        if case .choice = shape, isNullable { return [field.placeholder ?? "None"] + titles }
        return titles
    }
}
