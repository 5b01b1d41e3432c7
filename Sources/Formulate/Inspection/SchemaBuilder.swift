/// Builds a model type's schema: inspection, then customization merged in order
/// (inferred < annotation < list entry < per-key override), then each field finished.
struct SchemaBuilder<Model> {
    let configuration: FormConfiguration
    var problems: [FormDefinitionError.Problem] = []
    /// For each finished field, depth-first (a subform before its children: the order of
    /// ``ModelSchema/flat``), the ``InspectedProperty/accessorIndex`` of its property, or
    /// -1 for a field with no property. Positions, not accessors: in unspecialized code each
    /// accessor appended would ask the runtime for `FieldAccessor<Model>` metadata.
    var accessorOrder: [Int] = []
    /// What finishing the fields noticed, after inspection's diagnostics.
    var diagnostics: [FormDiagnostic] = []
    /// For the item type of a collection of subforms: the types it lies in, and how deep.
    var enclosingTypes: [ObjectIdentifier] = []
    var depth = 0

    init(configuration: FormConfiguration) {
        self.configuration = configuration
    }

    /// A field under construction (not nested here: see ``SchemaDraft``).
    typealias Draft = SchemaDraft

    /// The schema of `Model`, whose annotations are read from `Model()` when the type is
    /// ``DefaultConstructible``, else from `model`.
    mutating func build(from model: Model) throws(FormDefinitionError) -> ModelSchema<Model> {
        // Only the first few mistakes get a "did you mean" suggestion.
        try SuggestionBudget.limiting(configuration.limits) { () throws(FormDefinitionError) in
            try buildSchema(from: model)
        }
    }

    private mutating func buildSchema(from model: Model) throws(FormDefinitionError) -> ModelSchema<Model> {
        let canonical = (Model.self as? any DefaultConstructible.Type).flatMap { $0.init() as? Model }
        return try build(instance: canonical ?? model, source: .root(Model.self, isCanonical: canonical != nil))
    }

    /// The schema of `Model` with annotations read from `instance` as `source` says (the
    /// item type of a collection may have no value to read them from).
    mutating func build(instance: Model?, source: AnnotationSource) throws(FormDefinitionError) -> ModelSchema<Model> {
        var inspector = ModelInspector<Model>(inference: TypeInference(titles: configuration.titles))
        inspector.enclosingTypes = enclosingTypes
        inspector.baseDepth = depth
        inspector.makeItemCodec = { [configuration] type, enclosing, depth, keyed in
            ItemSchemas.codec(
                for: type, keyed: keyed, configuration: configuration, enclosing: enclosing, depth: depth)
        }
        let properties = inspector.inspect(instance: instance, source: source)
        problems += inspector.problems
        let annotations = inspector.annotations
        var drafts = properties.map { Self.draft($0, annotations: annotations, level: nil) }
        // One accessor per property: room for the top level's at once, not grown a field at a time.
        accessorOrder.reserveCapacity(accessorOrder.count + properties.count)
        customize(&drafts, levelType: Model.self, prefix: "")
        var fields: [Field] = []
        fields.reserveCapacity(drafts.count)
        for index in drafts.indices { finish(&drafts[index], into: &fields) }
        guard problems.isEmpty else {
            throw FormDefinitionError(modelType: TypeNames.shared.name(of: Model.self), problems: problems)
        }
        var conditionProblems: [FormDefinitionError.Problem] = []
        var inputProblems: [FormDefinitionError.Problem] = []
        let input = (Model.self as? any FormCustomizing.Type)?.inputFields ?? .none
        let schema = ModelSchema(
            modelType: TypeNames.shared.name(of: Model.self), fields: consume fields,
            accessorsInOrder: Self.accessors(inspector.accessors, in: accessorOrder),
            diagnostics: inspector.diagnostics + diagnostics, input: input, problems: &inputProblems
        ) { flat in
            Self.compileConditions(flat, problems: &conditionProblems)
        }
        guard conditionProblems.isEmpty && inputProblems.isEmpty else {
            throw FormDefinitionError(
                modelType: TypeNames.shared.name(of: Model.self), problems: conditionProblems + inputProblems)
        }
        return schema
    }

    /// The accessors of the form's fields in `order` (positions in `inspected`, -1 for none):
    /// inspection's own list when every property became a field in its order, as it does
    /// unless customization leaves some out or reorders them.
    private static func accessors(_ inspected: [FieldAccessor<Model>], in order: [Int]) -> [FieldAccessor<Model>] {
        if order.elementsEqual(inspected.indices) { return inspected }
        let none = FieldAccessor<Model>(isNone: true)
        return order.map { $0 >= 0 ? inspected[$0] : none }
    }

    /// Parses and checks every condition against the form's value fields.
    ///
    /// - Parameter unloaded: fields of a description that were refused (a form is not made
    ///   of them): their conditions are checked too, so that every mistake is reported at
    ///   once, and a condition naming one is no "unknown field" (its own problem says why
    ///   it is missing); no slot is made for them.
    static func compileConditions(
        _ flat: [Field], unloaded: [Field] = [], problems: inout [FormDefinitionError.Problem]
    ) -> [ConditionSlot] {
        // Most forms have no conditions: then nothing below is needed (fields are looked at
        // in place, not copied).
        // Each field's conditions are read in place, without copying the field. // perf: scenario 1
        let conditioned = flat.indices.filter { index in
            flat[index].hidden != nil || flat[index].disabled != nil
                || flat[index].sectionHidden != nil || flat[index].sectionDisabled != nil
        }
        guard !conditioned.isEmpty || unloaded.contains(where: \.hasCondition) else { return [] }
        let valueFields = flat.filter { $0.codec != nil }
        let knownKeys = valueFields.map(\.key)
        // A refused field's key is known (and suggested), though it has no category.
        let referable = knownKeys + unloaded.map(\.key)
        let known = Set(referable)
        let categories = Dictionary(
            valueFields.compactMap { field in
                ValueCategory(kind: field.kind, storesOptionIndex: field.storesOptionIndex, options: field.options).map
                { (field.key, $0) }
            }, uniquingKeysWith: { first, _ in first })
        // The values a condition may compare an option field with.
        let options = Dictionary(
            valueFields.compactMap { field in
                field.kind == .option && !field.storesOptionIndex && !field.options.isEmpty
                    ? (field.key, field.options) : nil
            }, uniquingKeysWith: { first, _ in first })
        var slots: [ConditionSlot] = []
        // The fields of each nested type whose own conditions are compiled, by its prefix.
        var scopes: [String: CompiledCondition.Scope] = [:]
        func compile(_ field: Field) -> [ConditionSlot] {
            let owned: [(FormCondition?, ConditionRole, Bool, String)] = [
                (field.hidden, .hidden, false, "hidden"), (field.disabled, .disabled, false, "disabled"),
                (field.sectionHidden, .hidden, true, "sectionHidden"),
                (field.sectionDisabled, .disabled, true, "sectionDisabled"),
            ]
            var slots: [ConditionSlot] = []
            for case (let condition?, let role, let isSection, let attribute) in owned {
                do {
                    let compiled: CompiledCondition
                    if case .scoped(let scoped) = condition.storage {
                        let scope = scopes[scoped.prefix] ?? .init(prefix: scoped.prefix, formKeys: knownKeys)
                        scopes[scoped.prefix] = scope
                        compiled = try CompiledCondition.compile(
                            scoped, for: field.key, attribute: attribute, scope: scope, category: { categories[$0] },
                            options: { options[$0] })
                    } else {
                        compiled = try CompiledCondition.compile(
                            condition, for: field.key, attribute: attribute, knownKeys: referable, known: known,
                            category: { categories[$0] }, options: { options[$0] })
                    }
                    slots.append(
                        ConditionSlot(index: field.index, role: role, isSection: isSection, condition: compiled))
                } catch {
                    problems.append(error)
                }
            }
            return slots
        }
        for index in conditioned { slots += compile(flat[index]) }
        for field in unloaded where field.hasCondition { _ = compile(field) }
        return slots
    }

    /// A property's draft, with its children's. This recurses once per nested model, so
    /// the draft is made in a helper that does not (a debug build gives every temporary of
    /// a function its own stack slot, and settings are large).
    ///
    /// - Parameter level: for a property of a nested model, the subform's property: its
    ///   annotations' conditions name the nested type's fields.
    static func draft(
        _ property: InspectedProperty, annotations: [Int: DraftSettings], level: InspectedProperty?
    ) -> Draft {
        var draft = childlessDraft(property, annotations: annotations, level: level)
        if let children = property.children {
            draft.children = children.map { Self.draft($0, annotations: annotations, level: property) }
            draft.levelType = property.valueType
        }
        return draft
    }

    /// A property's draft, its settings being its annotation (``ModelInspector/annotations``).
    @inline(never)
    private static func childlessDraft(
        _ property: InspectedProperty, annotations: [Int: DraftSettings], level: InspectedProperty?
    ) -> Draft {
        // Not `annotation ?? FieldSettings()`, which copied the settings out of the optional
        // and destroyed it (some thirty optionals each way) for every property.
        if !annotations.isEmpty, let annotation = annotations[property.accessorIndex] {
            if let level, annotation.settings.hasConditions {
                let settings = annotation.settings.scopingConditions(
                    to: level.key + ".", typeName: TypeNames.shared.name(of: level.valueType))
                return Draft(key: property.key, settings: settings, property: property, children: [], levelType: nil)
            }
            return Draft(key: property.key, box: annotation, property: property, children: [], levelType: nil)
        }
        return Draft(key: property.key, box: .empty, property: property, children: [], levelType: nil)
    }
}

/// A field under construction. Not nested in the generic ``SchemaBuilder``: a nested type
/// is generic too, and unspecialized code asks the runtime for its metadata at each copy.
struct SchemaDraft {
    var key: String
    /// The draft's settings, in an immutable box: most drafts share the empty one, and a
    /// draft is made, passed and finished without copying its settings (some thirty
    /// optionals, about 470 bytes, each copy retaining them). A change replaces the box.
    var box: DraftSettings
    var property: InspectedProperty?
    var children: [SchemaDraft]
    /// The type whose customization applies at this level (for subforms).
    var levelType: Any.Type?

    /// The draft's settings (customization merged in order).
    var settings: FieldSettings {
        get { box.settings }
        set { box = DraftSettings(newValue) }
    }

    init(
        key: String, box: DraftSettings, property: InspectedProperty?, children: [SchemaDraft], levelType: Any.Type?
    ) {
        self.key = key
        self.box = box
        self.property = property
        self.children = children
        self.levelType = levelType
    }

    init(
        key: String, settings: FieldSettings, property: InspectedProperty?, children: [SchemaDraft],
        levelType: Any.Type?
    ) {
        self.init(
            key: key, box: DraftSettings(settings), property: property, children: children, levelType: levelType)
    }

    /// The last component of ``key``: its property's name (a virtual field's is found in
    /// its key).
    var name: String {
        property?.name ?? Self.lastComponent(of: key)
    }

    /// What follows the last dot of `key` (all of it when it has none).
    static func lastComponent(of key: String) -> String {
        key.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(key[key.utf8.index(after: $0)...]) } ?? key
    }
}

/// A draft's settings, shared by the copies of the draft; immutable (a change makes a new box).
final class DraftSettings: Sendable {
    let settings: FieldSettings

    init(_ settings: FieldSettings) {
        self.settings = settings
    }

    /// The settings of a property that has no annotation (most of them).
    static let empty = DraftSettings(FieldSettings())
}

extension Field {
    /// Whether the field has a condition of its own or its section's.
    fileprivate var hasCondition: Bool {
        hidden != nil || disabled != nil || sectionHidden != nil || sectionDisabled != nil
    }
}
