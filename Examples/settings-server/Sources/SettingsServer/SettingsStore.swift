import FormulateHummingbird
import Foundation
import GRDB

/// Each user's settings in the database, for `FormRoutes`: the row's JSON and its version,
/// saved only while the version is the one loaded.
struct SettingsStore: FormStore {
    let database: SettingsDatabase

    func load(userID: String) async throws -> Versioned<UserSettings>? {
        guard let id = Int64(userID) else { return nil }
        let row = try await database.pool.read { db -> (json: String, version: Int64)? in
            let sql = "SELECT json, version FROM settings WHERE user_id = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [id]) else { return nil }
            return (try row.decode(String.self, forColumn: "json"), try row.decode(Int64.self, forColumn: "version"))
        }
        guard let row else { return nil }
        let settings = try JSONDecoder().decode(UserSettings.self, from: Data(row.json.utf8))
        return Versioned(model: settings, version: row.version)
    }

    func save(_ model: UserSettings, userID: String, replacing version: Int64) async throws -> Bool {
        guard let id = Int64(userID) else { return false }
        let json = try Self.json(of: model)
        return try await database.pool.write { db in
            try db.execute(
                sql: "UPDATE settings SET json = ?, version = version + 1 WHERE user_id = ? AND version = ?",
                arguments: [json, id, version])
            return db.changesCount == 1
        }
    }

    /// The text a row holds: JSON with sorted keys, the same for the same settings.
    static func json(of settings: UserSettings) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(settings), as: UTF8.self)
    }
}
