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

extension ValidationRule {
    /// The names of the built-in rules: the ``ValidationRule/name`` of each rule, the
    /// name in its errors' ``FormError/reason`` and its `"rule"` in JSON descriptions.
    public enum Name {
        /// ``ValidationRule/required``.
        public static let required = "required"
        /// ``ValidationRule/email``.
        public static let email = "email"
        /// ``ValidationRule/url(requireScheme:allowedSchemes:)``.
        public static let url = "url"
        /// ``ValidationRule/regex(_:message:)-(String,_)``.
        public static let regex = "regex"
        /// ``ValidationRule/minLength(_:unit:)``.
        public static let minLength = "minLength"
        /// ``ValidationRule/maxLength(_:unit:)``.
        public static let maxLength = "maxLength"
        /// ``ValidationRule/exactLength(_:unit:)``.
        public static let exactLength = "exactLength"
        /// ``ValidationRule/greaterThan(_:)``.
        public static let greaterThan = "greaterThan"
        /// ``ValidationRule/greaterOrEqual(_:)``.
        public static let greaterOrEqual = "greaterOrEqual"
        /// ``ValidationRule/lessThan(_:)``.
        public static let lessThan = "lessThan"
        /// ``ValidationRule/lessOrEqual(_:)``.
        public static let lessOrEqual = "lessOrEqual"
        /// ``ValidationRule/equalsField(_:)``.
        public static let equalsField = "equalsField"
        /// ``ValidationRule/integer``.
        public static let integer = "integer"
        /// ``ValidationRule/double(maxDecimalPlaces:)``.
        public static let double = "double"
        /// ``ValidationRule/usPhone``.
        public static let usPhone = "usPhone"
        /// ``ValidationRule/phoneNumber``.
        public static let phoneNumber = "phoneNumber"
        /// ``ValidationRule/fiveDigitZipCode``.
        public static let fiveDigitZipCode = "fiveDigitZipCode"
        /// ``ValidationRule/usState``.
        public static let usState = "usState"
        /// ``ValidationRule/expiration``.
        public static let expiration = "expiration"
        /// ``ValidationRule/unique`` and ``ValidationRule/unique(by:)``.
        public static let unique = "unique"
        /// The `"rule"` of a closure rule's description; closure rules cannot be loaded.
        public static let closure = "closure"
        /// The default name of a closure rule.
        public static let custom = "custom"
    }

    /// The names of the rules ``init(description:)`` can load, in documentation order.
    public static let builtinNames: [String] = [
        Name.required, Name.email, Name.url, Name.regex,
        Name.minLength, Name.maxLength, Name.exactLength,
        Name.greaterThan, Name.greaterOrEqual, Name.lessThan, Name.lessOrEqual,
        Name.equalsField, Name.integer, Name.double,
        Name.usPhone, Name.phoneNumber, Name.fiveDigitZipCode, Name.usState, Name.expiration, Name.unique,
    ]
}

/// Makes a built-in rule from its name and the parameters of its description.
enum RuleCatalog {
    /// The rule named `name` built from `reader`'s parameters, or `nil` when no built-in
    /// rule has that name.
    static func rule(named name: String, _ reader: inout RuleParameterReader) throws(FormDefinitionError)
        -> ValidationRule?
    {
        typealias Name = ValidationRule.Name
        let count = "a whole number of characters (or items), 0 or more"
        let bound = "a number, text, date or Boolean to compare with"
        switch name {
        case Name.required: return .required
        case Name.email: return .email
        case Name.url:
            let requireScheme = try reader.optional("requireScheme", "true or false", RuleParameterReader.bool) ?? false
            let schemes = try reader.optional(
                "allowedSchemes", "a non-empty list of schemes such as [\"https\"]", RuleParameterReader.textList)
            return .url(requireScheme: requireScheme, allowedSchemes: schemes)
        case Name.regex:
            let pattern = try reader.required("value", "a regular expression", RuleParameterReader.text)
            let allowsBacktracking =
                try reader.optional("allowsBacktracking", "true or false", RuleParameterReader.bool) ?? false
            let limit = try reader.optional("maximumInputLength", count, RuleParameterReader.count)
            return .regex(
                try RegexPattern(
                    pattern, allowsBacktracking: allowsBacktracking,
                    maximumInputLength: limit ?? RegexPattern.defaultMaximumInputLength))
        case Name.minLength:
            return .minLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.maxLength:
            return .maxLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.exactLength:
            return .exactLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.greaterThan: return .greaterThan(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.greaterOrEqual:
            return .greaterOrEqual(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.lessThan: return .lessThan(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.lessOrEqual: return .lessOrEqual(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.equalsField:
            return .equalsField(try reader.required("value", "the key path of another field", RuleParameterReader.text))
        case Name.integer: return .integer
        case Name.double:
            let places = try reader.optional(
                "maxDecimalPlaces", "a whole number of decimal places, 0 or more", RuleParameterReader.count)
            return .double(maxDecimalPlaces: places)
        case Name.usPhone: return .usPhone
        case Name.phoneNumber: return .phoneNumber
        case Name.fiveDigitZipCode: return .fiveDigitZipCode
        case Name.usState: return .usState
        case Name.expiration: return .expiration
        case Name.unique:
            let field = try reader.optional(
                "by", "the key of a field of the items, like \"name\"", RuleParameterReader.text)
            return field.map(ValidationRule.unique(by:)) ?? .unique
        default: return nil
        }
    }

    /// A length rule's optional `"unit"`: `characters` (the default), `unicodeScalars` or `utf16`.
    private static func unit(_ reader: inout RuleParameterReader) throws(FormDefinitionError) -> LengthUnit {
        let units = LengthUnit.allCases.map(\.rawValue).joined(separator: ", ")
        return try reader.optional("unit", "one of " + units, { $0.stringValue.flatMap(LengthUnit.init(rawValue:)) })
            ?? .characters
    }
}

/// Reads the parameters of one rule description, turning every problem into a
/// ``FormDefinitionError`` that names the rule and what it expects.
struct RuleParameterReader {
    /// The rule being read.
    let rule: String
    /// The description's members other than `"rule"` and `"message"`.
    private let members: [FormValueMember]
    /// The keys the rule has asked for so far.
    private var accepted: [String] = []

    /// A reader for the parameters of `rule` among `members`.
    init(rule: String, members: [FormValueMember]) {
        self.rule = rule
        self.members = members.filter { $0.key != "rule" && $0.key != "message" }
    }

    /// The raw value of parameter `key`, if present and not `null`.
    private mutating func raw(_ key: String) -> FormValue? {
        accepted.append(key)
        guard let value = members.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
        return value
    }

    /// A parameter the rule cannot do without.
    mutating func required<T>(
        _ key: String, _ expected: String, _ read: (FormValue) -> T?
    ) throws(FormDefinitionError) -> T {
        guard let value = try optional(key, expected, read) else {
            throw .rule(rule, .missingRuleParameter, "\(rule) needs \(RuleValues.quoted(key)): \(expected).")
        }
        return value
    }

    /// A parameter the rule can do without; `nil` when absent or `null`.
    mutating func optional<T>(
        _ key: String, _ expected: String, _ read: (FormValue) -> T?
    ) throws(FormDefinitionError) -> T? {
        guard let value = raw(key) else { return nil }
        guard let result = read(value) else {
            throw .rule(
                rule, .invalidRuleParameter,
                "\(rule) expects \(RuleValues.quoted(key)) to be \(expected); got \(RuleValues.literal(value)).")
        }
        return result
    }

    /// Fails when the description has a key the rule never asked for, suggesting the
    /// closest accepted one.
    func finish() throws(FormDefinitionError) {
        guard let stray = members.first(where: { !accepted.contains($0.key) }) else { return }
        let keys = accepted + ["message"]
        let accepts =
            accepted.isEmpty
            ? "it takes only \"message\"" : "it takes " + keys.map(RuleValues.quoted).joined(separator: ", ")
        throw .rule(
            rule, .unknownRuleParameter,
            "\(rule) has no parameter \(RuleValues.quoted(stray.key))"
                + ClosestMatch.didYouMean(stray.key, among: keys) + "; \(accepts).")
    }

    // MARK: Value readers

    /// A whole number of 0 or more (`8`, `8.0`).
    static func count(_ value: FormValue) -> Int? {
        RuleValues.wholeNumber(value).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// A Boolean.
    static func bool(_ value: FormValue) -> Bool? { value.boolValue }

    /// A non-empty string.
    static func text(_ value: FormValue) -> String? {
        value.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A non-empty list of non-empty strings.
    static func textList(_ value: FormValue) -> [String]? {
        guard let items = value.arrayValue, !items.isEmpty else { return nil }
        let texts = items.compactMap(text)
        return texts.count == items.count ? texts : nil
    }

    /// A number, text, date or Boolean: something a comparison can use.
    static func scalar(_ value: FormValue) -> FormValue? {
        switch value {
        case .null, .array, .object: return nil
        default: return value
        }
    }
}

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
