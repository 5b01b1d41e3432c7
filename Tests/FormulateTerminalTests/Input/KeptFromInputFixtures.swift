import Formulate
import FormulateTerminal

/// A part of a job, edited inside the job's list.
struct JobPart: DefaultConstructible, Equatable {
    var name = ""
    var fitted = false
}

/// The shape of the bike shop's ticket (trial 19): `paidInFull` is `private(set)` and left
/// out of the input fields, so a person at a terminal may not mark a job paid.
struct Job: DefaultConstructible, Equatable, FormCustomizing {
    var customer = ""
    var parts: [JobPart] = [JobPart(name: "chain")]
    var torque: [String: Int] = ["stem": 5]
    private(set) var paidInFull = false

    static var inputFields: FormInput { .only("customer") }

    mutating func markPaid() { paidInFull = true }
}

/// The same job with its parts and torque figures open to input, `paidInFull` still not.
struct OpenJob: DefaultConstructible, Equatable, FormCustomizing {
    var customer = ""
    var parts: [JobPart] = [JobPart(name: "chain")]
    var torque: [String: Int] = ["stem": 5]
    private(set) var paidInFull = false

    static var inputFields: FormInput { .only("customer", "parts", "torque") }
}

/// A full-screen editor over a form, pressing keys and keeping what it saved.
final class KeyPresser<Model> {
    let form: ModelForm<Model>
    private(set) var saved: [Model] = []
    var state: FullScreenState
    private var editor: FullScreenEditor<Model>

    init(_ form: ModelForm<Model>) {
        self.form = form
        editor = FullScreenEditor(form: form, title: "Job") { _ in }
        state = editor.start(width: 80, height: 24)
        editor.save = { [unowned self] in saved.append($0) }
    }

    /// Presses `keys` in order, saving when the editor says so.
    func press(_ keys: Key...) {
        for key in keys {
            let update = editor.update(state, key)
            state = update.state
            if update.effect == .save { state = editor.performSave(state) }
        }
    }

    /// Types `text` one character at a time.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// The row of the frame drawn now that has `title` on it.
    func line(_ title: String) -> String? {
        editor.render(state).lines.first { $0.contains(title) }
    }
}
