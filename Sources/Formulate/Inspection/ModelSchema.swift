import Foundation

/// Everything Formulate knows about a model type's form: its fields (a tree, and the same
/// fields flattened depth-first), one ``FieldRecord`` per field with how to read and write
/// it, and what inspection noticed. Built once per type and cached; immutable.
final class ModelSchema<Model>: @unchecked Sendable {
    // Immutable after init; records hold accessors of immutable key paths, so sharing is safe.
    let modelType: String
    /// Top-level fields, subforms holding their children.
    let fields: [Field]
    /// Every field's description, depth-first; a field's `index` is its position here.
    let flat: [Field]
    /// Everything else about each field of `flat`, at the same index: where it sits, its
    /// accessor with the typed fast path, what depends on it, and what edits, validation
    /// and commits ask. Made the first time a form of the schema asks (under a lock), then
    /// shared: a form that is only made and shown never pays for them. // perf: scenario 1
    var records: [FieldRecord] {
        madeRecords.withLock { made in
            if let made { return made }
            let records = Self.records(
                of: flat, tree: fields, parents: parents, accessors: accessors, ruleDependents: ruleDependents)
            made = records
            return records
        }
    }
    /// ``records``, once made.
    private let madeRecords = Locked<[FieldRecord]?>(nil)
    /// The records, if a form of the schema has asked for them already.
    var recordsIfMade: [FieldRecord]? { madeRecords.withLock { $0 } }
    /// The accessor inspection found for each field of `flat`, reading with the field's codec
    /// and default: how a form reads its model before the records (and their typed
    /// accessors) are made. // perf: scenario 1
    let accessors: [FieldAccessor<Model>]
    /// For each field of `flat`, whether input from outside the program may write it (the
    /// model type's ``FormCustomizing/inputFields``), known when the schema is built.
    let inputAllowed: [Bool]
    /// What the records are made from: each field's enclosing subform, and the fields whose
    /// rules read each field.
    private let parents: [Int?]
    private let ruleDependents: [Int: [Int]]
    /// Each key's field index (the first field with the key). Keys compare as Swift
    /// strings do, by canonical equivalence: "café" finds the same field however its "é"
    /// is written.
    let indexByKey: [String: Int]
    let diagnostics: [FormDiagnostic]

    /// Every hidden/disabled condition of fields and sections.
    let conditions: [ConditionSlot]
    /// For each field index, the conditions whose predicates read it.
    let predicateDependents: [Int: [Int]]
    /// Whether any field's rules read another field (`equalsField`).
    let hasRuleDependents: Bool

    /// The field each key path from the model names, made when first asked.
    let keyPaths = SchemaKeyPaths()

    /// A schema of fields whose accessors are given by key (a form description's).
    convenience init(
        modelType: String, fields: [Field], accessors: [String: FieldAccessor<Model>], diagnostics: [FormDiagnostic],
        input: FormInput, problems: inout [FormDefinitionError.Problem],
        compileConditions: ([Field]) -> [ConditionSlot]
    ) {
        var inOrder: [FieldAccessor<Model>] = []
        let none = FieldAccessor<Model>(isNone: true)
        func walk(_ fields: [Field]) {
            for field in fields {
                inOrder.append(accessors[field.key] ?? none)
                walk(field.children)
            }
        }
        walk(fields)
        self.init(
            modelType: modelType, fields: fields, accessorsInOrder: inOrder, diagnostics: diagnostics, input: input,
            problems: &problems, compileConditions: compileConditions)
    }

    /// A schema of `fields`; `accessorsInOrder` holds each field's accessor, depth-first
    /// (a subform's before its children's), as `flat` will.
    init(
        modelType: String, fields: consuming [Field], accessorsInOrder: [FieldAccessor<Model>],
        diagnostics: [FormDiagnostic],
        input: FormInput, problems: inout [FormDefinitionError.Problem],
        compileConditions: ([Field]) -> [ConditionSlot]
    ) {
        self.modelType = modelType
        let (tree, flat, parents) = Self.numbered(consume fields)
        self.fields = tree
        self.flat = flat
        let conditions = compileConditions(flat)
        self.conditions = conditions
        let (keys, ruled) = Self.keysAndRules(of: flat)
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(keys.count)
        for index in keys.indices where indexByKey[keys[index]] == nil {
            indexByKey[keys[index]] = index
        }
        self.indexByKey = indexByKey
        self.diagnostics = diagnostics
        var dependents: [Int: [Int]] = [:]
        for (slot, condition) in conditions.enumerated() {
            guard case .predicate(let expression) = condition.condition else { continue }
            for key in expression.references {
                if let index = indexByKey[key] { dependents[index, default: []].append(slot) }
            }
        }
        self.predicateDependents = dependents
        var ruleDependents: [Int: [Int]] = [:]
        // A field's own rules: those its kind implies (an email or URL check) name no other field.
        for (index, rules) in ruled {
            for rule in rules {
                for key in rule.referencedFieldKeys {
                    if let target = Self.index(ofRuleReference: key, from: keys[index], in: indexByKey) {
                        ruleDependents[target, default: []].append(index)
                    }
                }
            }
        }
        self.ruleDependents = ruleDependents
        self.hasRuleDependents = !ruleDependents.isEmpty
        self.parents = parents
        let accessors = Self.reading(accessorsInOrder, flat)
        self.accessors = accessors
        do {
            self.inputAllowed = try input.allowed(
                in: flat, of: Model.self, pathFromModel: { accessors[$0].pathFromModel }, parent: { parents[$0] },
                diagnostics: diagnostics)
        } catch {
            problems.append(error)
            self.inputAllowed = Array(repeating: false, count: flat.count)
        }
    }

    /// The accessor of the field at `index`, as inspection found it (its record holds the
    /// typed one).
    @inline(__always)
    func accessor(at index: Int) -> FieldAccessor<Model> { accessors[index] }
}

extension ModelSchema {
    /// `fields` numbered depth-first (each field's `index`) with their constraints derived;
    /// the same fields flattened depth-first; and each flattened field's enclosing subform.
    /// A form without subforms is its own flat list (the two arrays share their storage).
    ///
    /// `fields` is consumed: numbered in place, the caller's array is not copied first.
    private static func numbered(_ fields: consuming [Field]) -> (tree: [Field], flat: [Field], parents: [Int?]) {
        var tree = fields
        // Asked by position: `contains(where:)` copied each field to pass it to the closure.
        guard tree.indices.contains(where: { !tree[$0].children.isEmpty }) else {
            for position in tree.indices { prepare(&tree[position], index: position) }
            return (tree, tree, Array(repeating: nil, count: tree.count))
        }
        var flat: [Field] = []
        var parents: [Int?] = []
        // Numbered in place: a `Field` holds some twenty references, and each copy retains them.
        func number(_ fields: inout [Field], parent: Int?) {
            for position in fields.indices {
                let index = flat.count
                prepare(&fields[position], index: index)
                flat.append(fields[position])
                parents.append(parent)
                if !fields[position].children.isEmpty {
                    number(&fields[position].children, parent: index)
                    flat[index].children = fields[position].children
                }
            }
        }
        number(&tree, parent: nil)
        return (tree, flat, parents)
    }

    /// The key of each field in `flat`, and the rules of each field that has any, with its
    /// index; each field read where it lies (a copy retains some twenty references).
    /// // perf: scenario 1
    private static func keysAndRules(of flat: [Field]) -> (
        keys: [String], ruled: [(index: Int, rules: [ValidationRule])]
    ) {
        var keys: [String] = []
        keys.reserveCapacity(flat.count)
        var ruled: [(index: Int, rules: [ValidationRule])] = []
        for index in flat.indices {
            if !flat[index].rules.isEmpty { ruled.append((index, flat[index].rules)) }
            keys.append(flat[index].key)
        }
        return (keys, ruled)
    }

    /// Each of `accessors` reading its field in `flat` with the field's codec and default.
    /// Generic over the accessor type, given once. // perf: scenario 1
    private static func reading<Accessor: FieldAccessor<Model>>(_ accessors: [Accessor], _ flat: [Field])
        -> [FieldAccessor<Model>]
    {
        var index = -1
        return accessors.map { accessor in
            index += 1
            return accessor.reading(codec: flat[index].codec, defaultValue: flat[index].defaultValue)
        }
    }

    /// The record of each field in `flat`, with the typed accessor of each of `accessors`
    /// where it has one; the fields mapped once (not copied by a subscript), generic over the
    /// accessor type (its metadata given once). // perf: scenario 1 and 3
    private static func records<Accessor: FieldAccessor<Model>>(
        of flat: [Field], tree: [Field], parents: [Int?], accessors: [Accessor], ruleDependents: [Int: [Int]]
    ) -> [FieldRecord] {
        var ends = Array(flat.indices).map { $0 + 1 }
        for index in flat.indices.reversed() {
            if let parent = parents[index] { ends[parent] = max(ends[parent], ends[index]) }
        }
        let starts = sectionStarts(of: tree, count: flat.count)
        let canCreate = flat.map { $0.canCreate }
        var index = -1
        return flat.map { field in
            index += 1
            var ancestor = parents[index]
            var underUncreatable = false
            while let current = ancestor, !underUncreatable {
                underUncreatable = !canCreate[current]
                ancestor = parents[current]
            }
            return FieldRecord(
                field, parent: parents[index], descendantEnd: ends[index], sectionStart: starts[index],
                ruleDependents: ruleDependents[index] ?? [], isUnderUncreatableModel: underUncreatable,
                accessor: Accessors.typed(accessors[index]))
        }
    }

    /// For each of `count` fields numbered depth-first from `tree`, the field that starts its
    /// section: itself, or the earlier sibling with a header (or after a footer).
    private static func sectionStarts(of tree: [Field], count: Int) -> [Int] {
        var starts = Array(0..<count)
        func sections(_ siblings: [Field]) {
            var start: Int?
            for position in siblings.indices {
                let index = siblings[position].index
                if siblings[position].header != nil || start == nil { start = index }
                starts[index] = start ?? index
                if siblings[position].footer != nil { start = nil }
                if !siblings[position].children.isEmpty { sections(siblings[position].children) }
            }
        }
        sections(tree)
        return starts
    }

    /// Gives `field` its position in the flat list, and its (and its item template's)
    /// constraints.
    @inline(never)
    private static func prepare(_ field: inout Field, index: Int) {
        field.index = index
        field.deriveConstraints()
        if !field.itemStorage.isEmpty {
            field.itemStorage[0].deriveConstraints()
        }
    }

    /// The field a rule of the field at `key` names (`equalsField("password")`): a sibling
    /// in the same nested model first, then the key path from the root.
    func index(ofRuleReference reference: String, from key: String) -> Int? {
        Self.index(ofRuleReference: reference, from: key, in: indexByKey)
    }

    static func index(ofRuleReference reference: String, from key: String, in indexByKey: [String: Int]) -> Int? {
        if let parent = DottedKey.parent(of: key), let sibling = indexByKey[parent + "." + reference] { return sibling }
        return indexByKey[reference]
    }
}
