extension ModelForm where Model == DynamicModel {
    /// Builds a form from a JSON form description, with no Swift model: FXForms' dynamic
    /// fields. Values live in a ``DynamicModel`` and come back as JSON.
    ///
    /// The description is what ``describe()`` prints: `{"fields": [{"key": "age", "type":
    /// "integer", "title": "Age", "rules": [{"rule": "greaterOrEqual", "value": 18}]}, …]}`;
    /// a bare array of fields is read as that object's `"fields"`.
    /// Input from outside may write every field, unless an `"input"` array lists the keys it
    /// may write (``FormInput/only(_:)-([String])``), as ``describe()`` does for a form that
    /// keeps some fields from input.
    ///
    /// - Throws: ``FormDefinitionError`` listing every problem, each naming its field: an
    ///   unknown type, an option of the wrong type, a duplicate key (two spellings of one
    ///   key, such as `café` with a precomposed or a combining accent, are one key), a key
    ///   that runs through a field that is not a subform (`a` and `a.b`), fields nested
    ///   more than ``FormLimits/maximumDepth`` levels deep, bad rule parameters, a
    ///   predicate that does not parse, or that compares an option field with a literal
    ///   that is none of its values (an option's title, say). A refused field's conditions
    ///   are checked too, and a condition naming it does not call it unknown. Only the first few mistakes get a "did you mean"
    ///   (``FormLimits/maximumSuggestions``).
    ///
    /// - Parameters:
    ///   - description: The form description.
    ///   - configuration: The titles, time zone and limits of the form;
    ///     ``FormConfiguration/shared`` unless given.
    public convenience init(
        description: FormValue, configuration: FormConfiguration = .shared
    ) throws(FormDefinitionError) {
        // Only the first few mistakes get a "did you mean" suggestion.
        let (model, schema) = try SuggestionBudget.limiting(configuration.limits) { () throws(FormDefinitionError) in
            try Self.load(description, titles: configuration.titles)
        }
        self.init(model: model, schema: schema)
        timeZone = configuration.timeZone ?? .current
        ownLimits = configuration.limits
    }

    /// The model and schema of a description.
    private static func load(_ description: FormValue, titles: TitleOptions) throws(FormDefinitionError) -> (
        DynamicModel, ModelSchema<DynamicModel>
    ) {
        var loader = FormDescriptionLoader(titles: titles)
        let fields = loader.load(description)
        var problems = loader.problems
        var inputProblems: [FormDefinitionError.Problem] = []
        let schema = ModelSchema<DynamicModel>(
            modelType: "DynamicModel", fields: fields, accessors: loader.accessors, diagnostics: [],
            // The description is the developer's own list of fields: all input unless it
            // lists the keys that are (``describe()`` of a model that keeps some from input).
            input: loader.inputKeys.map(FormInput.only) ?? .all, problems: &inputProblems
        ) { flat in
            SchemaBuilder<DynamicModel>.compileConditions(flat, unloaded: loader.unloaded, problems: &problems)
        }
        // A listed key whose field was refused above is not a second mistake.
        problems += inputProblems.filter { input in
            !problems.contains { field in Self.isSameField(input.key, field.key) }
        }
        guard problems.isEmpty else { throw FormDefinitionError(modelType: "DynamicModel", problems: problems) }
        return (loader.model, schema)
    }

    /// Whether the keys `a` and `b` name one field, or one lies inside the other
    /// (`zones` and `zones.name`, or `zones[].target` in a problem about an item's field).
    private static func isSameField(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        func isInside(_ inner: String, _ outer: String) -> Bool {
            DottedKey.isInside(inner, outer) || DottedKey.hasPrefix(inner, outer + "[")
        }
        return a == b || isInside(a, b) || isInside(b, a)
    }

    /// Builds a form from the text of a JSON form description.
    ///
    /// - Throws: ``FormDefinitionError`` for JSON that does not parse (reason
    ///   ``FormDefinitionError/Reason/jsonSyntax``, its ``FormDefinitionError/Problem/location``
    ///   the offset, line and column) or a description that is not valid.
    /// - Parameters:
    ///   - descriptionJSON: The text of the form description.
    ///   - configuration: As for ``init(description:configuration:)``.
    public convenience init(
        descriptionJSON: String, configuration: FormConfiguration = .shared
    ) throws(FormDefinitionError) {
        let description: FormValue
        do {
            description = try FormValue(json: descriptionJSON)
        } catch {
            let problem = FormDefinitionError.Problem(
                key: nil, reason: .jsonSyntax, message: "the description is not valid JSON: \(error.message)",
                location: .init(offset: error.offset, line: error.line, column: error.column))
            throw FormDefinitionError(modelType: "DynamicModel", problems: [problem])
        }
        try self.init(description: description, configuration: configuration)
    }
}

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
            inputAllowed[index] && !(records[index].parent.map { inputAllowed[$0] } ?? false)
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
