import Formulate
import Foundation

/// Loads and saves `AppSettings` as JSON, atomically.
///
/// - Lock: a command that changes the settings holds an advisory `flock` on a file beside
///   them (`settings.json.lock`, left in place) from load to save (``locked(_:)``), so
///   concurrent commands take turns and every edit survives.
/// - Unknown members: members the model does not know, at the top level or in a subform
///   (written by a newer version of the app), are kept on save.
/// - Order: keys sorted, sets in the order of their options: the same settings give the
///   same bytes in every process.
/// - Mode: a new file that holds a secret (a password that is not empty) is created 0600,
///   any other new file with the default mode; an existing file keeps its mode and, when
///   the process may set it, its owner. A file nobody may write (0444) is not replaced.
/// - Symbolic links: the link is kept and its target is replaced (a temporary file in the
///   target's directory, then a rename).
/// - Secrets: the file holds the password as typed; what the demo prints shows it as
///   `********` (``printable(_:)``).
struct SettingsFile {
    var url: URL

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Formulate's own ISO 8601 text, in UTC to the millisecond (the proleptic Gregorian
        // calendar, as ISO 8601 says), not Foundation's `.iso8601`, which counts days
        // before 1582-10-15 in the Julian calendar: "0001-01-01" typed would be saved as
        // "0001-01-03". A date it cannot write is refused rather than saved as another.
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            guard ISO8601Text.canWrite(date) else {
                throw EncodingError.invalidValue(
                    date,
                    .init(
                        codingPath: encoder.codingPath, debugDescription: "\(date) is outside the years 0000 to 9999"))
            }
            try container.encode(ISO8601Text.utc.string(from: date, as: .dateTime))
        }
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? ISO8601Text.utc.date(from: text, as: .dateTime) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\(text) is not an ISO 8601 date and time, like 2024-05-01T09:30:00Z")
            }
            return date
        }
        return decoder
    }()

    /// The saved settings, or the embedded defaults when the file does not exist yet.
    func load() throws -> AppSettings {
        guard FileManager.default.fileExists(atPath: url.path) else { return AppSettings() }
        let data = try Data(contentsOf: url)
        do {
            return try Self.decoder.decode(AppSettings.self, from: data)
        } catch {
            throw DemoError("\(url.path) is not a valid settings file: \(error)")
        }
    }

    /// Runs `body` (a load, changes, a save) holding the settings' lock, so another
    /// command's load and save happen before or after it, never in between.
    func locked<T>(_ body: () throws -> T) throws -> T {
        try FileLock.holding(try AtomicFile.target(of: url.relativePath) + ".lock", body)
    }

    /// Writes the settings, with the members of the file the model does not know, to a
    /// temporary file and moves it over the old one, so a reader never sees half a file
    /// and a failed save leaves the old file as it was.
    func save(_ settings: AppSettings) throws {
        let shape = try SettingsShape(settings)
        var tree = shape.canonical(try Self.tree(of: settings))
        if FileManager.default.fileExists(atPath: url.path) {
            let old: JSONTree
            do {
                old = try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: url))
            } catch {
                throw DemoError(
                    "\(url.relativePath) cannot be read back to keep what this version does not know (\(error)): nothing saved"
                )
            }
            tree = tree.keepingUnknownMembers(of: old, known: shape.known, subforms: shape.subforms)
        }
        let holdsSecret = shape.holdsSecret(tree)
        let mode = try AtomicFile.save(try Self.encoder.encode(tree), to: url.relativePath, isSecret: holdsSecret)
        if holdsSecret && mode & 0o077 != 0 {
            DemoOutput.error(
                "note: \(url.relativePath) holds a password and others may read it (mode \(AtomicFile.octal(mode))); "
                    + "chmod 600 keeps it private")
        }
    }

    /// The settings as JSON to print: as they are saved, with every secret that is not
    /// empty shown as `********`.
    static func printable(_ settings: AppSettings) -> String {
        guard let shape = try? SettingsShape(settings), let tree = try? tree(of: settings),
            let data = try? encoder.encode(shape.masked(shape.canonical(tree)))
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The settings as a JSON tree, read back from what the encoder writes.
    private static func tree(of settings: AppSettings) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: encoder.encode(settings))
    }
}

/// An error the demo reports on one line and exits 1 for.
struct DemoError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
