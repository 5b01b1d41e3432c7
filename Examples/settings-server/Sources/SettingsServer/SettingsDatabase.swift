import Foundation
import Logging

/// A user as the database keeps them: an ID and a bcrypt hash of the password, never the
/// password itself.
public struct StoredUser: Sendable, Equatable {
    /// The user's ID, the key of their settings.
    public var id: Int64
    /// The bcrypt hash of the user's password.
    public var passwordHash: String
}

/// A user's settings row: the settings as JSON, and the version every save counts up.
public struct StoredSettings: Sendable, Equatable {
    /// The settings, as JSON with sorted keys.
    public var json: String
    /// 1 for a new user, one more after every save.
    public var version: Int64
}

/// Where the server keeps its users and their settings: a SQLite file
/// (``SQLiteSettingsDatabase``) or a PostgreSQL database (``PostgresSettingsDatabase``),
/// with the same two tables.
///
/// Every method is one statement or one transaction, so several processes may share one
/// database: a save holds only while the row's version is the one loaded, in the same
/// statement that writes it, so two writers of a row can never both win.
public protocol SettingsDatabase: Sendable {
    /// How many users there are.
    func userCount() async throws -> Int

    /// The user named `name` (exactly; ``Accounts`` composes names first), if any.
    func user(named name: String) async throws -> StoredUser?

    /// Adds a user and their settings row at version 1, both or neither, and returns the
    /// user's ID.
    ///
    /// - Throws: ``AccountError/duplicateName(_:)`` when another user has the name.
    func addUser(name: String, passwordHash: String, settingsJSON: String) async throws -> Int64

    /// The settings row of the user `userID`, if any.
    func settings(ofUser userID: Int64) async throws -> StoredSettings?

    /// Writes `json` as the settings of `userID` and counts the version up, if the stored
    /// version is still `version`; returns whether it wrote.
    func saveSettings(_ json: String, ofUser userID: Int64, replacing version: Int64) async throws -> Bool
}

/// Where a database is, as `--database` names it: a SQLite file's path, or a
/// `postgres://` (or `postgresql://`) URL.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite file, created on first use.
    case sqlite(path: String)
    /// A PostgreSQL database, whose tables are created on first use.
    case postgres(PostgresLocation)

    /// The location `argument` names: a URL with the scheme `postgres` or `postgresql` is a
    /// PostgreSQL database, a path a SQLite file.
    ///
    /// - Throws: ``DatabaseProblem`` for a PostgreSQL URL that cannot be used, a URL of
    ///   another scheme (a mistyped one would otherwise make a local file), an empty argument,
    ///   or one that starts or ends with spaces.
    public init(_ argument: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let accepted = "a SQLite file's path or a postgres://USER@HOST:PORT/DATABASE URL"
        guard !argument.isEmpty else { throw DatabaseProblem(description: "the database is empty: give \(accepted)") }
        guard argument.trimmingCharacters(in: .whitespacesAndNewlines) == argument else {
            throw DatabaseProblem(description: "the database starts or ends with spaces: give \(accepted)")
        }
        let scheme = argument.prefix { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        let lowercased = scheme.lowercased()
        if lowercased == "postgres" || lowercased == "postgresql" || argument.dropFirst(scheme.count).hasPrefix(":/"),
            scheme.first?.isLetter == true
        {
            // A URL: it must be PostgreSQL's, or a mistyped scheme would quietly make a local file.
            guard lowercased == "postgres" || lowercased == "postgresql" else {
                let shown = PostgresLocation.printable(String(scheme))
                throw DatabaseProblem(
                    description: "the scheme \(shown): is not postgres:// or postgresql://; give \(accepted)")
            }
            self = .postgres(try PostgresLocation(url: argument, environment: environment))
        } else {
            self = .sqlite(path: argument)
        }
    }

    /// The path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let location): location.description
        }
    }
}

/// Why a database cannot be used: its location, and what went wrong or what would do.
public struct DatabaseProblem: Error, Equatable, CustomStringConvertible {
    /// The message; a URL in it is shown without its password.
    public var description: String

    /// `location` for a message: a location of any length in a message of a few lines.
    static func shown(_ location: String) -> String {
        location.count > 200 ? String(location.prefix(200)) + "…" : location
    }
}

/// Runs `body` with the database at `location`, open (and migrated) for its duration.
///
/// A PostgreSQL database's connection pool runs while `body` does, and is shut down
/// afterwards; a SQLite file is closed when its last reference goes.
///
/// - Throws: ``DatabaseProblem`` when the database cannot be opened, or what `body` throws.
public func withSettingsDatabase<Result: Sendable>(
    at location: DatabaseLocation, logger: Logger,
    _ body: (any SettingsDatabase) async throws -> Result
) async throws -> Result {
    switch location {
    case .sqlite(let path):
        let database: SQLiteSettingsDatabase
        do {
            database = try SQLiteSettingsDatabase(path: path)
        } catch {
            throw DatabaseProblem(description: "cannot open the database \(DatabaseProblem.shown(path)): \(error)")
        }
        return try await body(database)
    case .postgres(let location):
        return try await PostgresSettingsDatabase.with(location, logger: logger) { try await body($0) }
    }
}
