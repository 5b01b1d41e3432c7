import Formulate
import Foundation

/// The demo's settings screen: every kind of field Formulate infers.
struct AppSettings: Codable, Equatable, DefaultConstructible {
    var displayName = ""
    var email = ""
    var password = ""
    var rememberMe = false
    var fontSize = 14
    var theme = Theme.system
    var homepageURL: URL?
    var dateOfBirth: Date?
    var notifications = NotificationSettings()
    var backupEmails: [String] = []
    var favoriteDays: Set<Weekday> = []
    var bio = ""
    /// A collection of subforms: `savedServers.0.host`.
    var savedServers: [SavedServer] = []
    /// A dictionary: `environment.LOG_LEVEL`.
    var environment: [String: String] = [:]
    let userID: UUID

    init() {
        userID = UUID()
    }
}

/// One saved server: an item of `savedServers`, titled by its name.
struct SavedServer: Codable, Equatable, DefaultConstructible, FormItemTitled {
    static var formItemTitleKey: String { "name" }
    var name = ""
    var host = ""
    @FormField(.rules(.required, .greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
    @FormField("Use TLS") var useTLS = true
}

extension SavedServer: FormCustomizing {
    static var fieldOverrides: [String: FieldOverrides] {
        ["name": ["rules": [ValidationRule.required]], "host": ["rules": [ValidationRule.required]]]
    }
}

enum Theme: String, CaseIterable, Codable {
    case light, dark, system
}

enum Weekday: String, CaseIterable, Codable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

/// A nested struct: a subform with dotted keys (`notifications.sound`).
struct NotificationSettings: Codable, Equatable, DefaultConstructible {
    var enabled = true
    var sound = true
    var digestFrequency = DigestFrequency.daily
    var quietHoursStartTime: Date?
}

enum DigestFrequency: String, CaseIterable, Codable {
    case never, daily, weekly
}

extension AppSettings: FormCustomizing {
    /// What `set`, `apply-form-data` and a submitted page may write: every setting a person
    /// edits (the user ID is not one of them).
    static var inputFields: FormInput {
        .only(
            \AppSettings.displayName, \AppSettings.email, \AppSettings.password, \AppSettings.rememberMe,
            \AppSettings.fontSize, \AppSettings.theme, \AppSettings.homepageURL, \AppSettings.dateOfBirth,
            \AppSettings.notifications, \AppSettings.backupEmails, \AppSettings.favoriteDays, \AppSettings.bio,
            \AppSettings.savedServers, \AppSettings.environment)
    }

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "displayName": ["header": "Account", "placeholder": "How others see you"],
            "email": ["placeholder": "you@example.com", "rules": [ValidationRule.email]],
            "password": ["rules": [ValidationRule.minLength(8, unit: .utf16)], "help": "At least 8 characters."],
            "fontSize": ["header": "Appearance", "min": 8, "max": 72],
            "homepageURL": ["title": "Homepage", "placeholder": "https://example.com"],
            "notifications": ["header": "Notifications"],
            "notifications.sound": ["hidden": "$notifications.enabled == false"],
            "notifications.digestFrequency": ["hidden": "$notifications.enabled == false"],
            "backupEmails": ["header": "Recovery", "template": ["rules": [ValidationRule.email]]],
            "bio": [
                "header": "About You", "placeholder": "A few words about you", "rules": [ValidationRule.maxLength(500)],
            ],
            "savedServers": ["header": "Servers"],
            "userID": ["footer": "Your user ID cannot be changed."],
        ]
    }
}
