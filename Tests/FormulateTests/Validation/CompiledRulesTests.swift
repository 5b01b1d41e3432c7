import Testing

@testable import Formulate

/// The compiled checks validation asks first never pass a value a rule refuses.
@Suite("Compiled rules")
struct CompiledRulesTests {
    static let ruleSets: [[ValidationRule]] = [
        [.required],
        [.required, .minLength(2), .maxLength(4)],
        [.minLength(2), .maxLength(3, unit: .utf16)],
        [.exactLength(3)],
        [.greaterOrEqual(0), .lessThan(10)],
        [.greaterThan(0.5), .lessOrEqual(2)],
        [.required, .greaterThan(-1), .greaterOrEqual(-1), .lessThan(3), .lessOrEqual(3)],
        [.maxLength(2), .maxLength(1)],
    ]

    static let values: [FormValue] = [
        .null, "", "   ", "a", "ab", "abc", "abcd", "abcde", "e\u{301}e\u{301}", "👍🏽👍🏽", "a\r\nb", "\r\n",
        .int(-1), .int(0), .int(1), .int(3), .int(10), .int(Int.max), .double(-0.5), .double(0.5), .double(0.75),
        .double(2), .double(2.5), .double(9.999), .double(.nan), .double(.infinity), .decimal(5), .string("5"),
        .bool(false), .bool(true), .array([]), .array(["a", "b"]), .array(["a", "b", "c", "d", "e"]),
    ]

    @Test(arguments: ruleSets)
    func aPassingValuePassesEveryRule(rules: [ValidationRule]) {
        let compiled = CompiledRules(rules)
        let context = RuleContext(key: "field", title: "Field", kind: .text)
        for value in Self.values {
            let failing = rules.filter { $0.validate(value, in: context) != nil }
            if compiled.isComplete && compiled.passes(value) {
                #expect(failing.isEmpty, "\(value) passed the compiled check but fails \(failing)")
            }
            if compiled.isComplete, failing.isEmpty, value.stringValue != "5", value != .decimal(5) {
                // Everything the rules accept (but numbers as text or decimals, which the
                // rules read and the compiled check leaves to them) passes the compiled check.
                #expect(compiled.passes(value), "\(value) passes every rule but not the compiled check")
            }
        }
    }

    @Test func rulesThatCannotCompileAreLeftToThemselves() {
        #expect(!CompiledRules([.email]).isComplete)
        #expect(!CompiledRules([.minLength(2), .maxLength(3, unit: .utf16)]).isComplete)
        #expect(!CompiledRules([.greaterThan(.string("2024-01-01"))]).isComplete)
        #expect(CompiledRules([.required, .minLength(2), .lessThan(3)]).isComplete)
        #expect(CompiledRules([]).isComplete)
    }

    @Test func lengthsInCharactersCountCRLFAsOne() {
        #expect(LengthUnit.characters.count("a\r\nb") == 3)
        #expect(LengthUnit.characters.count("\n\r") == 2)
        #expect(LengthUnit.characters.count("e\u{301}") == 1)
        #expect(LengthUnit.utf16.count("👍🏽") == 4)
        #expect(LengthUnit.unicodeScalars.count("👍🏽") == 2)
    }
}
