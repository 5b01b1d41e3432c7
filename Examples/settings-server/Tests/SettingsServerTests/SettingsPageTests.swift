import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SettingsServer

/// The settings page and the JSON API over the database: what is saved is in the file.
@Suite struct SettingsPageTests {
    /// The page submitted as a browser without JavaScript does: add a server and an
    /// environment variable with the page's buttons, fill them in, save.
    @Test(arguments: TestDatabase.all)
    func aSavedPageIsInTheDatabaseAndShownAgain(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.signIn("ada", "correct horse")
                let page = try await browser.get("/settings")
                let added = try await browser.post(
                    "/settings",
                    submission(
                        of: page.text, changing: ["displayName": "Ada Lovelace", "fontSize": "18", "theme": "dark"],
                        pressing: ("formulate[edit]", "add savedServers")))
                #expect(added.status == .ok)
                #expect(added.text.contains("name=\"savedServers.0.host\""))
                let entry = try await browser.post(
                    "/settings",
                    submission(
                        of: added.text,
                        changing: [
                            "savedServers.0.name": "Home", "savedServers.0.host": "example.org",
                            "savedServers.0.port": "8443", "formulate[new].environment": "LOG_LEVEL",
                        ],
                        pressing: ("formulate[edit]", "add environment")))
                #expect(entry.status == .ok)
                let saved = try await browser.post(
                    "/settings", submission(of: entry.text, changing: ["environment.LOG_LEVEL": "debug"]))
                #expect(saved.status == .seeOther)
                #expect(saved.headers[.location] == "/settings")
                let shown = try await browser.get("/settings")
                #expect(shown.text.contains("value=\"Ada Lovelace\""))
                #expect(shown.text.contains("value=\"example.org\""))
                #expect(shown.text.contains("value=\"debug\""))
                // The page submitted unchanged changes nothing, and is saved as it was.
                let again = try await browser.post("/settings", submission(of: shown.text))
                #expect(again.status == .seeOther)
            }
            let id = try await server.userID("ada")
            try await server.reopened { reopened in
                let stored = try #require(try await reopened.load(userID: id))
                var expected = UserSettings(displayName: "Ada Lovelace", fontSize: 18, theme: .dark)
                expected.savedServers = [SavedServer(name: "Home", host: "example.org", port: 8443, useTLS: true)]
                expected.environment = ["LOG_LEVEL": "debug"]
                #expect(stored.model == expected)
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func aRefusedValueIs422AndSavesNothing(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.signIn("ada", "correct horse")
                let token = try #require(hiddenValue("csrf_token", in: try await browser.get("/settings").text))
                let refused = try await browser.post(
                    "/settings", [("csrf_token", token), ("displayName", "Ada Lovelace"), ("fontSize", "7")])
                #expect(refused.status == .unprocessableContent)
                #expect(refused.text.contains("value=\"7\""))
                #expect(refused.text.contains("value=\"Ada Lovelace\""))
            }
            let stored = try #require(try await server.store.load(userID: try await server.userID("ada")))
            #expect(stored.model == UserSettings(displayName: "ada"))
            #expect(stored.version == 1)
        }
    }

    @Test(arguments: TestDatabase.all)
    func aPostFromAnotherSiteIs403AndSavesNothing(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.signIn("ada", "correct horse")
                let token = try #require(hiddenValue("csrf_token", in: try await browser.get("/settings").text))
                let response = try await browser.post(
                    "/settings", [("csrf_token", token), ("fontSize", "20")], origin: "http://localhost:9999")
                #expect(response.status == .forbidden)
            }
            #expect(try await server.store.load(userID: try await server.userID("ada"))?.version == 1)
        }
    }

    /// GET gives the tag and the token; PUT with both saves; without If-Match it is 428.
    @Test(arguments: TestDatabase.all)
    func theJSONAPIRoundTripsWithItsTag(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            try await server.application().test(.router) { client in
                var browser = Browser(client)
                _ = try await browser.signIn("grace", "battery staple")
                let cookie = try #require(browser.cookie)
                let read = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: cookie])
                #expect(read.status == .ok)
                let tag = try #require(read.headers[.eTag])
                let tokenName = try #require(HTTPField.Name(CSRFProtection.headerName))
                let token = try #require(read.headers[tokenName])
                var headers: HTTPFields = [
                    .cookie: cookie, .origin: "http://localhost", .contentType: "application/json", tokenName: token,
                ]
                let body = ByteBuffer(string: #"{"fontSize": 20, "environment": {"EDITOR": "vi"}}"#)
                let unconditional = try await client.execute(
                    uri: "/api/settings", method: .put, headers: headers, body: body)
                #expect(unconditional.status == .preconditionRequired)
                headers[.ifMatch] = tag
                let saved = try await client.execute(uri: "/api/settings", method: .put, headers: headers, body: body)
                #expect(saved.status == .ok)
                #expect(saved.headers[.eTag] != tag)
                // The same tag again, with a change to what was saved meanwhile: a conflict.
                let stale = try await client.execute(
                    uri: "/api/settings", method: .put, headers: headers,
                    body: ByteBuffer(string: #"{"fontSize": 22}"#))
                #expect(stale.status == .preconditionFailed)
            }
            let stored = try #require(try await server.store.load(userID: try await server.userID("grace")))
            var expected = UserSettings(displayName: "grace", fontSize: 20)
            expected.environment = ["EDITOR": "vi"]
            #expect(stored.model == expected)
            #expect(stored.version == 2)
        }
    }
}
