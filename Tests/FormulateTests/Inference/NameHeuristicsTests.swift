import Testing

@testable import Formulate

/// Kinds and content types of `String` fields inferred from their names.
@Suite("Name heuristics")
struct NameHeuristicsTests {
    private static func field(_ kind: FieldKind, _ contentType: TextContentType? = nil) -> NameInference {
        NameInference(kind: kind, contentType: contentType)
    }

    @Test(
        "Passwords; the new-password content type when the key has the word \"new\"",
        arguments: [
            ("password", field(.password, .password)),
            ("passcode", field(.password, .password)),
            ("passphrase", field(.password, .password)),
            ("currentPassword", field(.password, .password)),
            ("renewPassword", field(.password, .password)),
            ("newPassword", field(.password, .newPassword)),
            ("new_password", field(.password, .newPassword)),
            ("confirmNewPassword", field(.password, .newPassword)),
            ("newPasscode", field(.password, .newPassword)),
        ])
    func passwords(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "Email, phone and URL fields",
        arguments: [
            ("email", field(.email)),
            ("workEmail", field(.email)),
            ("emailAddress", field(.email)),
            ("email_address", field(.email)),
            ("eMail", field(.email)),
            ("phone", field(.phone)),
            ("phoneNumber", field(.phone)),
            ("telephone", field(.phone)),
            ("mobile", field(.phone)),
            ("homePhone", field(.phone)),
            ("url", field(.url)),
            ("link", field(.url)),
            ("website", field(.url)),
            ("homepage", field(.url)),
            ("homePage", field(.url)),
            ("homePageURL", field(.url)),
            ("homepageURL", field(.url)),
            ("profileLink", field(.url)),
        ])
    func emailPhoneURL(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "Names, usernames, postal codes, Twitter handles",
        arguments: [
            ("name", field(.text, .name)),
            ("fullName", field(.text, .name)),
            ("displayName", field(.text, .name)),
            ("firstName", field(.text, .givenName)),
            ("first_name", field(.text, .givenName)),
            ("givenName", field(.text, .givenName)),
            ("lastName", field(.text, .familyName)),
            ("familyName", field(.text, .familyName)),
            ("surname", field(.text, .familyName)),
            ("nickname", field(.text, .nickname)),
            ("username", field(.text, .username)),
            ("userName", field(.text, .username)),
            ("login", field(.text, .username)),
            ("account", field(.text, .username)),
            ("zip", field(.text, .postalCode)),
            ("zipCode", field(.text, .postalCode)),
            ("postalCode", field(.text, .postalCode)),
            ("postcode", field(.text, .postalCode)),
            ("twitter", field(.text, .twitter)),
        ])
    func namesAndAccounts(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "Addresses and long text",
        arguments: [
            ("city", field(.text, .addressCity)),
            ("state", field(.text, .addressState)),
            ("country", field(.text, .countryName)),
            ("street", field(.text, .fullStreetAddress)),
            ("address", field(.text, .fullStreetAddress)),
            ("streetAddress", field(.text, .fullStreetAddress)),
            ("homeCity", field(.text, .addressCity)),
            ("notes", field(.longText)),
            ("note", field(.longText)),
            ("bio", field(.longText)),
            ("comments", field(.longText)),
            ("message", field(.longText)),
            ("description", field(.longText)),
            ("productDescription", field(.longText)),
        ])
    func addressesAndLongText(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "Only whole words at the end of the key count",
        arguments: [
            "passwordHint",
            "headphoneModel",
            "headphone",
            "emailVerified",
            "phoneCount",
            "urlScheme",
            "productName",
            "publicKey",
            "licenseKey",
            "accountNumber",
            "title",
            "rememberMe",
            "",
        ])
    func notMatched(key: String) {
        #expect(NameHeuristics.inference(forKey: key) == nil)
    }

    @Test(
        "Matching is case-insensitive",
        arguments: [
            ("EMAIL", field(.email)),
            ("WORK_EMAIL", field(.email)),
            ("Email", field(.email)),
            ("PhoneNumber", field(.phone)),
            ("HOMEPAGE_URL", field(.url)),
            ("NEW_PASSWORD", field(.password, .newPassword)),
        ])
    func caseInsensitive(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "A trailing number or \"String\" does not hide the name",
        arguments: [
            ("email2", field(.email)),
            ("phone_1", field(.phone)),
            ("urlString", field(.url)),
            ("emailString", field(.email)),
        ])
    func trailingNoise(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: key) == expected)
    }

    @Test(
        "Singular of a collection key's last word",
        arguments: [
            ("backupEmails", "backupEmail"),
            ("phoneNumbers", "phoneNumber"),
            ("addresses", "address"),
            ("categories", "category"),
            ("websites", "website"),
            ("urls", "url"),
            ("URLs", "URL"),
            ("notes", "note"),
            ("status", "status"),
            ("address", "address"),
            ("analysis", "analysis"),
            ("boxes", "box"),
            ("matches", "match"),
            ("wishes", "wish"),
            ("caches", "cache"),
            ("cookies", "cookie"),
            ("people", "person"),
            ("series", "series"),
            ("apiKeys", "apiKey"),
            ("userIDs", "userID"),
            ("backup_emails", "backup_email"),
            ("Categories", "Category"),
            ("CATEGORIES", "CATEGORY"),
            ("gps", "gps"),
            ("email", "email"),
        ])
    func singular(plural: String, singular: String) {
        #expect(NameHeuristics.singular(of: plural) == singular)
    }

    @Test(
        "Collection elements are inferred from the singular key",
        arguments: [
            ("backupEmails", field(.email)),
            ("phoneNumbers", field(.phone)),
            ("websites", field(.url)),
            ("urls", field(.url)),
            ("notes", field(.longText)),
            ("addresses", field(.text, .fullStreetAddress)),
            ("cities", field(.text, .addressCity)),
        ])
    func collectionElements(key: String, expected: NameInference) {
        #expect(NameHeuristics.inference(forKey: NameHeuristics.singular(of: key)) == expected)
    }
}
