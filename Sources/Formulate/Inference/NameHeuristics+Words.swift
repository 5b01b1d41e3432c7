/// The words that name a `String` field (the Customizing Fields article lists them): the last
/// two words of a key are looked up first, then its last word, all lower-cased.
extension NameHeuristics {
    /// Matches on the last two words of a key, tried before the last word.
    static let lastTwoWords: [String: Match] = [
        "password confirmation": .password,
        "pass phrase": .password,
        "email address": .field(.email),
        "e mail": .field(.email),
        "phone number": .field(.phone),
        "telephone number": .field(.phone),
        "mobile number": .field(.phone),
        "home page": .field(.url),
        "web site": .field(.url),
        "web address": .field(.url),
        "zip code": .field(.text, .postalCode),
        "postal code": .field(.text, .postalCode),
        "post code": .field(.text, .postalCode),
        "twitter handle": .field(.text, .twitter),
        "twitter username": .field(.text, .twitter),
    ]
    .merging(secretWords) { first, _ in first }
    .merging(nameWords) { first, _ in first }
    .merging(addressWords) { first, _ in first }
    .merging(postalAddressWords) { first, _ in first }
    .merging(remoteWords) { first, _ in first }

    /// Where git fetches from ("repositoryURL", "remoteURL", "gitURL"): text typed like a host
    /// rather than a URL field, since git's remotes (`git@github.com:acme/app.git`) are no URLs.
    private static let remoteWords: [String: Match] = {
        var words: [String: Match] = [:]
        for qualifier in ["repository", "repo", "remote", "git", "clone", "origin", "upstream"] {
            words["\(qualifier) url"] = .host
            words["\(qualifier) uri"] = .host
        }
        return words
    }()

    /// Secrets named by two words: "apiKey", "secretKey", "pinCode", "seedPhrase". A key
    /// alone is not a secret (a sort key, a dictionary key, a musical key), nor are a public
    /// key or a license key (a person checks a license key as they type it, and password
    /// managers show it in the clear); a token is, unless it pages through results or
    /// addresses a device.
    private static let secretWords: [String: Match] = {
        var words: [String: Match] = [:]
        for qualifier in [
            "api", "secret", "private", "ssh", "access", "encryption", "decryption", "signing",
            "master", "shared", "client", "app", "application", "server", "auth",
            "authentication", "hmac", "aes", "session", "root", "recovery",
        ] {
            words["\(qualifier) key"] = .secret
        }
        for qualifier in [
            "page", "next", "continuation", "cursor", "pagination", "sync", "device", "push", "apns", "fcm",
        ] {
            words["\(qualifier) token"] = .plainText
        }
        for qualifier in ["seed", "recovery", "secret"] {
            words["\(qualifier) phrase"] = .secret
        }
        for qualifier in ["otp", "totp", "mfa", "2fa", "factor"] {
            words["\(qualifier) code"] = .oneTimeCode
        }
        words["pin code"] = .secret
        words["pin number"] = .secret
        words["access code"] = .secret
        words["security code"] = .cardSecurityCode
        return words
    }()

    /// What "name" means after another word: a person's name ("firstName", "fullName"),
    /// the person's account ("userName"), an organization ("companyName"), a host
    /// ("hostName") or a file ("fileName"). After any other word it is plain text
    /// ("productName"): autofill offers a person's own name only where one is asked for.
    private static let nameWords: [String: Match] = {
        var words: [String: Match] = [
            "first name": .field(.text, .givenName),
            "given name": .field(.text, .givenName),
            "last name": .field(.text, .familyName),
            "family name": .field(.text, .familyName),
            "nick name": .field(.text, .nickname),
            "user name": .field(.text, .username),
            "login name": .field(.text, .username),
            "account name": .field(.text, .username),
            "screen name": .field(.text, .username),
            "city name": .field(.text, .addressCity),
            "state name": .field(.text, .addressState),
            "country name": .field(.text, .countryName),
        ]
        // The name of the person filling in the form (or of whom they buy for).
        for qualifier in [
            "full", "display", "real", "legal", "preferred", "your", "my", "customer", "contact",
            "cardholder", "holder", "billing", "shipping", "recipient",
        ] {
            words["\(qualifier) name"] = .field(.text, .name)
        }
        // Someone else's name: typed like a name, never autofilled with the person's own.
        for qualifier in [
            "middle", "maiden", "patient", "student", "child", "kid", "baby", "parent", "guardian",
            "spouse", "owner", "author", "artist", "member", "employee", "guest", "attendee",
            "applicant", "passenger", "player", "teacher", "doctor", "sender", "person", "manager",
        ] {
            words["\(qualifier) name"] = .personName
        }
        for qualifier in ["company", "organization", "organisation", "org", "business", "employer"] {
            words["\(qualifier) name"] = .organization
        }
        for qualifier in ["host", "server", "domain"] {
            words["\(qualifier) name"] = .host
        }
        for qualifier in ["file", "folder", "directory"] {
            words["\(qualifier) name"] = .fileName
        }
        for qualifier in [
            "bucket", "database", "db", "table", "branch", "repo", "repository", "package",
            "container", "cluster", "queue", "topic", "schema", "module",
        ] {
            words["\(qualifier) name"] = .identifier
        }
        return words
    }()

    /// Where "address" is a street address: after a postal word ("billingAddress",
    /// "venueAddress"), or alone ("address"). After any other word it is a machine's
    /// (`addressAfterOtherWords`: "guestAddress", "dhcpStartAddress").
    private static let postalAddressWords: [String: Match] = {
        var words: [String: Match] = [:]
        for qualifier in [
            "street", "home", "billing", "shipping", "mailing", "postal", "delivery", "venue", "office", "work",
            "business", "company", "customer", "pickup", "dropoff", "return", "residential", "permanent", "current",
            "previous", "physical", "registered", "event", "store", "shop", "correspondence", "invoice", "your",
            "my", "contact", "full", "primary", "secondary", "alternate", "new", "old", "mail", "post", "school",
            "hotel", "restaurant", "property", "destination", "origin", "meeting", "location",
        ] {
            words["\(qualifier) address"] = .field(.text, .fullStreetAddress)
        }
        return words
    }()

    /// Addresses that are not where a person lives: a server's, a network card's, a
    /// wallet's.
    private static let addressWords: [String: Match] = {
        var words: [String: Match] = [:]
        for qualifier in [
            "ip", "ipv4", "ipv6", "server", "bind", "listen", "host", "remote", "local", "gateway",
            "proxy", "dns", "smtp", "relay", "peer", "node", "broadcast", "multicast", "network",
            "socket", "loopback", "homeserver", "instance",
        ] {
            words["\(qualifier) address"] = .host
        }
        for qualifier in [
            "mac", "hardware", "ethernet", "bluetooth", "wallet", "contract", "bitcoin", "btc",
            "eth", "ethereum", "crypto", "memory", "public",
        ] {
            words["\(qualifier) address"] = .identifier
        }
        return words
    }()

    /// Matches on the last word of a key.
    static let lastWord: [String: Match] = [
        "password": .password,
        "passcode": .password,
        "passphrase": .password,
        "passwd": .password,
        "pwd": .password,
        "email": .field(.email),
        "emailaddress": .field(.email),
        "phone": .field(.phone),
        "telephone": .field(.phone),
        "mobile": .field(.phone),
        "phonenumber": .field(.phone),
        "url": .field(.url),
        "link": .field(.url),
        "website": .field(.url),
        "homepage": .field(.url),
        "name": .nameAlone,
        "fullname": .field(.text, .name),
        "displayname": .field(.text, .name),
        "firstname": .field(.text, .givenName),
        "givenname": .field(.text, .givenName),
        "lastname": .field(.text, .familyName),
        "familyname": .field(.text, .familyName),
        "surname": .field(.text, .familyName),
        "nickname": .field(.text, .nickname),
        "username": .field(.text, .username),
        "login": .field(.text, .username),
        "account": .field(.text, .username),
        "zip": .field(.text, .postalCode),
        "zipcode": .field(.text, .postalCode),
        "postcode": .field(.text, .postalCode),
        "postalcode": .field(.text, .postalCode),
        "twitter": .field(.text, .twitter),
        "city": .field(.text, .addressCity),
        "state": .field(.text, .addressState),
        "country": .field(.text, .countryName),
        "street": .field(.text, .fullStreetAddress),
        "address": .field(.text, .fullStreetAddress),
        "company": .organization,
        "companyname": .organization,
        "organization": .organization,
        "organisation": .organization,
        "employer": .organization,
        "host": .host,
        "homeserver": .host,
        "instance": .host,
        "hostname": .host,
        "server": .host,
        "servername": .host,
        "domain": .host,
        "subdomain": .host,
        "domainname": .host,
        "ipaddress": .host,
        "filename": .fileName,
        "macaddress": .identifier,
        "secret": .secret,
        "token": .secret,
        "credential": .secret,
        "credentials": .secret,
        "apikey": .secret,
        "apitoken": .secret,
        "accesstoken": .secret,
        "authtoken": .secret,
        "secretkey": .secret,
        "privatekey": .secret,
        "clientsecret": .secret,
        "passkey": .secret,
        "pin": .secret,
        "pincode": .secret,
        "otp": .oneTimeCode,
        "totp": .oneTimeCode,
        "hotp": .oneTimeCode,
        "cvv": .cardSecurityCode,
        "cvc": .cardSecurityCode,
        "csc": .cardSecurityCode,
        "notes": .field(.longText),
        "note": .field(.longText),
        "bio": .field(.longText),
        "comments": .field(.longText),
        "comment": .field(.longText),
        "message": .field(.longText),
        "description": .field(.longText),
    ]
}

/// The fields a matched name makes.
extension NameHeuristics.Match {
    /// A field of `kind` whose text is `contentType`, typed as the two imply.
    static func field(_ kind: FieldKind, _ contentType: TextContentType? = nil) -> Self {
        .inferred(NameInference(kind: kind, contentType: contentType))
    }

    /// A secret other than the person's password for this app (an API token, a private
    /// key, a PIN): hidden as typed, never autocorrected, and with no content type, so that
    /// no password manager offers the saved password for it.
    static let secret = Self.inferred(
        NameInference(
            kind: .password,
            textTraits: TextTraits(
                keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no, isSecure: true)))

    /// A one-time code ("otp", "mfaCode"): hidden as typed, autofilled from a message.
    static let oneTimeCode = Self.inferred(NameInference(kind: .password, contentType: .oneTimeCode))

    /// A card's security code ("cvv", "cvc"): hidden as typed, on a number pad.
    static let cardSecurityCode = Self.inferred(
        NameInference(
            kind: .password, contentType: .creditCardSecurityCode,
            textTraits: TextTraits(
                keyboard: .numberPad, autocapitalization: .none, autocorrection: .no,
                isSecure: true, contentType: .creditCardSecurityCode)))

    /// A host name or network address ("hostName", "serverAddress"): plain text typed on a
    /// URL keyboard, without capitals or autocorrection. Not a URL field: "example.com"
    /// and "10.0.0.1" are not URLs.
    static let host = Self.inferred(
        NameInference(
            kind: .text, textTraits: TextTraits(keyboard: .url, autocapitalization: .none, autocorrection: .no)))

    /// A file name: any characters, without capitals or autocorrection.
    static let fileName = Self.inferred(
        NameInference(
            kind: .text, textTraits: TextTraits(autocapitalization: .none, autocorrection: .no)))

    /// A machine identifier ("macAddress", "bucketName", "walletAddress"): ASCII, without
    /// capitals or autocorrection.
    static let identifier = Self.inferred(
        NameInference(
            kind: .text, textTraits: TextTraits(keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no)
        ))

    /// Someone's name that need not be the person's own ("patientName", "middleName"):
    /// typed as a name, with no content type to autofill.
    static let personName = Self.inferred(
        NameInference(
            kind: .text,
            textTraits: TextTraits(keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no)))

    /// An organization's name ("companyName"), autofilled as one.
    static let organization = field(.text, .organizationName)
}
