import Testing

@testable import Formulate

/// Titles derived from keys (the Customizing Fields article says the rules).
@Suite("Titles from keys")
struct TitleTests {
    @Test(
        "ASCII keys split by bytes as they do by characters",
        arguments: [
            "rememberMe", "userID", "userId", "URLString", "homePageURL", "dateOfBirth", "addressLine1", "first_name",
            "isHTML5Compatible", "_privateFlag", "URLs", "IDsByName", "userIDs", "a_b-c.d", "HTML5Parser", "x1y2z3",
            "ABC", "__", "", "iOSVersion", "macOSName", "snake_case_key", "kebab-case-key", "with spaces here", "s",
            "As", "ABCs", "ABCsDef", "ID2s", "$dollar", "tab\tkey", "42", "a1B2c3D4",
        ])
    func asciiTokensMatchCharacterTokens(key: String) {
        #expect(KeyTokenizer.tokens(in: key) == KeyTokenizer.unicodeTokens(in: key))
    }

    @Test(
        "Every row of the reference table",
        arguments: [
            ("rememberMe", "Remember Me"),
            ("userID", "User ID"),
            ("userId", "User ID"),
            ("URLString", "URL String"),
            ("homePageURL", "Home Page URL"),
            ("dateOfBirth", "Date of Birth"),
            ("addressLine1", "Address Line 1"),
            ("first_name", "First Name"),
            ("isHTML5Compatible", "Is HTML5 Compatible"),
            ("_privateFlag", "Private Flag"),
        ])
    func referenceTable(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Titles a person would not correct (issue 13, item 12)",
        arguments: [
            ("s3BucketURL", "S3 Bucket URL"),
            ("oauth2ClientID", "OAuth2 Client ID"),
            ("OAuth2ClientID", "OAuth2 Client ID"),
            ("smtpPassword", "SMTP Password"),
            ("macAddress", "MAC Address"),
            ("cvv", "CVV"),
            ("awsS3Bucket", "AWS S3 Bucket"),
            ("http2Enabled", "HTTP/2 Enabled"),
            ("enable2FA", "Enable 2FA"),
            ("use3DTouch", "Use 3D Touch"),
            ("stream4k", "Stream 4K"),
            ("utf8Encoding", "UTF-8 Encoding"),
            ("utf16Name", "UTF-16 Name"),
        ])
    func titlesPeopleKeep(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "The default list knows the acronyms of settings screens (rule 4)",
        arguments: [
            ("tlsVersion", "TLS Version"), ("sslCertificate", "SSL Certificate"), ("smtpHost", "SMTP Host"),
            ("imapServer", "IMAP Server"), ("pop3Port", "POP3 Port"), ("ldapBaseDN", "LDAP Base DN"),
            ("usbDevice", "USB Device"), ("dhcpLease", "DHCP Lease"), ("uefiBoot", "UEFI Boot"),
            ("tvShow", "TV Show"), ("appleTv", "Apple TV"), ("hudOpacity", "HUD Opacity"),
            ("ttsVoice", "TTS Voice"), ("nfcTag", "NFC Tag"), ("voipCalls", "VoIP Calls"),
            ("VoIPEnabled", "VoIP Enabled"), ("hdrVideo", "HDR Video"), ("maxFps", "Max FPS"),
            ("awsRegion", "AWS Region"), ("cliPath", "CLI Path"), ("tcpPort", "TCP Port"),
            ("udpPort", "UDP Port"), ("ntpServer", "NTP Server"), ("otpSecret", "OTP Secret"),
            ("cvcNumber", "CVC Number"), ("wifiSsid", "Wi-Fi SSID"), ("samlSsoURL", "SAML SSO URL"),
            ("qrCode", "QR Code"), ("vatNumber", "VAT Number"), ("ramSizeGb", "RAM Size GB"),
            ("macs", "MACs"),
            // Units keep their own case (trial11: "Dose Mg").
            ("doseMg", "Dose mg"), ("weightKg", "Weight kg"), ("distanceKm", "Distance km"),
            ("heightCm", "Height cm"), ("refreshRateHz", "Refresh Rate Hz"), ("batteryMah", "Battery mAh"),
            ("powerKw", "Power kW"),
        ])
    func settingsAcronyms(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Mixed-case names stay whole (rule 8)",
        arguments: [
            ("iPhoneModel", "iPhone Model"), ("iphoneModel", "iPhone Model"), ("ipadName", "iPad Name"),
            ("iCloudSync", "iCloud Sync"), ("iPadOSVersion", "iPadOS Version"), ("macbookSerial", "MacBook Serial"),
            ("webRTCEnabled", "WebRTC Enabled"), ("webrtcStun", "WebRTC Stun"), ("githubUsername", "GitHub Username"),
            ("GitHubToken", "GitHub Token"), ("gitlabURL", "GitLab URL"), ("youtubeChannel", "YouTube Channel"),
            ("linkedInURL", "LinkedIn URL"), ("paypalEmail", "PayPal Email"), ("wifiNetwork", "Wi-Fi Network"),
            ("WiFiPassword", "Wi-Fi Password"), ("postgresqlHost", "PostgreSQL Host"),
            ("mySQLPort", "MySQL Port"), ("facetimeEnabled", "FaceTime Enabled"), ("ebayItem", "eBay Item"),
        ])
    func mixedCaseNames(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Mixed-case names keep their case in sentence style too",
        arguments: [
            ("iPhoneModel", "iPhone model"), ("wifiNetwork", "Wi-Fi network"), ("githubUsername", "GitHub username"),
        ])
    func mixedCaseNamesInSentences(key: String, title: String) {
        #expect(TitleFormatter.title(for: key, options: TitleOptions(style: .sentence)) == title)
    }

    @Test(
        "\"with\" and \"from\" are short prepositions (rule 8)",
        arguments: [
            ("signInWithApple", "Sign in with Apple"),
            ("importFromFile", "Import from File"),
            ("payWithCard", "Pay with Card"),
        ])
    func withAndFrom(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "\"with\" and \"from\" first, last or inside a word stay capitalized",
        arguments: [
            ("withholdingTax", "Withholding Tax"),
            ("startWith", "Start With"),
            ("fromDate", "From Date"),
        ])
    func withAndFromUnchanged(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "A lone capital letter is a letter, never the article \"a\" (rule 8)",
        arguments: [
            ("eA1cDisplayUnit", "E A1c Display Unit"),
            ("isAValue", "Is A Value"),
            ("optionAOrB", "Option A or B"),
            ("typeAHeader", "Type A Header"),
            ("vitaminB12", "Vitamin B12"),
            ("resolution1080p", "Resolution 1080p"),
        ])
    func loneCapitals(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
        #expect(!TitleFormatter.title(for: key, options: TitleOptions(style: .sentence)).contains(" a "))
    }

    @Test(
        "A last capital, a letter between digits and a separate article are as before",
        arguments: [
            ("planA", "Plan A"),
            ("x1y2", "X 1 Y 2"),
            ("is_a_value", "Is a Value"),
            ("wi_fi_password", "Wi Fi Password"),
        ])
    func lettersUnchanged(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "IP versions are acronyms",
        arguments: [
            ("ipv4Address", "IPv4 Address"), ("IPv6Address", "IPv6 Address"), ("serverIPv4", "Server IPv4"),
        ])
    func ipVersions(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Separators split words and are dropped; leading underscores too",
        arguments: [
            ("first_name", ["first", "name"]),
            ("first-name", ["first", "name"]),
            ("first.name", ["first", "name"]),
            ("first name", ["first", "name"]),
            ("__first__name__", ["first", "name"]),
            ("_privateFlag", ["private", "Flag"]),
            ("user-ID.value", ["user", "ID", "value"]),
        ])
    func separators(key: String, words: [String]) {
        #expect(TitleFormatter.words(in: key, acronyms: TitleOptions.defaultAcronyms) == words)
    }

    @Test(
        "Word boundaries: case changes, letters and digits, runs of capitals",
        arguments: [
            ("rememberMe", ["remember", "Me"]),
            ("URLString", ["URL", "String"]),
            ("homePageURL", ["home", "Page", "URL"]),
            ("addressLine1", ["address", "Line", "1"]),
            ("line2Text", ["line", "2", "Text"]),
            ("isAValue", ["is", "A", "Value"]),
            ("HTTPSettings", ["HTTP", "Settings"]),
            ("isHTML5Compatible", ["is", "HTML5", "Compatible"]),
        ])
    func boundaries(key: String, words: [String]) {
        #expect(TitleFormatter.words(in: key, acronyms: TitleOptions.defaultAcronyms) == words)
    }

    @Test(
        "A digit run joins a preceding acronym, and only an acronym",
        arguments: [
            ("isHTML5Compatible", "Is HTML5 Compatible"),
            ("html5Compatible", "HTML5 Compatible"),
            ("SHA256Hash", "SHA256 Hash"),
            ("ISO8601Date", "ISO8601 Date"),
            ("addressLine1", "Address Line 1"),
            ("line2Text", "Line 2 Text"),
            ("address_1", "Address 1"),
        ])
    func digitRuns(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Listed acronyms are written in their listed form whatever their case",
        arguments: [
            ("userId", "User ID"),
            ("userid_value", "Userid Value"),
            ("iosVersion", "iOS Version"),
            ("iOSVersion", "iOS Version"),
            ("IOSVersion", "iOS Version"),
            ("macOSName", "macOS Name"),
            ("macosName", "macOS Name"),
            ("urlString", "URL String"),
            ("uuidString", "UUID String"),
            ("jsonPayload", "JSON Payload"),
            ("pinCode", "PIN Code"),
            ("dnsTTL", "DNS TTL"),
            ("api_key", "API Key"),
            ("ipv6Address", "IPv6 Address"),
            ("sshKey", "SSH Key"),
        ])
    func listedAcronyms(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Words in capitals (two or more letters) stay as written",
        arguments: [
            ("ABCValue", "ABC Value"),
            ("MAX_VALUE", "MAX VALUE"),
            ("valueNZ", "Value NZ"),
        ])
    func capitalsStay(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "A plural s after an acronym keeps it",
        arguments: [
            ("URLs", "URLs"),
            ("IDs", "IDs"),
            ("userIds", "User IDs"),
            ("userIDs", "User IDs"),
            ("apiKeys", "API Keys"),
            ("allowedURLs", "Allowed URLs"),
            ("URLsForUser", "URLs for User"),
            ("pdfs", "PDFs"),
            ("ABCs", "ABCs"),
        ])
    func pluralAcronyms(key: String, title: String) {
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Title style lower-cases small words unless first or last",
        arguments: [
            ("dateOfBirth", "Date of Birth"),
            ("termsAndConditions", "Terms and Conditions"),
            ("pricePerUnit", "Price per Unit"),
            ("catsVsDogs", "Cats vs Dogs"),
            ("timeToLive", "Time to Live"),
            ("isAValue", "Is A Value"),
            ("theEnd", "The End"),
            ("signIn", "Sign In"),
            ("forAnAgeOrTheOtherNorByAtViaButOn", "For an Age or the Other nor by at via but On"),
        ])
    func titleStyle(key: String, title: String) {
        #expect(TitleFormatter.title(for: key, options: TitleOptions(style: .title)) == title)
        #expect(TitleFormatter.title(for: key) == title)
    }

    @Test(
        "Sentence style capitalizes the first word only, acronyms aside",
        arguments: [
            ("dateOfBirth", "Date of birth"),
            ("rememberMe", "Remember me"),
            ("homePageURL", "Home page URL"),
            ("userId", "User ID"),
            ("iosVersion", "iOS version"),
            ("URLString", "URL string"),
            ("isHTML5Compatible", "Is HTML5 compatible"),
            ("addressLine1", "Address line 1"),
        ])
    func sentenceStyle(key: String, title: String) {
        #expect(TitleFormatter.title(for: key, options: TitleOptions(style: .sentence)) == title)
    }

    @Test(
        "Every-word style capitalizes every word, like FXForms",
        arguments: [
            ("dateOfBirth", "Date Of Birth"),
            ("termsAndConditions", "Terms And Conditions"),
            ("theEnd", "The End"),
            ("userId", "User ID"),
            ("iosVersion", "iOS Version"),
        ])
    func everyWordStyle(key: String, title: String) {
        #expect(TitleFormatter.title(for: key, options: TitleOptions(style: .everyWord)) == title)
    }

    @Test("An empty or all-separator key gives an empty title", arguments: ["", "_", "__", "-. _"])
    func emptyKey(key: String) {
        #expect(TitleFormatter.title(for: key).isEmpty)
        #expect(TitleFormatter.words(in: key, acronyms: TitleOptions.defaultAcronyms).isEmpty)
        let options = TitleOptions(localize: { "localized \($0)" })
        #expect(TitleFormatter.title(for: key, options: options).isEmpty)
    }

    @Test("The acronym list is configurable")
    func customAcronyms() {
        let custom = TitleOptions(acronyms: ["MP3", "iPhone", "ID"])
        #expect(TitleFormatter.title(for: "mp3File", options: custom) == "MP3 File")
        #expect(TitleFormatter.title(for: "iPhoneModel", options: custom) == "iPhone Model")
        #expect(TitleFormatter.title(for: "iphoneModel", options: custom) == "iPhone Model")
        #expect(TitleFormatter.title(for: "userIds", options: custom) == "User IDs")
        // A custom list replaces the default one.
        #expect(TitleFormatter.title(for: "urlString", options: custom) == "Url String")
        #expect(TitleFormatter.title(for: "userId", options: TitleOptions(acronyms: [])) == "User Id")
        // Words in capitals stay as written even without a list.
        #expect(TitleFormatter.title(for: "URLString", options: TitleOptions(acronyms: [])) == "URL String")
        #expect(TitleFormatter.words(in: "mp3File", acronyms: ["MP3"]) == ["MP3", "File"])
    }

    @Test("The default acronym list holds every acronym of the reference, as listed")
    func defaultAcronyms() {
        let required = [
            "ID", "URL", "URI", "HTML", "HTTP", "HTTPS", "API", "JSON", "XML", "IP", "UUID",
            "PDF", "SMS", "GPS", "CPU", "GPU", "UI", "OS", "iOS", "macOS", "DB", "SQL", "SSH",
            "VPN", "DNS", "FAQ", "PIN", "ISO", "UTC", "TTL", "RGB", "CSV", "JWT",
        ]
        let issue13 = [
            "TLS", "SSL", "SMTP", "MAC", "CVV", "CVC", "OTP", "OAuth", "IMAP", "POP3", "LDAP", "USB",
            "DHCP", "UEFI", "TV", "HUD", "TTS", "NFC", "VoIP", "HDR", "FPS", "AWS", "S3", "SDK", "CLI",
            "CSS", "TCP", "UDP", "NTP", "HTTP/2", "iPhone", "iPad", "iCloud", "macOS", "iOS", "tvOS",
            "watchOS", "WebRTC", "GitHub", "GitLab", "YouTube", "LinkedIn", "PayPal", "Wi-Fi",
        ]
        for acronym in required + issue13 {
            #expect(TitleOptions.defaultAcronyms.contains(acronym), "missing \(acronym)")
            let spelled = String(acronym.lowercased().filter { $0.isLetter || $0.isNumber })
            #expect(TitleFormatter.title(for: spelled) == acronym)
        }
        #expect(TitleOptions.default.acronyms == TitleOptions.defaultAcronyms)
        #expect(TitleOptions.default.style == .title)
        #expect(TitleOptions.default.localize == nil)
    }

    @Test("Derived titles pass through the localization hook, after styling")
    func localization() {
        let french: [String: String] = ["Date of Birth": "Date de naissance"]
        let options = TitleOptions(localize: { french[$0] ?? $0 })
        #expect(TitleFormatter.title(for: "dateOfBirth", options: options) == "Date de naissance")
        #expect(TitleFormatter.title(for: "rememberMe", options: options) == "Remember Me")

        let marked = TitleOptions(style: .sentence, localize: { "[\($0)]" })
        #expect(TitleFormatter.title(for: "dateOfBirth", options: marked) == "[Date of birth]")
    }

    @Test("Non-ASCII letters are kept and capitalized")
    func nonASCII() {
        #expect(TitleFormatter.title(for: "éclairCount") == "Éclair Count")
        #expect(TitleFormatter.title(for: "größeInCm") == "Größe in cm")
    }

    @Test(
        "ASCII words, cased byte by byte, and other words are cased alike in one title",
        arguments: [
            (TitleStyle.title, "Éclair of the Day and Größe"),
            (.sentence, "Éclair of the day and größe"),
            (.everyWord, "Éclair Of The Day And Größe"),
        ])
    func mixedASCII(style: TitleStyle, title: String) {
        #expect(TitleFormatter.title(for: "éclairOfTheDayAndGröße", options: TitleOptions(style: style)) == title)
    }
}

/// A class whose declared key path is named with a dot.
private final class DottedNameAccount: FormKeyPathProviding {
    var email = ""
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("work.email", \DottedNameAccount.email)] }
}

@Suite("Titles of inferred text fields")
struct InferredTextTitleTests {
    @Test("A text field's title comes from its key's last segment, as every other field's does")
    func dottedDeclaredName() throws {
        let form = try ModelForm(DottedNameAccount())
        #expect(form.field("work.email")?.title == "Email")
        #expect(form.field("work.email")?.kind == .email)
    }
}
