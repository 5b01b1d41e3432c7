import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SettingsServer

/// Signing in and out of the settings server, with the users of a real database file.
@Suite struct SignInTests {
    @Test(arguments: TestDatabase.all)
    func theSignInPageIsAccessibleAndSetsAPreSession(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                let page = try await browser.get("/login")
                #expect(page.status == .ok)
                #expect(page.text.contains("<html lang=\"en\">"))
                #expect(page.text.contains("<title>Sign In</title>"))
                #expect(page.text.components(separatedBy: "<h1").count == 2)
                #expect(page.text.contains("<main>"))
                #expect(page.text.contains("<label for=\"field-username\""))
                #expect(page.text.contains("<label for=\"field-password\""))
                #expect(page.text.contains("autocomplete=\"current-password\""))
                #expect(hiddenValue("csrf_token", in: page.text)?.count == 43)
                let cookie = try #require(page.headers[.setCookie])
                #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func aRightPasswordIs303ToSettingsWithANewSession(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.get("/login")
                let before = browser.cookie
                let response = try await browser.signIn("ada", "correct horse")
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/settings")
                #expect(browser.cookie != nil && browser.cookie != before)
                let settings = try await browser.get("/settings")
                #expect(settings.status == .ok)
                #expect(settings.text.contains("value=\"ada\""))
                // The page signs out with the session's token.
                #expect(settings.text.contains("action=\"/logout\""))
            }
        }
    }

    /// A wrong password and an unknown name read the same: nothing tells which names exist.
    @Test(arguments: [("ada", "battery staple"), ("nobody", "correct horse"), ("ada", ""), ("", "")])
    func wrongCredentialsAre401WithTheSameMessage(name: String, password: String) async throws {
        for database in TestDatabase.all {
            try await TestServer.with(database) { server in
                try await server.application().test(.router) { client in
                    var browser = Browser(client)
                    let response = try await browser.signIn(name, password)
                    #expect(response.status == .unauthorized)
                    #expect(response.text.contains("The username or password is wrong."))
                    #expect(response.text.contains("value=\"\(name)\""))
                    #expect(!response.text.contains("value=\"\(password)\"") || password.isEmpty)
                    #expect(response.headers[.setCookie] == nil)
                    let settings = try await browser.get("/settings")
                    #expect(settings.status == .seeOther)
                    #expect(settings.headers[.location] == "/login")
                }
            }
        }
    }

    @Test(arguments: [
        ("no token", nil as String?, "http://localhost" as String?),
        ("a wrong token", "forged", "http://localhost"),
        ("a foreign origin", "", "http://evil.example"),
        ("no origin", "", nil),
    ])
    func aSignInWithoutItsTokenOrFromAnotherSiteIs403(_ case: String, token: String?, origin: String?) async throws {
        for database in TestDatabase.all {
            try await TestServer.with(database) { server in
                try await server.application().test(.router) { client in
                    var browser = Browser(client)
                    let page = try await browser.get("/login")
                    var pairs = [("username", "ada"), ("password", "correct horse")]
                    if let token {
                        pairs.append(
                            ("csrf_token", token.isEmpty ? hiddenValue("csrf_token", in: page.text) ?? "" : token))
                    }
                    let response = try await browser.post("/login", pairs, origin: origin)
                    #expect(response.status == .forbidden, "\(`case`)")
                    #expect(response.headers[.setCookie] == nil, "\(`case`)")
                }
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func aSignInWithoutThePagesCookieIs403(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                let token = hiddenValue("csrf_token", in: try await browser.get("/login").text) ?? ""
                browser.cookie = nil
                let response = try await browser.post(
                    "/login", [("username", "ada"), ("password", "correct horse"), ("csrf_token", token)])
                #expect(response.status == .forbidden)
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func signingOutEndsTheSession(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.signIn("grace", "battery staple")
                let page = try await browser.get("/settings")
                let token = try #require(hiddenValue("csrf_token", in: page.text))
                let response = try await browser.post("/logout", [("csrf_token", token)])
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/login")
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true)
                #expect(browser.cookie == nil)
                #expect(try await browser.get("/settings").headers[.location] == "/login")
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func theRootSendsToSignInOrToTheSettings(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                #expect(try await browser.get("/").headers[.location] == "/login")
                _ = try await browser.signIn("ada", "correct horse")
                #expect(try await browser.get("/").headers[.location] == "/settings")
                // Signed in, the sign-in page sends to the settings too.
                #expect(try await browser.get("/login").headers[.location] == "/settings")
            }
        }
    }

    /// Each user sees their own settings.
    @Test(arguments: TestDatabase.all)
    func twoUsersHaveSettingsOfTheirOwn(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var ada = Browser(client)
                var grace = Browser(client)
                _ = try await ada.signIn("ada", "correct horse")
                _ = try await grace.signIn("grace", "battery staple")
                #expect(try await ada.get("/settings").text.contains("value=\"ada\""))
                #expect(try await grace.get("/settings").text.contains("value=\"grace\""))
            }
        }
    }
}
