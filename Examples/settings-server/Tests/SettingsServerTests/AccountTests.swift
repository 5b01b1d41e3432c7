import Foundation
import GRDB
import Testing

@testable import SettingsServer

/// Adding users: names that are taken or unusable and unusable passwords are refused
/// with a message, and write nothing; passwords are kept only as bcrypt hashes.
@Suite struct AccountTests {
    @Test func aTakenNameIsRefusedAndWritesNothing() async throws {
        try await TestServer.with { server async throws in
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
    @Test func namesAreComparedInComposedForm() async throws {
        try await TestServer.with { server in
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
        try await TestServer.with { server async throws in
            await #expect(throws: error) { try await server.accounts.addUser(name: "alan", password: password) }
            #expect(try await server.database.userCount() == 2)
        }
    }

    @Test(arguments: ["", "two words", "tab\tname", "zero\u{200B}width", String(repeating: "n", count: 65)])
    func anUnusableNameIsRefused(name: String) async throws {
        try await TestServer.with { server async throws in
            await #expect(throws: AccountError.self) { try await server.accounts.addUser(name: name, password: "pass") }
            #expect(try await server.database.userCount() == 2)
        }
    }

    @Test func passwordsAreStoredOnlyAsBcryptHashes() async throws {
        try await TestServer.with { server in
            let hashes = try await server.database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT password_hash FROM users ORDER BY id")
            }
            #expect(hashes.count == 2)
            #expect(hashes.allSatisfy { $0.hasPrefix("$2b$04$") && $0.count == 60 })
            #expect(!hashes.contains { $0.contains("correct horse") || $0.contains("battery staple") })
        }
    }

    /// bcrypt reads 72 bytes: a longer password that starts with the stored one is not it.
    @Test func aPasswordLongerThanBcryptReadsDoesNotSignIn() async throws {
        try await TestServer.with { server in
            let password = String(repeating: "p", count: 72)
            _ = try await server.accounts.addUser(name: "long", password: password)
            #expect(try await server.accounts.userID(name: "long", password: password) != nil)
            #expect(try await server.accounts.userID(name: "long", password: password + "more") == nil)
        }
    }

    /// A new user's settings: the defaults, named after the user, at version 1.
    @Test func aNewUserHasDefaultSettingsAtVersion1() async throws {
        try await TestServer.with { server in
            let stored = try #require(try await server.store.load(userID: try await server.userID("grace")))
            #expect(stored.model == UserSettings(displayName: "grace"))
            #expect(stored.version == 1)
        }
    }
}
