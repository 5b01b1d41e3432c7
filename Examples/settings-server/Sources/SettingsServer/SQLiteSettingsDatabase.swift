import Foundation
import GRDB

/// The settings in a SQLite file, through GRDB: one writer and concurrent readers (SQLite's
/// write-ahead log). Several processes on one machine may open the same file.
///
/// The file and its tables are made on first use; opening it again keeps what it holds.
public struct SQLiteSettingsDatabase: SettingsDatabase {
    /// The connections.
    let pool: DatabasePool

    /// Opens the database file at `path`, creating and migrating it when needed.
    public init(path: String) throws {
        var configuration = Configuration()
        // Another process (add-user beside a running server) may hold the write lock briefly.
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
    }

    /// The tables, created once in each file.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("users and settings") { db in
            try db.execute(
                sql: """
                    CREATE TABLE users (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE,
                        password_hash TEXT NOT NULL
                    );
                    CREATE TABLE settings (
                        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                        json TEXT NOT NULL,
                        version INTEGER NOT NULL
                    );
                    """)
        }
        return migrator
    }

    /// How many users there are.
    public func userCount() async throws -> Int {
        try await pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") ?? 0 }
    }

    /// The user named `name`, if any.
    public func user(named name: String) async throws -> StoredUser? {
        try await pool.read { db in
            let sql = "SELECT id, password_hash FROM users WHERE name = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [name]) else { return nil }
            return StoredUser(
                id: try row.decode(Int64.self, forColumn: "id"),
                passwordHash: try row.decode(String.self, forColumn: "password_hash"))
        }
    }

    /// Adds a user and their settings row at version 1, in one transaction.
    public func addUser(name: String, passwordHash: String, settingsJSON: String) async throws -> Int64 {
        do {
            return try await pool.write { db in
                try db.execute(
                    sql: "INSERT INTO users (name, password_hash) VALUES (?, ?)", arguments: [name, passwordHash])
                let id = db.lastInsertedRowID
                try db.execute(
                    sql: "INSERT INTO settings (user_id, json, version) VALUES (?, ?, 1)",
                    arguments: [id, settingsJSON])
                return id
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw AccountError.duplicateName(name)
        }
    }

    /// The settings row of the user `userID`, if any.
    public func settings(ofUser userID: Int64) async throws -> StoredSettings? {
        try await pool.read { db in
            let sql = "SELECT json, version FROM settings WHERE user_id = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [userID]) else { return nil }
            return StoredSettings(
                json: try row.decode(String.self, forColumn: "json"),
                version: try row.decode(Int64.self, forColumn: "version"))
        }
    }

    /// Writes `json` and counts the version up, if it is still `version`.
    public func saveSettings(_ json: String, ofUser userID: Int64, replacing version: Int64) async throws -> Bool {
        try await pool.write { db in
            try db.execute(
                sql: "UPDATE settings SET json = ?, version = version + 1 WHERE user_id = ? AND version = ?",
                arguments: [json, userID, version])
            return db.changesCount == 1
        }
    }
}
