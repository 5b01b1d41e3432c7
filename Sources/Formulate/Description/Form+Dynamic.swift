extension ModelForm where Model == DynamicModel {
    /// Builds a form from a JSON form description, with no Swift model: FXForms' dynamic
    /// fields. Values live in a ``DynamicModel`` and come back as JSON.
    ///
    /// The description is what ``describe()`` prints: `{"fields": [{"key": "age", "type":
    /// "integer", "title": "Age", "rules": [{"rule": "greaterOrEqual", "value": 18}]}, …]}`.
    ///
    /// - Throws: ``FormDefinitionError`` listing every problem, each naming its field: an
    ///   unknown type, an option of the wrong type, a duplicate key (two spellings of one
    ///   key, such as `café` with a precomposed or a combining accent, are one key), a key
    ///   that runs through a field that is not a subform (`a` and `a.b`), fields nested
    ///   more than ``FormLimits/maximumDepth`` levels deep, bad rule parameters, a
    ///   predicate that does not parse. Only the first few mistakes get a "did you mean".
    public convenience init(description: FormValue) throws(FormDefinitionError) {
        // Only the first few mistakes get a "did you mean" suggestion.
        let (model, schema) = try SuggestionBudget.limiting { () throws(FormDefinitionError) in
            try Self.load(description)
        }
        self.init(model: model, schema: schema)
    }

    /// The model and schema of a description.
    private static func load(_ description: FormValue) throws(FormDefinitionError) -> (
        DynamicModel, ModelSchema<DynamicModel>
    ) {
        var loader = FormDescriptionLoader(titles: FormConfiguration.shared.titles)
        let fields = loader.load(description)
        var problems = loader.problems
        var inputProblems: [FormDefinitionError.Problem] = [] // none: every field is input
        let schema = ModelSchema<DynamicModel>(
            modelType: "DynamicModel", fields: fields, accessors: loader.accessors, diagnostics: [],
            // The description is the developer's own list of fields.
            input: .all, problems: &inputProblems
        ) { flat in
            SchemaBuilder<DynamicModel>.compileConditions(flat, problems: &problems)
        }
        guard problems.isEmpty else { throw FormDefinitionError(modelType: "DynamicModel", problems: problems) }
        return (loader.model, schema)
    }

    /// Builds a form from the text of a JSON form description.
    ///
    /// - Throws: ``FormDefinitionError`` for JSON that does not parse (with its line and
    ///   column) or a description that is not valid.
    public convenience init(descriptionJSON: String) throws(FormDefinitionError) {
        let description: FormValue
        do {
            description = try FormValue(json: descriptionJSON)
        } catch {
            throw FormDefinitionError(modelType: "DynamicModel", problems: [.init(key: nil, message: "\(error)")])
        }
        try self.init(description: description)
    }
}
