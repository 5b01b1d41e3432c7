import Formulate
import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The sign-in page and sign-out: a session before sign-in whose token protects the
/// sign-in post, a new session after it, and the Sign out button of the form's page.
@Suite struct SignInTests {
    /// /login and /logout over one user, `ada` with the password `secret`, and /settings.
    func application(_ app: TestApp) -> some ApplicationProtocol {
        let router = Router()
        var routes = app.routes
        routes.signOutPath = "/logout"
        routes.register(on: router, at: "/settings")
        routes.registerAPI(on: router, at: "/api/settings")
        let signIn = SignInRoutes(sessions: app.sessions, signedInPath: "/settings") { username, password in
            username == "ada" && password == "secret" ? "ada" : nil
        }
        signIn.register(on: router, at: "/login", signOutAt: "/logout")
        return Application(router: router)
    }

    /// `name=value` of the cookie a response sets.
    func cookie(of response: TestResponse) -> String? {
        response.headers[.setCookie]?.split(separator: ";").first.map(String.init)
    }

    /// The sign-in page's cookie and token.
    func signInPage(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        let page = try await client.execute(uri: "/login", method: .get)
        return (try #require(cookie(of: page)), try #require(hiddenValue("csrf_token", in: page.text)))
    }

    func signIn(
        _ client: some TestClientProtocol, cookie: String?, pairs: [(String, String)],
        origin: String? = "http://localhost"
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let cookie { headers[.cookie] = cookie }
        if let origin { headers[.origin] = origin }
        let body = URLEncodedForm.encode(pairs.map { (key: $0.0, value: $0.1) })
        return try await client.execute(uri: "/login", method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    @Test func thePageIsAFormOfNameAndPasswordWithASessionNotSignedIn() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let page = try await client.execute(uri: "/login", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<html lang=\"en\">"))
            #expect(page.text.contains("<h1>Sign In</h1>"))
            #expect(page.text.contains("name=\"username\""))
            #expect(page.text.contains("type=\"password\""))
            #expect(page.text.contains("autocomplete=\"current-password\""))
            #expect(!page.text.contains("disabled"))
            #expect(page.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
            let value = try #require(cookie(of: page)?.split(separator: "=", maxSplits: 1).last)
            let session = try #require(app.sessions.session(fromCookieValue: String(value)))
            #expect(session.userID == nil)
            #expect(hiddenValue("csrf_token", in: page.text) == session.csrfToken)

            // The same browser keeps its session: a second tab's token stays valid.
            let again = try await client.execute(
                uri: "/login", method: .get, headers: [.cookie: try #require(cookie(of: page))])
            #expect(again.headers[.setCookie] == nil)
            #expect(hiddenValue("csrf_token", in: again.text) == session.csrfToken)
        }
    }

    @Test func theRightPasswordIs303WithANewSignedInSession() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let (cookie, token) = try await signInPage(client)
            let response = try await signIn(
                client, cookie: cookie, pairs: [("username", "ada"), ("password", "secret"), ("csrf_token", token)])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/settings")
            let value = try #require(self.cookie(of: response)?.split(separator: "=", maxSplits: 1).last)
            let session = try #require(app.sessions.session(fromCookieValue: String(value)))
            #expect(session.userID == "ada")
            #expect(session.csrfToken != token)
        }
    }

    @Test func aWrongPasswordIs401WithTheNameKeptAndTheMessageAtThePassword() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let (cookie, token) = try await signInPage(client)
            let response = try await signIn(
                client, cookie: cookie, pairs: [("username", "ada"), ("password", "guess"), ("csrf_token", token)])
            #expect(response.status == .unauthorized)
            #expect(
                response.headers[.wwwAuthenticate]?.hasPrefix(#"Cookie realm="/login", form-action="/login""#) == true)
            #expect(response.headers[.setCookie] == nil)
            #expect(response.text.contains("value=\"ada\""))
            #expect(!response.text.contains("guess"))
            #expect(response.text.contains("The username or password is wrong."))
            #expect(response.text.contains("aria-invalid=\"true\""))
            #expect(hiddenValue("csrf_token", in: response.text) == token)
        }
    }

    @Test(arguments: [
        ("no token", nil as String?, "http://localhost" as String?),
        ("a wrong token", "forged", "http://localhost"),
        ("a foreign origin", "", "http://evil.example"),
        ("neither origin nor referer", "", nil),
    ])
    func aSignInWithoutItsTokenOrFromAnotherSiteIs403(_ case: String, token: String?, origin: String?) async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let page = try await signInPage(client)
            var pairs = [("username", "ada"), ("password", "secret")]
            if let token { pairs.append(("csrf_token", token.isEmpty ? page.token : token)) }
            let response = try await signIn(client, cookie: page.cookie, pairs: pairs, origin: origin)
            #expect(response.status == .forbidden, "\(`case`)")
            #expect(response.headers[.setCookie] == nil, "\(`case`)")
        }
    }

    @Test func aSignInWithoutTheSessionCookieIs403() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let (_, token) = try await signInPage(client)
            let response = try await signIn(
                client, cookie: nil, pairs: [("username", "ada"), ("password", "secret"), ("csrf_token", token)])
            #expect(response.status == .forbidden)
        }
    }

    @Test func aSignInBodyOverTheLimitIs413() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let (cookie, token) = try await signInPage(client)
            let response = try await signIn(
                client, cookie: cookie,
                pairs: [("username", String(repeating: "a", count: 20_000)), ("password", "x"), ("csrf_token", token)])
            #expect(response.status == .contentTooLarge)
        }
    }

    @Test func aSignedInBrowserIsSentOnFromTheSignInPage() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let response = try await client.execute(uri: "/login", method: .get, headers: [.cookie: app.cookie])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/settings")
        }
    }

    @Test func theFormsPageHasASignOutButtonThatEndsTheSession() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let page = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie])
            #expect(
                page.text.contains(
                    "<form method=\"post\" action=\"/logout\" class=\"sign-out\"><input type=\"hidden\" "
                        + "name=\"csrf_token\" value=\"\(app.session.csrfToken)\"><button type=\"submit\">Sign out"
                        + "</button></form>\n</main>"))
            var headers = app.postHeaders
            let forged = try await client.execute(
                uri: "/logout", method: .post, headers: headers, body: ByteBuffer(string: "csrf_token=forged"))
            #expect(forged.status == .forbidden)
            headers[.origin] = "http://evil.example"
            let foreign = try await client.execute(
                uri: "/logout", method: .post, headers: headers, body: app.body([]))
            #expect(foreign.status == .forbidden)
            let response = try await client.execute(
                uri: "/logout", method: .post, headers: app.postHeaders, body: app.body([]))
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/login")
            let expired = try #require(response.headers[.setCookie])
            #expect(expired.hasPrefix("formulate_session=;") && expired.contains("Max-Age=0"))
        }
    }

    @Test func withoutASignOutPathThePageHasNoButton() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let page = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie])
            #expect(!page.text.contains("sign-out"))
        }
    }

    /// A JSON client reads the token it sends back in X-CSRF-Token from the GET.
    @Test func theJSONReadCarriesTheSessionsToken() async throws {
        let app = try TestApp()
        try await application(app).test(.router) { client in
            let response = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
            let name = try #require(HTTPField.Name(CSRFProtection.headerName))
            #expect(response.headers[name] == app.session.csrfToken)
        }
    }
}
