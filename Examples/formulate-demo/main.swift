import Formulate
import FormulateTerminal
import Foundation

/// `formulate-demo`: a settings screen generated from the `AppSettings` struct.
let usage = """
    Usage: formulate-demo [--file PATH] [<command> [arguments]]

    Commands:
      edit                     Edit the settings on a full screen (the default on a terminal);
                               with --questions, or where the terminal cannot draw a full
                               screen (TERM=dumb, a pipe), one question at a time.
      describe                 Print the settings form as JSON (fields, kinds, titles, options).
      set KEY=VALUE ...        Apply edits as typed text, validate, and save the settings file.
                               Items of a list by index: savedServers.0.host=example.org (the
                               index after the last adds a server); dictionary entries by key:
                               environment.LOG_LEVEL=debug (a new key adds the entry).
      add KEY                  Add an item at the end of a list (add savedServers).
      insert KEY.INDEX         Insert a new item at INDEX (insert savedServers.0).
      remove KEY               Remove a list item or a dictionary entry (remove savedServers.1,
                               remove environment.LOG_LEVEL).
      move KEY.INDEX INDEX     Move a list item (move savedServers.2 0 makes it the first).
      rename KEY.NAME NEW      Rename a dictionary entry (rename environment.LOG_LEVEL LEVEL).
      html                     Print the settings form as a complete HTML page.
      schema                   Print the settings form as JSON Schema (2020-12), an rjsf uiSchema
                               and the current settings as formData.
      apply-form-data BODY     Apply a URL-encoded body as the html page submits it (a checkbox
                               absent from it is unchecked), validate, and save.
      --help                   Show this help.

    Options:
      --file PATH              The settings file (default: settings.json in the working directory).
    """

var arguments = Array(CommandLine.arguments.dropFirst())
var file = URL(fileURLWithPath: "settings.json")
if let index = arguments.firstIndex(of: "--file") {
    guard index + 1 < arguments.count else {
        DemoOutput.error("error: --file needs a path")
        exit(2)
    }
    file = URL(fileURLWithPath: arguments[index + 1])
    arguments.removeSubrange(index...index + 1)
}

let settingsFile = SettingsFile(url: file)

/// `edit`: the full-screen editor where the terminal can draw it, else (or with
/// `--questions`) the question-and-answer editor.
func edit(_ settingsFile: SettingsFile, questions: Bool) throws -> Int32 {
    if questions { return try EditCommand.run(settingsFile) }
    if let reason = FullScreenEditor<AppSettings>.unavailableReason() {
        if isatty(STDOUT_FILENO) == 1 {
            print(
                "The full-screen editor needs a terminal that can draw one (\(reason)): asking one question at a time.")
        }
        return try EditCommand.run(settingsFile)
    }
    return try FullScreenEditCommand.run(settingsFile)
}
let command = arguments.first
let rest = Array(arguments.dropFirst())

do {
    switch command {
    case "describe":
        try Describe.run(settingsFile)
    case "set":
        exit(try SetCommand.run(settingsFile, assignments: rest))
    case "html":
        try HTMLCommand.run(settingsFile)
    case "schema":
        try SchemaCommand.run(settingsFile)
    case "apply-form-data":
        exit(try ApplyFormDataCommand.run(settingsFile, arguments: rest))
    case "edit":
        exit(try edit(settingsFile, questions: rest.contains("--questions")))
    case let verb? where ShapeCommand.verbs.contains(verb):
        exit(try ShapeCommand.run(settingsFile, verb: verb, arguments: rest))
    case "--help", "-h", "help":
        print(usage)
    case nil where isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1:
        exit(try edit(settingsFile, questions: false))
    case nil:
        // Not a terminal: say what can be done instead of waiting for answers.
        print(usage)
        print("\nCurrent settings (\(TerminalSafeText.visible(settingsFile.url.relativePath))):")
        DemoOutput.json(SettingsFile.printable(try settingsFile.load()))
    default:
        DemoOutput.error("error: unknown command '\(command ?? "")'")
        DemoOutput.ownError("\n\(usage)\n")
        exit(2)
    }
} catch {
    DemoOutput.error("error: \(error)")
    exit(1)
}
