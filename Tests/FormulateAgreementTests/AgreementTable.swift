import Formulate

/// The agreement table: for each constraint, values just inside and just outside it, and
/// what the HTML page (judged by Chromium) and the JSON Schema (judged by `jsonschema`)
/// are expected to make of them. See ``AgreementRow`` and ``Expectation``.
enum AgreementTable {
    // Values whose length depends on what is counted.
    /// 👍🏽: 1 character, 2 Unicode scalars, 4 UTF-16 code units.
    static let thumb = "\u{1F44D}\u{1F3FD}"
    /// 👍 without a skin tone: 1 character, 1 scalar, 2 UTF-16 code units.
    static let bareThumb = "\u{1F44D}"
    /// "é" decomposed (NFD): 1 character, 2 scalars, 2 UTF-16 code units.
    static let decomposedE = "e\u{301}"
    /// "é" precomposed (NFC): 1 of each.
    static let composedE = "\u{E9}"

    static let rows: [AgreementRow] = required + lengths + numbers + steps + dates + patterns + formats

    // MARK: - Required

    static let required: [AgreementRow] = [
        AgreementRow(
            constraint: "required (text)", key: "requiredText", settings: FieldSettings.rules(.required),
            inside: ["Ada"], outside: ["", "   "],
            html: .weaker(
                accepting: ["   "],
                because: "`required` is met by any character, spaces too; the server refuses blank text"),
            schema: .weaker(accepting: ["   "], because: "`minLength: 1` counts spaces; the server refuses blank text")),
        AgreementRow(
            constraint: "required (number)", key: "requiredNumber", settings: FieldSettings.rules(.required),
            inside: ["0", "42"], outside: [""]),
        AgreementRow(
            constraint: "a value, from the type (Int, not optional)", key: "numberByType", settings: FieldSettings(),
            inside: ["0"], outside: [""]),
        AgreementRow(
            constraint: "required (date)", key: "requiredDate",
            settings: FieldSettings.kind(.date).rules(.required),
            inside: ["2024-05-17"], outside: [""]),
        AgreementRow(
            constraint: "required (option)", key: "requiredOption", settings: FieldSettings.rules(.required),
            inside: ["dark"], outside: [""]),
    ]

    // MARK: - Lengths

    static let htmlCountsUTF16 = "HTML counts UTF-16 code units (👍🏽 is 4, e + ◌́ is 2)"
    static let schemaCountsScalars = "JSON Schema counts Unicode scalars (👍🏽 and e + ◌́ are 2 each)"

    static let lengths: [AgreementRow] = [
        AgreementRow(
            constraint: "minLength(2) in characters", key: "minCharacters",
            settings: FieldSettings.rules(.minLength(2)),
            inside: ["ab", thumb + thumb, decomposedE + decomposedE], outside: ["a", decomposedE, thumb],
            html: .omits(["minlength"], because: htmlCountsUTF16 + "; each is one character"),
            schema: .omits(["minLength"], because: schemaCountsScalars + "; each is one character")),
        AgreementRow(
            constraint: "maxLength(2) in characters", key: "maxCharacters",
            settings: FieldSettings.rules(.maxLength(2)),
            inside: ["ab", thumb + thumb, decomposedE + decomposedE], outside: ["abc", thumb + thumb + thumb],
            html: .omits(["maxlength"], because: htmlCountsUTF16 + "; each is one character"),
            schema: .omits(["maxLength"], because: schemaCountsScalars + "; each is one character")),
        AgreementRow(
            constraint: "exactLength(2) in characters", key: "exactCharacters",
            settings: FieldSettings.rules(.exactLength(2)),
            inside: ["ab", thumb + thumb, decomposedE + decomposedE], outside: ["a", "abc", decomposedE],
            html: .omits(["minlength", "maxlength"], because: htmlCountsUTF16 + "; each is one character"),
            schema: .omits(["minLength", "maxLength"], because: schemaCountsScalars + "; each is one character")),
        AgreementRow(
            constraint: "minLength(2) in Unicode scalars", key: "minScalars",
            settings: FieldSettings.rules(.minLength(2, unit: .unicodeScalars)),
            inside: ["ab", decomposedE, thumb], outside: ["a", composedE, bareThumb],
            html: .omits(["minlength"], because: htmlCountsUTF16 + ": 👍 is 2 code units and 1 scalar")),
        AgreementRow(
            constraint: "maxLength(4) in Unicode scalars", key: "maxScalars",
            settings: FieldSettings.rules(.maxLength(4, unit: .unicodeScalars)),
            inside: ["abcd", thumb + thumb, decomposedE + decomposedE], outside: ["abcde", thumb + thumb + "e"],
            html: .omits(["maxlength"], because: htmlCountsUTF16 + ": 👍🏽👍🏽 is 8 code units and 4 scalars")),
        AgreementRow(
            constraint: "exactLength(2) in Unicode scalars", key: "exactScalars",
            settings: FieldSettings.rules(.exactLength(2, unit: .unicodeScalars)),
            inside: ["ab", decomposedE, thumb], outside: [composedE, "abc"],
            html: .omits(["minlength", "maxlength"], because: htmlCountsUTF16 + ": 👍🏽 is 4 code units and 2 scalars")),
        AgreementRow(
            constraint: "minLength(4) in UTF-16 code units", key: "minUTF16",
            settings: FieldSettings.rules(.minLength(4, unit: .utf16)),
            inside: ["abcd", thumb, decomposedE + decomposedE], outside: ["abc", bareThumb, decomposedE],
            schema: .omits(["minLength"], because: schemaCountsScalars + ": 👍🏽 is 4 code units")),
        AgreementRow(
            constraint: "maxLength(4) in UTF-16 code units", key: "maxUTF16",
            settings: FieldSettings.rules(.maxLength(4, unit: .utf16)),
            inside: ["abcd", thumb, decomposedE + decomposedE], outside: ["abcde", thumb + thumb, thumb + "e"],
            schema: .omits(["maxLength"], because: schemaCountsScalars + ": 👍🏽👍🏽 is 8 code units")),
        AgreementRow(
            constraint: "exactLength(4) in UTF-16 code units", key: "exactUTF16",
            settings: FieldSettings.rules(.exactLength(4, unit: .utf16)),
            inside: ["abcd", thumb], outside: ["abc", "abcde", bareThumb],
            schema: .omits(["minLength", "maxLength"], because: schemaCountsScalars + ": 👍🏽 is 4 code units")),
        AgreementRow(
            constraint: "maxLength(3) in characters and minLength(2) in UTF-16 code units", key: "mixedUnits",
            settings: FieldSettings.rules(.maxLength(3), .minLength(2, unit: .utf16)),
            inside: ["ab", thumb + thumb + thumb], outside: ["a", "abcd"],
            html: .omits(
                ["minlength", "maxlength"],
                because:
                    "bounds in two units are not one bound: the characters one is kept and not announced, the UTF-16 one is left to the server"
            ),
            schema: .omits(
                ["minLength", "maxLength"],
                because: "bounds in two units are not one bound: the characters one is kept and not announced")),
    ]

    // MARK: - Numbers

    static let numbers: [AgreementRow] = [
        AgreementRow(
            constraint: "integer ≥ 1 and ≤ 10", key: "integerInclusive",
            settings: FieldSettings.rules(.greaterOrEqual(.int(1)), .lessOrEqual(.int(10))),
            inside: ["1", "10"], outside: ["0", "11"]),
        AgreementRow(
            constraint: "integer > 0 and < 10", key: "integerExclusive",
            settings: FieldSettings.rules(.greaterThan(.int(0)), .lessThan(.int(10))),
            inside: ["1", "9"], outside: ["0", "10"]),
        AgreementRow(
            constraint: "integer within its type (Int8)", key: "integerByType", settings: FieldSettings(),
            inside: ["-128", "127"], outside: ["-129", "128"]),
        AgreementRow(
            constraint: "whole number (Int)", key: "wholeNumber", settings: FieldSettings(),
            inside: ["-3", "7", "5.0", "1e1", "-2.50e1", "0.5e2"], outside: ["1.5", "1e-1", "25e-1"]),
        AgreementRow(
            constraint: "decimal ≥ 0.5 and ≤ 2.5", key: "decimalInclusive",
            settings: FieldSettings.rules(.greaterOrEqual(.double(0.5)), .lessOrEqual(.double(2.5))),
            inside: ["0.5", "2.5"], outside: ["0.49", "2.51"]),
        AgreementRow(
            constraint: "decimal > 0.5 and < 2.5", key: "decimalExclusive",
            settings: FieldSettings.rules(.greaterThan(.double(0.5)), .lessThan(.double(2.5))),
            inside: ["0.51", "2.49"], outside: ["0.5", "2.5"],
            html: .omits(
                ["min", "max"], because: "HTML bounds are inclusive, and a decimal has no next value to state instead")),
        AgreementRow(
            constraint: "Decimal with min 0 and max 99.99 (settings)", key: "decimalSettings",
            settings: FieldSettings.min(.int(0)).max(.double(99.99)),
            inside: ["0", "99.99"], outside: ["-0.01", "100"]),
    ]

    // MARK: - Steps

    static let steps: [AgreementRow] = [
        AgreementRow(
            constraint: "step 5 (from zero)", key: "quantity", settings: FieldSettings.step(.int(5)),
            inside: ["0", "10", "-5"], outside: ["7"]),
        AgreementRow(
            constraint: "step 5 from min 2", key: "stepFromMinimum",
            settings: FieldSettings.min(.int(2)).step(.int(5)),
            inside: ["2", "7", "12"], outside: ["5", "10"],
            schema: .omits(["multipleOf"], because: "`multipleOf` counts from zero, these steps from 2")),
        AgreementRow(
            constraint: "step 5 from min 10", key: "stepFromMultipleMinimum",
            settings: FieldSettings.min(.int(10)).step(.int(5)),
            inside: ["10", "15"], outside: ["12", "5"]),
        AgreementRow(
            constraint: "step 0.25 (decimal)", key: "decimalStep", settings: FieldSettings.step(.double(0.25)),
            inside: ["0.75", "-0.5"], outside: ["0.3"],
            schema: .omits(
                ["multipleOf"],
                because:
                    "only whole steps are announced: validators divide in binary floating point (0.3 is no multiple of 0.1 for them)"
            )),
        // Without `min` a browser counts steps from the `value` attribute the page was
        // rendered with (WHATWG "step base"), the server from zero.
        AgreementRow(
            constraint: "step 5, no min, rendered with 10 (on a step)", key: "stepFromValueOnStep",
            settings: FieldSettings.step(.int(5)),
            inside: ["0", "15", "-5"], outside: ["7", "12"]),
        AgreementRow(
            constraint: "step 5, no min, rendered with 3 (off the steps)", key: "stepFromValueOffStep",
            settings: FieldSettings.step(.int(5)),
            inside: ["0", "5", "10"], outside: ["3", "8"],
            html: .weaker(
                accepting: ["3", "8"],
                because:
                    "the browser would count from the rendered 3: the page keeps step=\"1\" instead of announcing steps from 3"
            )),
        AgreementRow(
            constraint: "step 0.1, no min, rendered with 0.25 (off the steps)", key: "decimalStepFromValueOffStep",
            settings: FieldSettings.step(.double(0.1)),
            inside: ["0.3", "0.5"], outside: ["0.35"],
            html: .weaker(
                accepting: ["0.35"],
                because: "the browser would count from the rendered 0.25: the page keeps step=\"any\""),
            schema: .omits(
                ["multipleOf"],
                because:
                    "only whole steps are announced: validators divide in binary floating point (0.3 is no multiple of 0.1 for them)"
            )),
    ]

    // MARK: - Dates

    static let dates: [AgreementRow] = [
        AgreementRow(
            constraint: "date from 2024-01-01 to 2024-12-31 (settings)", key: "dateBounds",
            settings: FieldSettings.kind(.date).min(.string("2024-01-01")).max(.string("2024-12-31")),
            inside: ["2024-01-01", "2024-12-31"], outside: ["2023-12-31", "2025-01-01"],
            schema: .omits(
                ["minimum", "maximum", "formatMinimum", "formatMaximum"],
                because: "JSON Schema 2020-12 has no bounds for dates")),
        AgreementRow(
            constraint: "date after 2024-01-01 and before 2024-12-31", key: "dateExclusive",
            settings: FieldSettings.kind(.date).rules(
                .greaterThan(.string("2024-01-01")), .lessThan(.string("2024-12-31"))),
            inside: ["2024-01-02", "2024-12-30"], outside: ["2024-01-01", "2024-12-31"],
            html: .omits(["min", "max"], because: "HTML date bounds are inclusive; exclusive ones are not announced"),
            schema: .omits(
                ["minimum", "maximum", "formatMinimum", "formatMaximum"],
                because: "JSON Schema 2020-12 has no bounds for dates")),
    ]

    // MARK: - Patterns

    /// A `regex` rule; a pattern that does not compile becomes a rule that refuses
    /// everything, so that its row fails visibly.
    static func pattern(_ source: String) -> ValidationRule {
        (try? ValidationRule.regex(source))
            ?? .closure(name: "unusablePattern", message: "\(source) does not compile") { _ in false }
    }

    /// Why a pattern is left to the server (see `RegexPattern`'s "One meaning").
    static let serverOnly = "RegexPattern writes no pattern where the engines read it differently: "
    /// ICU's `.` stops at these, JavaScript's and Python's do not (the translation says so).
    static let dotControls = ["a\u{0B}c", "a\u{0C}c", "a\u{85}c"]

    static let patterns: [AgreementRow] = [
        AgreementRow(
            constraint: "pattern [A-Z]{3}-[0-9]{3}", key: "portablePattern",
            settings: FieldSettings.rules(pattern("[A-Z]{3}-[0-9]{3}")),
            inside: ["ABC-123"], outside: ["abc-123", "ABC-1234", "ABC-123\n"]),
        AgreementRow(
            constraint: "pattern a++b (possessive)", key: "possessivePattern",
            settings: FieldSettings.rules(pattern("a++b")),
            inside: ["aab"], outside: ["b", "aa"],
            html: .omits(["pattern"], because: "a possessive quantifier is a syntax error in JavaScript"),
            schema: .omits(["pattern"], because: serverOnly + "a possessive quantifier is a syntax error in ECMA-262")),
        AgreementRow(
            constraint: #"pattern \Aabc\z"#, key: "anchorPattern",
            settings: FieldSettings.rules(pattern(#"\Aabc\z"#)),
            inside: ["abc"], outside: ["xabc", "abc\n"]),
        AgreementRow(
            constraint: "pattern (?i)abc", key: "inlineFlagPattern",
            settings: FieldSettings.rules(pattern("(?i)abc")),
            inside: ["ABC", "abc"], outside: ["abd"],
            html: .omits(["pattern"], because: "an inline flag is a syntax error in JavaScript"),
            schema: .omits(["pattern"], because: serverOnly + "an inline flag is a syntax error in ECMA-262")),
        AgreementRow(
            constraint: "pattern [[:alpha:]]+", key: "posixClassPattern",
            settings: FieldSettings.rules(pattern("[[:alpha:]]+")),
            inside: ["abc", "été"], outside: ["ab1"],
            html: .omits(
                ["pattern"], because: "[[:alpha:]] is a POSIX class in ICU and a nested set of : a l p h in JavaScript"),
            schema: .omits(
                ["pattern"],
                because: serverOnly
                    + "[[:alpha:]] is a POSIX class in ICU and, with the `u` flag, a syntax error in ECMA-262")),
        AgreementRow(
            constraint: #"pattern \d+ (ASCII digits, as in browsers)"#, key: "digitPattern",
            settings: FieldSettings.rules(pattern(#"\d+"#)),
            inside: ["345"], outside: ["12a", "٣٤٥"]),
        AgreementRow(
            constraint: #"pattern \w+"#, key: "wordPattern", settings: FieldSettings.rules(pattern(#"\w+"#)),
            inside: ["été", "abc_1"], outside: ["a-b"],
            html: .omits(["pattern"], because: #"\w is Unicode in ICU and ASCII in JavaScript"#),
            schema: .omits(["pattern"], because: serverOnly + #"\w is Unicode in ICU and ASCII in ECMA-262"#)),
        AgreementRow(
            constraint: #"pattern \p{L}+"#, key: "letterPattern", settings: FieldSettings.rules(pattern(#"\p{L}+"#)),
            inside: ["été"], outside: ["e1"],
            schema: .omits(["pattern"], because: serverOnly + #"Python's re (jsonschema's) cannot compile \p{L}"#)),
        AgreementRow(
            constraint: "pattern a.c", key: "dotPattern", settings: FieldSettings.rules(pattern("a.c")),
            inside: ["abc"], outside: ["abd"] + dotControls),
    ]

    // MARK: - Formats

    static let htmlEmail = "HTML's email grammar allows a domain without a dot and dots anywhere in the local part"
    static let schemaEmail = "jsonschema's `email` format only looks for an @"

    static let textControl =
        "the server reads example.com as http://example.com: the control stays type=text (with inputmode=url)"
    static let anyScheme = "`type=url` and `format: uri` take any scheme; the server http and https only"
    static let anyIRIScheme = "`type=url` and `format: iri` take any scheme; the server http and https only"
    static let script = "javascript:alert(1)"
    static let spacedURL = "https://pics.example/bike 1.jpg"
    static let spaceInURL =
        "a browser's URL parser (WHATWG) percent-encodes a space in a path; the server refuses it and says to write %20"

    static let formats: [AgreementRow] = [
        AgreementRow(
            constraint: "email (kind email)", key: "email", settings: FieldSettings(),
            inside: ["name@example.com"], outside: ["a@b", "a..b@example.com", "nope"],
            html: .weaker(accepting: ["a@b", "a..b@example.com"], because: htmlEmail),
            schema: .weaker(accepting: ["a@b", "a..b@example.com"], because: schemaEmail)),
        AgreementRow(
            constraint: "email (rule on text)", key: "contact", settings: FieldSettings.rules(.email),
            inside: ["name@example.com"], outside: ["a@b", "a..b@example.com", "nope"],
            html: .weaker(accepting: ["a@b", "a..b@example.com"], because: htmlEmail),
            schema: .weaker(accepting: ["a@b", "a..b@example.com"], because: schemaEmail)),
        AgreementRow(
            constraint: "URL with a scheme (url rule, requireScheme)", key: "schemeRequired",
            settings: FieldSettings.rules(.url(requireScheme: true)),
            inside: ["https://example.com", "https://bücher.example/", "https://example.com/ä"],
            outside: [script, "ftp://x.example", "example.com"],
            html: .weaker(accepting: [script, "ftp://x.example"], because: anyIRIScheme)),
        AgreementRow(
            constraint: "URL, scheme optional (url rule)", key: "schemeOptional",
            settings: FieldSettings.rules(.url()),
            inside: ["https://example.com", "example.com", "bücher.example"], outside: [script, "ftp://x.example"],
            html: .omits([], because: textControl)),
        AgreementRow(
            constraint: "kind url on text, no rule", key: "website", settings: FieldSettings(),
            inside: ["https://example.com", "example.com"], outside: [script],
            html: .weaker(accepting: [script], because: textControl)),
        AgreementRow(
            constraint: "URL (Swift URL)", key: "homepage", settings: FieldSettings(),
            inside: ["https://example.com"], outside: ["example.com", script, spacedURL],
            html: .weaker(accepting: [script, spacedURL], because: anyScheme + "; " + spaceInURL)),
        AgreementRow(
            constraint: "integer rule on text", key: "integerText", settings: FieldSettings.rules(.integer),
            inside: ["42", "-7", "007"], outside: ["4.0", "+5", "٤٢", "42\n"]),
    ]
}
