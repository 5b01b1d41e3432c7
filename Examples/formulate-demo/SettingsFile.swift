import Foundation

/// Loads and saves `AppSettings` as JSON, atomically.
struct SettingsFile {
    var url: URL

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
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

    /// Writes the settings to a temporary file and moves it over the old one, so a reader
    /// never sees half a file and a failed save leaves the old file as it was.
    func save(_ settings: AppSettings) throws {
        let data = try Self.encoder.encode(settings)
        try data.write(to: url, options: .atomic)
    }

    static func json(_ settings: AppSettings) -> String {
        (try? encoder.encode(settings)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

/// An error the demo reports on one line and exits 1 for.
struct DemoError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
