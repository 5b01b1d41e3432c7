import Formulate
import FormulateHTML
import Testing

/// A dynamic form with one text field `code` with `rules`.
func codeForm(_ rules: [ValidationRule], type: String = "text") throws -> ModelForm<DynamicModel> {
    let field = FormValue.object([
        FormValueMember("key", "code"),
        FormValueMember("type", .string(type)),
        FormValueMember("rules", .array(rules.map(\.descriptionValue))),
    ])
    return try ModelForm(description: .object([FormValueMember("fields", [field])]))
}

@Suite("Regex rules as HTML pattern attributes")
struct PatternTests {
    /// The translation itself is tested with ``RegexPattern`` in the core's tests; here, that
    /// the page carries it, and nothing when there is none.
    @Test(
        arguments: [
            ("[0-9]{5}(-[0-9]{4})?", "[0-9]{5}(-[0-9]{4})?"),
            ("\\d{3}-\\d{4}", "[0-9]{3}-[0-9]{4}"), // \d means [0-9] on the server too
            ("[a-z0-9._%+-]+@[a-z]+", "[a-z0-9._%+\\-]+@[a-z]+"),
            ("\\p{Lu}[a-z]*", "\\p{Lu}[a-z]*"),
            ("(?i)abc", nil),
            ("\\w+", nil),
            ("a++b", nil),
            ("[[:alpha:]]+", nil),
        ] as [(String, String?)])
    func translation(source: String, expected: String?) throws {
        let form = try codeForm([try ValidationRule.regex(source)])
        #expect(HTMLScanner(HTMLRenderer().render(form)).control(named: "code")?["pattern"] == expected, "\(source)")
        #expect(try RegexPattern(source).htmlPattern == expected)
    }

    @Test func aBuiltInRulesPatternSaysWhatItAcceptsInItsTitle() throws {
        let zip = HTMLScanner(HTMLRenderer().render(try codeForm([.fiveDigitZipCode]))).control(named: "code")
        #expect(zip?["pattern"] == "[0-9]{5}")
        #expect(zip?["title"] == "a five-digit ZIP code, like 12345")
        let own = HTMLScanner(HTMLRenderer().render(try codeForm([try ValidationRule.regex("[0-9]{5}")])))
        #expect(own.control(named: "code")?["title"] == nil, "a pattern of your own has no words")
    }

    @Test func patternNeedsExactlyOneRegexOnATypedControl() throws {
        let two = try codeForm([try ValidationRule.regex("a+"), try ValidationRule.regex("b+")])
        #expect(HTMLScanner(HTMLRenderer().render(two)).control(named: "code")?["pattern"] == nil)
        let long = try codeForm([try ValidationRule.regex("a+")], type: "longtext")
        #expect(
            HTMLScanner(HTMLRenderer().render(long)).control(named: "code")?["pattern"] == nil,
            "textareas have no pattern")
        let email = try codeForm([try ValidationRule.regex("[a-z]+@example\\.com")], type: "email")
        #expect(HTMLScanner(HTMLRenderer().render(email)).control(named: "code")?["pattern"] == "[a-z]+@example\\.com")
    }

    @Test func lengthAndComparisonRulesBecomeAttributes() throws {
        let text = try codeForm([
            .minLength(2, unit: .utf16), .maxLength(9, unit: .utf16), .exactLength(4, unit: .utf16),
        ])
        let input = try #require(HTMLScanner(HTMLRenderer().render(text)).control(named: "code"))
        #expect(input["minlength"] == "4")
        #expect(input["maxlength"] == "4")
        let number = try codeForm([.greaterThan(17), .lessOrEqual(99)], type: "integer")
        let age = try #require(HTMLScanner(HTMLRenderer().render(number)).control(named: "code"))
        #expect(age["type"] == "number")
        #expect(age["min"] == "18")
        #expect(age["max"] == "99")
        #expect(age["minlength"] == nil)
    }

    @Test func lengthsCountedInCharactersAreNotAnnounced() throws {
        // "👍🏽👍🏽" is 2 characters and 8 UTF-16 code units: `maxlength="2"` would refuse in
        // the browser what the server accepts, so the page leaves the length to the server.
        let text = try codeForm([.minLength(2), .maxLength(9)])
        let input = try #require(HTMLScanner(HTMLRenderer().render(text)).control(named: "code"))
        #expect(input["minlength"] == nil)
        #expect(input["maxlength"] == nil)
        let scalars = try codeForm([.maxLength(9, unit: .unicodeScalars)])
        #expect(HTMLScanner(HTMLRenderer().render(scalars)).control(named: "code")?["maxlength"] == nil)
    }

    @Test func arbitraryPatternsNeverCrashTheRenderer() throws {
        let pieces = [
            "[", "]", "(", ")", "(?:", "\\", "\\d", "\\u00", "{", "}", "{2,", "-", "^", "$", "|", "a", "é", "*", "+",
            "?", "&&", "\\p{L", ".",
        ]
        var state: UInt64 = 42
        var emitted = 0
        for _ in 0..<400 {
            var source = ""
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                source += pieces[Int(state >> 33) % pieces.count]
            }
            guard let rule = try? ValidationRule.regex(source) else { continue }
            let page = HTMLScanner(HTMLRenderer().render(try codeForm([rule])))
            #expect(page.problems.isEmpty)
            if page.control(named: "code")?["pattern"] != nil { emitted += 1 }
        }
        #expect(emitted > 0)
    }
}
