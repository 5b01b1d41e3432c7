import ArgumentParser
import FormulateHummingbird
import Foundation
import Logging
import SettingsServer

/// `settings-server`: add users, and serve their settings pages.
@main
struct SettingsServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-server",
        abstract: "Each user's settings, edited on a web page and through a JSON API, kept in SQLite or PostgreSQL.",
        subcommands: [AddUser.self, Serve.self])
}

/// `add-user NAME --database FILE|URL`, the password on standard input.
struct AddUser: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-user",
        abstract: "Add a user; the password is read from standard input (one line), never echoed.",
        discussion: "printf 'PASSWORD\\n' | settings-server add-user NAME --database FILE|postgres://USER@HOST:PORT/DB")

    @Argument(help: "The name the user signs in with (1 to 64 characters, no spaces).")
    var name: String

    @Option(help: databaseHelp)
    var database: String

    func validate() throws {
        do {
            _ = try Accounts.validName(name)
        } catch {
            throw ValidationError(error.description)
        }
        _ = try databaseLocation(database)
    }

    func run() async throws {
        let location = try databaseLocation(database)
        // The database first: a person types a password only for a database that can be used.
        var logger = Logger(label: "settings-server")
        logger.logLevel = .warning
        let id = try await withSettingsDatabase(at: location, logger: logger) { database in
            let password = try PasswordInput.read(prompt: "Password for \(name): ")
            return try await Accounts(database: database).addUser(name: name, password: password)
        }
        print("Added user \(name) (id \(id)) to \(location)")
    }
}

/// `serve --port PORT --database FILE|URL [--secret-file FILE] [--trusted-origin ORIGIN ...]`.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the sign-in page, the settings page and the JSON API on 127.0.0.1.",
        discussion: """
            Routes: GET/POST /login, POST /logout, GET/POST /settings, GET/PUT /api/settings; / redirects. \
            Prints "Serving on http://127.0.0.1:PORT" once listening; stops cleanly on SIGINT or SIGTERM.
            """)

    @Option(help: "The port to listen on; 0 picks a free one (the printed URL names it).")
    var port = 8080

    @Option(help: databaseHelp)
    var database: String

    @Option(
        help: ArgumentHelp(
            "A file whose bytes (32 or more) sign the session cookies.",
            discussion: """
                Without it, a random secret is made for this process: restarting the server signs everyone out. \
                Give every instance that serves the same users the same file.
                """))
    var secretFile: String?

    @Option(
        name: .customLong("trusted-origin"),
        help: ArgumentHelp(
            "An origin (https://settings.example) whose pages may post here; repeat for more.",
            discussion: """
                A post must come from the request's own origin (its scheme and Host). Behind a proxy or load \
                balancer that changes the Host, name the origin browsers see.
                """))
    var trustedOrigins: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        _ = try databaseLocation(database)
        for origin in trustedOrigins {
            guard let url = URL(string: origin), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil, url.path.isEmpty, url.query == nil, url.user == nil
            else {
                throw ValidationError(
                    "--trusted-origin takes a scheme, a host and an optional port (https://settings.example:8443), not \(origin)"
                )
            }
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "settings-server")
        let secret = try readSecret()
        let sessions: SessionCookies
        do {
            sessions = try SessionCookies(secret: secret)
        } catch {
            throw CommandError(description: "--secret-file \(secretFile ?? ""): \(error)")
        }
        let location = try databaseLocation(database)
        try await withSettingsDatabase(at: location, logger: logger) { database in
            let accounts = Accounts(database: database)
            if try await database.userCount() == 0 {
                logger.notice("No users yet: add one with `settings-server add-user NAME --database \(location)`")
            }
            let router = SettingsApp.router(
                database: database, accounts: accounts, sessions: sessions,
                trustedOrigins: Set(trustedOrigins.map { $0.lowercased() }))
            // Until SIGINT or SIGTERM: then requests under way finish, and the database is closed.
            do {
                try await SettingsApp.application(router: router, port: port, logger: logger).runService()
            } catch {
                throw CommandError(description: "cannot serve on 127.0.0.1:\(port): \(error)")
            }
        }
        logger.notice("Stopped")
    }

    /// The secret file's bytes, or 32 random bytes.
    func readSecret() throws -> [UInt8] {
        guard let secretFile else {
            var generator = SystemRandomNumberGenerator()
            return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: secretFile, isDirectory: &isFolder) else {
            throw CommandError(description: "--secret-file: there is no file \(secretFile)")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: secretFile) else {
            throw CommandError(
                description: "--secret-file: cannot read \(secretFile)\(isFolder.boolValue ? ": it is a folder" : "")")
        }
        return Array(data)
    }
}

/// A failure that ends a command, said in a sentence.
struct CommandError: Error, CustomStringConvertible {
    var description: String
}

/// The `--database` help.
var databaseHelp: ArgumentHelp {
    ArgumentHelp(
        "A SQLite file (created on first use) or a PostgreSQL URL: postgres://USER@HOST:PORT/DATABASE.",
        discussion: """
            The tables are created on first use. A PostgreSQL password comes from PGPASSWORD (or the URL); \
            add ?sslmode=require for TLS.
            """)
}

/// The location `argument` names, or a message saying what would do.
func databaseLocation(_ argument: String) throws -> DatabaseLocation {
    do {
        return try DatabaseLocation(argument)
    } catch {
        throw ValidationError("--database: \(error)")
    }
}
