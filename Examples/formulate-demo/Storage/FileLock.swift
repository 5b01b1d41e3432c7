#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory, exclusive lock on a file (`flock`), held while a body runs: processes that
/// take the same lock take turns.
enum FileLock {
    /// Runs `body` holding the lock on the file at `path` (created when missing, never
    /// removed: removing it would let two processes lock two different files). When another
    /// process holds it, waits for it (saying so on standard error after a second).
    static func holding<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DemoError("cannot create the lock file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        // Locks are held for milliseconds, except by `edit`: say so only when the wait is long.
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw failure(path) }
            attempts += 1
            if attempts == 50 {
                DemoOutput.error("note: waiting for another formulate-demo to finish with the settings (\(path))")
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else { throw failure(path) }
                }
                break
            }
            usleep(20_000)
        }
        return try body()
    }

    private static func failure(_ path: String) -> DemoError {
        DemoError("cannot lock \(path): \(String(cString: strerror(errno)))")
    }
}
