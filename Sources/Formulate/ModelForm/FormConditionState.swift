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
