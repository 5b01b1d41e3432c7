import Testing

@testable import Formulate

/// Every key of the secrets tables, as `String` properties of one model.
private struct Secrets {
    // Secrets.
    var apiToken = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a property name as users write them: inference must handle it)
    var api_key = ""
    var apiKey = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a property name as users write them: inference must handle it)
    var APIKey = ""
    var apikey = ""
    var secretKey = ""
    var clientSecret = ""
    var sshKey = ""
    var privateKey = ""
    var sshPrivateKey = ""
    var accessToken = ""
    var refreshToken = ""
    var authToken = ""
    var bearerToken = ""
    var sessionToken = ""
    var githubToken = ""
    var token = ""
    var secret = ""
    var webhookSecret = ""
    var credentials = ""
    var encryptionKey = ""
    var signingKey = ""
    var secretAccessKey = ""
    var seedPhrase = ""
    var pin = ""
    var pinCode = ""
    var simPIN = ""
    var passphrase = ""
    var passcode = ""
    var smtpPassword = ""
    var dbPasswd = ""
    var passwordInput = ""
    var apiKeyText = ""
    var newPassword = ""
    var cvv = ""
    var cvc = ""
    var cvv2 = ""
    var cardSecurityCode = ""
    var otp = ""
    var otpCode = ""
    var mfaCode = ""
    // Not secrets.
    var passwordHint = ""
    var tokenCount = ""
    var keyboardLayout = ""
    var publicKey = ""
    var sshPublicKey = ""
    var keyPath = ""
    var sortKey = ""
    var primaryKey = ""
    var hotKey = ""
    var key = ""
    var licenseKey = ""
    var tokenizer = ""
    var monkey = ""
    var turkey = ""
    var nextPageToken = ""
    var deviceToken = ""
    var tokenType = ""
    var apiKeyID = ""
    var secretQuestion = ""
    var pinColor = ""
    var passwordPolicy = ""
}

/// Secrets inferred from the names of `String` fields (issue 13, item 6; the
/// inference table of the Customizing Fields article): password fields, hidden as typed, never autocorrected.
@Suite("Secrets inferred from names")
struct SecretTests {
    /// A secret's key and the content type its field announces for autofill.
    struct Secret: Sendable, CustomTestStringConvertible {
        var key: String
        var contentType: TextContentType?
        var keyboard: TextTraits.KeyboardType = .asciiCapable
        var testDescription: String { key }
    }

    static let secrets: [Secret] = [
        Secret(key: "apiToken"), Secret(key: "api_key"), Secret(key: "apiKey"), Secret(key: "APIKey"),
        Secret(key: "apikey"), Secret(key: "secretKey"), Secret(key: "clientSecret"), Secret(key: "sshKey"),
        Secret(key: "privateKey"), Secret(key: "sshPrivateKey"), Secret(key: "accessToken"),
        Secret(key: "refreshToken"), Secret(key: "authToken"), Secret(key: "bearerToken"),
        Secret(key: "sessionToken"), Secret(key: "githubToken"), Secret(key: "token"), Secret(key: "secret"),
        Secret(key: "webhookSecret"), Secret(key: "credentials"), Secret(key: "encryptionKey"),
        Secret(key: "signingKey"), Secret(key: "secretAccessKey"), Secret(key: "seedPhrase"),
        Secret(key: "pin"), Secret(key: "pinCode"), Secret(key: "simPIN"), Secret(key: "apiKeyText"),
        Secret(key: "dbPasswd", contentType: .password), Secret(key: "passwordInput", contentType: .password),
        Secret(key: "cvv", contentType: .creditCardSecurityCode, keyboard: .numberPad),
        Secret(key: "cvc", contentType: .creditCardSecurityCode, keyboard: .numberPad),
        Secret(key: "cvv2", contentType: .creditCardSecurityCode, keyboard: .numberPad),
        Secret(key: "cardSecurityCode", contentType: .creditCardSecurityCode, keyboard: .numberPad),
        Secret(key: "otp", contentType: .oneTimeCode), Secret(key: "otpCode", contentType: .oneTimeCode),
        Secret(key: "mfaCode", contentType: .oneTimeCode),
    ]

    @Test("Keys whose last words name a secret are password fields with secure entry", arguments: secrets)
    func secret(secret: Secret) throws {
        let field = try #require(try ModelForm(Secrets()).field(secret.key))
        #expect(field.kind == .password)
        #expect(
            field.textTraits
                == TextTraits(
                    keyboard: secret.keyboard, autocapitalization: .none, autocorrection: .no,
                    isSecure: true, contentType: secret.contentType))
    }

    @Test(
        "Password names stay passwords",
        arguments: [
            Secret(key: "passphrase", contentType: .password), Secret(key: "passcode", contentType: .password),
            Secret(key: "smtpPassword", contentType: .password), Secret(key: "newPassword", contentType: .newPassword),
        ])
    func password(secret: Secret) throws {
        try self.secret(secret: secret)
    }

    @Test(
        "Keys that only mention a secret are plain text",
        arguments: [
            "passwordHint", "tokenCount", "keyboardLayout", "publicKey", "sshPublicKey", "keyPath", "sortKey",
            "primaryKey", "hotKey", "key", "licenseKey", "tokenizer", "monkey", "turkey", "nextPageToken",
            "deviceToken", "tokenType", "apiKeyID", "secretQuestion", "pinColor", "passwordPolicy",
        ])
    func notSecret(key: String) throws {
        let field = try #require(try ModelForm(Secrets()).field(key))
        #expect(field.kind == .text)
        #expect(field.textTraits == TextTraits())
    }

    @Test("Only String fields are affected")
    func onlyStrings() throws {
        struct Counts {
            var tokenCount = 0
            var pin = 0
            var apiKeyEnabled = false
            var secretKeys: [String] = []
        }
        let form = try ModelForm(Counts())
        #expect(form.field("tokenCount")?.kind == .integer)
        #expect(form.field("pin")?.kind == .integer)
        #expect(form.field("apiKeyEnabled")?.kind == .boolean)
        #expect(form.field("secretKeys")?.kind == .collection)
        #expect(form.field("secretKeys")?.itemTemplate?.kind == .password)
        #expect(form.field("secretKeys")?.itemTemplate?.textTraits.isSecure == true)
    }

    @Test("A customization still decides: an explicit kind or content type replaces the inferred traits")
    func customizationWins() throws {
        struct Shown: FormCustomizing {
            var apiToken = ""
            var hostName = ""
            static var fieldSettings: [String: FieldSettings] {
                ["apiToken": FieldSettings.kind(.text), "hostName": FieldSettings.contentType(.url)]
            }
        }
        let form = try ModelForm(Shown())
        #expect(form.field("apiToken")?.kind == .text)
        #expect(form.field("apiToken")?.textTraits.isSecure == false)
        #expect(form.field("hostName")?.textTraits == TextTraits.inferred(kind: .text, contentType: .url))
    }
}
