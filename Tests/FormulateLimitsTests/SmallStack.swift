import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread whose stack is 512 KiB, the size of a secondary thread's stack
/// on Apple platforms, and waits for it. A walk that overflows that stack crashes the test
/// process, which fails the run.
///
/// Expectations are checked on the test's own thread, with what `body` returns.
enum SmallStack {
    /// The stack size of the thread: 512 KiB.
    static let size = 512 * 1024

    /// What `body` returns (or throws), run on a 512 KiB stack.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try body() }
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        guard let result = box.result else { throw SmallStackError() }
        return try result.get()
    }

    /// The stack size of the thread `run` runs on, as the system reports it (Linux), or
    /// `size` where it cannot be asked.
    static func measuredStackSize() throws -> Int {
        try run {
            #if canImport(Glibc)
                // pthread_getattr_np is a GNU extension the Glibc module does not import.
                typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> CInt
                guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else {
                    return -1
                }
                let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
                var attributes = pthread_attr_t()
                guard getAttributes(pthread_self(), &attributes) == 0 else { return -1 }
                defer { pthread_attr_destroy(&attributes) }
                var size = 0
                guard pthread_attr_getstacksize(&attributes, &size) == 0 else { return -1 }
                return size
            #else
                return size
            #endif
        }
    }
}

/// The result of work on another thread. Written before the semaphore is signalled and read
/// after it is waited for, which orders the two accesses.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

struct SmallStackError: Error {}
