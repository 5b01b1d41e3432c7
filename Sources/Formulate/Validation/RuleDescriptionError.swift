/// Why a rule could not be made from a description (or a pattern): which rule, what was
/// wrong, and what would be accepted.
///
/// ```swift
/// do { _ = try ValidationRule(description: ["rule": "minLength", "value": "eight"]) }
/// catch { print(error.message) }
/// // minLength expects "value" to be a whole number of characters, 0 or more; got "eight".
/// ```
public struct RuleDescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Reason: String, Sendable, Hashable {
        /// The description is neither an object nor a rule name.
        case notAnObject
        /// The object has no `"rule"` string.
        case missingRuleName
        /// The `"rule"` names no built-in rule.
        case unknownRule
        /// A parameter the rule needs is absent.
        case missingParameter
        /// A parameter has a value the rule cannot use.
        case invalidParameter
        /// The object has a key the rule does not take.
        case unknownParameter
        /// The rule is a closure, whose check is code a description cannot carry.
        case notLoadable
        /// A regular expression does not compile, or uses syntax ``RegexPattern`` does not read.
        case invalidPattern
        /// A regular expression can backtrack for a long time (``RegexPattern``).
        case backtrackingPattern
    }

    /// The rule the description names, when it names one.
    public var rule: String?
    /// What kind of problem it is.
    public var reason: Reason
    /// A sentence for a person: what was wrong and what is accepted.
    public var message: String

    /// Creates an error.
    public init(rule: String?, reason: Reason, message: String) {
        self.rule = rule
        self.reason = reason
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }

    /// A regular expression that does not compile.
    static func invalidPattern(_ pattern: String) -> RuleDescriptionError {
        RuleDescriptionError(
            rule: ValidationRule.Name.regex,
            reason: .invalidPattern,
            message:
                "regex expects \"value\" to be a valid regular expression; \(RuleValues.quoted(pattern)) is not one."
        )
    }
}
