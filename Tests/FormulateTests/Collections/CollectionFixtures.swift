import Formulate

/// A saved server: an item of a collection of subforms, titled by its name.
struct Server: Equatable, DefaultConstructible, FormItemTitled, FormCustomizing {
    static var formItemTitleKey: String { "name" }
    var name = ""
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
    var useTLS = true
    /// Not in the form: kept as the model has it through every edit.
    var lastSeen = 0
    static var excludedFields: [String] { ["lastSeen"] }
    static var fieldOverrides: [String: FieldOverrides] { ["useTLS": ["hidden": "$port == 80"]] }
}

/// A server whose item has a nested subform and a collection of its own.
struct MirrorSite: Equatable, DefaultConstructible {
    struct Credentials: Equatable { var user = ""; var realm = "" }
    var url = ""
    var credentials = Credentials()
    var aliases: [Alias] = []
}

struct Alias: Equatable, DefaultConstructible { var name = "" }

/// An item type without `init()`: items can be edited, never created.
struct Fixed: Equatable { var label: String }

struct Network: Equatable, DefaultConstructible, FormCustomizing {
    var title = "Home"
    var servers: [Server] = []
    var mirrors: [MirrorSite] = []
    var fixed: [Fixed] = []
    static var inputFields: FormInput { .only(["title", "servers"]) }
}
