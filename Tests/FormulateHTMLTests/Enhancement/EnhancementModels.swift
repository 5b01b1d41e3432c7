import Formulate

/// A settings screen with a list of values, a dictionary of values and a dictionary of
/// subforms, every one editable from a page.
struct Workshop: Equatable, DefaultConstructible, FormCustomizing {
    var tags: [String] = []
    var labels: [String: String] = [:]
    var accounts: [String: MailServer] = [:]
    static var inputFields: FormInput { .all }
}
