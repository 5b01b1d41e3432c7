/// The outcome of one rule's check, before any message is chosen.
enum RuleVerdict: Sendable, Equatable {
    /// The value is acceptable.
    case valid
    /// The value breaks the rule; the rule's message (custom or default) explains why.
    case invalid
    /// The rule could not check the value because the form is set up wrongly (an
    /// `equalsField` whose target does not exist). The text says so and is shown even when
    /// the rule has a custom message, which would describe a different problem.
    case unusable(String)
}
