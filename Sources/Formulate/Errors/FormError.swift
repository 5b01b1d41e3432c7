/// A problem with one field: what was wrong and what would be accepted.
///
/// Every error a person using a form can cause is a `FormError`: text that does not parse,
/// a value of the wrong type, a broken validation rule, an edit of a read-only field.
/// (Mistakes a developer makes in a form's definition are ``FormDefinitionError``s.)
///
/// - ``key`` is the field's key path (`notifications.sound`, `servers.1.port`).
/// - ``reason`` says what went wrong, as a typed value to switch over.
/// - ``messageKey`` is a stable identifier of the message (`rule.length.max`), and
///   ``arguments`` its parameters (the field's `title`, a rule's `value`, ...), for an app
///   that words its own messages.
/// - ``message`` is a sentence for a person, in English unless ``localizer`` translates it.
///
/// ```swift
/// import Formulate
///
/// struct Account: FormCustomizing {
///     var password = ""
///     static var fieldSettings: [String: FieldSettings] { ["password": .rules(.minLength(8))] }
/// }
///
/// let form = try ModelForm(Account())
/// try form.setText("short", for: "password")
/// if let error = form.validate().first {
///     print(error.reason)       // rule(minLength)
///     print(error.messageKey)   // rule.length.min
///     print(error.message)      // Password must be at least 8 characters.
/// }
/// ```
public struct FormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// What went wrong.
    public var reason: Reason
    /// The message's parameters: always the field's `title` when it is known, then a rule's
    /// ``ValidationRule/parameters`` (`value`, ...).
    public var arguments: [FormValueMember]
    /// A sentence for a person: what was wrong and what is accepted.
    public var message: String

    /// Creates a form error with a message as it is (not passed to ``localizer``).
    public init(key: String, reason: Reason, message: String, arguments: [FormValueMember] = []) {
        self.key = key
        self.reason = reason
        self.message = message
        self.arguments = arguments
    }

    /// The stable identifier of the message: ``Reason/messageKey``.
    public var messageKey: String { reason.messageKey }

    /// `key: message`.
    public var description: String { "\(key): \(message)" }
}
