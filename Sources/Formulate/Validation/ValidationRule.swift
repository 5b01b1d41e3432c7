/// A check of one field's value, with a message for a person when the value fails.
///
/// A rule is a typed value: its ``check`` says what it checks, with typed parameters
/// (``Check/minLength(_:unit:)``, ``Check/url(requireScheme:allowedSchemes:)``...), and
/// every built-in check states what it implies for renderers (``impliedConstraints(for:)``):
/// `minLength(8)` a minimum length, `email` the email format. A custom rule
/// (``closure(name:message:skipsBlank:implies:_:)``) implies nothing unless it says so.
/// Build rules from the static members (``required``, ``minLength(_:unit:)``, ``email``...),
/// replace their message with ``message(_:)``, describe them as JSON with
/// ``descriptionValue`` and load them back with ``init(description:)``.
///
/// Every rule except ``required`` and ``equalsField(_:)`` accepts a blank value (`nil`, a
/// string that is empty or only whitespace, an empty array or dictionary), so an optional field may be
/// left empty; add ``required`` to demand a value.
///
/// ```swift
/// let rules: [ValidationRule] = [.required, .minLength(8).message("Use 8 or more characters.")]
/// let context = RuleContext(key: "password", title: "Password", kind: .password)
/// let errors = rules.compactMap { $0.validate("secret", in: context) }
/// // errors[0].message == "Use 8 or more characters."
/// ```
public struct ValidationRule: Sendable, CustomStringConvertible {
    /// What the rule checks.
    public let check: Check
    /// The message that replaces the default one when the rule fails, if any. Custom
    /// messages are shown verbatim: they are not passed to ``FormError/localizer``.
    public var customMessage: String?

    /// A rule that runs `check`.
    ///
    /// - Throws: Nothing today: a ``Check/regex(_:)`` pattern is checked when its
    ///   ``RegexPattern`` is made.
    public init(_ check: Check, message: String? = nil) throws(FormDefinitionError) {
        self.init(check: check, customMessage: message)
    }

    /// A rule that runs `check` with its default message.
    init(_ check: Check) {
        self.init(check: check, customMessage: nil)
    }

    private init(check: Check, customMessage: String?) {
        self.check = check
        self.customMessage = customMessage
    }

    /// The rule's stable identifier (`minLength`): the name in its JSON description, and
    /// the name in the ``FormError/reason`` of the errors it reports (`.rule(name)`).
    public var name: String { check.name }

    /// A copy of the rule that reports `text` instead of its default message.
    ///
    /// ```swift
    /// ValidationRule.minLength(8).message("Use at least 8 characters.")
    /// ```
    public func message(_ text: String) -> ValidationRule {
        var copy = self
        copy.customMessage = text
        return copy
    }

    /// The keys of other fields the rule reads through ``RuleContext/valueOf``, so that a
    /// form can report a missing one when the rule is added rather than when it runs.
    public var referencedFieldKeys: [String] {
        switch check {
        case .equalsField(let key): return [key]
        case .custom(let custom): return custom.referencedFieldKeys + custom.implies.flatMap(\.referencedFieldKeys)
        default: return []
        }
    }

    /// A function that tidies text as it is typed or pasted, for renderers that support it
    /// (``usPhone`` turns `5551234567` into `555-123-4567`); `nil` for most rules.
    public var inputFormatter: (@Sendable (String) -> String)? {
        if case .usPhone = check { return RulePhoneFormatter.format }
        return nil
    }

    /// What a length rule counts in `value`, as its errors' `unit` argument says it: `items`
    /// for a list or dictionary, else the rule's ``LengthUnit`` (`characters`,
    /// `unicodeScalars`, `utf16`); `nil` for any other rule.
    private func lengthUnitName(of value: FormValue) -> String? {
        switch check {
        case .minLength(_, let unit), .maxLength(_, let unit), .exactLength(_, let unit):
            switch value {
            case .array, .object: return "items"
            default: return unit.rawValue
            }
        default: return nil
        }
    }

    /// Checks `value`: `nil` when it is acceptable, otherwise the error to show.
    ///
    /// The error's ``FormError/key`` is `context.key` (for ``unique``, the key of the
    /// repeated item under it: `servers.2.name`), its ``FormError/reason`` is
    /// `.rule(name)` and its message is the ``customMessage`` if set, otherwise the
    /// default message (which names the field by `context.title`) passed through
    /// ``FormError/localizer``.
    ///
    /// A custom rule checks the rules it implies first, and reports their errors as they are.
    public func validate(_ value: FormValue, in context: RuleContext) -> FormError? {
        if case .custom(let custom) = check {
            for implied in custom.implies {
                if let error = implied.validate(value, in: context) { return error }
            }
        }
        if check.skipsBlank && RuleValues.isBlank(value) { return nil }
        let outcome = evaluate(value, in: context)
        if case .valid = outcome { return nil }
        var arguments = [FormValueMember("title", .string(context.title))] + parameters
        if let unit = lengthUnitName(of: value) {
            arguments.removeAll { $0.key == "unit" }
            arguments.append(FormValueMember("unit", .string(unit)))
        }
        if let index = context.itemIndex { arguments.append(FormValueMember("index", .int(index))) }
        let defaultMessage: String
        var key = context.key
        switch outcome {
        case .valid:
            return nil
        case .invalid:
            if let customMessage {
                return FormError(key: context.key, reason: .rule(name), message: customMessage, arguments: arguments)
            }
            defaultMessage = self.defaultMessage(for: value, in: context)
        case .unusable(let problem):
            defaultMessage = problem
        case .duplicate(let later, let earlier):
            // The error names the later item (`servers.2.name`), where a person fixes it.
            let field: String? = if case .unique(let by) = check { by } else { nil }
            key = "\(context.key).\(later)" + (field.map { ".\($0)" } ?? "")
            arguments += [FormValueMember("item", .int(later)), FormValueMember("sameAsItem", .int(earlier))]
            if let customMessage {
                return FormError(key: key, reason: .rule(name), message: customMessage, arguments: arguments)
            }
            defaultMessage = RuleMessages.unique(context.displayTitle, field: field, later: later, earlier: earlier)
        }
        return FormError.localized(key: key, reason: .rule(name), defaultMessage: defaultMessage, arguments: arguments)
    }

    /// Whether `value` passes the rule.
    public func isValid(_ value: FormValue, in context: RuleContext) -> Bool {
        validate(value, in: context) == nil
    }

    /// The rule as code-like text: `minLength(8)`, `url(requireScheme: true)`, `required`,
    /// followed by ` message: "..."` when the message is custom.
    public var description: String {
        var text: String
        if case .custom(let custom) = check {
            text = "closure(\(RuleValues.quoted(custom.name)))"
        } else {
            text = name
            let parameters = check.parameters
            if !parameters.isEmpty {
                let arguments = parameters.map { member in
                    member.key == "value"
                        ? RuleValues.literal(member.value)
                        : "\(member.key): \(RuleValues.literal(member.value))"
                }
                text += "(" + arguments.joined(separator: ", ") + ")"
            }
        }
        if let customMessage { text += " message: " + RuleValues.quoted(customMessage) }
        return text
    }
}
