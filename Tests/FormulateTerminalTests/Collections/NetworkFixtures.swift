import Formulate
import FormulateTerminal

/// One saved server: an item of `Network.servers`, titled by its name.
struct SavedHost: DefaultConstructible, Equatable, FormItemTitled, FormCustomizing {
    static var formItemTitleKey: String { "name" }
    var name = ""
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443

    static var fieldOverrides: [String: FieldOverrides] {
        ["name": ["rules": [ValidationRule.required]]]
    }
}

struct ProxySettings: DefaultConstructible, Equatable {
    var host = ""
    var port = 8080
}

/// A model with every shape: a collection of subforms, a dictionary and an optional subform.
struct Network: DefaultConstructible, FormCustomizing {
    var label = ""
    var servers: [SavedHost] = []
    var environment: [String: String] = [:]
    var proxy: ProxySettings?

    static var inputFields: FormInput { .all }
}

/// Two servers, one variable, no proxy.
func sampleNetwork() -> Network {
    Network(
        label: "lab",
        servers: [
            SavedHost(name: "Home", host: "home.example", port: 8443),
            SavedHost(name: "Work", host: "work.example", port: 443),
        ],
        environment: ["LOG_LEVEL": "info"], proxy: nil)
}
