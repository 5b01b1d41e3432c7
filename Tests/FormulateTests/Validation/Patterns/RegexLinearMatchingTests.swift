import Foundation
import Testing

@testable import Formulate

/// ICU's answer for the whole of `value`, from the pattern the server would compile.
private func icuMatches(_ pattern: RegexPattern, _ value: String) throws -> Bool {
    let expression = try NSRegularExpression(pattern: pattern.serverPattern)
    return expression.firstMatch(in: value, options: [], range: NSRange(value.startIndex..., in: value)) != nil
}

/// Every scalar, and those ICU matches with `pattern` (one scalar long), found in one pass
/// over a text of every scalar in order.
private func icuScalars(_ pattern: String) throws -> (all: [Unicode.Scalar], matched: Set<UInt32>) {
    let all = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
    var view = String.UnicodeScalarView()
    view.append(contentsOf: all)
    let text = String(view)
    // The UTF-16 offset of each scalar: surrogates are left out, astral scalars take two units.
    var scalarAt: [Int: UInt32] = [:]
    var offset = 0
    for scalar in all {
        scalarAt[offset] = scalar.value
        offset += scalar.utf16.count
    }
    let expression = try NSRegularExpression(pattern: pattern)
    var matched: Set<UInt32> = []
    for match in expression.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)) {
        if let value = scalarAt[match.range.location] { matched.insert(value) }
    }
    return (all, matched)
}

@Suite("Regex patterns are matched in linear time, with ICU's meaning")
struct RegexLinearMatchingTests {
    /// Values that tell the patterns below apart: line terminators, letters whose category
    /// changed between Unicode versions (U+0295, U+088F), case pairs, marks, astral scalars.
    static let values: [String] = [
        "", "a", "b", "x", "ax", "aax", "a1x", "abx", "abc", "abc1", "abc!", "A", "ABC1", "1", "12", "!", "a!",
        "aa!", "é!", "_!", "ab", "aab", "abb", "abab", "aabb", "ababb", "c", "ac", "bc", "abc", "abcd", "abbcd",
        "red", "green", "redgreen", "a\n", "\n", "a\r\n", "\r\n", "\r", "a\u{85}", "\u{2028}", "a\nb",
        "é", "e\u{301}", "\u{295}", "\u{295}!", "\u{88F}!", "\u{88F}", "😀", "😀😀", "Ⅳ", "ⓐ", "\u{663}", "ß", "SS",
        "ss", "\u{212A}", "k", "K", " ", "\u{A0}", "\t", "a b", "_", "-", ".", "@", "a@b.co", "x@y", "xyz!",
        String(repeating: "a", count: 40) + "1", String(repeating: "a", count: 40) + "!", "aaaa", "aaaaa",
    ]

    @Test(
        "judged exactly as ICU judges them",
        arguments: [
            // The issue's pattern and its neighbours.
            ("^[a-z]*[a-z]*[0-9]$", true), ("[a-z]*[a-z0-9]*x", true), ("\\w*\\w*!", true), ("a*a*b", true),
            (".*foo.*", true), (".+@example\\.com", true), ("(a?)*b", true),
            // Anchors anywhere, `$` at the end.
            ("^a$", true), ("a$", true), ("^$", true), ("$", true), ("^", true), ("a^b", true), ("\\Aa\\z", true),
            ("(^a|b)c", true), ("a(b|$)", true), ("(a|^)b", true), ("a$|b", true), ("(?:a$)*", true),
            // Alternation and counted repetition.
            ("red|green", true), ("(a|ab)(c|bcd)", true), ("a{2,4}", true), ("(ab){0,3}c", true), ("a{0}b", true),
            ("(a|b)*abb", true), ("[ab]*a[ab]{3}", true), ("a|", true), ("(?:)", true), ("x*", true),
            // Classes and escapes, Unicode included.
            (".", true), ("..", true), (".+x", true), ("[^a]*", true), ("\\W+", true), ("\\S+", true),
            ("\\s*", true), ("\\p{L}+", true), ("\\P{Lu}*", true), ("\\p{Ll}", true), ("\\p{Nd}+", true),
            ("\\d+", true), ("\\D", true), ("\\u00e9+", true), ("😀+", true), ("\\h+", true), ("\\v", true),
            ("[\\w.]+@[\\w.]+", true), ("\\w", true), ("(?i:)a", true), ("a$b", true), ("$a", true),
            // Left to ICU: only it knows what these mean.
            ("(?i)abc", false), ("(?i)[a-z]+", false), ("(?i)ss", false), ("(?s).", false), ("(?s)..", false),
            ("(?m)^a$", false), ("a\\b", false), ("(?=a)\\w+", false), ("a++b", false), ("(?>a+)b", false),
            ("(a)\\1", false), ("[[:alpha:]]+", false), ("a$\\n", false), ("\\Z", false), ("a\\Z", false),
            ("a$[\\n\\r]*", false), ("$\\n", false),
            // A class the sets cannot write exactly: \W without `_`.
            ("[^\\W_]+", false),
        ] as [(String, Bool)])
    func judgedAsICUJudges(source: String, linear: Bool) throws {
        let pattern = try RegexPattern(source)
        #expect(pattern.matchesInLinearTime == linear, "\(source)")
        for value in Self.values {
            #expect(
                pattern.matches(value) == (try icuMatches(pattern, value)), "\(source) on \(value.debugDescription)")
        }
    }

    @Test(
        "character classes mean what ICU's mean, for every scalar",
        arguments: ["\\w", "\\p{L}", "\\S", "[\\p{Ll}0-9]", "."])
    func classesAreICUsForEveryScalar(source: String) throws {
        let pattern = try RegexPattern(source)
        #expect(pattern.matchesInLinearTime)
        let (all, matched) = try icuScalars(source)
        var disagreements: [String] = []
        for scalar in all where pattern.matches(String(scalar)) != matched.contains(scalar.value) {
            disagreements.append(String(scalar.value, radix: 16))
            if disagreements.count == 10 { break }
        }
        #expect(disagreements.isEmpty, "\(source) differs from ICU at U+\(disagreements.joined(separator: ", U+"))")
    }

    @Test func theIssuesQuadraticPatternIsMatchedInLinearTimeAndJudgedRight() throws {
        let pattern = try RegexPattern("^[a-z]*[a-z]*[0-9]$")
        #expect(pattern.matchesInLinearTime)
        let letters = String(repeating: "a", count: 998)
        #expect(pattern.matches(letters + "1"))
        #expect(!pattern.matches(letters + "a!"))
        #expect(!pattern.matches(letters + "A1"))
        #expect(pattern.matches("7"))
        #expect(!pattern.matches("abc"))
        #expect(!pattern.matches(letters + "11"), "the text is longer than the input limit")
    }

    @Test(
        "a quadratic pattern only a backtracking matcher can match is refused",
        arguments: [
            (
                "(?i)^[a-z]*[a-z]*[0-9]$",
                "repetitions at offsets 10 and 16 can each match the same text, one after another, and only a "
                    + "backtracking matcher can match the pattern, because of characters at offset 5 that only ICU matches exactly"
            ),
            (
                "(?=x)a*a*b",
                "repetitions at offsets 6 and 8 can each match the same text, one after another, and only a "
                    + "backtracking matcher can match the pattern, because of the lookaround at offset 0"
            ),
            (
                "a*a*(b)\\1",
                "repetitions at offsets 1 and 3 can each match the same text, one after another, and only a "
                    + "backtracking matcher can match the pattern, because of the back-reference at offset 7"
            ),
        ])
    func quadraticBacktrackingIsRefused(source: String, reason: String) throws {
        let error = try #require(
            #expect(throws: FormDefinitionError.self) { try RegexPattern(source) }?.problems.first)
        #expect(error.reason == .backtrackingPattern)
        #expect(
            error.message.contains("can take time that grows with the square of the text's length"), "\(error.message)")
        #expect(error.message.contains(reason), "\(error.message)")
        #expect(error.message.contains("allowsBacktracking: true"), "the message says how to opt in")
        let optedIn = try RegexPattern(source, allowsBacktracking: true)
        #expect(!optedIn.matchesInLinearTime)
    }

    /// ICU gives up on a lazy repetition of an empty match after about a second, with a wrong
    /// answer: where only ICU can match the pattern, it is refused; the automaton matches it.
    @Test(arguments: [("(?i)(a?)*?b", 8), ("(?=x)(a|)+?b", 9), ("(?i)(x|)*?b", 8)])
    func aLazyRepetitionOfAnEmptyMatchOnlyICUCanMatchIsRefused(source: String, offset: Int) throws {
        let error = try #require(
            #expect(throws: FormDefinitionError.self) { try RegexPattern(source) }?.problems.first)
        #expect(error.reason == .backtrackingPattern)
        #expect(
            error.message.contains("lazy repetition at offset \(offset) of something that can match the empty text"),
            "\(error.message)")
        #expect(!(try RegexPattern(source, allowsBacktracking: true)).matchesInLinearTime)
    }

    @Test func aLazyRepetitionTheAutomatonMatchesOrOfNoEmptyMatchIsAccepted() throws {
        let automaton = try RegexPattern("(a?)*?b")
        #expect(automaton.matchesInLinearTime)
        #expect(automaton.matches("aab") && !automaton.matches("aac"))
        let icu = try RegexPattern("(?i)(ab)*?c")
        #expect(!icu.matchesInLinearTime)
        #expect(icu.matches("ABabC") && !icu.matches("abab"))
    }

    @Test func linearPatternsOnlyICUCanMatchAreStillAccepted() throws {
        for source in ["(?i)[a-z]+", "^(?=.*[A-Z])(?=.*\\d).{8,}$", ValidationRule.usPhonePatternSource] {
            let pattern = try RegexPattern(source)
            #expect(!pattern.matchesInLinearTime, "\(source)")
        }
        #expect(try RegexPattern(ValidationRule.emailPatternSource).matchesInLinearTime)
        #expect(try RegexPattern("^(?=.*[A-Z])(?=.*\\d).{8,}$").matches("Passw0rd"))
    }
}
