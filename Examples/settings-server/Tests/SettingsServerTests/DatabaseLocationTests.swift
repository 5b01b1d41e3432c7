import Testing

@testable import SettingsServer

/// `--database`: a path is a SQLite file, a `postgres://` URL a PostgreSQL database; a URL
/// that cannot be used says why, without its password.
@Suite struct DatabaseLocationTests {
    @Test(arguments: ["settings.sqlite", "/var/lib/settings/db.sqlite", "postgres.sqlite", "./postgres://x"])
    func aPathIsASQLiteFile(_ argument: String) throws {
        #expect(try DatabaseLocation(argument, environment: [:]) == .sqlite(path: argument))
    }

    @Test func aURLNamesTheServerTheUserAndTheDatabase() throws {
        let location = try DatabaseLocation("postgres://settings@127.0.0.1:5433/settings_db", environment: [:])
        guard case .postgres(let postgres) = location else {
            Issue.record("not PostgreSQL: \(location)")
            return
        }
        #expect(postgres.host == "127.0.0.1")
        #expect(postgres.port == 5433)
        #expect(postgres.username == "settings")
        #expect(postgres.password == nil)
        #expect(postgres.database == "settings_db")
        #expect(postgres.tls == .disable)
        #expect(location.description == "postgres://settings@127.0.0.1:5433/settings_db")
    }

    @Test func thePortDefaultsTo5432AndThePasswordComesFromPGPASSWORD() throws {
        let location = try PostgresLocation(
            url: "postgresql://app@db.example/app?sslmode=require", environment: ["PGPASSWORD": "s3cret"])
        #expect(location.port == 5432)
        #expect(location.password == "s3cret")
        #expect(location.tls == .require)
        #expect(location.description == "postgres://app@db.example:5432/app?sslmode=require")
    }

    /// A password in the URL wins over PGPASSWORD, percent-decoded, and is never shown.
    @Test func aPasswordInTheURLIsUsedAndNeverShown() throws {
        let location = try PostgresLocation(
            url: "postgres://app:p%40ss@localhost/app", environment: ["PGPASSWORD": "other"])
        #expect(location.password == "p@ss")
        #expect(!location.description.contains("p%40ss"))
        #expect(!location.description.contains("p@ss"))
    }

    @Test(arguments: [
        ("postgres://app:hunter2@/app", "it names no host"),
        ("postgres://db.example/app", "it names no user"),
        ("postgres://app:hunter2@db.example", "it names no database after the host"),
        ("postgres://app@db.example/app/more", "it names no database after the host"),
        (
            "postgres://app@db.example/app?sslmode=verify-full",
            "the query may only hold sslmode (disable, prefer, require), not sslmode=verify-full"
        ),
        (
            "postgres://app@db.example/app?application_name=x",
            "the query may only hold sslmode (disable, prefer, require), not application_name=x"
        ),
    ])
    func aURLThatCannotBeUsedSaysWhyWithoutItsPassword(_ url: String, reason: String) {
        #expect {
            try DatabaseLocation(url, environment: [:])
        } throws: { error in
            let message = String(describing: error)
            return message.contains(reason) && !message.contains("hunter2")
                && message.hasSuffix("write postgres://USER@HOST:PORT/DATABASE (the password in PGPASSWORD)")
        }
    }
}
