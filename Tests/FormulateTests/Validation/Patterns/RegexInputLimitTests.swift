import Testing

@testable import Formulate

@Suite("Regex rules see values of bounded length")
struct RegexInputLimitTests {
    @Test func theDefaultLimitIsAThousandScalars() throws {
        let rule = try ValidationRule.regex("a+", message: "Only a's.")
        #expect(RegexPattern.defaultMaximumInputLength == 1_000)
        #expect(rule.passes(.string(String(repeating: "a", count: 1_000))))
        #expect(
            rule.failure(.string(String(repeating: "a", count: 1_001)), title: "Code")
                == "Code is too long to check against its pattern: it must be at most 1000 characters.",
            "the limit's message replaces the custom one: it says what to change")
        #expect(rule.failure("b") == "Only a's.")
    }

    @Test func scalarsAreCountedNotBytesOrCharacters() throws {
        let pattern = try RegexPattern("\\p{L}+\\p{M}*", maximumInputLength: 3)
        #expect(pattern.matches("été"), "three scalars, six UTF-8 bytes")
        #expect(!pattern.matches("étés"))
        #expect(pattern.isWithinInputLimit("e\u{301}\u{301}"))
        // One character to a reader, 4 scalars to the matcher: refused.
        #expect(!pattern.isWithinInputLimit("e\u{301}\u{301}\u{301}"))
        #expect(!pattern.matches("e\u{301}\u{301}\u{301}"))
    }

    @Test func theLimitIsConfigurable() throws {
        let pattern = try RegexPattern("[a-z]*", maximumInputLength: 5)
        #expect(pattern.maximumInputLength == 5)
        #expect(pattern.matches("abcde"))
        #expect(!pattern.matches("abcdef"))
        #expect(try RegexPattern("[a-z]*", maximumInputLength: 0).matches(""))
        let error = #expect(throws: FormDefinitionError.self) { try RegexPattern("a", maximumInputLength: -1) }?
            .problems.first
        #expect(error?.reason == .invalidRuleParameter)
        #expect(error?.message.contains("maximumInputLength") == true)
    }

    @Test func theLimitIsPartOfThePatternsIdentity() throws {
        #expect(try RegexPattern("a") == RegexPattern("a"))
        #expect(try RegexPattern("a") != RegexPattern("a", maximumInputLength: 10))
        #expect(try RegexPattern("a") != RegexPattern("a", allowsBacktracking: true))
        #expect(try Set([RegexPattern("a"), RegexPattern("a"), RegexPattern("b")]).count == 2)
    }
}
