/// Rules as JSON-ready values, for form descriptions loaded from JSON or plist.
extension ValidationRule {
    /// The rule as a description ``init(description:)`` reads back: `"rule"`, then the
    /// ``parameters``, then `"message"` when the message is custom.
    ///
    /// ```swift
    /// ValidationRule.minLength(8).descriptionValue
    /// // {"rule": "minLength", "value": 8}
    /// ```
    ///
    /// A closure rule gives `{"rule": "closure", "name": <its name>, "message": ...}`, which
    /// documents it but cannot be loaded.
    public var descriptionValue: FormValue {
        var members: [FormValueMember]
        if case .custom(let custom) = check {
            members = [FormValueMember("rule", .string(Name.closure)), FormValueMember("name", .string(custom.name))]
        } else {
            members = [FormValueMember("rule", .string(name))] + parameters
        }
        if let customMessage { members.append(FormValueMember("message", .string(customMessage))) }
        return .object(members)
    }

    /// Makes a built-in rule from its description.
    ///
    /// A description is an object with the rule's name under `"rule"`, its parameters, and
    /// optionally a custom `"message"`:
    ///
    /// ```json
    /// {"rule": "required"}
    /// {"rule": "minLength", "value": 8, "message": "Use 8 or more characters."}
    /// {"rule": "regex", "value": "^[A-Z]{3}$"}
    /// {"rule": "url", "requireScheme": true, "allowedSchemes": ["https"]}
    /// {"rule": "double", "maxDecimalPlaces": 2}
    /// {"rule": "greaterOrEqual", "value": 18}
    /// {"rule": "equalsField", "value": "password"}
    /// ```
    ///
    /// A rule without parameters may also be written as its name alone: `"required"`.
    /// Whole numbers may be written `8` or `8.0`. `null` counts as an absent parameter.
    ///
    /// - Throws: ``FormDefinitionError`` with one problem naming the rule
    ///   (``FormDefinitionError/Problem/rule``) and what it expects: an unknown rule (with
    ///   the closest known name), a missing, unusable or unknown parameter (`minLength` with
    ///   `"eight"` or `-1`), an invalid regular expression, or a closure rule, which cannot
    ///   be loaded.
    public init(description: FormValue) throws(FormDefinitionError) {
        let members: [FormValueMember]
        switch description {
        case .string(let name): members = [FormValueMember("rule", .string(name))]
        case .object(let object): members = object
        default:
            throw .rule(
                nil, .invalidRuleDescription,
                "A rule description must be an object like {\"rule\": \"minLength\", \"value\": 8} "
                    + "or a rule name like \"required\"; got \(RuleValues.literal(description)).")
        }
        guard let name = members.first(where: { $0.key == "rule" })?.value.stringValue, !name.isEmpty else {
            throw .rule(
                nil, .invalidRuleDescription,
                "A rule description needs \"rule\" with the rule's name, like {\"rule\": \"required\"}; "
                    + "got \(RuleValues.literal(description)).")
        }
        if name == Name.closure {
            let closureName = members.first(where: { $0.key == "name" })?.value.stringValue ?? Name.custom
            throw .rule(
                closureName, .ruleNotLoadable,
                "Rule \(RuleValues.quoted(closureName)) is a closure rule: its check is Swift code, "
                    + "so it cannot be loaded from a description. Add it in code with ValidationRule.closure(name:message:_:)."
            )
        }
        var reader = RuleParameterReader(rule: name, members: members)
        guard var rule = try RuleCatalog.rule(named: name, &reader) else {
            throw .rule(
                name, .unknownRule,
                "Unknown rule \(RuleValues.quoted(name))"
                    + ClosestMatch.didYouMean(name, among: Self.builtinNames)
                    + ". Known rules: " + Self.builtinNames.joined(separator: ", ") + ".")
        }
        try reader.finish()
        if let message = members.first(where: { $0.key == "message" })?.value {
            guard case .string(let text) = message else {
                throw .rule(
                    name, .invalidRuleParameter,
                    "\(name) expects \"message\" to be text; got \(RuleValues.literal(message)).")
            }
            rule.customMessage = text
        }
        self = rule
    }
}
