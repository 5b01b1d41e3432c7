import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once, keeping what its owner decided about it: its
/// mode and owner, its being read-only, and a symbolic link to it.
enum AtomicFile {
    /// The file a path names once symbolic links are followed (the path itself when it is
    /// not a link); the target need not exist yet.
    static func target(of path: String) throws -> String {
        var path = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            path = destination.hasPrefix("/") ? destination : directory(of: path) + "/" + destination
        }
        throw DemoError("\(path): too many levels of symbolic links")
    }

    /// Writes `data` to a new file in the target's directory, then renames it over the
    /// target: a reader sees the old file or the new one, never half of one, and a failed
    /// write leaves the old file as it was.
    ///
    /// An existing file keeps its permissions and, when the process may set it, its owner;
    /// one nobody may write is refused. A new file is created 0600 when `isSecret`, with
    /// the default mode (0666 less the umask) otherwise.
    ///
    /// - Returns: The mode of the file written.
    static func save(_ data: Data, to path: String, isSecret: Bool) throws -> mode_t {
        let target = try target(of: path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        var mode: mode_t?
        if exists {
            guard existing.st_mode & S_IFMT == S_IFREG else {
                throw DemoError("\(path) is not a regular file: nothing saved")
            }
            mode = existing.st_mode & 0o7777
            if existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw DemoError(
                    "\(path) is read-only (mode \(octal(existing.st_mode))): nothing saved. "
                        + "Make it writable (chmod u+w \(path)) to save.")
            }
        }
        let (descriptor, temporary) = try createTemporary(besides: target, mode: isSecret || exists ? 0o600 : 0o666)
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporary)
            if exists {
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    // As root, or as a member of the file's group: keep them; otherwise the file becomes ours.
                    if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                        _ = fchown(descriptor, uid_t.max, existing.st_gid)
                    }
                }
                if let mode, fchmod(descriptor, mode) != 0 { throw posixError("cannot set the mode of", temporary) }
            }
            if fsync(descriptor) != 0 { throw posixError("cannot write", temporary) }
            if rename(temporary, target) != 0 { throw posixError("cannot replace \(target) with", temporary) }
        } catch {
            unlink(temporary)
            throw error
        }
        var written = stat()
        return stat(target, &written) == 0 ? written.st_mode & 0o7777 : 0
    }

    /// A new, empty file beside `target`, open for writing, with the permissions `mode`
    /// less the umask.
    private static func createTemporary(besides target: String, mode: mode_t) throws -> (Int32, String) {
        let name = target.split(separator: "/").last.map(String.init) ?? target
        for _ in 0..<100 {
            let path = directory(of: target) + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST else { throw posixError("cannot create", path) }
        }
        throw DemoError("cannot create a temporary file beside \(target)")
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw posixError("cannot write", path)
                }
                offset += count
            }
        }
    }

    /// A file's permissions as `chmod` takes them: `0644`.
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func posixError(_ action: String, _ path: String) -> DemoError {
        DemoError("\(action) \(path): \(String(cString: strerror(errno)))")
    }
}
