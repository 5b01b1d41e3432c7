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
