import Formulate
import FormulateTerminal
// Conditions (fields hidden or disabled by other fields' values), change events, and
// errors that come from a server. Run it from the repository root:
//
//     swift run conditions           # a scripted session, printed step by step
//     swift run conditions --edit    # the same form on your terminal: watch fields appear
import Foundation

enum AccountType: String, CaseIterable {
    case personal, business
}

enum Topic: String, CaseIterable {
    case releases, events, jobs
}

struct SignUp: FormCustomizing {
    var username = ""
    var email = ""
    var accountType = AccountType.personal
    var companyName = ""
    var vatNumber = ""
    var age = 30
    var rememberMe = false
    var sessionDays = 30
    var newsletter = false
    var topics: Set<Topic> = []

    /// The terminal editor below writes only the fields a person may change: all of them.
    static var inputFields: FormInput { .all }

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "username": ["rules": [ValidationRule.required, .minLength(3)]],
            "email": ["rules": [ValidationRule.required, .email]],
            // Predicates are parsed when the form is built: a typo is an error, not a silent false.
            "companyName": [
                "header": "Company", "hidden": "$accountType != 'business'",
                "rules": [ValidationRule.required],
            ],
            "vatNumber": ["hidden": "$accountType != 'business'", "footer": "Only for business accounts."],
            "age": ["header": "You", "min": 13, "max": 120],
            "sessionDays": ["hidden": "$rememberMe == false", "min": 1, "max": 90],
            "topics": ["disabled": "$newsletter == false"],
        ]
    }
}

/// Stands in for a server that checks what it alone knows.
enum Server {
    static let takenUsernames: Set<String> = ["ada", "admin"]

    /// Errors by field key, as a JSON response might carry them.
    static func register(_ values: [String: FormValue]) -> [String: String] {
        guard let username = values["username"]?.stringValue, takenUsernames.contains(username) else { return [:] }
        return ["username": "That username is taken."]
    }
}

func run() throws {
    let form = try ModelForm(SignUp())
    // A closure condition: its reads of `age` are recorded as its dependencies.
    try form.setDisabled(.when { $0["age"].compare(to: 18) == .orderedAscending }, for: "newsletter")

    if CommandLine.arguments.contains("--edit") {
        switch TerminalEditor.standard().edit(form) {
        case .saved(let signUp):
            let problems = Server.register(form.values())
            print(
                problems.isEmpty
                    ? "Signed up \(signUp.username)." : "The server says: \(problems.values.joined(separator: " "))")
        case .unchanged, .discarded, .cancelled: break
        }
        return
    }

    func visibility() -> String {
        ["companyName", "vatNumber", "sessionDays"].map { "\($0) \(form.isHidden($0) ? "hidden" : "shown")" }
            .joined(separator: ", ") + "; newsletter \(form.isDisabled("newsletter") ? "disabled" : "enabled")"
            + ", topics \(form.isDisabled("topics") ? "disabled" : "enabled")"
    }

    print("1. At first: \(visibility())")
    form.onChange { change, form in
        // After every real change, with hidden/disabled state already updated.
        print(
            "  changed \(change.key): \"\(form.text(of: change.oldValue, for: change.key))\" -> \"\(form.text(for: change.key))\""
        )
    }

    print("\n2. Answers show and enable fields (only conditions that read a changed field run again):")
    for (key, text) in [("accountType", "Business"), ("rememberMe", "yes"), ("newsletter", "yes"), ("age", "16")] {
        try form.setText(text, for: key)
        print("  after \(key) = \(text): \(visibility())")
    }

    print("\n3. A hidden or disabled field cannot be edited, and says why:")
    try form.setText("no", for: "rememberMe")
    do { try form.setText("60", for: "sessionDays") } catch { print("  \(error)") }
    do { try form.setText("no", for: "newsletter") } catch { print("  \(error)") }
    try form.setText("36", for: "age")

    print("\n4. Hidden fields are not validated; visible ones are:")
    try form.setText("ada", for: "username")
    try form.setText("ada@example.com", for: "email")
    try form.setText("personal", for: "accountType")
    print("  with a personal account, companyName is hidden: valid = \(form.isValid)")
    try form.setText("business", for: "accountType")
    try form.setText("", for: "companyName")
    print("  with a business account and no company name: valid = \(form.isValid)")
    try form.setText("Analytical Engines Ltd", for: "companyName")

    print("\n5. The server rejects the username; the error holds until the value changes:")
    for (key, message) in Server.register(form.values()) {
        try form.markInvalid(key, message: message)
    }
    print("  valid = \(form.isValid); errors: \(form.errors(for: "username").map(\.message))")
    do {
        try form.commit()
    } catch {
        print("  commit refused: \(error)")
    }
    try form.setText("ada.lovelace", for: "username")
    print("  after a new username: errors \(form.errors(for: "username").map(\.message)), valid = \(form.isValid)")

    let saved = try form.commit()
    print(
        "\n6. Saved: \(saved.username), \(saved.accountType), \(saved.companyName), session \(saved.sessionDays) days, topics \(saved.topics.count)"
    )
}

do {
    try run()
} catch {
    print("unexpected: \(error)")
    exit(1)
}
