import Formulate
import Testing

/// The end of a JSON Schema pattern: the end of the text in ECMAScript, Python and ICU alike.
let schemaEnd = "(?![\\s\\S])"

/// ICU's `.` as the translations spell it.
let dot = "[^\\n\\u000B\\f\\r\\u0085\\u2028\\u2029]"

@Suite("Regex patterns translated for HTML and JSON Schema")
struct RegexTranslationTests {
    @Test(
        "HTML pattern attributes",
        arguments: [
            ("[0-9]{5}(-[0-9]{4})?", "[0-9]{5}(-[0-9]{4})?"),
            ("\\d{3}-\\d{4}", "[0-9]{3}-[0-9]{4}"), // \d is [0-9] on the server too
            ("[a-z0-9._%+-]+@[a-z]+", "[a-z0-9._%+\\-]+@[a-z]+"), // a literal - in a class is escaped for the v flag
            ("\\p{Lu}[a-z]*", "\\p{Lu}[a-z]*"),
            ("[(){}/|]x", "[\\(\\)\\{\\}\\/\\|]x"), // class syntax characters escaped
            ("a|b(c|d)?\\.", "a|b(c|d)?\\."),
            ("[A-Z]{3}-[0-9]{3}", "[A-Z]{3}-[0-9]{3}"),
            ("(?:ab)+?c{2,}", "(?:ab)+?c{2,}"),
            ("[^\\u0041-Z]", "[^\\u0041-Z]"),
            ("a(?=b)c", "a(?=b)c"),
            ("(a)\\1", "(a)(?:\\1)"), // a back-reference to a group that always took part
            ("(a)?\\1", nil), // the group may not have taken part: ECMAScript then matches ""
            ("a.b", "a" + dot + "b"), // ICU's dot excludes U+000B, U+000C and U+0085 too
            ("\\Aabc\\z", "^abc$"),
            ("^[a-z]+$", "^[a-z]+$"),
            ("a$|b", "a$|b"),
            ("a$b", nil), // ICU's $ matches before a final line terminator
            ("(^a)", nil),
            ("[a\\^]", "[a\\^]"),
            ("\\x41\\e", "A\\u001B"),
            ("(?i)abc", nil), // inline flags
            ("(?i:a)", nil),
            ("\\w+", nil), // \w is Unicode in ICU, ASCII in JavaScript
            ("\\s", nil),
            ("\\bword", nil),
            ("a++", nil), // possessive
            ("a++b", nil),
            ("(?>a)", nil),
            ("(?<=a)b", nil), // lookbehind
            ("(?<name>a)", nil), // named group
            ("[[a-z]&&[^aeiou]]", nil), // ICU set operations
            ("[a&&b]", nil),
            ("[a!!]", nil), // reserved double punctuator in a v-mode class
            ("[[:alpha:]]+", nil),
            ("\\Qa.b\\E", nil),
            ("\\p{Greek}", nil),
            ("[\\D]", nil),
            ("a(?#note)b", nil),
        ] as [(String, String?)])
    func html(source: String, expected: String?) throws {
        #expect(try RegexPattern(source).htmlPattern == expected, "\(source)")
    }

    @Test(
        "JSON Schema patterns: anchored, and read alike by ECMAScript (u), Python re and ICU",
        arguments: [
            ("[0-9]{5}(-[0-9]{4})?", "^(?:[0-9]{5}(-[0-9]{4})?)" + schemaEnd),
            ("^\\d{5}(-\\d{4})?$", "^(?:^[0-9]{5}(-[0-9]{4})?$)" + schemaEnd),
            ("\\D", "^(?:[^0-9])" + schemaEnd),
            ("[a-z0-9_]+(\\.[a-z0-9_]+)*", "^(?:[a-z0-9_]+(\\.[a-z0-9_]+)*)" + schemaEnd),
            (".+@example\\.com", "^(?:" + dot + "+@example\\.com)" + schemaEnd),
            ("a|b", "^(?:a|b)" + schemaEnd),
            ("\\Aabc\\z", "^(?:^abc$)" + schemaEnd),
            ("(a)\\1", "^(?:(a)(?:\\1))" + schemaEnd),
            ("[\\u00e9-\\u00eb]", "^(?:[\\u00E9-\\u00EB])" + schemaEnd),
            ("\\p{Lu}", nil), // Python's re has no \p
            ("a++b", nil),
            ("(?i)abc", nil),
            ("[[:alpha:]]+", nil),
            ("\\w", nil),
            ("é\\t", "^(?:é\\t)" + schemaEnd),
        ] as [(String, String?)])
    func schema(source: String, expected: String?) throws {
        #expect(try RegexPattern(source).schemaPattern == expected, "\(source)")
    }

    @Test func digitsAreASCIIOnTheServerToo() throws {
        let digits = try RegexPattern("\\d{3}")
        #expect(digits.matches("345"))
        #expect(!digits.matches("٣٤٥"), "Arabic-Indic digits: refused here as in a browser")
        #expect(digits.serverPattern == "\\A(?:[0-9]{3})\\z")
        #expect(try RegexPattern("[\\d\\s]+").serverPattern == "\\A(?:[0-9\\s]+)\\z")
        #expect(try RegexPattern("\\D+").matches("٣٤٥"))
        #expect(try RegexPattern("[^\\D]").matches("7"))
        #expect(try !RegexPattern("[^\\D]").matches("٣"))
        #expect(try RegexPattern("\\Q\\d\\E").matches("\\d"), "quoted text is not rewritten")
        #expect(try RegexPattern("\\p{Nd}{3}").matches("٣٤٥"), "\\p{Nd} still means any decimal digit")
    }

    @Test func serverOnlyMeaningsStayOnTheServer() throws {
        // \w matches "été" on the server: no translation announces a narrower \w.
        let word = try RegexPattern("\\w+")
        #expect(word.matches("été"))
        #expect(word.htmlPattern == nil && word.schemaPattern == nil)
        let dotted = try RegexPattern("a.b")
        #expect(!dotted.matches("a\u{0B}b") && !dotted.matches("a\u{85}b") && dotted.matches("a-b"))
    }

    @Test func longPatternsAreNotTranslated() throws {
        let long = try RegexPattern(String(repeating: "a", count: 1_001))
        #expect(long.htmlPattern == nil && long.schemaPattern == nil)
        #expect(try RegexPattern(String(repeating: "a", count: 1_000)).htmlPattern != nil)
    }
}
