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

/// Fields named like the methods and properties of a `<form>` element, which a browser
/// makes the form's own properties (DOM clobbering), beside every shape the script edits.
/// (`matches`, `parentElement` and `parentNode` are left out: Playwright's own selectors
/// cannot find anything on a page whose form has them.)
struct ClobberingNames: Equatable, DefaultConstructible, FormCustomizing {
    var querySelectorAll = ""
    var querySelector = ""
    var contains = ""
    var appendChild = ""
    var addEventListener = ""
    var children = ""
    var submit = ""
    var elements = ""
    var action = ""
    var length = ""
    var servers: [FleetServer] = []
    var labels: [String: String] = [:]
    var tags: [String] = []
    static var inputFields: FormInput { .all }
}
