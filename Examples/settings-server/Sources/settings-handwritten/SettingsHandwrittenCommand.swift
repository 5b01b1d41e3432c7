import ArgumentParser
import FormulateHummingbird
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// `settings-handwritten`: the settings page served by a hand-written Hummingbird handler, the
/// baseline of the benchmark in BENCHMARKS.md ("Serving the settings page").
///
/// It serves `GET`/`POST /settings` over the same database file as `settings-server serve`
/// (the same rows, the same version column) and reads the same session cookies (give both
/// the same `--secret-file`): the same sessions, origin and CSRF checks (FormulateHummingbird's
/// `SessionCookies` and `CSRFProtection`), but a `Codable` struct, Hummingbird's
/// `URLEncodedFormDecoder`, hand-written HTML and hand-written validation instead of a form.
@main
struct SettingsHandwrittenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-handwritten",
        abstract: "The settings page by a hand-written handler (the benchmark's baseline), on 127.0.0.1.")

    @Option(help: "The port to listen on; 0 picks a free one (the printed URL names it).")
    var port = 8081

    @Option(help: "The SQLite database file of settings-server (made by its add-user).")
    var database: String

    @Option(help: "The file whose bytes sign the session cookies: settings-server's --secret-file.")
    var secretFile: String

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        guard let secret = FileManager.default.contents(atPath: secretFile) else {
            throw ValidationError("cannot read the secret file \(secretFile)")
        }
        let sessions = try SessionCookies(secret: Array(secret))
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let store = HandwrittenStore(pool: try DatabasePool(path: database, configuration: configuration))
        let router = Router()
        let handler = HandwrittenHandler(store: store, sessions: sessions, csrf: CSRFProtection())
        router.get("/settings") { request, _ in try await handler.show(request) }
        router.post("/settings") { request, _ in try await handler.submit(request) }
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: "settings-handwritten"),
            onServerRunning: { channel in
                let url = "http://127.0.0.1:\(channel.localAddress?.port ?? port)"
                FileHandle.standardOutput.write(Data("Serving on \(url)\n".utf8))
            },
            logger: Logger(label: "settings-handwritten"))
        try await app.runService()
    }
}

/// The `settings` rows: the JSON of a user's settings and its version.
struct HandwrittenStore: Sendable {
    let pool: DatabasePool

    /// The user's settings and their version, or `nil`.
    func load(userID: Int64) async throws -> (settings: HandwrittenSettings, version: Int64)? {
        let row = try await pool.read { db -> (String, Int64)? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT json, version FROM settings WHERE user_id = ?", arguments: [userID])
            else { return nil }
            return (try row.decode(String.self, forColumn: "json"), try row.decode(Int64.self, forColumn: "version"))
        }
        guard let (json, version) = row else { return nil }
        return (try JSONDecoder().decode(HandwrittenSettings.self, from: Data(json.utf8)), version)
    }

    /// Saves `settings` if the version is still `version`.
    func save(_ settings: HandwrittenSettings, userID: Int64, replacing version: Int64) async throws -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        return try await pool.write { db in
            try db.execute(
                sql: "UPDATE settings SET json = ?, version = version + 1 WHERE user_id = ? AND version = ?",
                arguments: [json, userID, version])
            return db.changesCount == 1
        }
    }
}

/// `GET` and `POST /settings`, by hand.
struct HandwrittenHandler: Sendable {
    let store: HandwrittenStore
    let sessions: SessionCookies
    let csrf: CSRFProtection

    /// `GET`: the page of the stored settings.
    func show(_ request: Request) async throws -> Response {
        guard let session = sessions.session(of: request), let userID = session.userID.flatMap({ Int64($0) }) else {
            return .redirect(to: "/login")
        }
        guard let stored = try await store.load(userID: userID) else { return Self.text("Not found", .notFound) }
        return Self.page(HandwrittenPage.render(stored.settings, token: session.csrfToken), .ok)
    }

    /// `POST`: the body decoded, checked, saved and redirected (303); or the page again (422).
    func submit(_ request: Request) async throws -> Response {
        guard csrf.isSameOrigin(request) else { return Self.text("Forbidden", .forbidden) }
        guard let session = sessions.session(of: request), let userID = session.userID.flatMap({ Int64($0) }) else {
            return Self.text("Forbidden", .forbidden)
        }
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true else {
            return Self.text("Send the form as application/x-www-form-urlencoded.", .unsupportedMediaType)
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: 1_048_576)
        } catch {
            return Self.text("The body is too large.", .contentTooLarge)
        }
        let post: HandwrittenPost
        do {
            post = try URLEncodedFormDecoder().decode(HandwrittenPost.self, from: String(buffer: body))
        } catch {
            return Self.text("The form cannot be read: \(error)", .badRequest)
        }
        guard csrf.isValidToken(post.csrfToken, for: session) else { return Self.text("Forbidden", .forbidden) }
        let (settings, errors) = post.settings()
        for _ in 0..<3 {
            guard let stored = try await store.load(userID: userID) else { return Self.text("Not found", .notFound) }
            guard errors.isEmpty else {
                let html = HandwrittenPage.render(
                    stored.settings, token: session.csrfToken, errors: errors, posted: post)
                return Self.page(html, .unprocessableContent)
            }
            if try await store.save(settings, userID: userID, replacing: stored.version) {
                return .redirect(to: "/settings", type: .normal)
            }
        }
        return Self.text("Someone else is saving these settings; try again.", .conflict)
    }

    /// An HTML page with the headers FormulateHummingbird's pages carry.
    static func page(_ html: String, _ status: HTTPResponse.Status) -> Response {
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
            .contentSecurityPolicy:
                "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        ]
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A plain-text answer.
    static func text(_ text: String, _ status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}
