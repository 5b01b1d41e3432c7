import Formulate
import FormulateTerminal
// FXForms' BasicExample, ported to Swift: a login form and a registration form as two
// subforms of one root form. Run it from the repository root:
//
//     swift run registration           # builds the form, fills it in as a person would, prints each step
//     swift run registration --edit    # the same form, asked question by question on your terminal
//
// Read it top to bottom: the models, their customization (FXForms' dictionaries carry
// over key for key), then what a program does with the form.
import Foundation

// MARK: - The models

/// FXForms' `LoginForm`.
struct LoginForm: DefaultConstructible {
    var email = ""
    var password = ""
    var rememberMe = false
}

/// FXForms' `RegistrationForm`. `gender` and `otherInterests` are plain integers, as the
/// NS_ENUM and NS_OPTIONS were: the customization below says what they mean.
struct RegistrationForm: DefaultConstructible {
    var email = ""
    var password = ""
    var repeatPassword = ""
    var name = ""
    var gender = 0 // an option stored as its index
    var dateOfBirth: Date?
    var age: UInt = 0
    var phone = ""
    var country = "us" // an ISO 3166 code, shown as a country's name
    var language = "English"
    var interests: [String] = [] // several choices among options
    var otherInterests = 0 // a bitfield: Computers = 1, Socializing = 2, Sports = 4
    var about = ""
    var plan = "Free"
    var agreedToTerms = false
}

/// FXForms' `RootForm`: both forms on one screen.
struct RootForm: DefaultConstructible {
    var login = LoginForm()
    var registration = RegistrationForm()
}

// MARK: - Customization (FXForms' field dictionaries)

/// Shows ISO 3166 codes as country names, and reads names (or codes) back: a reversible
/// value transformer, FXForms' `ISO3166CountryValueTransformer`.
let countryNames = FieldValueTransformer(
    display: { value in
        let code = value.stringValue ?? ""
        return Locale(identifier: "en_US").localizedString(forRegionCode: code) ?? code.uppercased()
    },
    parse: { text in
        let wanted = text.lowercased()
        for code in ["us", "ca", "gb", "sa", "be"] {
            let name = Locale(identifier: "en_US").localizedString(forRegionCode: code)?.lowercased()
            if wanted == code || wanted == name { return .string(code) }
        }
        return nil
    })

extension LoginForm: FormCustomizing {
    static var extraFields: [FieldEntry] {
        [
            FieldEntry(
                .key("logIn").kind(.button).title("Log In").action(
                    FieldAction { values, _ in
                        print("  action: logging in as \(values["login.email"]?.stringValue ?? "?")")
                    }))
        ]
    }
}

extension RegistrationForm: FormCustomizing {
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "email": ["header": "Account", "rules": [ValidationRule.required, .email]],
            "password": ["rules": [ValidationRule.required, .minLength(8)]],
            // A rule that names another field uses its key path from the form's root.
            "repeatPassword": ["rules": [ValidationRule.equalsField("password")]],
            "name": ["header": "Details"],
            "gender": ["options": ["Male", "Female", "It's Complicated"]],
            "age": ["max": 150],
            "country": ["options": ["us", "ca", "gb", "sa", "be"], "valueTransformer": countryNames],
            "language": ["options": ["English", "Spanish", "French", "Dutch"]],
            "interests": ["options": ["Videogames", "Animals", "Cooking"]],
            "otherInterests": ["type": "bitfield", "options": ["Computers", "Socializing", "Sports"]],
            "about": ["type": "longtext", "placeholder": "Text..."],
            "plan": ["header": "Plan", "options": ["Micro", "Normal", "Maxi"], "placeholder": "Free"],
            "agreedToTerms": [
                "header": "Legal", "title": "I Agree To These Terms",
                "footer": "You can read the terms at example.com/terms.",
            ],
        ]
    }

    static var extraFields: [FieldEntry] {
        [
            FieldEntry(
                .key("submit").kind(.button).title("Submit").header("").action(
                    FieldAction { values, _ in
                        let name = values["registration.name"]?.stringValue ?? "?"
                        print("  action: submitting the registration of \(name)")
                    }))
        ]
    }
}

extension RootForm: FormCustomizing {
    /// The terminal editor below writes only the fields a person may change: all of them.
    static var inputFields: FormInput { .all }

    static var fieldOverrides: [String: FieldOverrides] {
        ["registration": ["header": "Not Registered?"]]
    }
}

// MARK: - Using the form

let form: ModelForm<RootForm>
do {
    form = try ModelForm(RootForm())
} catch {
    print("The form's customization is wrong:\n\(error)")
    exit(1)
}

if CommandLine.arguments.contains("--edit") {
    switch TerminalEditor.standard().edit(form) {
    case .saved(let root): print("Registered \(root.registration.name).")
    case .unchanged, .discarded, .cancelled: break
    }
    exit(0)
}

/// Prints every field: its key, kind, title, and options or current text.
func show(_ fields: [Field], depth: Int = 1) {
    for field in fields {
        if let header = field.header {
            print(String(repeating: "  ", count: depth - 1) + (header.isEmpty ? "" : "[\(header)]"))
        }
        var line = String(repeating: "  ", count: depth) + "\(field.key) (\(field.kind.rawValue)): \(field.title)"
        if !field.options.isEmpty { line += " — " + field.options.map(\.title).joined(separator: " | ") }
        if let placeholder = field.placeholder { line += " — placeholder \"\(placeholder)\"" }
        print(line)
        show(field.children, depth: depth + 1)
    }
}

print("1. The form FXForms' BasicExample describes:")
show(form.fields)

print("\n2. A person fills in the registration, making a few mistakes:")
let edits: [(String, String)] = [
    ("registration.email", "ada@example.com"),
    ("registration.password", "analytical"),
    ("registration.repeatPassword", "analitycal"), // does not match: a rule error
    ("registration.name", "Ada Lovelace"),
    ("registration.gender", "Female"), // stored as the index, 1
    ("registration.dateOfBirth", "1815-12-10"),
    ("registration.age", "two hundred"), // not a number: rejected, draft unchanged
    ("registration.age", "36"),
    ("registration.country", "United Kingdom"), // parsed back through the transformer to "gb"
    ("registration.interests", "Animals, Cooking"),
    ("registration.otherInterests", "Computers, Sports"), // bits 1 | 4
    ("registration.about", "Mathematician.\nWrote the first program."),
    ("registration.plan", "Maxi"),
    ("registration.agreedToTerms", "yes"),
]
for (key, text) in edits {
    do {
        try form.setText(text, for: key)
        try form.blur(key)
        let errors = form.errors(for: key)
        print(
            "  \(key) = \(text.debugDescription)"
                + (errors.isEmpty ? "" : "  -> \(errors.map(\.message).joined(separator: "; "))"))
    } catch {
        print("  \(key) = \(text.debugDescription)  -> rejected: \(error.message)")
    }
}
print(
    "  country is shown as \"\(form.text(for: "registration.country"))\", stored as \(form.value(for: "registration.country") ?? .null)"
)
print("  other interests are stored as \(form.value(for: "registration.otherInterests") ?? .null)")

print("\n3. Commit refuses while anything is invalid, and says what:")
do {
    try form.commit()
} catch {
    for failure in error.errors { print("  \(failure.key): \(failure.message)") }
}

print("\n4. The person fixes it; the buttons run their actions; the commit writes the model:")
do {
    try form.setText("analytical", for: "registration.repeatPassword")
    try form.setText("ada@example.com", for: "login.email")
    try form.performAction(for: "login.logIn")
    try form.performAction(for: "registration.submit")
    let root = try form.commit()
    let registration = root.registration
    print("  name: \(registration.name), gender: \(registration.gender), age: \(registration.age)")
    print(
        "  country: \(registration.country), interests: \(registration.interests), other interests: \(registration.otherInterests)"
    )
    print("  plan: \(registration.plan), agreed to terms: \(registration.agreedToTerms)")
    print("  about: \(registration.about.debugDescription)")
} catch {
    print("  unexpected: \(error)")
    exit(1)
}
