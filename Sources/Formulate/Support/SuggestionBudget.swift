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
