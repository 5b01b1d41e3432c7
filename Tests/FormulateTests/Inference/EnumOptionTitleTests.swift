import Formulate
import Testing

/// An enum's `String` raw values that read as labels are its options' titles; codes are not.
@Suite("Option titles from raw values")
struct EnumOptionTitleTests {
    enum Resolution: String, CaseIterable {
        case hd720 = "720p"
        case hd1080 = "1080p"
        case uhd4K = "4K"
    }
    enum Network: String, CaseIterable {
        case wifi = "Wi-Fi"
        case cellular = "Cellular Data"
        case iCloud = "iCloud"
    }
    enum Speed: String, CaseIterable {
        case slow = "0.5x"
        case normal = "1x"
        case fast = "1.5x"
        case loud = "50%"
    }
    enum Bundle: String, CaseIterable {
        case mail = "com.apple.mail"
        case notes = "com.apple.notes"
    }
    enum Locale: String, CaseIterable {
        case english = "en_US"
        case german = "de_DE"
    }
    enum Mode: String, CaseIterable {
        case darkMode = "dark-mode"
        case lightMode = "light-mode"
    }
    enum Quality: String, CaseIterable {
        case lowQuality = "low"
        case highQuality = "high"
    }
    enum Theme: String, CaseIterable { case light, dark }
    enum Endpoint: String, CaseIterable {
        case api = "https://api.example.com"
        case files = "/var/files"
    }
    enum Padded: String, CaseIterable {
        case wide = " Wide"
        case tall = "Tall\u{202E}"
    }
    enum Described: String, CaseIterable, CustomStringConvertible {
        case small = "S"
        case large = "L"
        var description: String { self == .small ? "Small size" : "Large size" }
    }
    enum Long: String, CaseIterable {
        case verbose = "A Label Far Too Long To Be Shown As The Title Of One Option"
    }

    struct Player {
        var resolution = Resolution.hd720
        var network = Network.wifi
        var speed = Speed.normal
        var bundle = Bundle.mail
        var locale = Locale.english
        var mode = Mode.darkMode
        var quality = Quality.lowQuality
        var theme = Theme.light
        var endpoint = Endpoint.api
        var padded = Padded.wide
        var described = Described.small
        var long = Long.verbose
    }

    @Test(arguments: [
        ("resolution", ["720p", "1080p", "4K"]),
        ("network", ["Wi-Fi", "Cellular Data", "iCloud"]),
        ("speed", ["0.5x", "1x", "1.5x", "50%"]),
        ("bundle", ["Mail", "Notes"]),
        ("locale", ["English", "German"]),
        ("mode", ["Dark Mode", "Light Mode"]),
        ("quality", ["Low Quality", "High Quality"]),
        ("theme", ["Light", "Dark"]),
        ("endpoint", ["API", "Files"]),
        ("padded", ["Wide", "Tall"]),
        ("described", ["Small size", "Large size"]),
        ("long", ["Verbose"]),
    ])
    func optionTitles(key: String, titles: [String]) throws {
        let form = try ModelForm(Player())
        #expect(form.field(key)?.options.map(\.title) == titles)
    }

    @Test func theValueIsStillTheRawValueAndTheTitleIsReadBack() throws {
        let form = try ModelForm(Player())
        #expect(form.field("resolution")?.options.map(\.value) == ["720p", "1080p", "4K"])
        try form.setText("4K", for: "resolution")
        try form.setText("Cellular Data", for: "network")
        #expect(form.text(for: "resolution") == "4K")
        let saved = try form.commit()
        #expect(saved.resolution == .uhd4K)
        #expect(saved.network == .cellular)
    }
}
