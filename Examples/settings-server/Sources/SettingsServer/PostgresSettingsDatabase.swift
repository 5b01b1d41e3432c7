import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// A PostgreSQL database, as a `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` URL names it.
///
/// The password may instead come from the `PGPASSWORD` environment variable, which keeps it
/// out of the process list. `?sslmode=` takes `disable` (the default), `prefer` or `require`
/// (TLS with the system's trusted certificates and the host's name checked).
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the connection is protected.
    public enum TLSMode: String, Sendable, Equatable, CaseIterable {
        /// Plain TCP.
        case disable
        /// TLS when the server offers it, plain TCP otherwise.
        case prefer
        /// TLS, or no connection; the certificate is checked against the system's roots and
        /// the host's name.
        case require
    }

    /// The server's host name or address.
    public var host: String
    /// The server's port: 5432 unless the URL names another.
    public var port: Int
    /// The user to connect as.
    public var username: String
    /// The user's password, from the URL or `PGPASSWORD`; never shown.
    public var password: String?
    /// The database's name.
    public var database: String
    /// How the connection is protected.
    public var tls: TLSMode

    /// The location in `url`, the password taken from `environment`'s `PGPASSWORD` when the
    /// URL has none.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DatabaseProblem)
    {
        let shown = DatabaseProblem.shown(Self.withoutPassword(url))
        func problem(_ text: String) -> DatabaseProblem {
            DatabaseProblem(
                description: "cannot use the database URL \(shown): \(text); "
                    + "write postgres://USER@HOST:PORT/DATABASE (the password in PGPASSWORD)")
        }
        guard let components = URLComponents(string: url) else {
            throw problem("it is not a URL (percent-encode / ? # @ in a password, or put it in PGPASSWORD)")
        }
        // An IPv6 address keeps its brackets in `host`.
        let host = (components.host ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard !host.isEmpty else { throw problem("it names no host") }
        guard let username = components.percentEncodedUser.flatMap({ $0.removingPercentEncoding }), !username.isEmpty
        else { throw problem("it names no user") }
        let path = String(components.percentEncodedPath.drop(while: { $0 == "/" }))
        guard !path.isEmpty, !path.contains("/"), let database = path.removingPercentEncoding, !database.isEmpty else {
            throw problem("it names no database after the host")
        }
        // PostgreSQL keeps 63 bytes of a name, and a host name has at most 253.
        for (what, name, limit) in [
            ("host", host, 253), ("user's name", username, 63), ("database's name", database, 63),
        ]
        where name.utf8.count > limit {
            throw problem("the \(what) is \(name.utf8.count) bytes long; PostgreSQL takes up to \(limit)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw problem("the port \(port) is not 1 to 65535") }
        var tls: TLSMode?
        let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode", let value = item.value, let mode = TLSMode(rawValue: value) else {
                let pair = Self.printable("\(item.name)=\(item.value ?? "")")
                throw problem("the query may only hold sslmode (\(modes)), not \(pair)")
            }
            guard tls == nil else { throw problem("it gives sslmode more than once") }
            tls = mode
        }
        self.host = host
        self.port = port
        self.username = username
        self.password =
            components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 } ?? environment["PGPASSWORD"]
        self.database = database
        self.tls = tls ?? .disable
    }

    /// The URL without the password, its user and database percent-encoded as a URL has them.
    public var description: String {
        var user = CharacterSet.urlUserAllowed
        user.remove(charactersIn: ":@")
        var path = CharacterSet.urlPathAllowed
        path.remove("/")
        let username = username.addingPercentEncoding(withAllowedCharacters: user) ?? "?"
        let database = database.addingPercentEncoding(withAllowedCharacters: path) ?? "?"
        return "postgres://\(username)@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
            + (tls == .disable ? "" : "?sslmode=\(tls.rawValue)")
    }

    /// `url` for a message: any password replaced by `***` (everything between the scheme's
    /// `//` and the last `@` after the user's name when the URL does not parse), and what
    /// cannot be printed escaped.
    static func withoutPassword(_ url: String) -> String {
        if var components = URLComponents(string: url) {
            if components.percentEncodedPassword != nil { components.percentEncodedPassword = "***" }
            return printable(components.string ?? "the URL")
        }
        guard let start = url.range(of: "://"), let at = url[start.upperBound...].lastIndex(of: "@"),
            let colon = url[start.upperBound..<at].firstIndex(of: ":")
        else { return printable(url) }
        return printable(String(url[..<url.index(after: colon)]) + "***" + String(url[at...]))
    }

    /// `text` with control and other invisible characters written as `\u{...}`.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The configuration of one connection.
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch self.tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        return PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }

    /// The connection pool's configuration.
    func configuration() throws -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch self.tls {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        return PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}

/// The settings in a PostgreSQL database, through PostgresNIO's connection pool: the same
/// tables as ``SQLiteSettingsDatabase``, shared by any number of server processes.
public struct PostgresSettingsDatabase: SettingsDatabase {
    let client: PostgresClient
    let logger: Logger

    /// Runs `body` with the database at `location`: its tables created if they are not there
    /// yet, its connection pool running; the connections are closed when `body` returns.
    ///
    /// - Throws: ``DatabaseProblem`` naming the database and the server's reason when it
    ///   cannot be reached or migrated, or what `body` throws.
    public static func with<Result: Sendable>(
        _ location: PostgresLocation, logger: Logger,
        _ body: (PostgresSettingsDatabase) async throws -> Result
    ) async throws -> Result {
        // One connection first: it migrates, and a database that cannot be used fails at once
        // with the server's reason (the pool would retry for a minute, then say less).
        do {
            let connection = try await PostgresConnection.connect(
                configuration: try location.connectionConfiguration(), id: 0, logger: logger)
            do {
                try await migrate(connection, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        } catch {
            var reason = reason(error)
            if location.password == nil, reason.contains("password") {
                reason += " (no password was given: set PGPASSWORD)"
            }
            throw DatabaseProblem(description: "cannot open the database \(location): \(reason)")
        }
        let client = PostgresClient(configuration: try location.configuration(), backgroundLogger: logger)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            // The pool runs in a task of its own; the body waits until that task is under way,
            // so that no connection is asked of a pool that has not started.
            let (started, didStart) = AsyncStream<Void>.makeStream()
            group.addTask {
                didStart.finish()
                await client.run()
            }
            for await _ in started {}
            defer { group.cancelAll() }
            return try await body(PostgresSettingsDatabase(client: client, logger: logger))
        }
    }

    /// What the server, or the connection, said went wrong, in a sentence.
    static func reason(_ error: any Error) -> String {
        if let error = error as? PostgresTransactionError,
            let cause = error.beginError ?? error.closureError ?? error.commitError
        {
            return reason(cause)
        }
        guard let error = error as? PSQLError else { return String(describing: error) }
        if let message = error.serverInfo?[.message] { return PostgresLocation.printable(message) }
        switch error.code {
        case .sslUnsupported: return "the server does not offer TLS (sslmode=require); use sslmode=prefer or disable"
        case .authMechanismRequiresPassword: return "the server asks for a password and none was given: set PGPASSWORD"
        case .connectionError:
            return "cannot connect: " + (error.underlying.map { String(describing: $0) } ?? "no reason given")
        default: return "\(error.code)"
        }
    }

    /// Whether `error` is the database refusing a second row with one key (unique_violation).
    static func isUniqueViolation(_ error: any Error) -> Bool {
        if let error = error as? PostgresTransactionError, let cause = error.closureError ?? error.commitError {
            return isUniqueViolation(cause)
        }
        return (error as? PSQLError)?.serverInfo?[.sqlState] == "23505"
    }

    /// Creates the tables when they are missing. Servers starting together take turns (an
    /// advisory lock held for the transaction).
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            // Any constant: the lock that every settings-server process takes to migrate.
            try await connection.query("SELECT pg_advisory_xact_lock(7305187263)", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS users (
                    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE,
                    password_hash TEXT NOT NULL
                )
                """, logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS settings (
                    user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    json TEXT NOT NULL,
                    version BIGINT NOT NULL
                )
                """, logger: logger)
        }
    }

    /// How many users there are.
    public func userCount() async throws -> Int {
        let rows = try await client.query("SELECT COUNT(*) FROM users", logger: logger)
        for try await count in rows.decode(Int64.self) { return Int(count) }
        return 0
    }

    /// The user named `name`, if any.
    public func user(named name: String) async throws -> StoredUser? {
        let rows = try await client.query("SELECT id, password_hash FROM users WHERE name = \(name)", logger: logger)
        for try await (id, hash) in rows.decode((Int64, String).self) {
            return StoredUser(id: id, passwordHash: hash)
        }
        return nil
    }

    /// Adds a user and their settings row at version 1, in one transaction.
    public func addUser(name: String, passwordHash: String, settingsJSON: String) async throws -> Int64 {
        do {
            return try await client.withTransaction(logger: logger) { connection in
                let rows = try await connection.query(
                    "INSERT INTO users (name, password_hash) VALUES (\(name), \(passwordHash)) RETURNING id",
                    logger: logger)
                var inserted: Int64?
                for try await id in rows.decode(Int64.self) { inserted = id }
                guard let id = inserted else { throw MissingRow(statement: "INSERT INTO users ... RETURNING id") }
                try await connection.query(
                    "INSERT INTO settings (user_id, json, version) VALUES (\(id), \(settingsJSON), 1)",
                    logger: logger)
                return id
            }
        } catch let error where Self.isUniqueViolation(error) {
            // unique_violation: another process added the name since the check.
            throw AccountError.duplicateName(name)
        }
    }

    /// The settings row of the user `userID`, if any.
    public func settings(ofUser userID: Int64) async throws -> StoredSettings? {
        let rows = try await client.query(
            "SELECT json, version FROM settings WHERE user_id = \(userID)", logger: logger)
        for try await (json, version) in rows.decode((String, Int64).self) {
            return StoredSettings(json: json, version: version)
        }
        return nil
    }

    /// Writes `json` and counts the version up, if it is still `version`.
    public func saveSettings(_ json: String, ofUser userID: Int64, replacing version: Int64) async throws -> Bool {
        // One statement: of two writers of one version, the second waits for the first's row
        // lock, then finds the version changed and updates nothing.
        let rows = try await client.query(
            """
            UPDATE settings SET json = \(json), version = version + 1
            WHERE user_id = \(userID) AND version = \(version) RETURNING version
            """, logger: logger)
        var updated = 0
        for try await _ in rows.decode(Int64.self) { updated += 1 }
        return updated == 1
    }
}

/// A statement that should have returned a row returned none.
struct MissingRow: Error, CustomStringConvertible {
    var statement: String
    var description: String { "\(statement) returned no row" }
}
