import Formulate
// A form built from a JSON description, with no Swift model behind it (FXForms'
// DynamicFieldsExample). Run it from the repository root:
//
//     swift run dynamic-form                              # uses Examples/dynamic-form/registration.json
//     swift run dynamic-form path/to/form.json key=value ...
//
// It loads the description, applies the KEY=VALUE edits as typed text, and prints the
// values as JSON, or every error (one per line) with exit status 1.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var path = "Examples/dynamic-form/registration.json"
if let first = arguments.first, first.hasSuffix(".json") {
    path = first
    arguments.removeFirst()
}
if arguments.isEmpty {
    // A sample of what a person might type.
    arguments = [
        "username=ada", "email=ada@example.com", "password=correct horse", "confirmPassword=correct horse",
        "plan=Team", "seats=12", "interests=Swift, Linux", "address.zip=94103", "backupEmails=ada@work.example",
    ]
}

func fail(_ lines: [String]) -> Never {
    for line in lines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    exit(1)
}

guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail(["cannot read \(path)"]) }

let form: ModelForm<DynamicModel>
do {
    form = try ModelForm(descriptionJSON: text)
} catch {
    fail(error.problems.map(\.description))
}

var errors: [String] = []
for argument in arguments {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else {
        errors.append("\(argument): expected KEY=VALUE")
        continue
    }
    do {
        try form.setText(String(parts[1]), for: String(parts[0]))
    } catch {
        errors.append(error.description)
    }
}
if !errors.isEmpty {
    // Also what validation says about the other fields, so one run shows everything.
    let reported = Set(errors.compactMap { $0.split(separator: ":").first.map(String.init) })
    fail(errors + form.validate().filter { !reported.contains($0.key) }.map(\.description))
}

do {
    let model = try form.commit()
    print(model.json.jsonString())
} catch {
    fail(error.errors.map(\.description))
}
