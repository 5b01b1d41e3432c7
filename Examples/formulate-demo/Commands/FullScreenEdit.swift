import Formulate
import FormulateTerminal
import Foundation

/// `edit` on a terminal: the settings on one screen, edited with the keyboard.
enum FullScreenEditCommand {
    /// Returns the exit status: 0 after `q`, 130 after Ctrl-C (what was saved before stays
    /// saved). Holds the file's lock for the whole session, as the question-and-answer
    /// editor does.
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
            print(saves > 0 ? "Saved \(shown)." : "Nothing saved to \(shown).")
            return outcome == .interrupted ? 130 : 0
        }
    }
}
