import Foundation

/// Words a ``FormError``'s message in the app's language.
///
/// Receives the error with its English default message (which names the field by its
/// title: "Password must be at least 8 characters."), its ``FormError/messageKey`` and
/// its ``FormError/arguments``, and returns the text to show. Return `error.message` for
/// messages you do not translate.
public typealias FormMessageLocalizer = @Sendable (_ error: FormError) -> String

extension FormError {
    /// The function every default message passes through before it is shown, or `nil` to
    /// show the English messages: every message Formulate and its renderers word
    /// themselves (broken rules, text that cannot be read as the field's type, values out
    /// of range, refused edits). Messages a developer wrote (``ValidationRule/message(_:)``,
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

    /// Creates an error whose message is `defaultMessage` (English) passed through the
    /// installed ``localizer``, if any: what every message Formulate and its renderers
    /// word themselves goes through, and what a renderer of your own uses for its own
    /// errors. (A message a developer wrote is given to ``init(key:reason:message:arguments:)``
    /// instead, which shows it as it is.)
    public init(key: String, reason: Reason, defaultMessage: String, arguments: [FormValueMember] = []) {
        self.init(key: key, reason: reason, message: defaultMessage, arguments: arguments)
        if let localizer = Self.localizer { message = localizer(self) }
    }

    /// An error whose message is `defaultMessage` passed through the installed
    /// ``localizer``, if any.
    static func localized(
        key: String, reason: Reason, defaultMessage: String, arguments: [FormValueMember]
    ) -> FormError {
        FormError(key: key, reason: reason, defaultMessage: defaultMessage, arguments: arguments)
    }
}

/// The process-wide ``FormMessageLocalizer``, behind a lock so that any thread may read or
/// replace it.
///
/// `@unchecked Sendable` is sound because the only stored state is read and written while
/// holding `lock`. `NSLock` is used because `Synchronization.Mutex` needs macOS 15 / iOS 18.
final class MessageLocalizerStore: @unchecked Sendable {
    /// The store behind ``FormError/localizer``.
    static let shared = MessageLocalizerStore()

    private let lock = NSLock()
    private var current: FormMessageLocalizer?

    /// The installed localizer, if any.
    var localizer: FormMessageLocalizer? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
