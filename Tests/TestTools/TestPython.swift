import Foundation

/// The Python the tests run their scripts with: `$FORMULATE_PYTHON` (scripts/test sets it to
/// its virtual environment's interpreter), or `python3` from `PATH`.
public enum TestPython {
    /// The interpreter, a path or a name looked up in `PATH`.
    public static let executable: String = {
        let configured = ProcessInfo.processInfo.environment["FORMULATE_PYTHON"] ?? ""
        return configured.isEmpty ? "python3" : configured
    }()

    /// What one run did.
    public struct Outcome: Sendable {
        /// The exit status; 0 for success.
        public var status: Int32
        /// What the script printed, standard output and standard error together.
        public var output: String
    }

    /// Runs the interpreter with `arguments` (standard input empty) in `directory`.
    ///
    /// Pass the ``ExternalTool`` the run needs: a missing one throws ``ExternalTool/Missing``
    /// before anything runs, which fails a test that was required to run.
    public static func run(_ arguments: [String], needing tool: ExternalTool? = nil, in directory: URL? = nil) throws
        -> Outcome
    {
        try tool?.require()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot block the script.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
