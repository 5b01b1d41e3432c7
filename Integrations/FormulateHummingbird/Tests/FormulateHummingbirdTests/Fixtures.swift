import Formulate
import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

struct Server: Equatable, Sendable, DefaultConstructible, FormCustomizing {
    var name = ""
    var host = ""
    var port = 443
    static var fieldSettings: [String: FieldSettings] {
        ["name": .rules(.required), "host": .rules(.required), "port": .min(1).max(65535)]
    }
}

/// A subform: `contact.email`.
struct Contact: Equatable, Sendable, DefaultConstructible, FormCustomizing {
    var email = "ada@example.com"
    var age = 36
    static var fieldSettings: [String: FieldSettings] { ["email": .rules(.required), "age": .min(0).max(150)] }
}

struct Settings: Equatable, Sendable, FormCustomizing {
    var displayName = "Ada"
    var fontSize = 14
    var servers: [Server] = []
    var labels: [String: String] = [:]
    var contact = Contact()
    /// A dictionary of subforms: `accounts.work.host`.
    var accounts: [String: Server] = [:]
    static var inputFields: FormInput { .all }
    static var fieldSettings: [String: FieldSettings] {
        ["displayName": .rules(.required), "fontSize": .min(8).max(72)]
    }
}

/// Each user's settings in memory, with a version counted up by every save.
actor MemoryStore: FormStore {
    var records: [String: Versioned<Settings>] = [:]
    var saves = 0
    /// Saves refused as if another request had saved first, for the next calls.
    var refusals = 0
    /// How long a load takes (others may load and save meanwhile).
    var loadTime = Duration.zero

    init(_ records: [String: Settings]) {
        self.records = records.mapValues { Versioned(model: $0, version: 1) }
    }

    func load(userID: String) async throws -> Versioned<Settings>? {
        let record = records[userID]
        if loadTime > .zero { try await Task.sleep(for: loadTime) }
        return record
    }

    func setLoadTime(_ time: Duration) { loadTime = time }

    func save(_ model: Settings, userID: String, replacing version: Int64) async throws -> Bool {
        if refusals > 0 {
            refusals -= 1
            // Someone else saved in between: their change is in the store now.
            if var record = records[userID] {
                record.model.displayName = "Changed elsewhere"
                record.version += 1
                records[userID] = record
            }
            return false
        }
        guard let record = records[userID], record.version == version else { return false }
        records[userID] = Versioned(model: model, version: version + 1)
        saves += 1
        return true
    }

    func refuseNextSaves(_ count: Int) { refusals = count }

    func edit(_ userID: String, _ change: (inout Settings) -> Void) {
        guard var record = records[userID] else { return }
        change(&record.model)
        record.version += 1
        records[userID] = record
    }
}

let secret = Array("0123456789abcdef0123456789abcdef".utf8)

/// The app under test: /settings over `store`, and the session cookie of a signed-in `ada`.
struct TestApp {
    let store: MemoryStore
    let sessions: SessionCookies
    let session: FormSession
    var routes: FormRoutes<MemoryStore>

    init(store: MemoryStore = MemoryStore(["ada": Settings()]), limits: URLEncodedForm.Limits = .default) throws {
        self.store = store
        sessions = try SessionCookies(secret: secret)
        session = FormSession(userID: "ada")
        routes = FormRoutes(store: store, sessions: sessions, title: "Settings", limits: limits)
    }

    var cookie: String { "\(sessions.cookieName)=\(sessions.cookieValue(for: session))" }

    func application() -> some ApplicationProtocol {
        let router = Router()
        routes.register(on: router, at: "/settings")
        routes.registerAPI(on: router, at: "/api/settings")
        return Application(router: router)
    }

    /// Headers of a post from the page: the session's cookie, the site's origin, a form body.
    var postHeaders: HTTPFields {
        [.cookie: cookie, .origin: "http://localhost", .contentType: "application/x-www-form-urlencoded"]
    }

    /// Headers of a JSON `PUT` with the session's cookie and token, the site's origin and `ifMatch`.
    func putHeaders(ifMatch: String?) -> HTTPFields {
        var headers: HTTPFields = [.cookie: cookie, .origin: "http://localhost", .contentType: "application/json"]
        if let name = HTTPField.Name(CSRFProtection.headerName) { headers[name] = session.csrfToken }
        if let ifMatch { headers[.ifMatch] = ifMatch }
        return headers
    }

    /// A body with the session's token and `pairs`.
    func body(_ pairs: [(String, String)], token: String? = nil) -> ByteBuffer {
        let all = [(CSRFProtection.fieldName, token ?? session.csrfToken)] + pairs
        return ByteBuffer(string: URLEncodedForm.encode(all.map { (key: $0.0, value: $0.1) }))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    /// The body as JSON.
    var json: FormValue { (try? FormValue(json: text)) ?? .null }
    /// The keys of the errors of a JSON error body, in order.
    var errorKeys: [String] { json["errors"]?.arrayValue?.compactMap { $0["key"]?.stringValue } ?? [] }
}

/// The value of the hidden input named `name` in `html`, unescaped.
func hiddenValue(_ name: String, in html: String) -> String? {
    guard let start = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
    guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(html[start.upperBound..<end])
        .replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&#13;", with: "\r")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
}
