import Formulate
import FormulateTerminal
import Foundation

enum Plan: String, CaseIterable { case free, pro, team }

enum Topic: String, CaseIterable { case swift, linux, web }

struct Access: OptionSet, CaseIterable, CustomStringConvertible {
    let rawValue: Int
    static let read = Access(rawValue: 1)
    static let write = Access(rawValue: 2)
    static let admin = Access(rawValue: 4)
    static let allCases: [Access] = [.read, .write, .admin]
    var description: String { self == .read ? "Read" : self == .write ? "Write" : "Admin" }
}

struct Address: DefaultConstructible, Equatable {
    var street = ""
    var zip = ""
}

/// One field of every kind the terminal asks for.
struct Signup: FormCustomizing, DefaultConstructible {
    static var inputFields: FormInput { .all }
    var username = ""
    var password = ""
    var age = 30
    var newsletter = false
    var plan = Plan.free
    var seats = 1
    var topics: Set<Topic> = []
    var access: Access = [.read]
    var startDate: Date?
    var address = Address()
    var nicknames: [String] = []
    var bio = ""
    let memberID = "M-1"

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "username": [
                "header": "Account", "rules": [ValidationRule.required, .minLength(3)], "placeholder": "ada",
            ],
            "password": ["help": "At least 8 characters.", "rules": [ValidationRule.minLength(8)]],
            "age": ["min": 13, "max": 120],
            "plan": ["header": "Plan"],
            "seats": ["hidden": "$plan != 'team'", "min": 1, "max": 500],
            "bio": ["type": "longtext", "footer": "Shown on your profile."],
        ]
    }
}

/// Runs an editor over `form` with `answers`, and returns the outcome and what it printed.
func run<Model>(_ form: ModelForm<Model>, _ answers: [String], configure: (inout TerminalEditor) -> Void = { _ in })
    -> (outcome: TerminalEditor.Outcome<Model>, output: String)
{
    let output = OutputBuffer()
    var editor = TerminalEditor(input: ScriptedInput(answers), output: output)
    configure(&editor)
    let outcome = editor.edit(form)
    return (outcome, output.text)
}

extension TerminalEditor.Outcome {
    var saved: Model? {
        if case .saved(let model) = self { return model }
        return nil
    }

    var name: String {
        switch self {
        case .saved: return "saved"
        case .unchanged: return "unchanged"
        case .discarded: return "discarded"
        case .cancelled: return "cancelled"
        }
    }
}

/// Answers for every field of `Signup`, in order: Enter for each unless given.
struct SignupAnswers {
    var username = "ada"
    var password = ""
    var age = ""
    var newsletter = ""
    var plan = ""
    var seats: [String] = []
    var topics = [""]
    var access = [""]
    var startDate = ""
    var street = ""
    var zip = ""
    var nicknames = [""]
    var bio = ""
    var save = "y"

    var lines: [String] {
        [username, password, age, newsletter, plan] + seats + topics + access
            + [startDate, street, zip] + nicknames + [bio, save]
    }
}
