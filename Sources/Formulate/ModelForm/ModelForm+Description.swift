extension ModelForm {
    /// The form as a JSON-ready description: `{"fields": [...]}`, each field the
    /// ``FieldSettings/descriptionValue`` of its settings: its `key`, `type`, `title` and,
    /// where they apply, `options`, `header`, `footer`, `placeholder`, `readOnly`, bounds,
    /// rules, conditions, nested `fields` for subforms, an `item` template for collections
    /// (with the values a new item starts with), and its current `value` (for an optional
    /// subform, `null` while it is absent and `{}` while it is present).
    ///
    /// This is the format a dynamic form is built from (``ModelForm/init(description:configuration:)``),
    /// and loading it gives the same form: its `describe()` is the same, byte for byte.
    /// Value transformers and actions are Swift code and are left out; a closure condition
    /// or rule is written as a placeholder that loading refuses with a message saying so.
    /// `describe().jsonString()` prints it.
    ///
    /// When input from outside may not write every field (``FormCustomizing/inputFields``,
    /// ``acceptInput(_:)``), an `"input"` array lists the keys it may write, as
    /// ``FormInput/only(_:)-([String])`` reads them (a subform listed holds its fields): a
    /// form loaded from the description takes the same input, and no more.
    public func describe() -> FormValue {
        var members = [FormValueMember("fields", .array(schema.fields.map(describe)))]
        if let input = describedInput { members.append(FormValueMember("input", .array(input.map(FormValue.string)))) }
        return .object(members)
    }

    /// The keys input may write, fewest first: each field allowed whose subform is not;
    /// `nil` when every field that holds a value is allowed (a description's default).
    private var describedInput: [String]? {
        let flat = schema.flat
        let refusesSome = flat.indices.contains { index in
            !inputAllowed[index] && flat[index].kind != .label && flat[index].kind != .button
        }
        guard refusesSome else { return nil }
        return flat.indices.filter { index in
            inputAllowed[index] && !(schema.parents[index].map { inputAllowed[$0] } ?? false)
        }.map { flat[$0].key }
    }

    /// One field's description; this recurses once per subform level, so the work is done
    /// in a helper that does not.
    private func describe(_ field: Field) -> FormValue {
        describe(field, children: field.kind == .subform ? field.children.map(describe) : nil)
    }

    @inline(never)
    private func describe(_ field: Field, children: [FormValue]?) -> FormValue {
        var settings = FieldSettings(describing: field)
        if field.kind != .subform, field.codec != nil, !field.isSecret {
            // Secrets are never echoed; dates are written in the field's own format.
            settings.value = FieldSettings.formatted(field.removingSecrets(from: values[field.index]), field)
        }
        if field.kind == .subform, field.isOptional {
            // An optional subform is present (an object its fields fill) or absent (null).
            settings.value = isNestedModelAbsent(field.key) ? .null : .object([])
        }
        return settings.descriptionValue(describedFields: children)
    }
}
