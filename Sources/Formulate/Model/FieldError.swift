/// A problem with one field: what was wrong and what would be accepted.
///
/// Every error a user of a form can cause is a `FieldError`: text that does not parse,
/// a value of the wrong type, a broken validation rule, an edit of a read-only field.
/// `key` is the field's key path (`notifications.sound`).
public struct FieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's key path.
    public var key: String
    /// What went wrong, as a stable identifier: a rule name (`minLength`) or one of the
    /// ``Code`` values.
    public var code: String
    /// A sentence for a person: what was wrong and what is accepted.
    public var message: String

    /// Creates a field error.
    public init(key: String, code: String, message: String) {
        self.key = key
        self.code = code
        self.message = message
    }

    /// `key: message`.
    public var description: String { "\(key): \(message)" }

    /// Codes for errors that are not validation rules.
    public enum Code {
        /// Text that could not be read as the field's type.
        public static let invalidText = "invalidText"
        /// A typed value of the wrong type.
        public static let typeMismatch = "typeMismatch"
        /// An edit of a read-only field.
        public static let readOnly = "readOnly"
        /// An edit of a disabled field.
        public static let disabled = "disabled"
        /// An edit of a hidden field.
        public static let hidden = "hidden"
        /// A key that is not a field of the form.
        public static let unknownField = "unknownField"
        /// A value outside the field's options.
        public static let notAnOption = "notAnOption"
        /// A value out of the type's range.
        public static let outOfRange = "outOfRange"
        /// A number between the field's steps.
        public static let notOnStep = "notOnStep"
        /// An error set by a server through `markInvalid`.
        public static let server = "server"
        /// A collection index that does not exist.
        public static let indexOutOfRange = "indexOutOfRange"
        /// A field that input from outside the program may not write (``FormInput``).
        public static let notInput = "notInput"
        /// A field changed in the model by others since the form read it, which the person
        /// changed too (``ModelForm/conflicts``).
        public static let conflict = "conflict"
        /// A nested model that cannot be created.
        public static let cannotCreate = "cannotCreate"
    }
}
