import FormulateHummingbird
import Foundation
import GRDB
import Testing

@testable import SettingsServer

/// The store's optimistic concurrency: a save holds only on the version it loaded.
@Suite struct StoreTests {
    @Test func aStaleSaveLosesAndWritesNothing() async throws {
        try await TestServer.with { server in
            let id = try await server.userID("ada")
            let loaded = try #require(try await server.store.load(userID: id))
            var first = loaded.model
            first.fontSize = 18
            var second = loaded.model
            second.theme = .dark
            #expect(try await server.store.save(first, userID: id, replacing: loaded.version))
            // Saved from the same version after the first save: stale.
            #expect(try await server.store.save(second, userID: id, replacing: loaded.version) == false)
            let now = try #require(try await server.store.load(userID: id))
            #expect(now.model == first)
            #expect(now.version == loaded.version + 1)
        }
    }

    @Test func noRowOrAnIDThatIsNoNumberLoadsNothingAndSavesNothing() async throws {
        try await TestServer.with { server async throws in
            #expect(try await server.store.load(userID: "999") == nil)
            #expect(try await server.store.load(userID: "ada") == nil)
            #expect(try await server.store.save(UserSettings(), userID: "999", replacing: 1) == false)
        }
    }

    /// What one process saved, another opening the same file reads (a restarted server).
    @Test func settingsOutliveTheProcessThatSavedThem() async throws {
        try await TestServer.with { server in
            let id = try await server.userID("ada")
            var settings = UserSettings(displayName: "Ada Lovelace")
            settings.savedServers = [SavedServer(name: "Home", host: "example.org", port: 8443, useTLS: true)]
            settings.environment = ["LOG_LEVEL": "debug"]
            #expect(try await server.store.save(settings, userID: id, replacing: 1))
            let reopened = SettingsStore(database: try SettingsDatabase(path: server.path))
            let stored = try #require(try await reopened.load(userID: id))
            #expect(stored.model == settings)
            #expect(stored.version == 2)
        }
    }
}
