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
