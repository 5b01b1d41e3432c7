/// How many "did you mean" suggestions the operation under way may still make.
///
/// An operation that can report one mistake per piece of its input (loading a description,
/// compiling its conditions, `setValues`, `applyInput`) runs inside ``limiting(_:)``: its
/// first ``maximumSuggestions`` mistakes get a suggestion, later ones only their message,
/// so a thousand unknown keys cost a thousand look-ups, not a thousand searches through
/// every key of the form. Operations started inside another share the outer budget. Outside
/// any such operation (a single `setText` for an unknown key) every mistake gets one.
final class SuggestionBudget: Sendable {
    /// How many suggestions one operation makes.
    static let maximumSuggestions = 5

    /// The budget of the operation under way on this task or thread, if any.
    @TaskLocal static var current: SuggestionBudget?

    private let suggestionsLeft = Locked(SuggestionBudget.maximumSuggestions)

    init() {}

    /// Runs `body` with a budget: the current one if an operation is already under way,
    /// otherwise a new one.
    static func limiting<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        if current != nil { return try body() }
        return try $current.withValue(SuggestionBudget()) { Result { () throws(Failure) in try body() } }.get()
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
