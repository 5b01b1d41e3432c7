import Foundation

/// The settings of `UserSettings`, as a hand-written handler keeps them: a `Codable` struct
/// that reads and writes the same JSON in the same `settings` row, and nothing of Formulate.
struct HandwrittenSettings: Codable, Sendable {
    var displayName = ""
    var email = ""
    var fontSize = 14
    var theme = "system"
    var reduceMotion = false
    var savedServers: [HandwrittenServer] = []
    var environment: [String: String] = [:]

    /// The themes a person can pick.
    static let themes = ["light", "dark", "system"]
}

/// One saved server.
struct HandwrittenServer: Codable, Sendable {
    var name = ""
    var host = ""
    var port = 443
    var useTLS = true
}

/// What the hand-written page posts, decoded by Hummingbird's `URLEncodedFormDecoder`.
///
/// The decoder reads no structs inside arrays, so the servers are a map keyed `s0`, `s1`...
/// (`savedServers[s0][name]`); numbers arrive as text and are checked by hand, so that a
/// wrong one is shown at its field rather than refused as a malformed body.
struct HandwrittenPost: Decodable {
    var csrfToken: String
    var displayName: String?
    var email: String?
    var fontSize: String?
    var theme: String?
    var reduceMotion: String?
    var savedServers: [String: HandwrittenServerPost]?
    var environment: [String: String]?

    /// The names the page posts: the token's is `csrf_token`.
    enum CodingKeys: String, CodingKey {
        case csrfToken = "csrf_token"
        case displayName, email, fontSize, theme, reduceMotion, savedServers, environment
    }
}

/// One server as posted.
struct HandwrittenServerPost: Decodable {
    var name: String?
    var host: String?
    var port: String?
    var useTLS: String?
}

extension HandwrittenPost {
    /// The settings the post describes and the error of each refused field, by the rules of
    /// `UserSettings`: an email address or nothing, a font size of 8 to 72, a known theme, and
    /// each server with a name, a host and a port of 1 to 65535.
    func settings() -> (HandwrittenSettings, [String: String]) {
        var settings = HandwrittenSettings()
        var errors: [String: String] = [:]
        settings.displayName = displayName ?? ""
        settings.email = email ?? ""
        if !settings.email.isEmpty && !Self.isEmail(settings.email) {
            errors["email"] = "Enter an email address, such as name@example.com."
        }
        if let size = Int(fontSize ?? ""), (8...72).contains(size) {
            settings.fontSize = size
        } else {
            errors["fontSize"] = "Enter a whole number from 8 to 72."
        }
        if let theme, HandwrittenSettings.themes.contains(theme) {
            settings.theme = theme
        } else {
            errors["theme"] = "Pick one of Light, Dark, System."
        }
        settings.reduceMotion = reduceMotion == "true"
        let servers = (savedServers ?? [:]).sorted { (Int($0.key.dropFirst()) ?? 0) < (Int($1.key.dropFirst()) ?? 0) }
        for (index, (_, posted)) in servers.enumerated() {
            var server = HandwrittenServer()
            server.name = posted.name ?? ""
            server.host = posted.host ?? ""
            server.useTLS = posted.useTLS == "true"
            if server.name.isEmpty { errors["savedServers.\(index).name"] = "Enter a name." }
            if server.host.isEmpty { errors["savedServers.\(index).host"] = "Enter a host." }
            if let port = Int(posted.port ?? ""), (1...65535).contains(port) {
                server.port = port
            } else {
                errors["savedServers.\(index).port"] = "Enter a whole number from 1 to 65535."
            }
            settings.savedServers.append(server)
        }
        settings.environment = environment ?? [:]
        return (settings, errors)
    }

    /// A plain check of an address: one `@`, text before it, and a dot in the domain after it.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !text.contains(" ") else { return false }
        return !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }
}
