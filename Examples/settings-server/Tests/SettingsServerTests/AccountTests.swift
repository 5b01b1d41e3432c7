import Foundation
import Testing

@testable import SettingsServer

/// Adding users: names that are taken or unusable and unusable passwords are refused
/// with a message, and write nothing; passwords are kept only as bcrypt hashes.
@Suite struct AccountTests {
    @Test(arguments: TestDatabase.all)
    func aTakenNameIsRefusedAndWritesNothing(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server async throws in
            await #expect(throws: AccountError.duplicateName("ada")) {
                try await server.accounts.addUser(name: "ada", password: "another one")
            }
            #expect(try await server.database.userCount() == 2)
            #expect(
                AccountError.duplicateName("ada").description
                    == "a user named \"ada\" exists already; pick another name")
            // The first password still signs in.
            #expect(try await server.accounts.userID(name: "ada", password: "correct horse") != nil)
            #expect(try await server.accounts.userID(name: "ada", password: "another one") == nil)
        }
    }

    /// A name typed in another Unicode form is the same name.
    @Test(arguments: TestDatabase.all)
    func namesAreComparedInComposedForm(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            _ = try await server.accounts.addUser(name: "Jos\u{E9}", password: "pass")
            await #expect(throws: AccountError.duplicateName("Jos\u{E9}")) {
                try await server.accounts.addUser(name: "Jose\u{301}", password: "pass")
            }
            #expect(try await server.accounts.userID(name: "Jose\u{301}", password: "pass") != nil)
        }
    }

    @Test(arguments: [
        ("", AccountError.emptyPassword),
        (String(repeating: "x", count: 73), .passwordTooLong(bytes: 73)),
        ("before\u{0}after", .passwordWithNUL),
    ])
    func anUnusablePasswordIsRefusedAndWritesNothing(password: String, error: AccountError) async throws {
        for database in TestDatabase.all {
            try await TestServer.with(database) { server async throws in
                await #expect(throws: error) { try await server.accounts.addUser(name: "alan", password: password) }
                #expect(try await server.database.userCount() == 2)
            }
        }
    }

    @Test(arguments: ["", "two words", "tab\tname", "zero\u{200B}width", String(repeating: "n", count: 65)])
    func anUnusableNameIsRefused(name: String) async throws {
        for database in TestDatabase.all {
            try await TestServer.with(database) { server async throws in
                await #expect(throws: AccountError.self) {
                    try await server.accounts.addUser(name: name, password: "pass")
                }
                #expect(try await server.database.userCount() == 2)
            }
        }
    }

    @Test(arguments: TestDatabase.all)
    func passwordsAreStoredOnlyAsBcryptHashes(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            var hashes: [String] = []
            for name in ["ada", "grace"] {
                hashes.append(try #require(try await server.database.user(named: name)).passwordHash)
            }
            #expect(hashes.count == 2)
            #expect(hashes.allSatisfy { $0.hasPrefix("$2b$04$") && $0.count == 60 })
            #expect(!hashes.contains { $0.contains("correct horse") || $0.contains("battery staple") })
        }
    }

    /// bcrypt reads 72 bytes: a longer password that starts with the stored one is not it.
    @Test(arguments: TestDatabase.all)
    func aPasswordLongerThanBcryptReadsDoesNotSignIn(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            let password = String(repeating: "p", count: 72)
            _ = try await server.accounts.addUser(name: "long", password: password)
            #expect(try await server.accounts.userID(name: "long", password: password) != nil)
            #expect(try await server.accounts.userID(name: "long", password: password + "more") == nil)
        }
    }

    /// A new user's settings: the defaults, named after the user, at version 1.
    @Test(arguments: TestDatabase.all)
    func aNewUserHasDefaultSettingsAtVersion1(_ database: TestDatabase) async throws {
        try await TestServer.with(database) { server in
            let stored = try #require(try await server.store.load(userID: try await server.userID("grace")))
            #expect(stored.model == UserSettings(displayName: "grace"))
            #expect(stored.version == 1)
        }
    }
}
