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

/// A check written in Swift: a name, what it implies for renderers, and the check itself.
///
/// Make one with ``ValidationRule/closure(name:message:skipsBlank:implies:_:)``. A custom rule
/// implies nothing unless it lists the built-in rules it implies (`implies: [.required]`):
/// then renderers announce those rules' constraints, and the form checks them too, before
/// the closure, so nothing is announced that the server does not keep.
public struct CustomRule: Sendable {
    /// The rule's name: the name in its errors' ``FormError/reason`` (`.rule(name)`).
    public let name: String
    /// The built-in rules this rule implies, checked before `check` runs.
    public let implies: [ValidationRule]
    /// Whether blank values pass without running the check.
    public let skipsBlank: Bool
    /// Keys of other fields the check reads through ``RuleContext/valueOf``.
    public let referencedFieldKeys: [String]
    /// The check: `true` when the value passes.
    let check: @Sendable (FormValue, RuleContext) -> Bool
}

/// Rules on a whole collection: no item repeated.
extension ValidationRule {
    /// No two items of a collection are the same: for a collection of values
    /// (`[String]`, `[Int]`), no value appears twice; for a collection of subforms, no two
    /// items are equal in every field.
    ///
    /// Every item counts, empty ones too: two empty texts are the same value. Text is
    /// compared as Swift compares strings (`"é"` written as one scalar or as `e` and an
    /// accent are the same). The error names the later of the first two equal items
    /// (`tags.2`) and the earlier one by its index (arguments `item` and `sameAsItem`, from
    /// 0 as in keys; the default message counts from 1, as pages show items). A JSON Schema
    /// announces the rule on a collection of values as `uniqueItems`. An empty list passes.
    ///
    /// Default message: "Tags: item 3 is the same as item 1; each item must be different."
    public static let unique = ValidationRule(.unique(by: nil))

    /// No two items of a collection of subforms have the same value in the field at `key`
    /// (server names unique: `.unique(by: "name")`).
    ///
    /// `key` is the key of a field of the item (`name`, or `address.city` inside a subform of
    /// the item). Items whose field is blank (empty text, `nil`) are not compared, so add
    /// ``required`` to the item's field to demand a value. The error names the field of the
    /// later duplicate item (`servers.2.name`) and the earlier item by its index; a key that
    /// is not a field of the items is reported when the rule runs.
    ///
    /// JSON Schema has no keyword for "unique by a member", so a schema exporter announces
    /// nothing for this rule: the form checks it.
    ///
    /// Default message: "Servers: item 3 has the same name as item 2; each item's name must be different."
    public static func unique(by key: String) -> ValidationRule {
        ValidationRule(.unique(by: key))
    }

    /// Checks a collection's items for a repeat, in one pass over them.
    func evaluateUniqueness(of value: FormValue, by key: String?, in context: RuleContext) -> RuleVerdict {
        guard let items = value.arrayValue else { return .unusable(RuleMessages.uniqueNotAList(context.displayTitle)) }
        var seen: [FormValue: Int] = [:]
        seen.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let compared: FormValue
            if let key {
                guard let member = Self.member(key, of: item) else {
                    return .unusable(RuleMessages.uniqueFieldMissing(context.displayTitle, key: key))
                }
                if RuleValues.isBlank(member) { continue }
                compared = member
            } else {
                compared = item
            }
            if let earlier = seen[compared] { return .duplicate(later: index, earlier: earlier) }
            seen[compared] = index
        }
        return .valid
    }

    /// The value of the field `key` in the object `item` (a form's item value names nested
    /// fields by their whole key, `credentials.user`; JSON nests them), or `nil` when the
    /// item has no such member.
    private static func member(_ key: String, of item: FormValue) -> FormValue? {
        if let flat = item.objectValue?.first(where: { $0.key == key }) { return flat.value }
        var current = item
        for component in DottedKey.components(of: key) {
            guard let members = current.objectValue,
                let next = members.first(where: { $0.key == component })?.value
            else { return nil }
            current = next
        }
        return current
    }
}
