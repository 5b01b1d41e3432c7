import Foundation

/// A program outside the Swift toolchain that some tests drive: Python with certain modules,
/// or Chromium driven by Playwright.
///
/// A test that needs one is enabled with `.enabled(if: ExternalTool.x.shouldRun, "...")`
/// and calls ``require()`` first. On a machine without the tool the test is skipped, with
/// the trait's comment as the visible reason; when the environment asks for every tool
/// (``areRequired``: `CI` is set, or `FORMULATE_REQUIRE_TOOLS=1`, as `scripts/test` does),
/// the test runs and ``require()`` fails it with what is missing.
public struct ExternalTool: Sendable {
    /// What the tool is, as a person would install it.
    public let name: String
    /// Why the tool cannot be used on this machine; nil when it can.
    public let problem: String?

    /// Whether the tool answered on this machine.
    public var isAvailable: Bool { problem == nil }

    /// Whether a test that needs the tool runs: when the tool is here, or when it is required.
    public var shouldRun: Bool { isAvailable || Self.areRequired }

    /// Throws ``Missing`` when the tool is not available, so a required test fails saying why.
    public func require() throws {
        if let problem { throw Missing(description: problem) }
    }

    /// The error of a test that needs a tool the machine lacks.
    public struct Missing: Error, CustomStringConvertible {
        /// What is missing, and how to install it.
        public let description: String
    }

    /// Whether tests that need a tool must run (and fail without it) instead of skipping:
    /// `CI` is set (to anything but `0` or `false`), or `FORMULATE_REQUIRE_TOOLS=1`.
    public static let areRequired: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if environment["FORMULATE_REQUIRE_TOOLS"] == "1" { return true }
        guard let ci = environment["CI"] else { return false }
        return !["", "0", "false"].contains(ci.lowercased())
    }()

    /// The Python interpreter, any Python 3 (the tests' scripts use only its standard library).
    public static let python3 = python(withModules: [], installing: [])

    /// Python with `jsonschema` and the format checkers the schema tests need.
    public static let jsonSchema = python(
        withModules: ["jsonschema", "rfc3339_validator", "rfc3986_validator"],
        installing: ["jsonschema>=4.18", "rfc3339-validator", "rfc3986-validator"])

    /// Python with `pexpect`, which drives a program through a pseudo-terminal.
    public static let pexpect = python(withModules: ["pexpect"], installing: ["pexpect"])

    /// Chromium driven by Python's Playwright (the browser test); Chromium is `$CHROMIUM`,
    /// or `/usr/bin/chromium` (Debian's package) as the browser test's script expects.
    public static let browser: ExternalTool = {
        let playwright = python(withModules: ["playwright.sync_api"], installing: ["playwright"])
        let chromium = ProcessInfo.processInfo.environment["CHROMIUM"] ?? "/usr/bin/chromium"
        let name = "Chromium with Python's Playwright"
        if let problem = playwright.problem {
            return ExternalTool(name: name, problem: problem)
        }
        if !FileManager.default.isExecutableFile(atPath: chromium) {
            return ExternalTool(
                name: name, problem: "\(name): there is no Chromium at \(chromium) (set CHROMIUM); \(installHint)")
        }
        return ExternalTool(name: name, problem: nil)
    }()

    /// Node.js (`node` on `PATH`), whose ECMAScript engine reads the translated patterns.
    public static let node: ExternalTool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return ExternalTool(name: "Node.js", problem: "Node.js could not be started: \(error); \(installHint)")
        }
        guard process.terminationStatus == 0 else {
            return ExternalTool(
                name: "Node.js",
                problem: "node is not on PATH (exit status \(process.terminationStatus)); \(installHint)")
        }
        return ExternalTool(name: "Node.js", problem: nil)
    }()

    static let installHint = "scripts/test installs the test tools (Python's into .build/test-venv)"

    /// The tests' Python (``TestPython/executable``), if it can import `modules`.
    static func python(withModules modules: [String], installing packages: [String]) -> ExternalTool {
        let name =
            packages.isEmpty
            ? TestPython.executable : "\(TestPython.executable) with \(packages.joined(separator: ", "))"
        let probe =
            modules.isEmpty
            ? "import sys; sys.exit(0 if sys.version_info >= (3,) else 1)" : "import " + modules.joined(separator: ", ")
        do {
            let outcome = try TestPython.run(["-c", probe])
            if outcome.status == 0 { return ExternalTool(name: name, problem: nil) }
            let output = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return ExternalTool(
                name: name,
                problem: "\(name) is not available (exit status \(outcome.status)): \(output); \(installHint)")
        } catch {
            return ExternalTool(name: name, problem: "\(name) could not be started: \(error); \(installHint)")
        }
    }
}
