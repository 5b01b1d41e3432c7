import Testing

@testable import Formulate

/// Every key of the Boolean title table, as `Bool` properties of one model.
private struct Toggles {
    var isDiscoverable = false
    var backgroundFetchEnabled = false
    var isEnabled = false
    var enabled = false
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a property name as users write them: inference must handle it)
    var is_enabled = false
    var isOn = false
    var isIn = false
    var isHTML5Compatible = false
    var hasSeenOnboarding = false
    var hasCompletedSetup = false
    var hasAgreedToTerms = false
    var hasPremium = false
    var hasSpeedLimit = false
    var shouldSyncOnCellular = false
    var canEditProfile = false
    var doesRepeat = false
    var allowsCellularAccess = false
    var isNotificationsEnabled = false
    var isInStock = false
    var isOnline = false
    var isUpToDate = false
    var isAutoLockDisabled = false
    var wifiEnabled = false
    var faceIDEnabled = false
    var rememberMe = false
    var darkMode = false
    var isA = false
    var isPaused: Bool? = nil
}

/// Titles of Boolean fields, worded as app authors label toggles.
@Suite("Titles of Boolean fields")
struct BooleanTitleTests {
    static let table: [(String, String)] = [
        ("isDiscoverable", "Discoverable"),
        ("backgroundFetchEnabled", "Background Fetch"),
        ("isEnabled", "Enabled"),
        ("is_enabled", "Enabled"),
        ("isHTML5Compatible", "HTML5 Compatible"),
        ("hasPremium", "Premium"),
        ("hasSpeedLimit", "Speed Limit"),
        ("shouldSyncOnCellular", "Sync on Cellular"),
        ("canEditProfile", "Edit Profile"),
        ("doesRepeat", "Repeat"),
        ("allowsCellularAccess", "Cellular Access"),
        ("isNotificationsEnabled", "Notifications"),
        ("isInStock", "In Stock"),
        ("isOnline", "Online"),
        ("isUpToDate", "Up to Date"),
        ("isAutoLockDisabled", "Auto Lock Disabled"),
        ("wifiEnabled", "Wi-Fi"),
        ("faceIDEnabled", "Face ID"),
        ("isA", "A"),
    ]

    /// Toggles whose titles keep every word.
    static let wholeTitles: [(String, String)] = [
        ("enabled", "Enabled"),
        ("isOn", "Is On"),
        ("isIn", "Is In"),
        ("hasSeenOnboarding", "Has Seen Onboarding"),
        ("hasCompletedSetup", "Has Completed Setup"),
        ("hasAgreedToTerms", "Has Agreed to Terms"),
        ("rememberMe", "Remember Me"),
        ("darkMode", "Dark Mode"),
    ]

    @Test(
        "A Bool field's title drops a leading is/has/should/can/does/allows and a trailing Enabled",
        arguments: table)
    func boolFieldTitles(key: String, title: String) throws {
        let form = try ModelForm(Toggles())
        #expect(form.field(key)?.kind == .boolean)
        #expect(form.field(key)?.title == title)
        #expect(TitleFormatter.title(for: key, kind: .boolean) == title)
    }

    @Test(
        "Every word stays when nothing but a preposition would remain, and before a past participle",
        arguments: wholeTitles)
    func wholeBoolFieldTitles(key: String, title: String) throws {
        #expect(try ModelForm(Toggles()).field(key)?.title == title)
        #expect(TitleFormatter.title(for: key, kind: .boolean) == title)
    }

    @Test(
        "The title of a key alone, or of a field of another kind, keeps every word",
        arguments: [
            ("isDiscoverable", "Is Discoverable"),
            ("backgroundFetchEnabled", "Background Fetch Enabled"),
            ("isHTML5Compatible", "Is HTML5 Compatible"),
            ("hasSeenOnboarding", "Has Seen Onboarding"),
        ])
    func keyAlone(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
        #expect(TitleFormatter.title(for: key, kind: .text) == title)
        #expect(TitleFormatter.title(for: key, kind: .boolean, options: TitleOptions(booleanStyle: .allWords)) == title)
    }

    @Test("An optional Bool is titled as a toggle too")
    func optionalBool() throws {
        let form = try ModelForm(Toggles())
        #expect(form.field("isPaused")?.kind == .boolean)
        #expect(form.field("isPaused")?.title == "Paused")
        #expect(TitleFormatter.title(for: "shouldSync", kind: .boolean) == "Sync")
    }

    @Test("The style is configurable per form and combines with the title style")
    func configurable() throws {
        let allWords = FormConfiguration(titles: TitleOptions(booleanStyle: .allWords))
        let form = try ModelForm(Toggles(), configuration: allWords)
        #expect(form.field("isDiscoverable")?.title == "Is Discoverable")
        #expect(form.field("backgroundFetchEnabled")?.title == "Background Fetch Enabled")

        let sentence = FormConfiguration(titles: TitleOptions(style: .sentence))
        let sentenceForm = try ModelForm(Toggles(), configuration: sentence)
        #expect(sentenceForm.field("backgroundFetchEnabled")?.title == "Background fetch")
        #expect(sentenceForm.field("isUpToDate")?.title == "Up to date")
        #expect(TitleOptions.default.booleanStyle == .toggle)
    }

    @Test("A Boolean field of a JSON form description is titled as a toggle")
    func describedBoolean() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [{"key": "isDiscoverable", "type": "boolean"}, {"key": "isPublic", "type": "text"}]}
                """)
        #expect(form.field("isDiscoverable")?.title == "Discoverable")
        #expect(form.field("isPublic")?.title == "Is Public")
    }

    @Test("An explicit title is never reworded")
    func explicitTitle() throws {
        struct Titled: FormCustomizing {
            var isDiscoverable = false
            static var fieldOverrides: [String: FieldOverrides] { ["isDiscoverable": ["title": "Is Discoverable"]] }
        }
        #expect(try ModelForm(Titled()).field("isDiscoverable")?.title == "Is Discoverable")
    }
}
