/// A named check of one field's value, with a message for a person when the value fails.
///
/// Rules are values: build them from the static members (``required``, ``minLength(_:)``,
/// ``email``...), replace their message with ``message(_:)``, describe them as JSON with
/// ``descriptionValue`` and load them back with ``init(description:)``. A rule only looks at
/// a ``FormValue`` and a ``RuleContext``; the form decides when rules run.
///
/// Every rule except ``required`` and ``equalsField(_:)`` accepts a blank value (`nil`, a
/// string that is empty or only whitespace, an empty array), so an optional field may be
/// left empty; add ``required`` to demand a value.
///
/// ```swift
/// let rules: [ValidationRule] = [.required, .minLength(8).message("Use 8 or more characters.")]
/// let context = RuleContext(key: "password", title: "Password", kind: .password)
/// let errors = rules.compactMap { $0.validate("secret", in: context) }
/// // errors[0].message == "Use 8 or more characters."
/// ```
public struct ValidationRule: Sendable, CustomStringConvertible {
    /// The rule's stable identifier (`minLength`); it is the ``FieldError/code`` of the
    /// errors the rule reports.
    public let name: String
    /// The rule's parameters, in order, as they appear in its JSON description
    /// (`[("value", 8)]` for `minLength(8)`). Parameters left at their defaults are absent.
    public let parameters: [FormValueMember]
    /// The message that replaces the default one when the rule fails, if any. Custom
    /// messages are shown verbatim: they are not passed to ``RuleMessages/localizer``.
    public var customMessage: String?
    /// A function that tidies text as it is typed or pasted, for renderers that support it
    /// (``usPhone`` turns `5551234567` into `555-123-4567`); `nil` for most rules.
    public var inputFormatter: (@Sendable (String) -> String)?
    /// The keys of other fields the rule reads through ``RuleContext/valueOf``, so that a
    /// form can report a missing one when the rule is added rather than when it runs.
    public let referencedFieldKeys: [String]

    /// Whether the check is Swift code that a description cannot carry.
    let isClosure: Bool
    /// Whether blank values pass without running the check.
    let skipsBlank: Bool
    /// The check itself.
    let evaluate: @Sendable (FormValue, RuleContext) -> RuleVerdict
    /// The English default message for a failing value.
    let defaultMessageBuilder: @Sendable (FormValue, RuleContext) -> String

    /// Creates a rule from its parts.
    init(
        name: String,
        parameters: [FormValueMember] = [],
        referencedFieldKeys: [String] = [],
        isClosure: Bool = false,
        skipsBlank: Bool = true,
        customMessage: String? = nil,
        inputFormatter: (@Sendable (String) -> String)? = nil,
        evaluate: @escaping @Sendable (FormValue, RuleContext) -> RuleVerdict,
        defaultMessage: @escaping @Sendable (FormValue, RuleContext) -> String
    ) {
        self.name = name
        self.parameters = parameters
        self.referencedFieldKeys = referencedFieldKeys
        self.isClosure = isClosure
        self.skipsBlank = skipsBlank
        self.customMessage = customMessage
        self.inputFormatter = inputFormatter
        self.evaluate = evaluate
        self.defaultMessageBuilder = defaultMessage
    }

    /// Creates a rule whose check is a plain yes/no and whose default message depends only
    /// on the field's title.
    init(
        name: String,
        parameters: [FormValueMember] = [],
        inputFormatter: (@Sendable (String) -> String)? = nil,
        check: @escaping @Sendable (FormValue) -> Bool,
        defaultMessage: @escaping @Sendable (_ title: String) -> String
    ) {
        self.init(
            name: name,
            parameters: parameters,
            inputFormatter: inputFormatter,
            evaluate: { value, _ in check(value) ? .valid : .invalid },
            defaultMessage: { _, context in defaultMessage(context.displayTitle) }
        )
    }

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

    /// The value of the parameter named `name`, if the rule has it.
    public func parameter(_ name: String) -> FormValue? {
        parameters.first(where: { $0.key == name })?.value
    }

    /// Checks `value`: `nil` when it is acceptable, otherwise the error to show.
    ///
    /// The error's ``FieldError/key`` is `context.key`, its ``FieldError/code`` is the
    /// rule's ``name`` and its message is the ``customMessage`` if set, otherwise the
    /// default message (which names the field by `context.title`) passed through
    /// ``RuleMessages/localizer``.
    public func validate(_ value: FormValue, in context: RuleContext) -> FieldError? {
        if skipsBlank && RuleValues.isBlank(value) { return nil }
        let message: String
        switch evaluate(value, context) {
        case .valid:
            return nil
        case .invalid:
            message = customMessage ?? RuleMessages.localize(rule: name, defaultMessageBuilder(value, context))
        case .unusable(let problem):
            message = RuleMessages.localize(rule: name, problem)
        }
        return FieldError(key: context.key, code: name, message: message)
    }

    /// Whether `value` passes the rule.
    public func isValid(_ value: FormValue, in context: RuleContext) -> Bool {
        validate(value, in: context) == nil
    }

    /// The rule as code-like text: `minLength(8)`, `url(requireScheme: true)`, `required`,
    /// followed by ` message: "..."` when the message is custom.
    public var description: String {
        var text = isClosure ? "closure(\(RuleValues.quoted(name)))" : name
        if !isClosure && !parameters.isEmpty {
            let arguments = parameters.map { member in
                member.key == "value" ? RuleValues.literal(member.value)
                    : "\(member.key): \(RuleValues.literal(member.value))"
            }
            text += "(" + arguments.joined(separator: ", ") + ")"
        }
        if let customMessage { text += " message: " + RuleValues.quoted(customMessage) }
        return text
    }
}
