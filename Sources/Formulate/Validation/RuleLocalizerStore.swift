import Foundation

/// The process-wide ``RuleMessageLocalizer``, behind a lock so that any thread may read or
/// replace it.
///
/// `@unchecked Sendable` is sound because the only stored state is read and written while
/// holding `lock`. `NSLock` is used because `Synchronization.Mutex` needs macOS 15 / iOS 18.
final class RuleLocalizerStore: @unchecked Sendable {
    /// The store behind ``RuleMessages/localizer``.
    static let shared = RuleLocalizerStore()

    private let lock = NSLock()
    private var current: RuleMessageLocalizer?

    /// The installed localizer, if any.
    var localizer: RuleMessageLocalizer? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
