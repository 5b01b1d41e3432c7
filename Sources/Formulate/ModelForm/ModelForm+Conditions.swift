extension ModelForm {
    /// Whether the field at `key` is hidden now: by its own condition, its section's, or an
    /// enclosing subform's. Hidden fields are not rendered, validated, or editable.
    public func isHidden(_ key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return isItemFieldHidden(key) }
        return isHidden(index)
    }

    /// ``isHidden(_:)-(String)`` of a key that is no field of this form: inside an item.
    func isItemFieldHidden(_ key: String) -> Bool {
        itemRead(key) { $0.isHidden($1) } ?? false
    }

    /// Whether the field at `key` is disabled now: by its own condition, its section's, or
    /// an enclosing subform's. Disabled fields keep their values but cannot be edited.
    public func isDisabled(_ key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return isItemFieldDisabled(key) }
        return isDisabled(index)
    }

    /// ``isDisabled(_:)-(String)`` of a key that is no field of this form: inside an item.
    func isItemFieldDisabled(_ key: String) -> Bool {
        itemRead(key) { $0.isDisabled($1) } ?? false
    }

    /// Whether the section started by the field at `key` is hidden now.
    package func isSectionHidden(startingAt key: String) -> Bool {
        observedIndex(of: key).map { conditionState.sectionHidden[$0] } ?? false
    }

    /// Sets when the field at `key` is hidden, replacing any condition it had. The
    /// condition is evaluated at once and again whenever a field it depends on changes.
    ///
    /// - Throws: ``FormDefinitionError`` for an unknown field, or a predicate that does not
    ///   parse or names a field that does not exist (with the position and a suggestion).
    public func setHidden(_ condition: FormCondition, for key: String) throws(FormDefinitionError) {
        try setCondition(condition, role: .hidden, isSection: false, key: key, attribute: "hidden")
    }

    /// Sets when the field at `key` is disabled, replacing any condition it had.
    ///
    /// - Throws: ``FormDefinitionError`` as ``setHidden(_:for:)`` does.
    public func setDisabled(_ condition: FormCondition, for key: String) throws(FormDefinitionError) {
        try setCondition(condition, role: .disabled, isSection: false, key: key, attribute: "disabled")
    }

    /// Sets when the section started by the field at `key` is hidden.
    package func setSectionHidden(_ condition: FormCondition, startingAt key: String) throws(FormDefinitionError) {
        try setCondition(condition, role: .hidden, isSection: true, key: key, attribute: "sectionHidden")
    }

    /// Sets when the section started by the field at `key` is disabled.
    package func setSectionDisabled(_ condition: FormCondition, startingAt key: String) throws(FormDefinitionError) {
        try setCondition(condition, role: .disabled, isSection: true, key: key, attribute: "sectionDisabled")
    }

    private func setCondition(
        _ condition: FormCondition, role: ConditionRole, isSection: Bool, key: String, attribute: String
    ) throws(FormDefinitionError) {
        guard let index = schema.indexByKey[key] else {
            let message =
                "'\(key)' is not a field of this form"
                + didYouMean(key, among: schema.flat.lazy.map(\.key))
            throw FormDefinitionError(
                modelType: schema.modelType, problems: [.init(key: key, reason: .unknownKey, message: message)])
        }
        var problems: [FormDefinitionError.Problem] = []
        var probe = schema.flat[index]
        probe.hidden = nil
        probe.disabled = nil
        probe.sectionHidden = nil
        probe.sectionDisabled = nil
        switch (role, isSection) {
        case (.hidden, false): probe.hidden = condition
        case (.disabled, false): probe.disabled = condition
        case (.hidden, true): probe.sectionHidden = condition
        case (.disabled, true): probe.sectionDisabled = condition
        }
        var flat = schema.flat
        flat[index] = probe
        let compiled = SchemaBuilder<Model>.compileConditions(flat, problems: &problems)
            .filter { $0.index == index && $0.role == role && $0.isSection == isSection }
        if let problem = problems.first(where: { $0.key == key }) {
            throw FormDefinitionError(modelType: schema.modelType, problems: [problem])
        }
        guard let slot = compiled.first else { return }
        let position: Int
        if let existing = conditionState.slots.firstIndex(where: {
            $0.index == index && $0.role == role && $0.isSection == isSection
        }) {
            position = existing
            conditionState.slots[existing] = slot
            for key in conditionState.predicateDependents.keys {
                conditionState.predicateDependents[key]?.removeAll { $0 == existing }
            }
            conditionState.record(reads: [], for: existing)
        } else {
            position = conditionState.slots.count
            conditionState.slots.append(slot)
            conditionState.results.append(false)
        }
        if case .predicate(let expression) = slot.condition {
            for reference in expression.references {
                if let dependency = schema.indexByKey[reference] {
                    conditionState.predicateDependents[dependency, default: []].append(position)
                }
            }
        }
        evaluateCondition(position)
    }

    /// Evaluates every condition (when the form is built).
    func evaluateAllConditions() {
        for slot in conditionState.slots.indices { evaluateCondition(slot) }
    }

    /// Evaluates the conditions that depend on the field at `index`, and only those.
    func updateConditions(dependingOn index: Int) {
        guard conditionState.hasSlots else { return }
        for slot in conditionState.dependents(of: index) { evaluateCondition(slot) }
    }

    func evaluateCondition(_ slot: Int) {
        conditionState.evaluations += 1
        let result: Bool
        switch conditionState.slots[slot].condition {
        case .constant(let value):
            result = value
        case .predicate(let expression):
            result = expression.evaluate { [values, schema] key in schema.indexByKey[key].map { values[$0] } ?? .null }
        case .closure(let closure):
            var reads: Set<Int> = []
            let lookup = FormValues { [values, schema] key in
                guard let index = schema.indexByKey[key] else { return .null }
                reads.insert(index)
                return values[index]
            }
            result = closure(lookup)
            conditionState.record(reads: reads, for: slot)
        }
        let changed = conditionState.results[slot] != result
        conditionState.apply(result, slot: slot)
        if changed { conditionDidChange(conditionState.slots[slot]) }
    }

    /// Whether the field at `index` (its section, or a subform around it) is hidden now.
    func isHidden(_ index: Int) -> Bool {
        // Flags are set by conditions only: without any, nothing is hidden.
        guard conditionState.hasSlots else { return false }
        var current: Int? = index
        while let i = current {
            if conditionState.hidden[i] || conditionState.sectionHidden[records[i].sectionStart] { return true }
            current = records[i].parent
        }
        return false
    }

    /// Whether the field at `index` (its section, or a subform around it) is disabled now.
    func isDisabled(_ index: Int) -> Bool {
        guard conditionState.hasSlots else { return false }
        var current: Int? = index
        while let i = current {
            if conditionState.disabled[i] || conditionState.sectionDisabled[records[i].sectionStart] { return true }
            current = records[i].parent
        }
        return false
    }
}

/// A form's live hidden/disabled state: the result of each condition, and which
/// conditions must be evaluated again when a field changes.
///
/// A class, owned by one form: every edit asks whether its field is hidden or disabled,
/// and reading a struct of this size out of the form copied (and retained) all of it.
final class FormConditionState {
    /// The conditions: the schema's, then those set on this form.
    var slots: [ConditionSlot] {
        didSet { hasSlots = !slots.isEmpty }
    }
    /// Whether there are any conditions: when there are none, no field is hidden or
    /// disabled, and edits skip the lookups.
    private(set) var hasSlots: Bool
    /// The current result of each condition.
    var results: [Bool]
    /// For each field index, the conditions whose predicates read it.
    var predicateDependents: [Int: [Int]]
    /// For each closure condition, the fields it read the last time it ran.
    var closureReads: [Int: Set<Int>] = [:]
    /// For each field index, the closure conditions that read it the last time they ran.
    var closureDependents: [Int: Set<Int>] = [:]
    /// Per field: hidden by its own condition; disabled by its own condition.
    var hidden: [Bool]
    var disabled: [Bool]
    /// Per section-starting field: its section is hidden; disabled.
    var sectionHidden: [Bool]
    var sectionDisabled: [Bool]
    /// How many conditions have been evaluated, for tests of dependency tracking.
    var evaluations = 0

    init(slots: [ConditionSlot], predicateDependents: [Int: [Int]], fieldCount: Int) {
        self.slots = slots
        self.hasSlots = !slots.isEmpty
        self.results = Array(repeating: false, count: slots.count)
        self.predicateDependents = predicateDependents
        hidden = Array(repeating: false, count: fieldCount)
        disabled = hidden
        sectionHidden = hidden
        sectionDisabled = hidden
    }

    /// The conditions to evaluate again after the field at `index` changed.
    func dependents(of index: Int) -> [Int] {
        let predicate = predicateDependents[index] ?? []
        guard let closures = closureDependents[index], !closures.isEmpty else { return predicate }
        return Array(Set(predicate).union(closures)).sorted()
    }

    /// Records which fields a closure condition read.
    func record(reads: Set<Int>, for slot: Int) {
        for old in closureReads[slot] ?? [] { closureDependents[old]?.remove(slot) }
        closureReads[slot] = reads
        for field in reads { closureDependents[field, default: []].insert(slot) }
    }

    /// Stores a condition's result in the flags of what it controls.
    func apply(_ result: Bool, slot: Int) {
        results[slot] = result
        let target = slots[slot]
        switch (target.role, target.isSection) {
        case (.hidden, false): hidden[target.index] = result
        case (.disabled, false): disabled[target.index] = result
        case (.hidden, true): sectionHidden[target.index] = result
        case (.disabled, true): sectionDisabled[target.index] = result
        }
    }
}
