import Foundation
import Formulate

/// `formulate-demo`: a settings screen generated from the `AppSettings` struct.
let usage = """
    Usage: formulate-demo [--file PATH] <command> [arguments]

    Commands:
      describe                 Print the settings form as JSON (fields, kinds, titles, options).
      set KEY=VALUE ...        Apply edits as typed text, validate, and save the settings file.
      html                     Print the settings form as a complete HTML page.
      schema                   Print the settings form as JSON Schema (2020-12) and an rjsf uiSchema.
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
        FileHandle.standardError.write(Data("error: --file needs a path\n".utf8))
        exit(2)
    }
    file = URL(fileURLWithPath: arguments[index + 1])
    arguments.removeSubrange(index...index + 1)
}

let settingsFile = SettingsFile(url: file)
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
    case "--help", "-h", "help":
        print(usage)
    case nil:
        print(usage)
    default:
        FileHandle.standardError.write(Data("error: unknown command '\(command ?? "")'\n\n\(usage)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
