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
        abstract: "Each user's settings, edited on a web page and through a JSON API, kept in SQLite.",
        subcommands: [AddUser.self, Serve.self])
}

/// `add-user NAME --database FILE`, the password on standard input.
struct AddUser: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-user",
        abstract: "Add a user; the password is read from standard input (one line), never echoed.",
        discussion: "printf 'PASSWORD\\n' | settings-server add-user NAME --database FILE")

    @Argument(help: "The name the user signs in with (1 to 64 characters, no spaces).")
    var name: String

    @Option(help: "The SQLite database file; it is created on first use.")
    var database: String

    func validate() throws {
        do {
            _ = try Accounts.validName(name)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let password = try PasswordInput.read(prompt: "Password for \(name): ")
        let accounts = Accounts(database: try openDatabase(database))
        let id = try await accounts.addUser(name: name, password: password)
        print("Added user \(name) (id \(id)) to \(database)")
    }
}

/// `serve --port PORT --database FILE [--secret-file FILE]`.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the sign-in page, the settings page and the JSON API on 127.0.0.1.",
        discussion: """
            Routes: GET/POST /login, POST /logout, GET/POST /settings, GET/PUT /api/settings; / redirects. \
            Prints "Serving on http://127.0.0.1:PORT" once listening; stops cleanly on SIGINT or SIGTERM.
            """)

    @Option(help: "The port to listen on; 0 picks a free one (the printed URL names it).")
    var port = 8080

    @Option(help: "The SQLite database file; it is created on first use.")
    var database: String

    @Option(
        help: ArgumentHelp(
            "A file whose bytes (32 or more) sign the session cookies.",
            discussion: """
                Without it, a random secret is made for this process: restarting the server signs everyone out. \
                Give every instance that serves the same users the same file.
                """))
    var secretFile: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "settings-server")
        let secret = try readSecret()
        let sessions = try SessionCookies(secret: secret)
        let database = try openDatabase(database)
        let accounts = Accounts(database: database)
        if try await database.userCount() == 0 {
            logger.notice("No users yet: add one with `settings-server add-user NAME --database \(self.database)`")
        }
        let router = SettingsApp.router(database: database, accounts: accounts, sessions: sessions)
        // Until SIGINT or SIGTERM: then requests under way finish, and the database is closed.
        do {
            try await SettingsApp.application(router: router, port: port, logger: logger).runService()
        } catch {
            throw CommandError(description: "cannot serve on 127.0.0.1:\(port): \(error)")
        }
        logger.notice("Stopped")
    }

    /// The secret file's bytes, or 32 random bytes.
    func readSecret() throws -> [UInt8] {
        guard let secretFile else {
            var generator = SystemRandomNumberGenerator()
            return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        }
        guard let data = FileManager.default.contents(atPath: secretFile) else {
            throw CommandError(description: "cannot read the secret file \(secretFile)")
        }
        return Array(data)
    }
}

/// A failure that ends a command, said in a sentence.
struct CommandError: Error, CustomStringConvertible {
    var description: String
}

/// The database at `path`, or an error that names the file.
func openDatabase(_ path: String) throws -> SettingsDatabase {
    do {
        return try SettingsDatabase(path: path)
    } catch {
        throw CommandError(description: "cannot open the database \(path): \(error)")
    }
}
