import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresNIO
import Testing

@testable import SettingsServer

/// The databases the tests run against: SQLite always, and PostgreSQL when
/// `SETTINGS_SERVER_TEST_POSTGRES` names a server (`postgres://USER@HOST:PORT/DATABASE`, a
/// user who may create databases: each test makes one of its own and drops it afterwards).
/// With `FORMULATE_REQUIRE_TOOLS=1` (CI), PostgreSQL is never left out: without the variable
/// its tests fail.
enum TestDatabase: String, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    static var all: [TestDatabase] {
        let environment = ProcessInfo.processInfo.environment
        let postgres =
            environment["SETTINGS_SERVER_TEST_POSTGRES"] != nil || environment["FORMULATE_REQUIRE_TOOLS"] == "1"
        return postgres ? [.sqlite, .postgres] : [.sqlite]
    }

    var testDescription: String { rawValue }

    /// The server the PostgreSQL tests use.
    static func postgresServer() throws -> PostgresLocation {
        guard let url = ProcessInfo.processInfo.environment["SETTINGS_SERVER_TEST_POSTGRES"] else {
            throw DatabaseProblem(description: "SETTINGS_SERVER_TEST_POSTGRES names no PostgreSQL server")
        }
        return try PostgresLocation(url: url)
    }

    /// Runs `body` with a new, empty database of this kind, removed afterwards.
    func withNewDatabase(_ body: (DatabaseLocation) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("settings-server-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try await body(.sqlite(path: folder.appendingPathComponent("settings.sqlite").path))
        case .postgres:
            let server = try Self.postgresServer()
            var location = server
            location.database =
                "settings_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
            try await Self.administer(server, "CREATE DATABASE \(location.database)")
            do {
                try await body(.postgres(location))
            } catch {
                try? await Self.administer(server, "DROP DATABASE \(location.database) WITH (FORCE)")
                throw error
            }
            try await Self.administer(server, "DROP DATABASE \(location.database) WITH (FORCE)")
        }
    }

    /// Runs `statement` (made here, never from input) on `server`'s own database.
    private static func administer(_ server: PostgresLocation, _ statement: String) async throws {
        let logger = Logger(label: "settings-server-tests")
        let client = PostgresClient(configuration: try server.configuration(), backgroundLogger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            try await client.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }
}

/// A server over a new database, with two users: `ada` (password `correct horse`) and
/// `grace` (`battery staple`), hashed at bcrypt's lowest cost.
struct TestServer {
    let location: DatabaseLocation
    let database: any SettingsDatabase
    let accounts: Accounts
    let sessions: SessionCookies

    var store: SettingsStore { SettingsStore(database: database) }

    /// Runs `body` with a new server over a new database of the kind `kind`, and removes the
    /// database afterwards.
    static func with(_ kind: TestDatabase, _ body: (TestServer) async throws -> Void) async throws {
        try await kind.withNewDatabase { location in
            try await withSettingsDatabase(at: location, logger: Logger(label: "settings-server-tests")) { database in
                let accounts = Accounts(database: database, cost: 4)
                _ = try await accounts.addUser(name: "ada", password: "correct horse")
                _ = try await accounts.addUser(name: "grace", password: "battery staple")
                let server = TestServer(
                    location: location, database: database, accounts: accounts,
                    sessions: try SessionCookies(secret: Array(repeating: 7, count: 32)))
                try await body(server)
            }
        }
    }

    func application() -> some ApplicationProtocol {
        Application(router: SettingsApp.router(database: database, accounts: accounts, sessions: sessions))
    }

    /// Runs `body` with the same database opened again, apart from this server's connections
    /// (as a restarted server, or another instance, opens it).
    func reopened(_ body: (SettingsStore) async throws -> Void) async throws {
        try await withSettingsDatabase(at: location, logger: Logger(label: "settings-server-tests")) { database in
            try await body(SettingsStore(database: database))
        }
    }

    /// The ID of the user named `name`.
    func userID(_ name: String) async throws -> String {
        String(try await database.user(named: name)?.id ?? -1)
    }
}

/// A browser as the tests need one: it keeps the session cookie a response sets, sends it
/// back, and posts forms from the server's own origin unless told otherwise.
struct Browser {
    let client: any TestClientProtocol
    /// `name=value` of the cookie the server set last, if any.
    var cookie: String?

    init(_ client: any TestClientProtocol) { self.client = client }

    mutating func get(_ uri: String) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let cookie { headers[.cookie] = cookie }
        return keep(try await client.execute(uri: uri, method: .get, headers: headers))
    }

    /// A form post of `pairs`, with the Origin `origin` (none when `nil`).
    mutating func post(
        _ uri: String, _ pairs: [(String, String)], origin: String? = "http://localhost"
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let cookie { headers[.cookie] = cookie }
        if let origin { headers[.origin] = origin }
        let body = pairs.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return keep(try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)))
    }

    /// Signs in as `name`: the sign-in page, then its form posted with `password`.
    mutating func signIn(_ name: String, _ password: String) async throws -> TestResponse {
        let page = try await get("/login")
        let token = hiddenValue("csrf_token", in: page.text) ?? ""
        return try await post("/login", [("username", name), ("password", password), ("csrf_token", token)])
    }

    /// `response`, after keeping the cookie it sets (an emptied one removes it).
    private mutating func keep(_ response: TestResponse) -> TestResponse {
        if let set = response.headers[.setCookie], let pair = set.split(separator: ";").first {
            cookie = pair.hasSuffix("=") ? nil : String(pair)
        }
        return response
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

/// The value of the hidden input named `name` in `html`.
func hiddenValue(_ name: String, in html: String) -> String? {
    guard let start = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
    guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return unescaped(String(html[start.upperBound..<end]))
}

/// What a browser without JavaScript submits from the first form of `html`: each named
/// input (a checkbox only when checked) and each select's selected option, in the page's
/// order, outside templates; `changes` replace the values of the controls they name (an
/// empty value unchecks a checkbox) and `button` is the button pressed, if not the default.
func submission(
    of html: String, changing changes: [String: String] = [:], pressing button: (String, String)? = nil
) -> [(String, String)] {
    var form = html
    if let start = form.range(of: "<form"), let end = form.range(of: "</form>", range: start.upperBound..<form.endIndex)
    {
        form = String(form[start.lowerBound..<end.upperBound])
    }
    while let start = form.range(of: "<template"), let end = form.range(of: "</template>") {
        form.removeSubrange(start.lowerBound..<end.upperBound)
    }
    guard let tags = try? NSRegularExpression(pattern: #"<(input|select|option|/select)\b([^>]*)>"#),
        let attributes = try? NSRegularExpression(pattern: #"([a-zA-Z-]+)(?:="([^"]*)")?"#)
    else { return [] }
    func text(_ range: NSRange, in string: String) -> String {
        Range(range, in: string).map { String(string[$0]) } ?? ""
    }
    var pairs: [(String, String)] = []
    var select: String?
    let whole = NSRange(form.startIndex..., in: form)
    for tag in tags.matches(in: form, range: whole) {
        let name = text(tag.range(at: 1), in: form)
        let body = text(tag.range(at: 2), in: form)
        var values: [String: String] = [:]
        for attribute in attributes.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            values[text(attribute.range(at: 1), in: body)] = unescaped(text(attribute.range(at: 2), in: body))
        }
        switch name {
        case "select": select = values["name"]
        case "/select": select = nil
        case "option":
            if let select, values["selected"] != nil {
                pairs.append((select, changes[select] ?? values["value"] ?? ""))
            }
        default:
            guard let key = values["name"], values["disabled"] == nil else { continue }
            if values["type"] == "checkbox" {
                let value = changes[key] ?? (values["checked"] != nil ? values["value"] ?? "on" : "")
                if !value.isEmpty { pairs.append((key, value)) }
            } else {
                pairs.append((key, changes[key] ?? values["value"] ?? ""))
            }
        }
    }
    if let button { pairs.append(button) }
    return pairs
}

/// `text` with the entities the renderer writes replaced by their characters.
func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&#13;", with: "\r")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}
