import Foundation
import Testing

@testable import Formulate

struct Gate: Equatable, FormCustomizing {
    var rememberMe = true
    var sessionDays = 30
    var plan = "pro"
    var seats = 5
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "sessionDays": ["hidden": "$rememberMe == false"],
            "seats": ["disabled": "$plan == 'free'"],
        ]
    }
}

@Suite("Mass assignment")
struct MassAssignmentTests {
    /// `setValues` refuses a batch with any protected or unknown key and writes nothing,
    /// reporting every such key.
    @Test func setValuesRefusesProtectedKeysAndWritesNothing() throws {
        let form = try ModelForm(HostileModel())
        let error = #expect(throws: FormErrors.self) {
            try form.setValues([
                "name": "Bob", "count": 5, "serial": 1, "frozen": "x", "secret": "x", "locked": 2, "role": "admin",
                "nope": 1,
            ])
        }
        #expect(Set(error?.errors.map(\.key) ?? []) == ["serial", "frozen", "secret", "locked", "role", "nope"])
        #expect(error?.errors.first { $0.key == "serial" }?.reason == .readOnly)
        #expect(error?.errors.first { $0.key == "secret" }?.reason == .hidden)
        #expect(error?.errors.first { $0.key == "locked" }?.reason == .disabled)
        #expect(error?.errors.first { $0.key == "role" }?.reason == .unknownField)
        #expect(form.value(for: "name") == "Ada")
        #expect(try form.commit() == HostileModel())
    }

    /// A field that an earlier value of the same batch hides or disables is refused, and
    /// the batch is undone (regression: it used to be written while hidden).
    @Test func setValuesRefusesAFieldTheBatchItselfHides() throws {
        let form = try ModelForm(Gate())
        var changes: [String] = []
        form.onChange { change, _ in changes.append(change.key) }
        let hidden = #expect(throws: FormErrors.self) { try form.setValues(["rememberMe": false, "sessionDays": 1]) }
        #expect(hidden?.errors.map(\.key) == ["sessionDays"])
        #expect(hidden?.errors.first?.reason == .hidden)
        #expect(form.value(for: "rememberMe") == .bool(true), "the batch is undone")
        #expect(form.value(for: "sessionDays") == .int(30))
        #expect(!form.isHidden("sessionDays"))
        #expect(changes == ["rememberMe", "rememberMe"], "handlers saw the change and its undoing")

        let disabled = #expect(throws: FormErrors.self) { try form.setValues(["plan": "free", "seats": 50]) }
        #expect(disabled?.errors.first?.reason == .disabled)
        #expect(form.value(for: "plan") == "pro")
        #expect(try form.commit() == Gate())
    }

    /// JSON values (as a client would send them) go through `setFormValue`/`setValues` and
    /// meet the same checks; a JSON description's own values cannot make a read-only,
    /// hidden or disabled field editable.
    @Test func jsonValuesCannotWriteProtectedFields() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [
                  {"key": "name", "type": "text", "value": "Ada"},
                  {"key": "isAdmin", "type": "boolean", "readOnly": true, "value": false},
                  {"key": "secret", "type": "text", "hidden": true, "value": "s"},
                  {"key": "locked", "type": "integer", "disabled": "$name == 'Ada'", "value": 1}
                ]}
                """)
        let submitted = try FormValue(
            json: #"{"name": "Bob", "isAdmin": true, "secret": "x", "locked": 2, "extra": 1}"#)
        var batch: [String: Any?] = [:]
        for member in submitted.objectValue ?? [] { batch[member.key] = member.value }
        let error = #expect(throws: FormErrors.self) { try form.setValues(batch) }
        #expect(Set(error?.errors.map(\.key) ?? []) == ["isAdmin", "secret", "locked", "extra"])
        for member in submitted.objectValue ?? [] where member.key != "name" {
            #expect(throws: FormError.self) { try form.setFormValue(member.value, for: member.key) }
        }
        try form.setFormValue(.string("Bob"), for: "name")
        let model = try form.commit()
        #expect(model.json.jsonString(pretty: false) == #"{"name":"Bob","isAdmin":false,"secret":"s","locked":1}"#)
    }
}
