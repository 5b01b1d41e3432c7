import Formulate
import Foundation

/// `set KEY=VALUE ...`: edits as typed text, validated and saved all or nothing.
enum SetCommand {
    /// Returns the exit status: 0 when saved, 1 when any edit was invalid (nothing saved).
    static func run(_ file: SettingsFile, assignments: [String]) throws -> Int32 {
        guard !assignments.isEmpty else {
            throw DemoError("set needs at least one KEY=VALUE, like: set fontSize=18 theme=dark")
        }
        return try file.locked { try apply(assignments, to: file) }
    }

    /// Loads, edits, validates and saves; run holding the file's lock.
    private static func apply(_ assignments: [String], to file: SettingsFile) throws -> Int32 {
        let form = try ModelForm(try file.load())
        var errors: [FormError] = []
        var texts: [String: String] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                errors.append(
                    FormError(
                        key: assignment, reason: .invalidText,
                        message: "expected KEY=VALUE, like fontSize=18"))
                continue
            }
            // A key given twice takes its last value, as a browser's form data does.
            texts[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        // The command line is input from outside: it writes only AppSettings' input fields.
        do {
            try form.applyInput(texts)
        } catch {
            errors += error.errors
        }
        guard errors.isEmpty else {
            // Also report what validation says about the other fields, so one run shows everything.
            let reported = Set(errors.map(\.key))
            return report(errors + form.validate().filter { !reported.contains($0.key) })
        }
        let saved: AppSettings
        do {
            saved = try form.commit()
        } catch {
            return report(error.errors)
        }
        try file.save(saved)
        DemoOutput.json(SettingsFile.printable(saved))
        return 0
    }

    /// One line per error on standard error: `key: message`, each shown, never obeyed (a
    /// key typed with an escape sequence or a line feed stays on its line, visibly).
    private static func report(_ errors: [FormError]) -> Int32 {
        for error in errors { DemoOutput.error("\(error.key): \(error.message)") }
        return 1
    }
}
