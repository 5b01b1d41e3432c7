import Formulate
import Foundation

/// `add KEY`, `insert KEY.INDEX`, `remove KEY`, `move KEY.INDEX INDEX`, `rename KEY.NAME NEW`:
/// changes to a list or a dictionary of the settings (``CollectionEdit``), validated and
/// saved like `set`.
enum ShapeCommand {
    /// The verbs this command answers to.
    static let verbs: Set<String> = ["add", "insert", "remove", "move", "rename"]

    /// Returns the exit status: 0 when saved, 1 when the edit was refused (nothing saved).
    static func run(_ file: SettingsFile, verb: String, arguments: [String]) throws -> Int32 {
        let edit: CollectionEdit
        do {
            edit = try CollectionEdit(parsing: ([verb] + arguments).joined(separator: " "))
        } catch {
            throw DemoError(error.message)
        }
        return try file.locked {
            let form = try ModelForm(try file.load())
            do throws(FormError) {
                // The command line is input from outside: it changes only input fields.
                try form.applyInput(edit)
            } catch {
                DemoOutput.error("\(error.key): \(error.message)")
                return 1
            }
            let saved: AppSettings
            do throws(FormErrors) {
                saved = try form.commit()
            } catch {
                for error in error.errors { DemoOutput.error("\(error.key): \(error.message)") }
                return 1
            }
            try file.save(saved)
            DemoOutput.json(SettingsFile.printable(saved))
            return 0
        }
    }
}
