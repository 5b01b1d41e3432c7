import Testing

@testable import Formulate

/// Default text traits by kind and content type.
@Suite("Text traits")
struct TextTraitsTests {
    /// A row of the traits table: a kind, its content type, and the traits expected.
    struct Row: Sendable, CustomTestStringConvertible {
        var kind: FieldKind
        var contentType: TextContentType?
        var expected: TextTraits

        var testDescription: String {
            "\(kind)" + (contentType.map { " (\($0))" } ?? "")
        }
    }

    @Test(
        "Every row of the reference table",
        arguments: [
            Row(
                kind: .text, contentType: nil,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .sentences, autocorrection: .default,
                    isSecure: false, contentType: nil)),
            Row(
                kind: .text, contentType: .name,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no,
                    isSecure: false, contentType: .name)),
            Row(
                kind: .email, contentType: nil,
                expected: TextTraits(
                    keyboard: .emailAddress, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: .emailAddress)),
            Row(
                kind: .password, contentType: nil,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no,
                    isSecure: true, contentType: .password)),
            Row(
                kind: .phone, contentType: nil,
                expected: TextTraits(
                    keyboard: .phonePad, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: .telephoneNumber)),
            Row(
                kind: .url, contentType: nil,
                expected: TextTraits(
                    keyboard: .url, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: .url)),
            Row(
                kind: .text, contentType: .username,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: .username)),
            Row(
                kind: .text, contentType: .postalCode,
                expected: TextTraits(
                    keyboard: .numbersAndPunctuation, autocapitalization: .allCharacters,
                    autocorrection: .no, isSecure: false, contentType: .postalCode)),
            Row(
                kind: .integer, contentType: nil,
                expected: TextTraits(
                    keyboard: .numberPad, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: nil)),
            Row(
                kind: .unsigned, contentType: nil,
                expected: TextTraits(
                    keyboard: .numberPad, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: nil)),
            Row(
                kind: .decimal, contentType: nil,
                expected: TextTraits(
                    keyboard: .decimalPad, autocapitalization: .none, autocorrection: .no,
                    isSecure: false, contentType: nil)),
        ])
    func referenceTable(row: Row) {
        #expect(TextTraits.inferred(kind: row.kind, contentType: row.contentType) == row.expected)
    }

    @Test(
        "Refined text: names, Twitter, addresses, long text",
        arguments: [
            Row(
                kind: .text, contentType: .givenName,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no,
                    contentType: .givenName)),
            Row(
                kind: .text, contentType: .familyName,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no,
                    contentType: .familyName)),
            Row(
                kind: .text, contentType: .nickname,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no,
                    contentType: .nickname)),
            Row(
                kind: .text, contentType: .twitter,
                expected: TextTraits(
                    keyboard: .twitter, autocapitalization: .none, autocorrection: .no,
                    contentType: .twitter)),
            Row(
                kind: .text, contentType: .addressCity,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .words, autocorrection: .default,
                    contentType: .addressCity)),
            Row(
                kind: .text, contentType: .addressState,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .words, autocorrection: .default,
                    contentType: .addressState)),
            Row(
                kind: .text, contentType: .countryName,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .words, autocorrection: .default,
                    contentType: .countryName)),
            Row(
                kind: .text, contentType: .fullStreetAddress,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .words, autocorrection: .default,
                    contentType: .fullStreetAddress)),
            Row(
                kind: .longText, contentType: nil,
                expected: TextTraits(
                    keyboard: .default, autocapitalization: .sentences, autocorrection: .default,
                    contentType: nil)),
            Row(
                kind: .password, contentType: .newPassword,
                expected: TextTraits(
                    keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no,
                    isSecure: true, contentType: .newPassword)),
        ])
    func refinedText(row: Row) {
        #expect(TextTraits.inferred(kind: row.kind, contentType: row.contentType) == row.expected)
    }

    @Test(
        "Kinds that are neither textual nor numeric get plain traits",
        arguments: FieldKind.allCases.filter { !$0.isTextual && !$0.isNumeric })
    func nonTextualKinds(kind: FieldKind) {
        #expect(TextTraits.inferred(kind: kind, contentType: nil) == TextTraits())
    }

    @Test(
        "A password field is secure whatever content type it declares",
        arguments: TextContentType.allCases)
    func passwordAlwaysSecure(contentType: TextContentType) {
        let traits = TextTraits.inferred(kind: .password, contentType: contentType)
        #expect(traits.isSecure)
        #expect(traits.keyboard == .asciiCapable)
        #expect(traits.contentType == contentType)
    }

    /// A key of a `String` field and the traits the reference gives it.
    struct Named: Sendable, CustomTestStringConvertible {
        var key: String
        var keyboard: TextTraits.KeyboardType
        var autocapitalization: TextTraits.Autocapitalization
        var autocorrection: TextTraits.Autocorrection
        var isSecure = false

        var testDescription: String { key }
    }

    @Test(
        "Section 3: traits of String fields from their names",
        arguments: [
            Named(
                key: "password", keyboard: .asciiCapable, autocapitalization: .none,
                autocorrection: .no, isSecure: true),
            Named(
                key: "newPassword", keyboard: .asciiCapable, autocapitalization: .none,
                autocorrection: .no, isSecure: true),
            Named(
                key: "emailAddress", keyboard: .emailAddress, autocapitalization: .none,
                autocorrection: .no),
            Named(
                key: "phoneNumber", keyboard: .phonePad, autocapitalization: .none,
                autocorrection: .no),
            Named(key: "website", keyboard: .url, autocapitalization: .none, autocorrection: .no),
            Named(
                key: "firstName", keyboard: .asciiCapable, autocapitalization: .words,
                autocorrection: .no),
            Named(
                key: "username", keyboard: .asciiCapable, autocapitalization: .none,
                autocorrection: .no),
            Named(
                key: "zipCode", keyboard: .numbersAndPunctuation,
                autocapitalization: .allCharacters, autocorrection: .no),
            Named(
                key: "twitter", keyboard: .twitter, autocapitalization: .none,
                autocorrection: .no),
            Named(
                key: "city", keyboard: .default, autocapitalization: .words,
                autocorrection: .default),
            Named(
                key: "notes", keyboard: .default, autocapitalization: .sentences,
                autocorrection: .default),
            Named(
                key: "passwordHint", keyboard: .default, autocapitalization: .sentences,
                autocorrection: .default),
            Named(
                key: "headphoneModel", keyboard: .default, autocapitalization: .sentences,
                autocorrection: .default),
        ])
    func namedFields(named: Named) {
        let inference = NameHeuristics.inference(forKey: named.key)
        let traits = TextTraits.inferred(
            kind: inference?.kind ?? .text, contentType: inference?.contentType)
        #expect(traits.keyboard == named.keyboard)
        #expect(traits.autocapitalization == named.autocapitalization)
        #expect(traits.autocorrection == named.autocorrection)
        #expect(traits.isSecure == named.isSecure)
    }

    @Test("Name content types carry their WHATWG autocomplete tokens")
    func autocompleteTokens() {
        let traits = TextTraits.inferred(kind: .password, contentType: .newPassword)
        #expect(traits.contentType?.htmlAutocomplete == "new-password")
        #expect(TextTraits.inferred(kind: .email, contentType: nil).contentType?.htmlAutocomplete == "email")
        #expect(TextTraits.inferred(kind: .text, contentType: .givenName).contentType?.htmlAutocomplete == "given-name")
    }
}
