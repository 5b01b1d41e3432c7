import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// Validation rules as schema keywords.
@Suite struct SchemaRuleTests {
    let schema: FormValue

    init() throws {
        schema = JSONSchemaExporter().schema(for: try ModelForm(Registration()))
    }

    @Test func lengthsAndRegexBecomeStringKeywords() {
        #expect(
            property("username", in: schema)
                == object([
                    "type": "string", "title": "Username", "minLength": 3, "maxLength": 20,
                    "pattern": "^(?:[a-z0-9_]+)(?![\\s\\S])",
                ]))
    }

    @Test func textLengthsAreAnnouncedOnlyInUnicodeScalars() throws {
        // JSON Schema counts Unicode scalars; "é" written as e + U+0301 is one character and
        // two scalars, so a length in characters is left to the server.
        struct Lengths: FormCustomizing {
            var characters = ""
            var codeUnits = ""
            static var fieldSettings: [String: FieldSettings] {
                [
                    "characters": FieldSettings.rules(.maxLength(3)),
                    "codeUnits": FieldSettings.rules(.maxLength(3, unit: .utf16)),
                ]
            }
        }
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Lengths()))
        #expect(property("characters", in: schema) == object(["type": "string", "title": "Characters"]))
        #expect(property("codeUnits", in: schema) == object(["type": "string", "title": "Code Units"]))
    }

    /// A Swift `URL` that is not optional cannot be empty: it is listed as required, as a
    /// date is, and the page marks it so; an optional one and URL text are not.
    @Test func aURLThatIsNotOptionalIsListedAsRequired() throws {
        struct Project {
            var homepage = URL(fileURLWithPath: "/srv/www")
            var mirror: URL?
            var docsURL = ""
            var launchDate = Date(timeIntervalSince1970: 0)
        }
        let form = try ModelForm(Project())
        #expect(form.field("homepage")?.constraints.isRequired == true)
        #expect(form.field("mirror")?.constraints.isRequired == false)
        #expect(form.field("docsURL")?.constraints.isRequired == false)
        try form.setText("", for: "mirror")
        #expect(throws: FormError.self) { try form.setText("", for: "homepage") }
        let schema = JSONSchemaExporter().schema(for: form)
        #expect(schema["required"] == ["homepage", "launchDate"])
    }

    @Test func requiredTextNeedsOneCharacterAndIsListed() {
        #expect(
            property("email", in: schema)
                == object([
                    "type": "string", "title": "Email", "format": "email", "minLength": 1,
                ]))
        #expect(schema["required"]?.arrayValue?.contains("email") == true)
    }

    @Test func requiredKeepsALargerMinimumLength() {
        #expect(
            property("password", in: schema)
                == object([
                    "type": "string", "title": "Password", "minLength": 8, "writeOnly": true,
                ]))
    }

    @Test func exactLengthIsBothBounds() {
        #expect(
            property("pin", in: schema)
                == object([
                    "type": "string", "title": "PIN", "minLength": 4, "maxLength": 4,
                    "pattern": "^(?:-?[0-9]+)(?![\\s\\S])",
                    "writeOnly": true,
                ]))
    }

    @Test func comparisonsBecomeTheTighterBounds() {
        #expect(
            property("age", in: schema)
                == object([
                    "type": "integer", "title": "Age", "minimum": 18, "maximum": 130,
                ]))
        #expect(
            property("score", in: schema)
                == object([
                    "type": "number", "title": "Score", "exclusiveMinimum": 0, "exclusiveMaximum": 10,
                ]))
    }

    /// Text keeps a URL as typed, an IRI included: `iri`, where a Swift `URL` is `uri`.
    @Test func urlRuleWithSchemeOnTextIsIRIFormat() {
        // The pattern: only `http` and `https`, with a host, as the rule checks.
        #expect(
            property("website", in: schema)
                == object(["type": "string", "title": "Website", "format": "iri", "pattern": webURLPattern]))
    }

    @Test func fixedFormatRulesBecomeAnchoredPatterns() {
        // Anchored so that ECMAScript, Python and ICU all mean the whole text: Python's `$`
        // also matches before a final line feed.
        #expect(property("zipCode", in: schema)?["pattern"] == "^(?:[0-9]{5})(?![\\s\\S])")
        // A four-digit year from 1000 on, as the rule checks it ("12/0000" fails).
        #expect(
            property("cardExpiration", in: schema)?["pattern"]
                == "^(?:(?:0[1-9]|1[0-2])\\/(?:[0-9]{2}|[1-9][0-9]{3}))(?![\\s\\S])")
        // Literal hyphens in classes are escaped, and the back-reference is grouped.
        let phone =
            #"(?:\+?1[ .\-]?)?(?:\([2-9][0-9]{2}\)[ .\-]?[0-9]{3}[ .\-]?[0-9]{4}|[2-9][0-9]{2}([ .\-]?)[0-9]{3}(?:\1)[0-9]{4})"#
        #expect(property("phone", in: schema)?["pattern"] == .string("^(?:" + phone + ")(?![\\s\\S])"))
    }

    @Test func rulesWithoutAKeywordAddNothing() {
        #expect(
            property("confirmPassword", in: schema)
                == object([
                    "type": "string", "title": "Confirm Password", "writeOnly": true,
                ]))
    }

    @Test func lengthRulesOnListsCountItems() {
        #expect(
            property("tags", in: schema)
                == object([
                    "type": "array", "title": "Tags", "items": object(["type": "string", "title": "Tag"]),
                    "minItems": 1, "maxItems": 5,
                ]))
    }

    @Test func optionalFieldWithRulesStillAcceptsNull() {
        #expect(
            property("nickname", in: schema)
                == object([
                    "type": ["string", "null"], "title": "Nickname", "maxLength": 12,
                ]))
    }

    @Test func requiredListHasNonOptionalValueFieldsButNoSecrets() {
        // zipCode, phone, pin, website and cardExpiration may be empty (no required rule)
        // but their patterns and formats refuse "": empty means absent, so they are not listed.
        #expect(schema["required"] == ["username", "email", "age", "score", "tags", "agreeToTerms"])
    }

    @Test func requiredRuleOnAnOptionalFieldRefusesNull() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(RequiredOptional()))
        #expect(property("nickname", in: schema) == object(["type": "string", "title": "Nickname", "minLength": 1]))
        #expect(property("theme", in: schema)?["enum"] == ["red", "green", "blue"])
        #expect(schema["required"] == ["nickname", "theme"])
    }

    @Test func extraFormatsAndPatternsGoInAllOf() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Layered()))
        #expect(
            property("contact", in: schema)
                == object([
                    "type": "string", "title": "Contact", "format": "email", "pattern": "^(?:[0-9]{5})(?![\\s\\S])",
                    "allOf": [
                        object(["format": "iri-reference"]),
                        // ICU's `.` is spelled out: ECMAScript's and Python's match other characters.
                        object(["pattern": "^(?:[^\\n\\u000B\\f\\r\\u0085\\u2028\\u2029]+@example\\.com)(?![\\s\\S])"]),
                        object(["pattern": webURLReferencePattern]),
                    ],
                ]))
    }

    @Test func urlRuleWithoutSchemeAcceptsReferences() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Layered()))
        #expect(property("source", in: schema)?["format"] == "iri-reference")
        // A URL field is already absolute: the rule adds nothing.
        #expect(property("homepage", in: schema)?["format"] == "uri")
        #expect(property("homepage", in: schema)?["allOf"] == nil)
    }

    @Test func integerRuleOnANumberIsAWholeMultiple() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Layered()))
        #expect(
            property("amount", in: schema)
                == object([
                    "type": "number", "title": "Amount", "minimum": 1, "multipleOf": 1,
                ]))
    }

    @Test func customBoundsAndRulesKeepTheTighterOne() throws {
        let schema = JSONSchemaExporter().schema(for: try ModelForm(Layered()))
        // min 0 / max 100 from the customization, greaterOrEqual(10) and lessOrEqual(500) from rules.
        #expect(property("percent", in: schema)?["minimum"] == 10)
        #expect(property("percent", in: schema)?["maximum"] == 100)
    }
}

struct RequiredOptional: FormCustomizing {
    var nickname: String? = "Ada"
    var theme: Palette? = .red
    static var fieldSettings: [String: FieldSettings] {
        ["nickname": FieldSettings.rules(.required), "theme": FieldSettings.rules(.required)]
    }
}

struct Layered: FormCustomizing {
    var contact = "12345"
    var source = "example.com"
    var homepage = URL(string: "https://example.com")
    var amount = 2.0
    var percent = 50

    static let contactPattern = try? ValidationRule.regex(".+@example\\.com")

    static var fieldSettings: [String: FieldSettings] {
        [
            "contact": FieldSettings.rules([.email, .fiveDigitZipCode, .url()] + [contactPattern].compactMap { $0 }),
            "source": FieldSettings.rules(.url()),
            "homepage": FieldSettings.rules(.url()),
            "amount": FieldSettings.rules(.integer, .greaterOrEqual(1)),
            "percent": FieldSettings.rules(.greaterOrEqual(10), .lessOrEqual(500)).min(0).max(100),
        ]
    }
}
