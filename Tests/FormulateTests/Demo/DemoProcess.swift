import Foundation

/// Runs the built `formulate-demo` binary, as a person would from a shell.
struct DemoProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The demo binary beside the test bundle (both are built by `swift test`).
    static var binary: URL? {
        var candidates: [URL] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var directory = argument0.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("formulate-demo"))
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/formulate-demo"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the demo with `arguments` in `directory`, with this process's environment and
    /// the `environment` variables given (such as `TZ`).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        try start(arguments, in: directory, environment: environment).finish()
    }

    /// A demo process started and not yet waited for, to run several at once.
    struct Running {
        let process: Process
        let output = Pipe()
        let errors = Pipe()

        /// Waits for the process to exit and returns what it printed.
        func finish() -> Result {
            let outData = output.fileHandleForReading.readDataToEndOfFile()
            let errData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus,
                output: String(decoding: outData, as: UTF8.self),
                errors: String(decoding: errData, as: UTF8.self))
        }
    }

    /// Starts the demo with `input` as its standard input (nothing by default).
    static func start(
        _ arguments: [String], in directory: URL, input: Pipe? = nil,
        environment: [String: String] = [:]
    ) throws -> Running {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let running = Running(process: process)
        process.standardOutput = running.output
        process.standardError = running.errors
        if let input {
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        return running
    }

    /// Reads `handle` until what was read contains `text` or the writer closes it.
    static func read(_ handle: FileHandle, until text: String) -> String {
        var read = ""
        while !read.contains(text) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            read += String(decoding: chunk, as: UTF8.self)
        }
        return read
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formulate-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
