import Foundation

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
