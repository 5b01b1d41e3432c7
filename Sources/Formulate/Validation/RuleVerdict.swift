/// What a rule's check found.
enum RuleVerdict: Sendable, Equatable {
    /// The value passes.
    case valid
    /// The value fails: the rule's message says why.
    case invalid
    /// The check could not run (a field it compares with does not exist); the text says why.
    case unusable(String)
    /// A collection repeats an item (``ValidationRule/unique``): the item at `later` is the
    /// same as the one at `earlier`.
    case duplicate(later: Int, earlier: Int)
}
