/// Words a ``FormError``'s message in the app's language.
///
/// Receives the error with its English default message (which names the field by its
/// title: "Password must be at least 8 characters."), its ``FormError/messageKey`` and
/// its ``FormError/arguments``, and returns the text to show. Return `error.message` for
/// messages you do not translate.
public typealias FormMessageLocalizer = @Sendable (_ error: FormError) -> String

extension FormError {
    /// The function every default message passes through before it is shown, or `nil` to
    /// show the English messages: the messages of broken rules and of text that cannot be
    /// read as the field's type. Messages a developer wrote (``ValidationRule/message(_:)``,
    /// ``ModelForm/markInvalid(_:message:)``) are never passed to it.
    ///
    /// Safe to read and set from any thread; set it once at start-up.
    ///
    /// ```swift
    /// import Foundation
    /// import Formulate
    ///
    /// FormError.localizer = { error in
    ///     Bundle.main.localizedString(forKey: error.messageKey, value: error.message, table: "FormMessages")
    /// }
    /// ```
    public static var localizer: FormMessageLocalizer? {
        get { MessageLocalizerStore.shared.localizer }
        set { MessageLocalizerStore.shared.localizer = newValue }
    }

    /// An error whose message is `defaultMessage` passed through the installed
    /// ``localizer``, if any.
    static func localized(
        key: String, reason: Reason, defaultMessage: String, arguments: [FormValueMember]
    ) -> FormError {
        var error = FormError(key: key, reason: reason, message: defaultMessage, arguments: arguments)
        if let localizer { error.message = localizer(error) }
        return error
    }
}
