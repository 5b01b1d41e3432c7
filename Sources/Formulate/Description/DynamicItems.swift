/// Collections of subforms in dynamic forms: each item is a ``DynamicModel`` of its own,
/// built from the item template's `fields`, and the collection is stored in the enclosing
/// model as a JSON array of objects (nested along the items' dotted keys), or, for a
/// dictionary of subforms, as a JSON object of them under their keys.
enum DynamicItems {
    /// The codec of a collection (`keyed`: a dictionary) whose items have the described
    /// `fields`; new items can be added when `canCreate`.
    static func codec(fields: [FieldSettings], canCreate: Bool, titles: TitleOptions, keyed: Bool = false)
        -> Result<any ValueCodec, FormDefinitionError>
    {
        var loader = FormDescriptionLoader(titles: titles)
        let itemFields = loader.load(fields)
        var problems = loader.problems
        var inputProblems: [FormDefinitionError.Problem] = []
        let schema = ModelSchema<DynamicModel>(
            modelType: "DynamicModel", fields: itemFields, accessors: loader.accessors, diagnostics: [],
            input: .all, problems: &inputProblems
        ) { flat in
            SchemaBuilder<DynamicModel>.compileConditions(flat, problems: &problems)
        }
        guard problems.isEmpty else {
            return .failure(FormDefinitionError(modelType: "DynamicModel", problems: problems))
        }
        let template = loader.model
        let keys = schema.flat.filter(\.holdsValue).map(\.key)
        let records = schema.records
        let subforms = records.indices.filter { schema.isOptionalSubform($0, records: records) }.map {
            schema.flat[$0].key
        }
        let storage = ItemCollectionCodec<DynamicModel>.Storage(
            swiftType: FormValue.self,
            items: { value in
                (value as? FormValue)?.arrayValue?.map {
                    item(from: $0, keys: keys, subforms: subforms, template: template)
                }
            },
            store: { items in FormValue.array(items.map(\.json)) },
            template: { template }, canCreate: canCreate)
        let items = ItemCollectionCodec<DynamicModel>(schema: schema, storage: storage)
        guard keyed else { return .success(items) }
        let keyedStorage = KeyedItemCollectionCodec<DynamicModel>.Storage(
            swiftType: FormValue.self,
            entries: { value in
                (value as? FormValue)?.objectValue?.map {
                    (key: $0.key, item: item(from: $0.value, keys: keys, subforms: subforms, template: template))
                }
            },
            store: { entries in
                FormValue.object(entries.sorted { $0.key < $1.key }.map { FormValueMember($0.key, $0.item.json) })
            })
        return .success(KeyedItemCollectionCodec(items: items, storage: keyedStorage))
    }

    /// An item read from its JSON object: each field's value at its dotted key, and each
    /// optional subform (`subforms`) present when the object holds it (as an object, or
    /// as its fields' dotted keys) and absent when it holds `null`.
    private static func item(from object: FormValue, keys: [String], subforms: [String], template: DynamicModel)
        -> DynamicModel
    {
        var item = template
        for key in subforms {
            if let value = value(at: key, in: object) {
                item[key] = value.objectValue == nil ? .null : .object([])
            } else if object.objectValue?.contains(where: { DottedKey.isInside($0.key, key) }) == true {
                item[key] = .object([])
            }
        }
        for key in keys {
            if let value = value(at: key, in: object) { item[key] = value }
        }
        return item
    }

    /// The value at a dotted key: as the model stores it (nested), or as a form's value
    /// gives it (dotted keys).
    private static func value(at key: String, in object: FormValue) -> FormValue? {
        var nested: FormValue? = object
        for name in DottedKey.components(of: key) { nested = nested?[String(name)] }
        return object[key] ?? nested
    }
}
