import Foundation
import HummingbirdBcrypt
import NIOPosix

/// Why a user was not added: each case says what was wrong and what would do.
public enum AccountError: Error, Equatable, CustomStringConvertible {
    /// The name cannot be typed back reliably.
    case invalidName(String, reason: String)
    /// Another user has the name.
    case duplicateName(String)
    /// The password is empty.
    case emptyPassword
    /// The password has more bytes than bcrypt reads (72).
    case passwordTooLong(bytes: Int)
    /// The password holds a NUL character, where bcrypt would stop reading.
    case passwordWithNUL

    /// The message a person reads.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason): "the name \(name.debugDescription) cannot be used: \(reason)"
        case .duplicateName(let name): "a user named \(name.debugDescription) exists already; pick another name"
        case .emptyPassword: "the password is empty; type at least one character"
        case .passwordTooLong(let bytes):
            "the password has \(bytes) bytes in UTF-8; bcrypt reads \(Accounts.maximumPasswordBytes) at most"
        case .passwordWithNUL: "the password contains a NUL character"
        }
    }
}

/// The server's users: their names and bcrypt hashes of their passwords, never the
/// passwords themselves. Hashing is slow by design, so it runs on NIO's thread pool, off
/// the tasks that serve requests.
public struct Accounts: Sendable {
    /// bcrypt's cost (log2 of its rounds) unless you pass another: 12, about a quarter of a
    /// second per hash on a 2020s core.
    public static let defaultCost: UInt8 = 12
    /// The bytes of a password that bcrypt reads.
    static let maximumPasswordBytes = 72
    /// The longest name, in characters.
    static let maximumNameLength = 64

    let database: any SettingsDatabase
    let cost: UInt8
    /// A hash of a random password, checked when a name is unknown: a refusal takes as long
    /// whether or not the name exists, so its time does not tell which names do. Made in the
    /// background from the start, at the same cost.
    let unknownUserHash: Task<String, any Error>

    /// The users of `database`, whose new passwords are hashed at `cost` (4 to 31).
    public init(database: any SettingsDatabase, cost: UInt8 = Accounts.defaultCost) {
        let cost = min(max(cost, 4), 31)
        self.database = database
        self.cost = cost
        unknownUserHash = Task {
            let random = (0..<32).map { _ in String(UInt8.random(in: .min ... .max), radix: 16) }.joined()
            return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(random, cost: cost) }
        }
    }

    /// Adds a user named `name` (compared in Unicode's composed form) with `password`, and
    /// their settings (the defaults, with `name` as display name); returns the user's ID.
    ///
    /// - Throws: ``AccountError`` for a name or a password that cannot be used, or a name
    ///   that is taken; nothing is written then.
    public func addUser(name: String, password: String) async throws -> Int64 {
        let name = try Self.validName(name)
        if let problem = Self.problem(withPassword: password) { throw problem }
        if try await database.user(named: name) != nil { throw AccountError.duplicateName(name) }
        let cost = cost
        let hash = try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
        // A name added by another process since the check is refused by the database.
        let settings = try SettingsStore.json(of: UserSettings(displayName: name))
        return try await database.addUser(name: name, passwordHash: hash, settingsJSON: settings)
    }

    /// The ID of the user `name` signs in, if `password` is theirs; `nil` otherwise, after
    /// the same bcrypt check whether or not the name exists.
    public func userID(name: String, password: String) async throws -> String? {
        // A name no user can have (a NUL, say, which PostgreSQL refuses) is looked up nowhere.
        let user = try? Self.validName(name)
        let stored = if let user { try await database.user(named: user) } else { StoredUser?.none }
        let hash: String
        if let stored { hash = stored.passwordHash } else { hash = try await unknownUserHash.value }
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
        // bcrypt stops at a NUL and after 72 bytes: such a password is not the one stored.
        guard let stored, matches, Self.problem(withPassword: password) == nil else { return nil }
        return String(stored.id)
    }

    /// `name` in Unicode's composed form, if it can be a user's name: 1 to 64 characters,
    /// no spaces and nothing invisible.
    public static func validName(_ name: String) throws(AccountError) -> String {
        let name = name.precomposedStringWithCanonicalMapping
        if name.isEmpty { throw .invalidName(name, reason: "it is empty") }
        if name.count > maximumNameLength {
            throw .invalidName(name, reason: "it is longer than \(maximumNameLength) characters")
        }
        let invisible = name.unicodeScalars.contains {
            $0.properties.isWhitespace
                || [.control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator]
                    .contains($0.properties.generalCategory)
        }
        if invisible { throw .invalidName(name, reason: "it holds spaces or invisible characters") }
        return name
    }

    /// What makes `password` unusable with bcrypt, if anything.
    static func problem(withPassword password: String) -> AccountError? {
        if password.isEmpty { return .emptyPassword }
        if password.utf8.count > maximumPasswordBytes { return .passwordTooLong(bytes: password.utf8.count) }
        if password.utf8.contains(0) { return .passwordWithNUL }
        return nil
    }
}
