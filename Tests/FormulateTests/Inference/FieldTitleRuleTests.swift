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
            ("h264Profile", "H264 Profile"), ("webdavURL", "WebDAV URL"),
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
