import Foundation

/// A value guarded by a lock. `NSLock` works on every platform Formulate supports
/// (`Synchronization.Mutex` needs macOS 15 / iOS 18).
final class Locked<Value>: @unchecked Sendable {
    // Every access to `value` goes through `lock`, which makes sharing it safe.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value, read or changed in place under the lock: a compound change such as
    /// `locked.value.count += 1` holds the lock from its read to its write, so two threads
    /// changing it at once lose neither change. The change must not read the value again
    /// (the lock is not recursive).
    var guarded: Value {
        _read {
            lock.lock()
            defer { lock.unlock() }
            yield value
        }
        _modify {
            lock.lock()
            defer { lock.unlock() }
            yield &value
        }
    }
}
