import Formulate

/// An item of a collection of subforms: titled "Server 1", "Server 2"...
struct FleetServer: Equatable, DefaultConstructible {
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
    var useTLS = true
}

/// A settings screen with every shape an HTML page edits with buttons.
struct Fleet: Equatable, DefaultConstructible, FormCustomizing {
    var name = "Fleet"
    var servers: [FleetServer] = []
    var environment: [String: String] = [:]
    static var inputFields: FormInput { .all }
}

/// The same shapes, where outside input may change the name only.
struct LockedFleet: Equatable, DefaultConstructible, FormCustomizing {
    var name = "Fleet"
    var servers: [FleetServer] = [FleetServer(host: "a.example")]
    var environment: [String: String] = ["A": "1"]
    static var inputFields: FormInput { .only(["name"]) }
}

extension Fleet {
    /// Two servers and two entries.
    static let sample = Fleet(
        servers: [FleetServer(host: "a.example", port: 8443), FleetServer(host: "b.example", port: 80, useTLS: false)],
        environment: ["LOG_LEVEL": "debug", "MODE": "fast"])
}
