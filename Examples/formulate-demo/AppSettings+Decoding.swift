import Foundation

/// Reading a settings file written before a setting existed: a member that is missing
/// takes the setting's default (a file from an older version has no `savedServers`).
extension AppSettings {
    /// The members of a settings file.
    private enum Member: String, CodingKey {
        case displayName, email, password, rememberMe, fontSize, theme, homepageURL, dateOfBirth, notifications,
            backupEmails, favoriteDays, bio, savedServers, environment, userID
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Member.self)
        let defaults = AppSettings()
        func read<T: Decodable>(_ key: Member, _ fallback: T) throws -> T {
            try container.decodeIfPresent(T.self, forKey: key) ?? fallback
        }
        userID = try read(.userID, defaults.userID)
        displayName = try read(.displayName, defaults.displayName)
        email = try read(.email, defaults.email)
        password = try read(.password, defaults.password)
        rememberMe = try read(.rememberMe, defaults.rememberMe)
        fontSize = try read(.fontSize, defaults.fontSize)
        theme = try read(.theme, defaults.theme)
        homepageURL = try container.decodeIfPresent(URL.self, forKey: .homepageURL)
        dateOfBirth = try container.decodeIfPresent(Date.self, forKey: .dateOfBirth)
        notifications = try read(.notifications, defaults.notifications)
        backupEmails = try read(.backupEmails, defaults.backupEmails)
        favoriteDays = try read(.favoriteDays, defaults.favoriteDays)
        bio = try read(.bio, defaults.bio)
        savedServers = try read(.savedServers, defaults.savedServers)
        environment = try read(.environment, defaults.environment)
    }
}
