/// Finds the candidate closest to a misspelt name, for "did you mean" suggestions.
///
/// A suggestion costs a bounded amount of work whatever the candidates, within the
/// ``FormLimits`` in force: names longer than ``FormLimits/maximumSuggestedNameLength`` are
/// not compared, only the first ``FormLimits/maximumSuggestionCandidates`` candidates are
/// looked at, a candidate whose length alone puts it too far away is skipped, and at most
/// ``FormLimits/maximumSuggestionComparisons`` edit distances are computed, each given up
/// once it exceeds the distance that could still win. Within one operation that can report
/// many mistakes (a description loaded, a batch of values set), only the first
/// ``FormLimits/maximumSuggestions`` mistakes get a suggestion: see ``SuggestionBudget``.
enum ClosestMatch {
    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is
    /// close enough to be a plausible typo: at most a third of the longer name, and at least 2.
    /// `nil` too once the operation's ``SuggestionBudget`` is spent.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let limits = FormLimits.current
        // Long names are not typos of field keys; comparing them would only cost time.
        guard name.utf8.count <= limits.maximumSuggestedNameLength, SuggestionBudget.current?.take() ?? true else {
            return nil
        }
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        var comparisons = 0
        for candidate in candidates.prefix(max(0, limits.maximumSuggestionCandidates)) {
            guard comparisons < limits.maximumSuggestionComparisons else { break }
            guard candidate.utf8.count <= limits.maximumSuggestedNameLength else { continue }
            let length = candidate.count
            // Beyond this distance the candidate is no typo, or no better than the best so far.
            var bound = max(2, max(target.count, length) / 3)
            if let best { bound = min(bound, best.distance - 1) }
            guard abs(length - target.count) <= bound else { continue }
            comparisons += 1
            if let distance = editDistance(target, Array(candidate.lowercased()), atMost: bound) {
                best = (candidate, distance)
            }
        }
        WorkMeter.add(comparisons, .editDistance)
        return best?.candidate
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        editDistance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The Levenshtein distance between two character arrays, or `nil` once it is certain
    /// to exceed `limit` (every entry of a row of the table is larger).
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// " (did you mean 'x'?)" or "" when nothing is close.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// How many "did you mean" suggestions the operation under way may still make, and the
/// limits it runs under.
///
/// An operation that can report one mistake per piece of its input (loading a description,
/// compiling its conditions, `setValues`, `applyInput`) runs inside ``limiting(_:_:)``: its
/// first ``FormLimits/maximumSuggestions`` mistakes get a suggestion, later ones only their
/// message, so a thousand unknown keys cost a thousand look-ups, not a thousand searches
/// through every key of the form. Operations started inside another share the outer budget.
/// Outside any such operation (a single `setText` for an unknown key) every mistake gets one.
final class SuggestionBudget: Sendable {
    /// The budget of the operation under way on this task or thread, if any.
    @TaskLocal static var current: SuggestionBudget?

    /// The limits of the operation: a form's own configuration's, or the shared one's.
    let limits: FormLimits
    private let suggestionsLeft: Locked<Int>

    init(limits: FormLimits) {
        self.limits = limits
        suggestionsLeft = Locked(limits.maximumSuggestions)
    }

    /// Runs `body` with a budget: the current one if an operation is already under way,
    /// otherwise a new one under `limits` (by default ``FormConfiguration/shared``'s).
    static func limiting<R, Failure: Error>(
        _ limits: FormLimits? = nil, _ body: () throws(Failure) -> R
    ) throws(Failure) -> R {
        if current != nil { return try body() }
        let budget = SuggestionBudget(limits: limits ?? FormConfiguration.shared.limits)
        return try $current.withValue(budget) { Result { () throws(Failure) in try body() } }.get()
    }

    /// Takes one suggestion from the budget; `false` once none is left.
    func take() -> Bool {
        suggestionsLeft.withLock { left in
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }
}

/// Counts units of work done by operations whose cost must grow linearly with their input
/// (edit distances computed for suggestions, keys looked up while loading a description
/// or writing a model's JSON, options looked up for submitted values), so that tests can
/// check the work of an input and of twice that input without timing anything.
///
/// Nothing is counted unless a meter is installed with ``measure(_:)``; each operation
/// adds its count once, at its end, so an operation not measured pays one task-local read.
final class WorkMeter: Sendable {
    /// What is counted.
    enum Unit: Hashable, Sendable {
        /// An edit distance computed between a misspelt name and a candidate.
        case editDistance
        /// A key looked up in a table (or compared with another key).
        case keyLookup
        /// An option looked up for a value or a text (or compared with one).
        case optionLookup
    }

    /// The meter of the measurement under way on this task or thread, if any.
    @TaskLocal static var current: WorkMeter?

    private let counts = Locked([Unit: Int]())

    /// Adds `count` units of work to the meter under way, if any.
    static func add(_ count: Int, _ unit: Unit) {
        guard count > 0, let meter = current else { return }
        meter.counts.withLock { $0[unit, default: 0] += count }
    }

    /// Runs `body` and returns what it counted.
    static func measure(_ body: () throws -> Void) rethrows -> WorkMeter {
        let meter = WorkMeter()
        try $current.withValue(meter) { try body() }
        return meter
    }

    /// The units of `unit` counted so far.
    subscript(unit: Unit) -> Int {
        counts.withLock { $0[unit] ?? 0 }
    }
}
