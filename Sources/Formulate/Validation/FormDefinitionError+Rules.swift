/// The errors of rules that cannot be made from a description or a pattern, worded in one place.
extension FormDefinitionError {
    /// A rule that cannot be made: which rule (when the description names one), what kind of
    /// problem, and a sentence saying what was wrong and what is accepted.
    static func rule(_ name: String?, _ reason: Reason, _ message: String) -> FormDefinitionError {
        FormDefinitionError(Problem(key: nil, reason: reason, message: message, rule: name))
    }

    /// A regular expression that does not compile.
    static func invalidPattern(_ pattern: String) -> FormDefinitionError {
        rule(
            ValidationRule.Name.regex, .invalidPattern,
            "regex expects \"value\" to be a valid regular expression; \(RuleValues.quoted(pattern)) is not one.")
    }

    /// A pattern that uses syntax ``RegexPattern`` does not read.
    static func unsupportedPattern(_ pattern: String, _ failure: RegexParser.Failure) -> FormDefinitionError {
        rule(
            ValidationRule.Name.regex, .invalidPattern,
            "regex \(RuleValues.quoted(pattern)) uses syntax that is not supported, at offset \(failure.offset): "
                + "\(failure.reason). Patterns are read to check that they run in bounded time and to carry them "
                + "to HTML and JSON Schema; write it without that syntax.")
    }

    /// A pattern that can backtrack for a long time.
    static func backtrackingPattern(_ pattern: String, _ hazard: RegexHazard) -> FormDefinitionError {
        rule(
            ValidationRule.Name.regex, .backtrackingPattern,
            "regex \(RuleValues.quoted(pattern)) can take \(hazard.growth) on a value that does not match: "
                + "\(hazard.explanation). Rewrite it so that each part of a value can be matched in one way only, "
                + "or opt in with RegexPattern(\(RuleValues.quoted(pattern)), allowsBacktracking: true) "
                + "(\"allowsBacktracking\": true in a description) and a small maximumInputLength.")
    }

    /// A negative input limit.
    static func negativeInputLength(_ length: Int) -> FormDefinitionError {
        rule(
            ValidationRule.Name.regex, .invalidRuleParameter,
            "regex expects \"maximumInputLength\" to be a whole number of characters, 0 or more; got \(length).")
    }
}
