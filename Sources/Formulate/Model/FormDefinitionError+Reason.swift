extension FormDefinitionError {
    /// What kind of mistake a ``Problem`` is; its raw value is the stable message key, and it
    /// prints as its case name (`conditionSyntax`).
    ///
    /// | group | keys |
    /// |---|---|
    /// | a form's fields, overrides and descriptions | `definition.invalid`, `definition.unknownKey`, `definition.duplicateKey`, `definition.invalidKey`, `definition.unknownAttribute`, `definition.invalidAttribute`, `definition.tooDeep` |
    /// | condition predicates | `condition.syntax`, `condition.unknownField`, `condition.typeMismatch`, `condition.limit` |
    /// | rules and regular expressions | `rule.invalidDescription`, `rule.unknownRule`, `rule.missingParameter`, `rule.invalidParameter`, `rule.unknownParameter`, `rule.notLoadable`, `rule.invalidPattern`, `rule.backtrackingPattern` |
    /// | the text of a form description | `json.syntax` |
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A mistake no more specific reason covers: a field that cannot be made as defined.
        case invalidDefinition = "definition.invalid"
        /// A key that names no field (an override, `excludedFields`, `inputFields`, a condition set by key).
        case unknownKey = "definition.unknownKey"
        /// A key used by two fields.
        case duplicateKey = "definition.duplicateKey"
        /// A key that cannot be a field's: an empty name, control characters, too many names,
        /// a path through a field that is not a subform.
        case invalidKey = "definition.invalidKey"
        /// An attribute that does not exist (`placehodler`).
        case unknownAttribute = "definition.unknownAttribute"
        /// An attribute of the wrong type, or with a value the field cannot use.
        case invalidAttribute = "definition.invalidAttribute"
        /// Subforms nested deeper than ``FormLimits/maximumDepth``.
        case tooDeep = "definition.tooDeep"

        /// A predicate that does not parse.
        case conditionSyntax = "condition.syntax"
        /// A predicate's `$key` that names no field.
        case conditionUnknownField = "condition.unknownField"
        /// A comparison in a predicate that could never hold (`$age == '18'`).
        case conditionTypeMismatch = "condition.typeMismatch"
        /// A predicate over a limit: longer than ``FormLimits/maximumPredicateLength``, or
        /// nested deeper than ``ConditionExpression/maximumNesting``.
        case conditionLimit = "condition.limit"

        /// A rule description that is neither an object with a `"rule"` name nor a rule name.
        case invalidRuleDescription = "rule.invalidDescription"
        /// A `"rule"` that names no built-in rule.
        case unknownRule = "rule.unknownRule"
        /// A parameter the rule needs is absent.
        case missingRuleParameter = "rule.missingParameter"
        /// A parameter has a value the rule cannot use.
        case invalidRuleParameter = "rule.invalidParameter"
        /// A parameter the rule does not take.
        case unknownRuleParameter = "rule.unknownParameter"
        /// A closure rule, whose check is code a description cannot carry.
        case ruleNotLoadable = "rule.notLoadable"
        /// A regular expression that does not compile, or uses syntax ``RegexPattern`` does not read.
        case invalidPattern = "rule.invalidPattern"
        /// A regular expression that can backtrack for a long time (``RegexPattern``).
        case backtrackingPattern = "rule.backtrackingPattern"

        /// A form description that is not JSON (or is nested deeper than
        /// ``FormLimits/maximumJSONDepth``).
        case jsonSyntax = "json.syntax"

        /// The stable identifier of the message, for a catalog of translations: the raw value.
        public var messageKey: String { rawValue }
    }
}
