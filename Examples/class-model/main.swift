import Formulate
// A form over classes: reference semantics, key paths declared once, and inheritance.
// Run it from the repository root:
//
//     swift run class-model
//
// Swift cannot discover a class's stored properties' key paths at run time, so a class
// lists them in `formKeyPaths`, once each; titles, kinds and options are still inferred. A
// key path to a stored property with a fixed place (a `final` one) names itself; one that
// calls a getter (an overridable `var`, one with `didSet`) is named. A subclass adds its
// own to its superclass's. Commits write through the object's setters, so
// `didSet` (and Observation) run, and every reference to the object sees the change.
import Foundation

enum Team: String, CaseIterable {
    case engineering, design, sales
}

class Person: FormKeyPathProviding {
    // `final`: a subclass cannot override them, so their key paths name themselves.
    final var name = ""
    final var email = ""
    final var birthday: Date?

    init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    class var formKeyPaths: [FormKeyPath] {
        [FormKeyPath(\Person.name), FormKeyPath(\Person.email), FormKeyPath(\Person.birthday)]
    }
}

final class Employee: Person, FormCustomizing {
    var team = Team.engineering {
        didSet { print("  didSet: team changed from \(oldValue) to \(team)") }
    }
    var salary: Decimal = 0
    var remote = false

    /// The superclass's fields, then this class's.
    override class var formKeyPaths: [FormKeyPath] {
        super.formKeyPaths + [
            FormKeyPath("team", \Employee.team), // didSet: its key path calls accessors, so it is named
            FormKeyPath(\Employee.salary),
            FormKeyPath(\Employee.remote),
        ]
    }

    static var fieldOverrides: [String: FieldOverrides] {
        ["salary": ["min": 0, "help": "Yearly, in euros."], "email": ["rules": [ValidationRule.required, .email]]]
    }
}

func run() throws {
    let ada = Employee(name: "Ada", email: "ada@example.com")
    let sameAda = ada // a second reference to the same object

    let form = try ModelForm(ada)
    print("1. Fields, inherited ones first:")
    for field in form.fields { print("  \(field.key): \(field.kind.rawValue), \"\(field.title)\"") }

    print("\n2. Edits go to the form's draft; the object is untouched until commit:")
    try form.setText("design", for: "team")
    try form.setText("72000", for: "salary")
    try form.setText("yes", for: "remote")
    print("  draft team: \(form.text(for: "team")), object team: \(ada.team)")

    print("\n3. An invalid edit makes commit refuse, and nothing is written:")
    try form.setText("not an address", for: "email")
    do {
        try form.commit()
    } catch {
        for failure in error.errors { print("  \(failure.key): \(failure.message)") }
    }
    print("  object email: \(ada.email), object team: \(ada.team)")

    print("\n4. Fixed, the commit writes through the setters (didSet runs):")
    try form.setText("ada@lovelace.example", for: "email")
    let saved = try form.commit()
    print("  the commit returns the same object: \(saved === ada)")
    print("  every reference sees it: \(sameAda.email), \(sameAda.team), \(sameAda.salary), remote: \(sameAda.remote)")

    print("\n5. A form of the base class has the base class's fields only:")
    let person = Person(name: "Grace", email: "grace@example.com")
    print("  " + (try ModelForm(person)).fields.map(\.key).joined(separator: ", "))
}

do {
    try run()
} catch {
    print("unexpected: \(error)")
    exit(1)
}
