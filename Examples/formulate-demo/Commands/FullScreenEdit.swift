import Formulate
import FormulateTerminal
import Foundation

/// `edit` on a terminal: the settings on one screen, edited with the keyboard.
enum FullScreenEditCommand {
    /// Returns the exit status: 0 after `q`, 130 after Ctrl-C (what was saved before stays
    /// saved; changes made after the last save are dropped, and it says so). Holds the
    /// file's lock for the whole session, as the question-and-answer editor does.
    static func run(_ file: SettingsFile) throws -> Int32 {
        try file.locked { try edit(file) }
    }

    private static func edit(_ file: SettingsFile) throws -> Int32 {
        let name = file.url.relativePath
        let exists = FileManager.default.fileExists(atPath: file.url.path)
        let form = try ModelForm(try file.load())
        var saves = 0
        let editor = FullScreenEditor(form: form, title: "Editing \(name)") { settings in
            try file.save(settings)
            saves += 1
        }
        let status = exists ? nil : "\(name) does not exist yet: these are the defaults, and saving creates it."
        let outcome = editor.run(status: status)
        // Back on the main screen: say what happened, as the shell will keep it.
        let shown = TerminalSafeText.visible(name)
        switch outcome {
        case .unavailable(let reason):
            DemoOutput.error("The full-screen editor cannot run: \(reason).")
            return 2
        case .quit, .endOfInput, .interrupted:
            print(farewell(saves: saves, discarded: form.isDirty, name: shown))
            return outcome == .interrupted ? 130 : 0
        }
    }

    /// What the session did to the file: "Saved" only for work that was saved; changes
    /// dropped (by Ctrl-C, the end of input, or quitting without saving) are said to be.
    static func farewell(saves: Int, discarded: Bool, name: String) -> String {
        switch (saves > 0, discarded) {
        case (false, false): return "Nothing saved to \(name)."
        case (false, true): return "Nothing saved to \(name): the unsaved changes were discarded."
        case (true, false): return "Saved \(name)."
        case (true, true):
            return "Unsaved changes were discarded; \(name) keeps what was saved before them."
        }
    }
}
