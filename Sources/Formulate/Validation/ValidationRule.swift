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

/// What a rule's check found.
enum RuleVerdict: Sendable, Equatable {
    /// The value passes.
    case valid
    /// The value fails: the rule's message says why.
    case invalid
    /// The check could not run (a field it compares with does not exist); the text says why.
    case unusable(String)
    /// A collection repeats an item (``ValidationRule/unique``): the item at `later` is the
    /// same as the one at `earlier`.
    case duplicate(later: Int, earlier: Int)
}

/// What a ``ValidationRule`` may know about the field it checks and the form around it.
///
/// The form that runs rules builds one context per field. Rules never change anything
/// through it: `valueOf` and `titleOf` only read.
///
/// ```swift
/// let context = RuleContext(key: "confirmPassword", title: "Confirm Password",
///                           kind: .password, valueOf: { key in values[key] })
/// let error = ValidationRule.equalsField("password").validate("secret", in: context)
/// ```
public struct RuleContext {
    /// The key path of the field being checked (`account.email`); errors carry it.
    public var key: String
    /// The field's title as shown to a person (`Email Address`); default messages use it.
    public var title: String
    /// The kind of the field. Comparison rules read text typed into a numeric field
    /// (`.integer`, `.unsigned`, `.decimal`) as a number.
    public var kind: FieldKind
    /// The current value of another field of the form, by key path, or `nil` when the form
    /// has no such field. A field that exists but has no value should give `.null`.
    /// A hidden field should still give its value: only a missing field is `nil`.
    public var valueOf: (String) -> FormValue?
    /// The title of another field of the form, by key path, or `nil` when unknown; used by
    /// messages that mention another field ("Confirm Password must match Password.").
    public var titleOf: (String) -> String?
    /// The index (from 0) of the item being checked when the field is a collection's item,
    /// which its errors carry as their `index` argument.
    var itemIndex: Int?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - key: The key path of the field being checked.
    ///   - title: The field's title, used in default messages (the key when empty).
    ///   - kind: The kind of the field; `.text` when not given.
    ///   - valueOf: Other fields' current values by key path; `nil` for a field that does
    ///     not exist. By default no other field exists.
    ///   - titleOf: Other fields' titles by key path. By default messages name other fields
    ///     by their keys.
    public init(
        key: String,
        title: String,
        kind: FieldKind = .text,
        valueOf: @escaping (String) -> FormValue? = { _ in nil },
        titleOf: @escaping (String) -> String? = { _ in nil }
    ) {
        self.key = key
        self.title = title
        self.kind = kind
        self.valueOf = valueOf
        self.titleOf = titleOf
    }

    /// The name default messages use for this field: the title, else the key, else
    /// "This field".
    var displayTitle: String {
        if !title.isEmpty { return title }
        return key.isEmpty ? "This field" : key
    }
}

/// When a field's rules are checked as a person edits it (Eureka's `ValidationOptions`).
///
/// Whatever the timing, a field that is invalid is checked again on its next change, so an
/// error disappears as soon as it is fixed; ``ModelForm/validate()`` and ``ModelForm/commit(overwritingConflicts:)``
/// check every visible field.
public enum ValidationTiming: String, Sendable, Hashable, CaseIterable {
    /// On every change.
    case onChange
    /// When the person leaves the field (``ModelForm/blur(_:)``). The default.
    case onBlur
    /// On every change once the person has left the field once.
    case onChangeAfterBlurred
    /// Only when asked: ``ModelForm/validate()`` or ``ModelForm/commit(overwritingConflicts:)``.
    case onDemand
}
