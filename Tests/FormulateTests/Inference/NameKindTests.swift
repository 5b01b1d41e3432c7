import Foundation
import Testing

@testable import Formulate

/// Every key of the kinds tables, as `String` properties of one model.
private struct Named {
    var hostName = ""
    var hostname = ""
    var host = ""
    var serverName = ""
    var domainName = ""
    var smtpHost = ""
    var serverAddress = ""
    var bindAddress = ""
    var listenAddress = ""
    var ipAddress = ""
    var ipv4Address = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a property name as users write them: inference must handle it)
    var IPv6Address = ""
    var serverIPv4Address = ""
    var hostNameField = ""
    var macAddress = ""
    var walletAddress = ""
    var bucketName = ""
    var fileName = ""
    var filename = ""
    var folderName = ""
    var companyName = ""
    var organizationName = ""
    var company = ""
    var employer = ""
    var productName = ""
    var projectName = ""
    var deviceName = ""
    var patientName = ""
    var middleName = ""
    var name = ""
    var fullName = ""
    var customerName = ""
    var cardholderName = ""
    var userName = ""
    var screenName = ""
    var cityName = ""
    var address = ""
    var billingAddress = ""
    var venueAddress = ""
    var emailAddress = ""
    var emailText = ""
    var emailField = ""
    var passwordInput = ""
    var urlString = ""
    var websiteURLString = ""
    var phoneValue = ""
    var nameText = ""
    var notesInput = ""
}

/// Kinds and traits of `String` fields from their names (issue 13, item 12; the
/// Customizing Fields article's inference table): names that are not a person's, addresses that are not a street's, and
/// words that only say how a value is held.
@Suite("Kinds from names")
struct NameKindTests {
    /// A key and the kind and traits its field gets.
    struct Row: Sendable, CustomTestStringConvertible {
        var key: String
        var kind: FieldKind = .text
        var traits: TextTraits
        var testDescription: String { key }
    }

    static let host = TextTraits(keyboard: .url, autocapitalization: .none, autocorrection: .no)
    static let identifier = TextTraits(keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no)
    static let fileName = TextTraits(autocapitalization: .none, autocorrection: .no)
    static let organization = TextTraits(
        autocapitalization: .words, autocorrection: .no, contentType: .organizationName)
    static let someonesName = TextTraits(keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no)

    @Test(
        "Hosts and network addresses: plain text on a URL keyboard, no capitals, no autocorrection",
        arguments: [
            "hostName", "hostname", "host", "serverName", "domainName", "smtpHost", "serverAddress", "bindAddress",
            "listenAddress", "ipAddress", "ipv4Address", "IPv6Address", "serverIPv4Address", "hostNameField",
        ])
    func hosts(key: String) throws {
        let field = try #require(try ModelForm(Named()).field(key))
        #expect(field.kind == .text)
        #expect(field.textTraits == Self.host)
    }

    @Test(
        "Names that are not a person's, addresses that are not a street's",
        arguments: [
            Row(key: "macAddress", traits: identifier),
            Row(key: "walletAddress", traits: identifier),
            Row(key: "bucketName", traits: identifier),
            Row(key: "fileName", traits: fileName),
            Row(key: "filename", traits: fileName),
            Row(key: "folderName", traits: fileName),
            Row(key: "companyName", traits: organization),
            Row(key: "organizationName", traits: organization),
            Row(key: "company", traits: organization),
            Row(key: "employer", traits: organization),
            Row(key: "productName", traits: TextTraits()),
            Row(key: "projectName", traits: TextTraits()),
            Row(key: "deviceName", traits: TextTraits()),
            Row(key: "patientName", traits: someonesName),
            Row(key: "middleName", traits: someonesName),
        ])
    func notPeopleOrStreets(row: Row) throws {
        let field = try #require(try ModelForm(Named()).field(row.key))
        #expect(field.kind == row.kind)
        #expect(field.textTraits == row.traits)
    }

    @Test("A UUID is typed as an identifier, whatever its name")
    func uuids() throws {
        struct Booking { var visitID = UUID(); var ticket = UUID(); var note: UUID? }
        let form = try ModelForm(Booking())
        for key in ["visitID", "ticket", "note"] {
            #expect(form.field(key)?.kind == .text)
            #expect(form.field(key)?.textTraits == Self.identifier, "\(key)")
        }
    }

    @Test(
        "A screen name is a username, a city name a city",
        arguments: [
            ("screenName", TextContentType.username), ("cityName", .addressCity),
        ])
    func screenAndCityNames(key: String, contentType: TextContentType) throws {
        let field = try #require(try ModelForm(Named()).field(key))
        #expect(field.kind == .text)
        #expect(field.textTraits == TextTraits.inferred(kind: .text, contentType: contentType))
    }

    @Test(
        "People's names, accounts, email and street addresses keep their kinds and content types",
        arguments: [
            ("name", FieldKind.text, TextContentType?.some(.name)), ("fullName", .text, .name),
            ("customerName", .text, .name), ("cardholderName", .text, .name), ("userName", .text, .username),
            ("address", .text, .fullStreetAddress), ("billingAddress", .text, .fullStreetAddress),
            ("venueAddress", .text, .fullStreetAddress), ("emailAddress", .email, nil),
        ])
    func peopleAndStreets(key: String, kind: FieldKind, contentType: TextContentType?) throws {
        let field = try #require(try ModelForm(Named()).field(key))
        #expect(field.kind == kind)
        #expect(field.textTraits == TextTraits.inferred(kind: kind, contentType: contentType))
    }

    @Test(
        "A trailing Text, Input, Field or Value does not hide the kind (String did not already)",
        arguments: [
            ("emailText", FieldKind.email), ("emailField", .email), ("passwordInput", .password),
            ("phoneValue", .phone), ("notesInput", .longText),
        ])
    func trailingNoise(key: String, kind: FieldKind) throws {
        let field = try #require(try ModelForm(Named()).field(key))
        #expect(field.kind == kind)
        #expect(field.textTraits == TextTraits.inferred(kind: kind, contentType: nil))
    }

    @Test(
        "A trailing String still does not hide the kind",
        arguments: [("urlString", FieldKind.url), ("websiteURLString", .url)])
    func trailingString(key: String, kind: FieldKind) throws {
        #expect(try ModelForm(Named()).field(key)?.kind == kind)
    }

    @Test("A trailing noise word keeps a person's name")
    func nameText() throws {
        #expect(try ModelForm(Named()).field("nameText")?.textTraits.contentType == .name)
    }

    @Test(
        "New content types carry their WHATWG autocomplete tokens",
        arguments: [
            (TextContentType.organizationName, "organization"), (.oneTimeCode, "one-time-code"),
            (.creditCardSecurityCode, "cc-csc"),
        ])
    func autocomplete(contentType: TextContentType, token: String) {
        #expect(contentType.htmlAutocomplete == token)
    }

    @Test("Collection items are inferred the same way")
    func items() throws {
        struct Hosts {
            var hostNames: [String] = []
            var apiTokens: [String] = []
        }
        let form = try ModelForm(Hosts())
        #expect(form.field("hostNames")?.itemTemplate?.textTraits == Self.host)
        #expect(form.field("apiTokens")?.itemTemplate?.kind == .password)
    }
}
