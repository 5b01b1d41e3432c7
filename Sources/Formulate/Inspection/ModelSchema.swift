import Foundation

/// Everything Formulate knows about a model type's form: its fields (a tree, and the same
/// fields flattened depth-first), how to read and write each of them, and what inspection
/// noticed. Built once per type and cached; immutable.
final class ModelSchema<Model>: @unchecked Sendable {
    // Immutable after init; accessors hold immutable key paths, so sharing is safe.
    let modelType: String
    /// Top-level fields, subforms holding their children.
    let fields: [Field]
    /// Every field, depth-first; a field's `index` is its position here.
    let flat: [Field]
    /// Each key's field index (the first field with the key). Keys compare as Swift
    /// strings do, by canonical equivalence: "café" finds the same field however its "é"
    /// is written.
    let indexByKey: [String: Int]
    /// The accessor of each field in `flat`, reading with the field's codec and default;
    /// for virtual fields, buttons and labels, one that reads nothing and writes nothing
    /// (``FieldAccessor/isNone``). Not optional. // perf: scenario 2
    let accessors: [FieldAccessor<Model>]
    let diagnostics: [FormDiagnostic]
    /// For each field in `flat`, the index of its enclosing subform (or `nil`).
    let parents: [Int?]
    /// For each field in `flat`, the end of the range of its descendants (which follow it).
    let descendantEnds: [Int]

    /// Every hidden/disabled condition of fields and sections.
    let conditions: [ConditionSlot]
    /// For each field index, the conditions whose predicates read it.
    let predicateDependents: [Int: [Int]]
    /// For each field, the field that starts its section (itself, or an earlier sibling).
    let sectionStarts: [Int]
    /// For each field index, the fields whose rules read it (`equalsField`).
    let ruleDependents: [Int: [Int]]

    /// What edits, commits and validation ask about each field in `flat` on every call,
    /// made the first time they are asked (under a lock), then shared; a form keeps them
    /// (``ModelForm/records``). // perf: scenario 1 and 3
    var records: [FieldRecord] {
        madeRecords.withLock { made in
            if let made { return made }
            let records = Self.records(of: flat, parents: parents, accessors: accessors)
            made = records
            return records
        }
    }

    /// ``records``, once made.
    private let madeRecords = Locked<[FieldRecord]?>(nil)
    /// Whether any field's rules read another field (`equalsField`).
    let hasRuleDependents: Bool

    /// For each field in `flat`, whether input from outside the program may write it (the
    /// model type's ``FormCustomizing/inputFields``).
    let inputAllowed: [Bool]

    /// Each field's typed accessor, made on the first commit (``SchemaTypedAccessors``).
    let typedAccessors = SchemaTypedAccessors()

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
        self.parents = parents
        var ends = Array(flat.indices).map { $0 + 1 }
        for index in flat.indices.reversed() {
            if let parent = parents[index] { ends[parent] = max(ends[parent], ends[index]) }
        }
        self.descendantEnds = ends
        var starts = Array(flat.indices)
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
        sections(self.fields)
        self.sectionStarts = starts
        let conditions = compileConditions(flat)
        self.conditions = conditions
        var dependents: [Int: [Int]] = [:]
        let (keys, ruled) = Self.keysAndRules(of: flat)
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(keys.count)
        for index in keys.indices where indexByKey[keys[index]] == nil {
            indexByKey[keys[index]] = index
        }
        self.indexByKey = indexByKey
        self.accessors = Self.reading(accessorsInOrder, flat)
        self.diagnostics = diagnostics
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
        do {
            self.inputAllowed = try input.allowed(
                in: flat, accessors: self.accessors, parents: parents, diagnostics: diagnostics)
        } catch {
            problems.append(error)
            self.inputAllowed = Array(repeating: false, count: flat.count)
        }
    }
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

    /// The record of each field in `flat`, the fields mapped once (not copied by a
    /// subscript), generic over the accessor type (its metadata given once). // perf: scenario 3
    private static func records<Accessor: FieldAccessor<Model>>(
        of flat: [Field], parents: [Int?], accessors: [Accessor]
    ) -> [FieldRecord] {
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
            return FieldRecord(field, isUnderUncreatableModel: underUncreatable, accessor: accessors[index])
        }
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

/// The facts about one field that edits, validation and commits ask on every call: what
/// it stores, and the type-level constraints checked on every edit. A class, not nested in
/// the generic ``ModelSchema``. // perf: scenario 3
final class FieldRecord: Sendable {
    let codec: (any ValueCodec)?
    /// Whether `codec` is not `nil` (asking the optional copies the codec out).
    let hasCodec: Bool
    /// Whether the field is a collection of subforms (its codec makes item forms), asked
    /// once. // perf: scenario 3
    let isItemCollection: Bool
    /// Whether the field is a dictionary of values (``Field/isDictionaryCodec(_:)``), asked
    /// once. // perf: scenario 14
    let isDictionary: Bool
    /// Whether an enclosing optional model cannot be created when it is `nil` (then an
    /// edit must look whether it exists).
    let isUnderUncreatableModel: Bool
    /// `codec.swiftType`, asked once.
    let swiftType: Any.Type?
    /// The type of `codec` itself, asked once. // perf: scenario 3
    let codecType: Any.Type?
    /// Whether the field is an optional nested model that can be switched on and off
    /// (``ModelSchema/isOptionalSubform(_:records:)``), asked once. // perf: scenario 5
    let isOptionalSubform: Bool
    let kind: FieldKind
    let isOptional: Bool
    let isReadOnly: Bool
    let isVirtual: Bool
    let storesOptionIndex: Bool
    let canCreate: Bool
    let hasOptions: Bool
    let hasRules: Bool
    /// The field's options, indexed for look-ups by value and by text.
    let optionIndex: OptionIndex
    /// The rules validation runs, in order: the field's own, then the email check its kind
    /// implies when it has no email rule.
    let rules: [ValidationRule]
    /// ``rules`` compiled into plain checks, asked first.
    let compiledRules: CompiledRules
    /// Whether a rule reads other fields or is Swift code (which may): such rules get a
    /// context that can look the form up; the others a plain one, which costs nothing.
    let rulesReadTheForm: Bool
    /// The field's key and title, for rule contexts and messages.
    let key: String
    let title: String
    let hasInputFormatter: Bool
    let hasValueTransformer: Bool
    /// ``Field/isSecret``, asked once.
    let isSecret: Bool
    /// Whether the field's accessor writes the model value's own storage for this field
    /// alone (``FieldAccessor/isIsolated``), asked once. // perf: scenario 5
    let isIsolatedStorage: Bool
    /// Whether a commit may write the field: it holds a value of a property that can be
    /// written (not read-only, not virtual, not without an accessor).
    let isCommittable: Bool
    let validationTiming: ValidationTiming?
    /// The field's bounds, where an edit must be checked against them: `nil` where the
    /// bound is its integer type's own, which the codec enforces already.
    let minimum: FormValue?
    let maximum: FormValue?
    /// The step a number must be on, counted from `stepBase` (zero when `nil`).
    let step: Decimal?
    let stepBase: Decimal?

    init<Model>(_ field: borrowing Field, isUnderUncreatableModel: Bool, accessor: FieldAccessor<Model>) {
        // The field borrowed and its codec copied out once; what an autoclosure (`&&`, `??`)
        // reads is read into a local first. // perf: scenario 1
        let codec = field.codec
        self.codec = codec
        isIsolatedStorage = accessor.isIsolated
        hasCodec = codec != nil
        kind = field.kind
        isOptional = field.isOptional
        isReadOnly = field.isReadOnly
        isVirtual = field.isVirtual
        isCommittable = hasCodec && !isReadOnly && !isVirtual && !accessor.isNone
        isItemCollection = kind == .collection && codec is any ItemCollectionCoding
        isDictionary = kind == .collection && codec.map(Field.isDictionaryCodec) == true
        self.isUnderUncreatableModel = isUnderUncreatableModel
        swiftType = codec?.swiftType
        codecType = codec.map { type(of: $0) }
        isOptionalSubform = kind == .subform && isOptional && !accessor.isNone
        storesOptionIndex = field.storesOptionIndex
        canCreate = field.canCreate
        hasOptions = !field.options.isEmpty
        // Most fields have neither: then no array is made.
        let ownRules = field.rules
        let impliedRules = field.impliedRules
        rules = impliedRules.isEmpty ? ownRules : ownRules + impliedRules
        hasRules = !rules.isEmpty
        optionIndex = OptionIndex.of(field.options, codec: codec)
        compiledRules = CompiledRules(rules)
        rulesReadTheForm = rules.contains { rule in
            switch rule.check {
            case .equalsField, .custom: return true
            default: return false
            }
        }
        key = field.key
        title = field.title
        hasInputFormatter = field.rules.contains { $0.inputFormatter != nil }
        hasValueTransformer = field.valueTransformer != nil
        isSecret = field.isSecret
        validationTiming = field.validationTiming
        let fieldMinimum = field.minimum
        let fieldMaximum = field.maximum
        let typeBounds =
            fieldMinimum == nil && fieldMaximum == nil ? nil : codec?.integerTypeBounds
        minimum = fieldMinimum == typeBounds?.minimum ? nil : fieldMinimum
        maximum = fieldMaximum == typeBounds?.maximum ? nil : fieldMaximum
        step = field.constraints.step?.decimalValue
        stepBase = field.constraints.stepBase?.decimalValue
    }
}

extension FieldRecord {
    /// Whether `value` may break the field's type-level constraints: `false` only where
    /// ``ModelForm/constraintError(_:field:more:)`` would find nothing, told from the record.
    @inline(__always)
    func mayBreakConstraints(_ value: FormValue) -> Bool {
        if value.isNull { return !isOptional && !isVirtual }
        if let minimum, let order = value.compare(to: minimum), order == .orderedAscending { return true }
        if let maximum, let order = value.compare(to: maximum), order == .orderedDescending { return true }
        if let step, !FieldConstraints.isOnStep(value, step: step, base: stepBase) { return true }
        // Only a model can hold a non-finite number or a date ISO 8601 cannot write.
        if case .double(let number) = value, !number.isFinite { return true }
        if case .date(let date) = value, !ISO8601Text.canWrite(date) { return true }
        guard hasOptions, kind == .option || kind == .multipleChoice else { return false }
        if kind == .option, !storesOptionIndex, optionIndex.position(of: value) != nil { return false }
        if kind == .multipleChoice, let items = value.arrayValue,
            items.allSatisfy({ optionIndex.position(of: $0) != nil })
        {
            return false
        }
        return true
    }
}
