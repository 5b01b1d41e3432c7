import Testing

@testable import Formulate

/// Titles worded by what a field holds (issue 41): the rules of the Customizing Fields
/// article, each with one example in and out and a neighbour the rule must leave alone.
@Suite("Titles of fields, round three")
struct FieldTitleRuleTests {
    @Test(
        "A toggle's trailing \"Is Enabled\" goes as one, and a trailing \"On\" goes as \"Enabled\" does",
        arguments: [
            ("sourceControlIsEnabled", "Source Control"),
            ("notificationsAreEnabled", "Notifications"),
            ("livePhotosOn", "Live Photos"),
            ("iCloudSyncIsOn", "iCloud Sync"),
            ("isDarkModeOn", "Dark Mode"),
            // Neighbours: nothing but a verb or a preposition would remain, or the "On"
            // belongs to a phrase.
            ("isOn", "Is On"),
            ("on", "On"),
            ("keepScreenOn", "Keep Screen On"),
            ("alwaysOn", "Always On"),
            ("isTurnedOn", "Turned On"),
            ("isEnabled", "Enabled"),
            ("isAutoLockDisabled", "Auto Lock Disabled"),
            ("sourceControlIsDisabled", "Source Control Is Disabled"),
        ])
    func toggleStates(key: String, title: String) {
        #expect(TitleFormatter.title(for: key, kind: .boolean) == title)
    }

    @Test("A key alone keeps its trailing state words")
    func toggleKeyAlone() {
        #expect(TitleFormatter.title(for: "sourceControlIsEnabled") == "Source Control Is Enabled")
        #expect(
            TitleFormatter.title(for: "livePhotosOn", kind: .boolean, options: TitleOptions(booleanStyle: .allWords))
                == "Live Photos On")
    }

    @Test(
        "A leading \"selected\" or \"chosen\" is the app's state, not the label",
        arguments: [
            ("selectedItemType", FieldKind.option, "Item Type"),
            ("selectedIconType", .option, "Icon Type"),
            ("selectedSymbol", .text, "Symbol"),
            ("chosenColor", .option, "Color"),
            ("selectedTags", .multipleChoice, "Tags"),
            // Neighbours: "current" means something to the person; "selected" alone, or
            // before a small word only, stays; a toggle keeps it; so does a key alone.
            ("currentPassword", .password, "Current Password"),
            ("selected", .option, "Selected"),
            ("selectedOnly", .boolean, "Selected Only"),
            ("isSelected", .boolean, "Selected"),
            ("unselectedColor", .option, "Unselected Color"),
        ])
    func stateWords(key: String, kind: FieldKind, title: String) {
        #expect(TitleFormatter.title(for: key, kind: kind) == title)
    }

    @Test("The state word rule reaches a model's fields, and leaves enum cases alone")
    func stateWordsInForm() throws {
        enum Scope: CaseIterable { case selectedItems, everything }
        struct Picker {
            var selectedScope = Scope.everything
            var selectedSymbol = ""
        }
        let form = try ModelForm(Picker())
        #expect(form.field("selectedScope")?.title == "Scope")
        #expect(form.field("selectedSymbol")?.title == "Symbol")
        #expect(form.field("selectedScope")?.options.map(\.title) == ["Selected Items", "Everything"])
        #expect(TitleFormatter.title(for: "selectedItemType") == "Selected Item Type")
    }
}

@Suite("Acronyms and names, round three")
struct AcronymRoundThreeTests {
    @Test(
        "The default list knows the acronyms of media, hardware and network settings",
        arguments: [
            ("hevcEnabled", "HEVC Enabled"), ("vgaRamMib", "VGA RAM MiB"), ("showNsfw", "Show NSFW"),
            ("asn", "ASN"), ("systemBootTpm", "System Boot TPM"), ("avx2Support", "AVX2 Support"),
            ("gpcEnabled", "GPC Enabled"), ("hdmiOutput", "HDMI Output"), ("natType", "NAT Type"),
            ("vpnServer", "VPN Server"), ("ipv6Enabled", "IPv6 Enabled"), ("diskSizeGib", "Disk Size GiB"),
            ("isHidpi", "Is HiDPI"), ("isHiDPI", "Is HiDPI"), ("mtuSize", "MTU Size"), ("bitrateKbps", "Bitrate kbps"),
            ("h264Profile", "H264 Profile"), ("webdavURL", "WebDAV URL"), ("thumbnailAPIURL", "Thumbnail API URL"),
            ("DNSTTL", "DNS TTL"), ("ABCValue", "ABC Value"), ("MAX_VALUE", "MAX VALUE"),
            // Neighbours: English words stay words.
            ("ledColor", "Led Color"), ("hidden", "Hidden"), ("ramp", "Ramp"),
        ])
    func newAcronyms(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "A mixed-case name is found where it starts inside a word, and a number after it is a version",
        arguments: [
            ("autoUploadToiCloud", "Auto Upload to iCloud"),
            ("syncWithiCloud", "Sync with iCloud"),
            ("openOneBay", "Open on eBay"),
            ("exportToiOS", "Export to iOS"),
            ("macOS14", "macOS 14"),
            ("minimumiOS17Version", "Minimum iOS 17 Version"),
            ("iPhone15Pro", "iPhone 15 Pro"),
            // Neighbours: a unit symbol is not split out of a word; a capitalized name, or
            // an acronym, keeps its digits; a word that only ends like a name stays.
            ("clockHz", "Clock Hz"),
            ("batteryMah", "Battery mAh"),
            ("oauth2ClientID", "OAuth2 Client ID"),
            ("isHTML5Compatible", "Is HTML5 Compatible"),
            ("taxiCab", "Taxi Cab"),
            ("iCloudSync", "iCloud Sync"),
        ])
    func namesInsideWords(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test("A toggle of an acronym is titled by the acronym")
    func acronymToggles() {
        #expect(TitleFormatter.title(for: "hevcEnabled", kind: .boolean) == "HEVC")
        #expect(TitleFormatter.title(for: "isHidpi", kind: .boolean) == "HiDPI")
    }
}

@Suite("Text fields named for their storage")
struct StorageWordTests {
    private struct Composer {
        var newMessageText = ""
        var filterText = ""
        var actionButtonText = ""
        var thumbnailAPIURLText = ""
        var contactEmailString = ""
        var passwordInput = ""
        var searchValue = ""
        var defaultValue = ""
        var altText = ""
        var connectionString = ""
        var text = ""
        var fieldCount = 0
    }

    @Test(
        "A trailing Text, String, Input or Value leaves a text field's title, and the word before decides the kind",
        arguments: [
            ("newMessageText", "New Message", FieldKind.longText),
            ("filterText", "Filter", .text),
            ("actionButtonText", "Action Button", .text),
            ("thumbnailAPIURLText", "Thumbnail API URL", .url),
            ("contactEmailString", "Contact Email", .email),
            ("passwordInput", "Password", .password),
            ("searchValue", "Search", .text),
            // Neighbours: a term the storage word makes stays, and so does a key of one word.
            ("defaultValue", "Default Value", .text),
            ("altText", "Alt Text", .text),
            ("connectionString", "Connection String", .text),
            ("text", "Text", .text),
        ])
    func storageWords(key: String, title: String, kind: FieldKind) throws {
        let form = try ModelForm(Composer())
        #expect(form.field(key)?.title == title)
        #expect(form.field(key)?.kind == kind)
    }

    @Test("A key alone, or a field that is no text, keeps its storage word")
    func otherFieldsKeepIt() {
        #expect(TitleFormatter.title(for: "filterText") == "Filter Text")
        #expect(TitleFormatter.title(for: "URLString", kind: .option) == "URL String")
        #expect(TitleFormatter.title(for: "maxValue", kind: .integer) == "Max Value")
    }
}

@Suite("Units of number fields")
struct UnitTitleTests {
    @Test(
        "A unit at the end of a number's key is said in parentheses",
        arguments: [
            ("timerSeconds", FieldKind.integer, "Timer (seconds)"),
            ("buildTimeoutMinutes", .integer, "Build Timeout (minutes)"),
            ("cacheSizeMB", .integer, "Cache Size (MB)"),
            ("vgaRamMib", .unsigned, "VGA RAM (MiB)"),
            ("timeoutInSeconds", .decimal, "Timeout (seconds)"),
            ("doseMg", .decimal, "Dose (mg)"),
            ("batteryPercent", .integer, "Battery (%)"),
            ("retentionDays", .integer, "Retention (days)"),
            // Neighbours: a term with the word before, a small word before, a unit alone,
            // a unit inside the key, a field that is no number.
            ("maxDays", .integer, "Max Days"),
            ("remainingDays", .integer, "Remaining Days"),
            ("numberOfDays", .integer, "Number of Days"),
            ("seconds", .integer, "Seconds"),
            ("daysUntilExpiry", .integer, "Days Until Expiry"),
            ("openingHours", .text, "Opening Hours"),
            ("cacheSizeMB", .option, "Cache Size MB"),
        ])
    func units(key: String, kind: FieldKind, title: String) {
        #expect(TitleFormatter.title(for: key, kind: kind) == title)
    }

    @Test("A model's number fields say their units; the key alone does not")
    func unitsInForm() throws {
        struct Server {
            var timerSeconds = 30
            var cacheSizeMB = 64.0
        }
        let form = try ModelForm(Server())
        #expect(form.field("timerSeconds")?.title == "Timer (seconds)")
        #expect(form.field("cacheSizeMB")?.title == "Cache Size (MB)")
        #expect(TitleFormatter.title(for: "timerSeconds") == "Timer Seconds")
        let sentence = try ModelForm(Server(), configuration: FormConfiguration(titles: TitleOptions(style: .sentence)))
        #expect(sentence.field("timerSeconds")?.title == "Timer (seconds)")
    }
}

/// `String` properties named for addresses.
private struct Addresses {
    var homeserverAddress = ""
    var serverAddress = ""
    var hostAddress = ""
    var guestAddress = ""
    var dhcpStartAddress = ""
    var dnsServerAddress = ""
    var homeserver = ""
    var instance = ""
    var shippingAddress = ""
    var venueAddress = ""
    var address = ""
    var emailAddress = ""
}

@Suite("Addresses that are not streets")
struct AddressKindTests {
    static let host = TextTraits(keyboard: .url, autocapitalization: .none, autocorrection: .no)
    static let ipAddress = TextTraits(keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no)

    @Test(
        "A street address needs a postal word; a server's is a host, any other a machine's",
        arguments: [
            ("homeserverAddress", host), ("serverAddress", host), ("hostAddress", host), ("dnsServerAddress", host),
            ("homeserver", host), ("instance", host), ("guestAddress", ipAddress), ("dhcpStartAddress", ipAddress),
        ])
    func machineAddresses(key: String, traits: TextTraits) throws {
        let field = try #require(try ModelForm(Addresses()).field(key))
        #expect(field.kind == .text)
        #expect(field.textTraits == traits)
        #expect(field.textTraits.contentType == nil)
    }

    @Test(
        "Postal words, and an address alone, keep the street address autofill",
        arguments: ["shippingAddress", "venueAddress", "address"])
    func streetAddresses(key: String) throws {
        let field = try #require(try ModelForm(Addresses()).field(key))
        #expect(field.textTraits.contentType == .fullStreetAddress)
        #expect(try ModelForm(Addresses()).field("emailAddress")?.kind == .email)
    }
}
