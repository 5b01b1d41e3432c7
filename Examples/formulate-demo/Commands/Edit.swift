import Formulate
import FormulateTerminal
import Foundation

/// `edit`: the settings, one question at a time, on a terminal.
enum EditCommand {
    /// Returns the exit status: 0 when saved, unchanged or discarded; 1 when cancelled
    /// with Ctrl-D (nothing saved).
    ///
    /// Holds the file's lock from load to save: a `set` run meanwhile waits, then applies
    /// its edits to what this session saved.
    static func run(_ file: SettingsFile, editor: TerminalEditor = .standard()) throws -> Int32 {
        try file.locked { try edit(file, editor: editor) }
    }

    private static func edit(_ file: SettingsFile, editor: TerminalEditor) throws -> Int32 {
        // A path from the command line: shown, never obeyed.
        let name = TerminalSafeText.visible(file.url.relativePath)
        let exists = FileManager.default.fileExists(atPath: file.url.path)
        let form = try ModelForm(try file.load())
        var editor = editor
        editor.saveQuestion = "Save to \(name)?"
        let style = editor.style
        editor.output.write(style.bold("Editing \(name)") + "\n")
        if !exists {
            editor.output.write(
                style.dim("\(name) does not exist yet: these are the defaults, and saving creates it.") + "\n")
        }
        switch editor.edit(form) {
        case .saved(let settings):
            try file.save(settings)
            editor.output.write(style.green("Saved \(name).") + "\n")
            return 0
        case .unchanged, .discarded:
            return 0
        case .cancelled:
            return 1
        }
    }
}
