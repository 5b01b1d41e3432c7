import FormulateHummingbird
import Foundation

/// Each user's settings in the database, for `FormRoutes`: the row's JSON and its version,
/// saved only while the version is the one loaded.
struct SettingsStore: FormStore {
    let database: any SettingsDatabase

    func load(userID: String) async throws -> Versioned<UserSettings>? {
        guard let id = Int64(userID), let row = try await database.settings(ofUser: id) else { return nil }
        let settings = try JSONDecoder().decode(UserSettings.self, from: Data(row.json.utf8))
        return Versioned(model: settings, version: row.version)
    }

    func save(_ model: UserSettings, userID: String, replacing version: Int64) async throws -> Bool {
        guard let id = Int64(userID) else { return false }
        return try await database.saveSettings(try Self.json(of: model), ofUser: id, replacing: version)
    }

    /// The text a row holds: JSON with sorted keys, the same for the same settings.
    static func json(of settings: UserSettings) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(settings), as: UTF8.self)
    }
}
