import Formulate

/// A settings screen with a list of values, a dictionary of values and a dictionary of
/// subforms, every one editable from a page.
struct Workshop: Equatable, DefaultConstructible, FormCustomizing {
    var tags: [String] = []
    var labels: [String: String] = [:]
    var accounts: [String: MailServer] = [:]
    static var inputFields: FormInput { .all }
}

/// A part inside a crate.
struct CratePart: Equatable, DefaultConstructible {
    var label = ""
}

/// An item with a collection of subforms inside it.
struct Crate: Equatable, DefaultConstructible {
    var name = ""
    var parts: [CratePart] = []
}

/// Collections inside items: the script edits the crates in place, not their parts.
struct Warehouse: Equatable, DefaultConstructible, FormCustomizing {
    var crates: [Crate] = []
    static var inputFields: FormInput { .all }
}
