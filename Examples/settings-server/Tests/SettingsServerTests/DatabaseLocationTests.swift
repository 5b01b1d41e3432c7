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
        (
            "postgres://app:hunter2@db.example/" + String(repeating: "d", count: 64),
            "the database's name is 64 bytes long"
        ),
        ("postgres://" + String(repeating: "u", count: 64) + ":hunter2@db.example/app", "the user's name is 64 bytes"),
        ("postgres://app@" + String(repeating: "h", count: 254) + "/app", "the host is 254 bytes long"),
        ("postgres://app:hunter2@db.example/" + String(repeating: "x", count: 100_000), "PostgreSQL takes up to 63"),
    ])
    func aURLThatCannotBeUsedSaysWhyWithoutItsPassword(_ url: String, reason: String) {
        #expect {
            try DatabaseLocation(url, environment: [:])
        } throws: { error in
            let message = String(describing: error)
            return message.contains(reason) && !message.contains("hunter2") && message.count < 600
                && message.hasSuffix("write postgres://USER@HOST:PORT/DATABASE (the password in PGPASSWORD)")
        }
    }

    @Test func anIPv6HostLosesItsBrackets() throws {
        let location = try PostgresLocation(url: "postgres://app@[::1]:5433/app", environment: [:])
        #expect(location.host == "::1")
        #expect(location.description == "postgres://app@[::1]:5433/app")
    }

    /// Names are shown percent-encoded, as a URL has them: an `@` in a user's name, a `/` in a
    /// database's name, and a control character are not taken for what they are not.
    @Test func namesAreShownAsAURLHasThem() throws {
        let location = try PostgresLocation(url: "postgres://us%40er@db.example/try%2Fa%0A", environment: [:])
        #expect(location.username == "us@er")
        #expect(location.database == "try/a\n")
        #expect(location.description == "postgres://us%40er@db.example:5432/try%2Fa%0A")
    }

    /// A URL that does not parse (a raw `/` or `#` in the password) is shown with its password
    /// masked, and the message says how to write one.
    @Test(arguments: [
        "postgres://postgres:s3cr/t@127.0.0.1:54329/app", "postgres://postgres:p#ss@127.0.0.1/app",
        "postgres://postgres:p?ss@127.0.0.1/app",
    ])
    func aPasswordThatBreaksTheURLIsNeverShown(_ url: String) {
        #expect {
            try DatabaseLocation(url, environment: [:])
        } throws: { error in
            let message = String(describing: error)
            return !message.contains("s3cr") && !message.contains("p#ss") && !message.contains("p?ss")
                && (message.contains("percent-encode") || message.contains("postgres:***@"))
        }
    }

    @Test(arguments: [
        ("", "the database is empty"),
        (" postgres://app@db/app", "the database starts or ends with spaces"),
        ("postgre://app@db/app", "the scheme postgre: is not postgres:// or postgresql://"),
        ("pg://app@db/app", "the scheme pg: is not postgres:// or postgresql://"),
        ("postgres://app@db/app?sslmode=require&sslmode=disable", "it gives sslmode more than once"),
        ("postgres://app@db/x%1B[31m?sslmode=%0A", "not sslmode=\\u{a}"),
    ])
    func aMistakeIsRefusedWithWhatIsAccepted(_ argument: String, reason: String) {
        #expect {
            try DatabaseLocation(argument, environment: [:])
        } throws: { error in
            let message = String(describing: error)
            return message.contains(reason) && !message.contains("\u{1B}") && !message.contains("\n")
        }
    }
}
