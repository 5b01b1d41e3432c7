import FormulateHummingbird
import Foundation
import Testing

@testable import SettingsServer

/// The store's optimistic concurrency: a save holds only on the version it loaded.
@Suite struct StoreTests {
    @Test(arguments: TestDatabase.all)
    func aStaleSaveLosesAndWritesNothing(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
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

    @Test(arguments: TestDatabase.all)
    func noRowOrAnIDThatIsNoNumberLoadsNothingAndSavesNothing(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server async throws in
            #expect(try await server.store.load(userID: "999") == nil)
            #expect(try await server.store.load(userID: "ada") == nil)
            #expect(try await server.store.save(UserSettings(), userID: "999", replacing: 1) == false)
        }
    }

    /// What one process saved, another opening the same database reads (a restarted server,
    /// or another instance).
    @Test(arguments: TestDatabase.all)
    func settingsOutliveTheProcessThatSavedThem(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            let id = try await server.userID("ada")
            var settings = UserSettings(displayName: "Ada Lovelace")
            settings.savedServers = [SavedServer(name: "Home", host: "example.org", port: 8443, useTLS: true)]
            settings.environment = ["LOG_LEVEL": "debug"]
            #expect(try await server.store.save(settings, userID: id, replacing: 1))
            try await server.reopened { reopened in
                let stored = try #require(try await reopened.load(userID: id))
                #expect(stored.model == settings)
                #expect(stored.version == 2)
            }
        }
    }

    /// Two processes saving from one version: whatever the interleaving, exactly one save
    /// holds, and the row holds its settings.
    @Test(arguments: TestDatabase.all)
    func savesFromOneVersionInTwoProcessesNeverBothWin(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            let id = try await server.userID("ada")
            let loaded = try #require(try await server.store.load(userID: id))
            try await server.reopened { other in
                let stores = [server.store, other]
                let wins = try await withThrowingTaskGroup(of: Int?.self) { group in
                    for index in 0..<16 {
                        group.addTask {
                            var settings = loaded.model
                            settings.fontSize = 20 + index
                            let saved = try await stores[index % 2].save(
                                settings, userID: id, replacing: loaded.version)
                            return saved ? index : nil
                        }
                    }
                    var wins: [Int] = []
                    for try await win in group { if let win { wins.append(win) } }
                    return wins
                }
                #expect(wins.count == 1)
                let stored = try #require(try await other.load(userID: id))
                #expect(stored.version == loaded.version + 1)
                #expect(stored.model.fontSize == 20 + (wins.first ?? -100))
            }
        }
    }
}
