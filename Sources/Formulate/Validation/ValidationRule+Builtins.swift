/// The general-purpose rules: presence, regular expressions and closures.
extension ValidationRule {
    /// The value must be present: `nil`, an empty or whitespace-only string, an empty
    /// list and an empty dictionary fail.
    ///
    /// Any other value passes, including `false`, `0` and a date: a Boolean that is off is
    /// still a value. To demand that a switch is on ("I accept the terms"), use a
    /// ``closure(name:message:skipsBlank:implies:_:)`` such as `{ $0 == .bool(true) }`.
    ///
    /// Default message: "Name is required."
    public static let required = ValidationRule(.required)

    /// The text must match a regular expression as a whole (`^` and `$` are implied).
    ///
    /// The pattern is read and compiled once, when the rule is made, as a ``RegexPattern``
    /// (ICU syntax; write `(?i)` for a case-insensitive match; `\d` means `[0-9]`). A pattern
    /// that can backtrack exponentially, such as `(a+)+`, is refused; values longer than
    /// 1,000 characters fail without being matched. Values that are not text fail; blank
    /// values pass. ``regex(_:message:)-(RegexPattern,_)`` takes a pattern made with other limits.
    ///
    /// ```swift
    /// let code = try ValidationRule.regex("[A-Z]{3}-[0-9]{3}", message: "Use a code like ABC-123.")
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The regular expression.
    ///   - message: A message to show instead of the default "Code must match the pattern
    ///     [A-Z]{3}-[0-9]{3}.", which few people can read.
    /// - Throws: ``FormDefinitionError`` (reason ``FormDefinitionError/Reason/invalidPattern``)
    ///   when `pattern` is not a valid regular expression, and (reason
    ///   ``FormDefinitionError/Reason/backtrackingPattern``) when it can backtrack for a long time.
    public static func regex(_ pattern: String, message: String? = nil) throws(FormDefinitionError) -> ValidationRule {
        regex(try RegexPattern(pattern), message: message)
    }

    /// The text must match `pattern` as a whole, with the pattern's own limits.
    ///
    /// ```swift
    /// let legacy = try RegexPattern("^(\\w+\\s?)+$", allowsBacktracking: true, maximumInputLength: 40)
    /// let name = ValidationRule.regex(legacy, message: "Use words separated by spaces.")
    /// ```
    public static func regex(_ pattern: RegexPattern, message: String? = nil) -> ValidationRule {
        var rule = ValidationRule(.regex(pattern))
        rule.customMessage = message
        return rule
    }

    /// A rule whose check is a Swift closure over the value.
    ///
    /// Closure rules describe themselves as `{"rule": "closure", "name": ..., "message": ...}`
    /// but cannot be loaded from a description: their check is code.
    ///
    /// ```swift
    /// let hasDigit = ValidationRule.closure(name: "hasDigit", message: "Include at least one digit.") { value in
    ///     value.stringValue?.contains(where: \.isNumber) ?? false
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The rule's name and the name in its errors' ``FormError/reason`` (`.rule(name)`).
    ///   - message: The message shown when the check fails, verbatim (it is the rule's
    ///     ``customMessage`` and is not localized).
    ///   - skipsBlank: Whether blank values (`nil`, "", whitespace, an empty list) pass
    ///     without calling `check`, like every built-in rule except ``required``.
    ///   - implies: Built-in rules the check implies (`[.required]`, `[.maxLength(40)]`):
    ///     renderers announce their constraints, and the form checks them before `check`.
    ///     None by default: a custom rule implies nothing unless it says so.
    ///   - check: Returns `true` when the value is acceptable.
    public static func closure(
        name: String = Name.custom,
        message: String,
        skipsBlank: Bool = true,
        implies: [ValidationRule] = [],
        _ check: @escaping @Sendable (FormValue) -> Bool
    ) -> ValidationRule {
        closure(
            name: name, message: message, skipsBlank: skipsBlank, implies: implies,
            usingContext: { value, _ in check(value) })
    }

    /// A rule whose check is a Swift closure over the value and the ``RuleContext``, for
    /// checks that read other fields.
    ///
    /// ```swift
    /// let longerThanUsername = ValidationRule.closure(name: "longerThanUsername",
    ///                                                 message: "Make it longer than your username.") { value, context in
    ///     (value.stringValue?.count ?? 0) > (context.valueOf("username")?.stringValue?.count ?? 0)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The rule's name and the name in its errors' ``FormError/reason`` (`.rule(name)`).
    ///   - message: The message shown when the check fails, verbatim.
    ///   - skipsBlank: Whether blank values pass without calling `check`.
    ///   - implies: Built-in rules the check implies, as for the other `closure`.
    ///   - readsFields: Keys of the other fields `check` reads through
    ///     ``RuleContext/valueOf``: the rule is checked again when one of them changes, and a
    ///     key that is not a field is reported when the form is built.
    ///   - check: Returns `true` when the value is acceptable.
    public static func closure(
        name: String = Name.custom,
        message: String,
        skipsBlank: Bool = true,
        implies: [ValidationRule] = [],
        readsFields: [String] = [],
        usingContext check: @escaping @Sendable (FormValue, RuleContext) -> Bool
    ) -> ValidationRule {
        let custom = CustomRule(
            name: name, implies: implies, skipsBlank: skipsBlank, referencedFieldKeys: readsFields, check: check)
        return ValidationRule(.custom(custom)).message(message)
    }
}
