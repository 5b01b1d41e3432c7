import Formulate
import Foundation

/// One user's settings, as the demo's settings screen has them: a name, appearance, saved
/// servers (a list of subforms) and environment variables (a dictionary).
struct UserSettings: Codable, Equatable, Sendable, DefaultConstructible {
    var displayName = ""
    var email = ""
    var fontSize = 14
    var theme = Theme.system
    var reduceMotion = false
    /// A collection of subforms: `savedServers.0.host`.
    var savedServers: [SavedServer] = []
    /// A dictionary: `environment.LOG_LEVEL`.
    var environment: [String: String] = [:]
}

/// One saved server: an item of `savedServers`, titled by its name.
struct SavedServer: Codable, Equatable, Sendable, DefaultConstructible, FormItemTitled {
    static var formItemTitleKey: String { "name" }
    var name = ""
    var host = ""
    var port = 443
    var useTLS = true
}

enum Theme: String, CaseIterable, Codable, Sendable {
    case light, dark, system
}

extension UserSettings: FormCustomizing {
    /// A submitted page and a JSON body may write every setting: each is the person's own.
    static var inputFields: FormInput { .all }

    static var fieldSettings: [String: FieldSettings] {
        [
            "displayName": .placeholder("How others see you").header("Account"),
            "email": .placeholder("you@example.com").rules(.email),
            "fontSize": .header("Appearance").min(8).max(72),
            "savedServers": .header("Servers"),
            "environment": .title("Environment Variables").header("Environment"),
        ]
    }
}

extension SavedServer: FormCustomizing {
    static var fieldSettings: [String: FieldSettings] {
        [
            "name": .rules(.required),
            "host": .rules(.required),
            "port": .rules(.required).min(1).max(65535),
            "useTLS": .title("Use TLS"),
        ]
    }
}
