/// The model of a form built from a JSON description rather than a Swift type: values by
/// field key path, in field order.
///
/// ```swift
/// let form = try ModelForm(descriptionJSON: json)
/// try form.setText("18", for: "age")
/// let model = try form.commit()
/// print(model.json.jsonString())   // {"age": 18, ...} nested by key path
/// ```
///
/// Keys compare as Swift strings do, by canonical equivalence, like a form's fields: `café`
/// with a precomposed "é" and `café` with "e" and a combining accent are one key.
public struct DynamicModel: Sendable, Hashable {
    /// The field keys, in the order of the description.
    public private(set) var keys: [String]
    /// The values by field key path.
    public private(set) var values: [String: FormValue]
    /// The keys in ``keys``, for look-ups.
    private var keySet: Set<String>
    /// How ``json`` writes the dates of `date` and `time` fields (and of lists and
    /// dictionaries of them), by key: as the day or the time of day, as a JSON Schema
    /// instance does, not as a date-time. Set by a description's loader; not compared.
    var dayOrTimeKeys: [String: ISO8601Text.Content] = [:]

    /// Creates a model with values in the given key order. A key listed twice (in either
    /// spelling) is kept once, in its first place; keys of `values` not in `keys` follow,
    /// sorted.
    public init(keys: [String] = [], values: [String: FormValue] = [:]) {
        self.keys = []
        self.keySet = []
        self.values = values
        for key in keys where keySet.insert(key).inserted { self.keys.append(key) }
        for key in values.keys.sorted() where keySet.insert(key).inserted { self.keys.append(key) }
    }

    /// The value at `key`; `.null` when there is none.
    public subscript(key: String) -> FormValue {
        get { values[key] ?? .null }
        set {
            if keySet.insert(key).inserted { keys.append(key) }
            values[key] = newValue
        }
    }

    /// Whether two models have the same keys, in the same order, with the same values.
    public static func == (lhs: DynamicModel, rhs: DynamicModel) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    /// Hashes the keys and values (what `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}

/// Reads and writes one value of a ``DynamicModel``.
final class DynamicAccessor: FieldAccessor<DynamicModel>, @unchecked Sendable {
    let key: String
    /// The optional subforms the field lies in, which a write makes present.
    let optionalSubforms: [String]

    init(key: String, optionalSubforms: [String] = []) {
        self.key = key
        self.optionalSubforms = optionalSubforms
    }

    override var isWritable: Bool { true }

    override func read(_ model: DynamicModel) -> Any? {
        let value = model[key]
        return value.isNull ? nil : value
    }

    override func write(_ value: Any?, into model: inout DynamicModel) -> Bool {
        let formValue: FormValue
        if let value {
            guard let typed = value as? FormValue else { return false }
            formValue = typed
        } else {
            formValue = .null
        }
        // Like a field of a Swift optional subform, written into a subform that was `nil`.
        for subform in optionalSubforms where model[subform].isNull { model[subform] = .object([]) }
        model[key] = formValue
        return true
    }
}

/// Whether an optional subform of a ``DynamicModel`` is present: an object (which its
/// fields' values fill in ``DynamicModel/json``) or `null`.
final class DynamicSubformAccessor: FieldAccessor<DynamicModel>, @unchecked Sendable {
    let key: String

    init(key: String) { self.key = key }

    override var isWritable: Bool { true }

    override func read(_ model: DynamicModel) -> Any? {
        // Not `isNull ? nil : value`, whose `nil` would be `FormValue.null`, not absent.
        guard case .object = model[key] else { return nil }
        return model[key]
    }

    override func write(_ value: Any?, into model: inout DynamicModel) -> Bool {
        model[key] = value == nil ? .null : .object([])
        return true
    }
}

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
        let subforms = schema.records.indices.filter { schema.records[$0].isOptionalSubform }.map {
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
