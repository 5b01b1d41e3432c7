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

extension FormError {
    /// What went wrong, as a typed value.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// A validation rule is broken: the rule's ``ValidationRule/name`` (`minLength`, or a
        /// custom rule's name).
        case rule(String)
        /// Text that could not be read as the field's type.
        case invalidText
        /// A typed value of the wrong type.
        case typeMismatch
        /// A value out of the type's range.
        case outOfRange
        /// A number between the field's steps.
        case notOnStep
        /// A value outside the field's options.
        case notAnOption
        /// An edit of a read-only field.
        case readOnly
        /// An edit of a disabled field.
        case disabled
        /// An edit of a hidden field.
        case hidden
        /// A key that is not a field of the form.
        case unknownField
        /// A field that input from outside the program may not write (``FormInput``).
        case notInput
        /// A field changed in the model by others since the form read it, which the person
        /// changed too (``ModelForm/conflicts``).
        case conflict
        /// A collection index that does not exist.
        case indexOutOfRange
        /// A dictionary entry added or renamed to a key it has already.
        case duplicateKey
        /// A nested model that cannot be created.
        case cannotCreate
        /// An error set by a server through ``ModelForm/markInvalid(_:message:)``.
        case server

        /// The stable identifier of the message, for a catalog of translations:
        /// `rule.length.min`, `rule.email`, `input.invalidText`, `edit.readOnly`, ...
        ///
        /// | reason | key |
        /// |---|---|
        /// | `rule(minLength)`, `rule(maxLength)`, `rule(exactLength)` | `rule.length.min`, `rule.length.max`, `rule.length.exact` |
        /// | `rule(greaterThan)` ... `rule(lessOrEqual)` | `rule.value.greaterThan` ... `rule.value.lessOrEqual` |
        /// | any other `rule(name)` | `rule.name` |
        /// | `invalidText`, `typeMismatch`, `outOfRange`, `notOnStep`, `notAnOption` | `input.` + the case name |
        /// | `readOnly`, `disabled`, `hidden`, `unknownField`, `notInput`, `conflict` | `edit.` + the case name |
        /// | `indexOutOfRange`, `duplicateKey`, `cannotCreate` | `shape.` + the case name |
        /// | `server` | `server` |
        public var messageKey: String {
            switch self {
            case .rule(let name): return "rule." + (Self.ruleKeys[name] ?? name)
            case .invalidText, .typeMismatch, .outOfRange, .notOnStep, .notAnOption: return "input.\(self)"
            case .readOnly, .disabled, .hidden, .unknownField, .notInput, .conflict: return "edit.\(self)"
            case .indexOutOfRange, .duplicateKey, .cannotCreate: return "shape.\(self)"
            case .server: return "server"
            }
        }

        /// The case's name, with a rule's name in parentheses: `rule(minLength)`, `readOnly`.
        public var description: String {
            switch self {
            case .rule(let name): return "rule(\(name))"
            case .invalidText: return "invalidText"
            case .typeMismatch: return "typeMismatch"
            case .outOfRange: return "outOfRange"
            case .notOnStep: return "notOnStep"
            case .notAnOption: return "notAnOption"
            case .readOnly: return "readOnly"
            case .disabled: return "disabled"
            case .hidden: return "hidden"
            case .unknownField: return "unknownField"
            case .notInput: return "notInput"
            case .conflict: return "conflict"
            case .indexOutOfRange: return "indexOutOfRange"
            case .duplicateKey: return "duplicateKey"
            case .cannotCreate: return "cannotCreate"
            case .server: return "server"
            }
        }

        /// Message keys of rules whose names say less than a key should.
        private static let ruleKeys: [String: String] = {
            typealias Name = ValidationRule.Name
            return [
                Name.minLength: "length.min", Name.maxLength: "length.max", Name.exactLength: "length.exact",
                Name.greaterThan: "value.greaterThan", Name.greaterOrEqual: "value.greaterOrEqual",
                Name.lessThan: "value.lessThan", Name.lessOrEqual: "value.lessOrEqual",
            ]
        }()
    }
}

extension FormError {
    /// An item number a collection does not have, with the data a translation names: the
    /// collection's `title`, the `index` asked (a number, or the text as written when it is
    /// not one) and its `count` of items.
    static func itemOutOfRange(key: String, title: String, index: String, count: Int, defaultMessage: String)
        -> FormError
    {
        FormError(
            key: key, reason: .indexOutOfRange, defaultMessage: defaultMessage,
            arguments: [
                FormValueMember("title", .string(title)),
                FormValueMember("index", Int(index).map(FormValue.int) ?? .string(index)),
                FormValueMember("count", .int(count)),
            ])
    }

    /// An entry, or an optional subform, that exists already, with the collection's `title`
    /// and, for an entry, its `key`.
    static func alreadyThere(key: String, title: String, entry: String?, defaultMessage: String) -> FormError {
        var arguments = [FormValueMember("title", .string(title))]
        if let entry { arguments.append(FormValueMember("key", .string(entry))) }
        return FormError(key: key, reason: .duplicateKey, defaultMessage: defaultMessage, arguments: arguments)
    }
}
