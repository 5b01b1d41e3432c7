import Testing

@testable import Formulate

/// Every limit but the nesting depths is a value of `FormConfiguration.limits`: a lowered
/// limit refuses what the default accepts, a raised one accepts what the default refuses,
/// and each refusal names the limit.
@Suite("Configurable limits")
struct ConfigurableLimitsTests {
    /// A description of `count` text fields `field0`, `field1`, … and one more field whose
    /// condition is `predicate`.
    private static func description(fields count: Int, predicate: String? = nil) -> FormValue {
        var fields: [FormValue] = (0..<count).map {
            .object([.init("key", .string("field\($0)")), .init("type", "text")])
        }
        if let predicate {
            fields.append(.object([.init("key", "shown"), .init("type", "text"), .init("hidden", .string(predicate))]))
        }
        return .object([.init("fields", .array(fields))])
    }

    /// The problems of loading `description` under `limits`.
    private static func problems(_ description: FormValue, _ limits: FormLimits) -> [FormDefinitionError.Problem] {
        do {
            _ = try ModelForm(description: description, configuration: FormConfiguration(limits: limits))
            return []
        } catch {
            return error.problems
        }
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let limits = FormLimits.default
        #expect(limits.maximumPredicateLength == 1_048_576)
        #expect(limits.maximumSuggestions == 5)
        #expect(limits.maximumSuggestionCandidates == 10_000)
        #expect(limits.maximumSuggestionComparisons == 500)
        #expect(limits.maximumSuggestedNameLength == 128)
        #expect(FormConfiguration().limits == .default)
        #expect(FormConfiguration.shared.limits == .default)
        #expect(FormLimits.maximumDepth == 64 && FormLimits.maximumJSONDepth == 512)
        #expect(JSONReader.maximumDepth == FormLimits.maximumJSONDepth)
    }

    // MARK: - A predicate's length

    /// A predicate of `bytes` UTF-8 bytes that parses: `$field0 == 'aaa…'`.
    private static func predicate(bytes: Int) -> String {
        let head = "$field0 == '"
        return head + String(repeating: "a", count: bytes - head.utf8.count - 1) + "'"
    }

    @Test func aLoweredPredicateLimitRefusesWhatTheDefaultAccepts() throws {
        let predicate = Self.predicate(bytes: 200)
        #expect(Self.problems(Self.description(fields: 1, predicate: predicate), .default).isEmpty)
        let lowered = FormLimits(maximumPredicateLength: 199)
        let problems = Self.problems(Self.description(fields: 1, predicate: predicate), lowered)
        #expect(problems.map(\.reason) == [.conditionLimit])
        #expect(problems.first?.key == "shown")
        #expect(
            problems.first?.message
                == "hidden condition: expression too long: 200 bytes, at most 199 (FormLimits.maximumPredicateLength)")
        #expect(problems.first?.suggestion?.contains("FormConfiguration.shared.limits.maximumPredicateLength") == true)
        #expect(throws: FormDefinitionError.self) { try ConditionExpression(predicate, limits: lowered) }
        #expect(throws: Never.self) {
            try ConditionExpression(predicate, limits: FormLimits(maximumPredicateLength: 200))
        }
    }

    @Test func aRaisedPredicateLimitAcceptsWhatTheDefaultRefuses() throws {
        let predicate = Self.predicate(bytes: (1 << 20) + 1)
        let refused = #expect(throws: FormDefinitionError.self) { try ConditionExpression(predicate) }
        #expect(refused?.problems.first?.reason == .conditionLimit)
        #expect(
            refused?.problems.first?.message.hasSuffix("at most 1048576 (FormLimits.maximumPredicateLength)") == true)
        let raised = FormLimits(maximumPredicateLength: 2 << 20)
        #expect(try ConditionExpression(predicate, limits: raised).references == ["field0"])
        let form = try ModelForm(
            description: Self.description(fields: 1, predicate: predicate),
            configuration: FormConfiguration(limits: raised))
        #expect(!form.isHidden("shown"), "field0 is empty, so the condition does not hold")
    }

    // MARK: - Suggestions

    /// A description with `count` conditions that each misspell a field (`$fielt3`).
    private static func misspellings(_ count: Int) -> FormValue {
        var fields: [FormValue] = (0..<count).map {
            .object([.init("key", .string("field\($0)")), .init("type", "text")])
        }
        for index in 0..<count {
            fields.append(
                .object([
                    .init("key", .string("shown\(index)")), .init("type", "text"),
                    .init("hidden", .string("$fielt\(index) == 'x'")),
                ]))
        }
        return .object([.init("fields", .array(fields))])
    }

    private static func suggested(_ problems: [FormDefinitionError.Problem]) -> Int {
        problems.filter { $0.suggestion?.hasPrefix("did you mean") == true }.count
    }

    @Test func theNumberOfSuggestionsFollowsTheLimit() {
        let description = Self.misspellings(12)
        let byDefault = Self.problems(description, .default)
        #expect(byDefault.count == 12)
        #expect(Self.suggested(byDefault) == 5)
        #expect(Self.suggested(Self.problems(description, FormLimits(maximumSuggestions: 2))) == 2)
        #expect(Self.suggested(Self.problems(description, FormLimits(maximumSuggestions: 10))) == 10)
        #expect(Self.suggested(Self.problems(description, FormLimits(maximumSuggestions: 0))) == 0)
    }

    /// `emial` among 3,000 long keys and then `email`: the default looks at every candidate.
    private static let candidates = (0..<3_000).map { "field_\($0)" } + ["email"]

    private func suggestion(_ name: String, _ limits: FormLimits) -> String? {
        SuggestionBudget.limiting(limits) { ClosestMatch.suggestion(for: name, among: Self.candidates) }
    }

    @Test func theCandidatesLookedAtFollowTheLimit() {
        #expect(suggestion("emial", .default) == "email")
        #expect(suggestion("emial", FormLimits(maximumSuggestionCandidates: 3_000)) == nil)
        #expect(suggestion("emial", FormLimits(maximumSuggestionCandidates: 3_001)) == "email")
    }

    @Test func theDistancesComputedFollowTheLimit() {
        // 1,000 names as long as `emial`, none close to it, each costing a distance, then `email`.
        let near = (0..<1_000).map { "zz\($0 + 1_000)" } + ["email"]
        func suggestion(_ limits: FormLimits) -> String? {
            SuggestionBudget.limiting(limits) { ClosestMatch.suggestion(for: "emial", among: near) }
        }
        let work = WorkMeter.measure { _ = suggestion(FormLimits(maximumSuggestionComparisons: 10)) }
        #expect(work[.editDistance] == 10)
        #expect(suggestion(.default) == nil, "the default computes 500 distances, and `email` is the 1,001st name")
        #expect(suggestion(FormLimits(maximumSuggestionComparisons: 1_001)) == "email")
    }

    @Test func theLongestNameSuggestedFollowsTheLimit() {
        let long = String(repeating: "x", count: 130)
        let keys = [long + "y"]
        let byDefault = SuggestionBudget.limiting(.default) { ClosestMatch.suggestion(for: long, among: keys) }
        #expect(byDefault == nil, "names over 128 bytes get no suggestion by default")
        let raised = SuggestionBudget.limiting(FormLimits(maximumSuggestedNameLength: 200)) {
            ClosestMatch.suggestion(for: long, among: keys)
        }
        #expect(raised == long + "y")
        let lowered = SuggestionBudget.limiting(FormLimits(maximumSuggestedNameLength: 4)) {
            ClosestMatch.suggestion(for: "emial", among: ["email"])
        }
        #expect(lowered == nil)
    }

    @Test func aSwiftModelsFormUsesItsConfigurationsLimits() throws {
        struct Account: FormCustomizing {
            var email = ""
            static var fieldOverrides: [String: FieldOverrides] { ["emial": ["title": "E-mail"]] }
        }
        func message(_ limits: FormLimits) -> String? {
            let error = #expect(throws: FormDefinitionError.self) {
                try ModelForm(Account(), configuration: FormConfiguration(limits: limits))
            }
            return error?.problems.first?.message
        }
        #expect(message(.default) == "fieldOverrides names a field that does not exist (did you mean 'email'?)")
        #expect(message(FormLimits(maximumSuggestions: 0)) == "fieldOverrides names a field that does not exist")
    }
}
