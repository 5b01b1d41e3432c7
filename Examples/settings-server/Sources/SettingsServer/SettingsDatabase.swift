import Foundation
import GRDB

/// The server's SQLite database: its users, with bcrypt hashes of their passwords, and each
/// user's settings as JSON with a version that every save counts up.
///
/// The file and its tables are made on first use; opening it again keeps what it holds.
public struct SettingsDatabase: Sendable {
    /// The connections: one writer and concurrent readers (SQLite's write-ahead log).
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
}
