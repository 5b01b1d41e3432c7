import Testing

@testable import Formulate

/// The error `source` is refused with, if any.
private func refusal(_ source: String) -> FormDefinitionError.Problem? {
    do {
        _ = try RegexPattern(source)
        return nil
    } catch {
        return error.problems.first
    }
}

@Suite("Regex patterns that can backtrack for a long time are refused when defined")
struct RegexSafetyTests {
    @Test(
        "refused, with the reason and the offset of the culprit",
        arguments: [
            ("(a+)+", "nested quantifier at offset 4"),
            ("^(a+)+$", "nested quantifier at offset 5"),
            ("(a*)*", "nested quantifier at offset 4"),
            ("(a*b*)*", "nested quantifier at offset 6"),
            ("([a-z]+|[0-9]+)*", "nested quantifier at offset 15"),
            ("(?:\\w+\\s?)+", "nested quantifier at offset 10"),
            ("(a|a)*", "overlapping alternatives repeated at offset 5"),
            ("(a|ab)*", "overlapping alternatives repeated at offset 6"),
            ("(a|ab)*c", "overlapping alternatives repeated at offset 6"),
            ("(\\w+\\s?)*$", "nested quantifier at offset 8"),
            ("(a|aa)+", "overlapping alternatives repeated at offset 6"),
            ("(\\w|\\d)+", "overlapping alternatives repeated at offset 7"),
            // `(?i)` holds to the end of its group: "A" there matches "a" too.
            ("^(a|(?i)A)+$", "overlapping alternatives repeated at offset 10"),
            ("^(?:b|(?i)B)+$", "overlapping alternatives repeated at offset 12"),
            ("^a*(?i)A*A*!$", "repetitions at offsets 2, 8 and 10 can each match the same text"),
            ("(.*a){20}", "ambiguous repetition at offset 5"),
            ("(x+x+)+y", "ambiguous repetition at offset 6"),
            ("(a?){25}a{25}", "counted repetition at offset 4 of something that can match the empty text"),
            ("a*a*a*b", "repetitions at offsets 1, 3 and 5 can each match the same text"),
            (".+@.+\\..+", "repetitions at offsets 1, 4 and 8 can each match the same text"),
            ("a*(?=b*c)", "lookaround at offset 2 holds a repetition"),
            (String(repeating: "(?:a|a)", count: 18), "places where the same text can be matched in two ways"),
            (String(repeating: "[a-z]", count: 2_100), "the pattern has too many parts to check"),
        ])
    func refused(source: String, reason: String) throws {
        let error = try #require(refusal(source), "\(source)")
        #expect(error.reason == .backtrackingPattern)
        #expect(error.rule == "regex")
        #expect(error.message.contains(reason), "\(error.message)")
        #expect(error.message.hasPrefix("regex \(RuleValues.quoted(source)) can take "))
        #expect(error.message.contains("allowsBacktracking: true"), "the message says how to opt in")
    }

    @Test(
        "ordinary patterns are accepted",
        arguments: [
            "[A-Z]{3}-[0-9]{3}",
            "^\\d{5}(-\\d{4})?$",
            // The dot separates the repetitions: each text splits one way only.
            "[a-z0-9_]+(\\.[a-z0-9_]+)*",
            "[A-Za-z]+( [A-Za-z]+)*",
            "(\\d{1,3}\\.){3}\\d{1,3}",
            "(\\w+\\s)*",
            "(\\w+\\W+)*",
            "(?:\\s*,\\s*\\w+)*",
            "(?:[^\"\\\\]|\\\\.)*",
            "^(?=.*[A-Z])(?=.*\\d).{8,}$",
            "(?:0[1-9]|1[0-2])/(?:[0-9]{2}|[1-9][0-9]{3})",
            // At most quadratic: the input limit keeps these small.
            "a*a*b",
            ".*foo.*",
            ".+@example\\.com",
            "(a?)*b",
            "a++b",
            "(?i)[a-z]+",
            "^[A-Z]{2}-\\d{4}$",
            "^\\S+$",
            "^(?:red|green|blue|dark blue)$",
            "\\p{Lu}\\p{Ll}*",
            ValidationRule.emailPatternSource,
            ValidationRule.usPhonePatternSource,
        ])
    func accepted(source: String) {
        #expect(refusal(source) == nil, "\(source): \(refusal(source)?.message ?? "")")
    }

    @Test(
        "ordinary patterns match whole values as before",
        arguments: [
            ("^[A-Z]{2}-\\d{4}$", "AB-1234", true),
            ("^[A-Z]{2}-\\d{4}$", "AB-12345", false),
            ("^[A-Z]{2}-\\d{4}$", "AB-\u{663}\u{664}\u{665}\u{666}", false), // \d is [0-9]
            ("^\\S+$", "ada", true),
            ("^\\S+$", "ada lovelace", false),
            ("^(?:red|green|blue|dark blue)$", "dark blue", true),
            ("^(?:red|green|blue|dark blue)$", "dark", false),
            ("red|green", "green", true),
            ("red|green", "redgreen", false),
            (ValidationRule.emailPatternSource, "ada@example.org", true),
            (ValidationRule.emailPatternSource, "ada@example", false),
        ] as [(String, String, Bool)])
    func ordinaryPatternsMatch(source: String, value: String, matches: Bool) throws {
        #expect(try RegexPattern(source).matches(value) == matches, "\(source) on \(value)")
    }

    @Test(
        "syntax the parser does not read is refused with its offset",
        arguments: [
            ("(?x)a b", "at offset 2: the x flag (free spacing)"),
            ("\\X+", "at offset 0: the escape \\X"),
            ("a\\R", "at offset 1: the escape \\R"),
            ("[\\w-a]", "at offset 3: a \"-\" in a class"),
            ("(a)\\12", "at offset 3: a back-reference of more than one digit"),
        ])
    func unsupported(source: String, detail: String) throws {
        let error = try #require(refusal(source), "\(source)")
        #expect(error.reason == .invalidPattern)
        #expect(
            error.message.contains("regex \(RuleValues.quoted(source)) uses syntax that is not supported, \(detail)"),
            "\(error.message)")
    }

    @Test func theRuleCannotBeMadeWithoutOptingIn() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ValidationRule.regex("^(a+)+$") }?.problems.first
        #expect(error?.reason == .backtrackingPattern)
        #expect(
            error?.message == "regex \"^(a+)+$\" can take exponential time on a value that does not match: "
                + "nested quantifier at offset 5: the repetition there repeats another repetition, so the same text can "
                + "be split between them in many ways. Rewrite it so that each part of a value can be matched in one way "
                + "only, or opt in with RegexPattern(\"^(a+)+$\", allowsBacktracking: true) (\"allowsBacktracking\": true "
                + "in a description) and a small maximumInputLength.")
    }

    @Test func optingInAcceptsThePatternAndKeepsTheLimit() throws {
        let pattern = try RegexPattern("^(a+)+$", allowsBacktracking: true, maximumInputLength: 20)
        let rule = ValidationRule.regex(pattern, message: "Only a's.")
        #expect(rule.passes("aaaa"))
        #expect(rule.failure("aab") == "Only a's.")
        #expect(
            rule.failure(.string(String(repeating: "a", count: 24) + "!"), title: "Code")
                == "Code is too long to check against its pattern: it must be at most 20 characters.")
        #expect(
            rule.parameters == [
                FormValueMember("value", "^(a+)+$"), FormValueMember("allowsBacktracking", true),
                FormValueMember("maximumInputLength", 20),
            ])
        #expect(
            rule.description
                == "regex(\"^(a+)+$\", allowsBacktracking: true, maximumInputLength: 20) message: \"Only a's.\"")
    }

    @Test func descriptionsCarryTheOptIn() throws {
        let plain = ruleDescription(["rule": "regex", "value": "^(a+)+$"])
        let refused = #expect(throws: FormDefinitionError.self) { try ValidationRule(description: plain) }?.problems
            .first
        #expect(refused?.reason == .backtrackingPattern)
        let optedIn = ruleDescription([
            "rule": "regex", "value": "^(a+)+$", "allowsBacktracking": true, "maximumInputLength": 30,
        ])
        let rule = try ValidationRule(description: optedIn)
        #expect(rule.descriptionValue == optedIn)
        guard case .regex(let pattern) = rule.check else { Issue.record("not a regex rule"); return }
        #expect(pattern == (try RegexPattern("^(a+)+$", allowsBacktracking: true, maximumInputLength: 30)))
        let negative = ruleDescription(["rule": "regex", "value": "a", "maximumInputLength": -1])
        #expect(throws: FormDefinitionError.self) { try ValidationRule(description: negative) }
    }

    @Test func aCollectionItemRuleIsRefusedWhenTheFormIsDescribed() throws {
        // Issue 14's reproduction: 16 items "aaaaaaaaaaaaaaaaaaaaaaaa!" under `^(a+)+$` took
        // 16 s to commit. The form can no longer be made with that rule.
        let description: FormValue = .object([
            FormValueMember(
                "fields",
                [
                    .object([
                        FormValueMember("key", "codes"), FormValueMember("type", "collection"),
                        FormValueMember(
                            "item",
                            .object([
                                FormValueMember("type", "text"),
                                FormValueMember("rules", [ruleDescription(["rule": "regex", "value": "^(a+)+$"])]),
                            ])),
                    ])
                ])
        ])
        let error = #expect(throws: (any Error).self) { try ModelForm(description: description) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("nested quantifier at offset 5"))
    }

    @Test func anOptedInItemRuleRefusesLongItemsWithoutMatching() throws {
        let form = try ModelForm(BacktrackingCodes())
        let item = String(repeating: "a", count: 24) + "!"
        try form.setText(Array(repeating: item, count: 16).joined(separator: ", "), for: "codes")
        let messages = form.validationErrors().map(\.message)
        // Each item is refused by the input limit, before the pattern runs: matching one
        // of them would take about a second.
        #expect(messages.count == 16)
        #expect(messages.first == "Code 1 is too long to check against its pattern: it must be at most 20 characters.")
        #expect(throws: FormErrors.self) { try form.commit() }
    }
}

/// A collection whose items use a pattern that opted in to backtracking, with a small limit.
struct BacktrackingCodes: FormCustomizing {
    var codes: [String] = []
    static var fieldOverrides: [String: FieldOverrides] {
        let pattern = try? RegexPattern("^(a+)+$", allowsBacktracking: true, maximumInputLength: 20)
        return ["codes": ["template": ["rules": pattern.map { [ValidationRule.regex($0)] } ?? []]]]
    }
}
