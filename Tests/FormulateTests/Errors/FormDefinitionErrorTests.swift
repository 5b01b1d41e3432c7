import Testing

@testable import Formulate

/// Every mistake in a definition — an override, a description, a condition, a rule, a
/// pattern, the JSON of a description — is one error type with a typed reason.
@Suite("One error type for definitions")
struct FormDefinitionErrorTests {
    /// The problems `body` throws, or `[]`; any other error is an issue.
    private func problems(_ body: () throws -> Void) -> [FormDefinitionError.Problem] {
        do {
            try body()
            return []
        } catch let error as FormDefinitionError {
            return error.problems
        } catch {
            Issue.record("not a FormDefinitionError: \(error)")
            return []
        }
    }

    @Test func conditionsRulesPatternsAndDescriptionsThrowTheSameType() throws {
        let expression = try ConditionExpression("$age == '18' AND $cuntry == 'US'")
        let thrown: [[FormDefinitionError.Problem]] = [
            problems { _ = try ConditionExpression("$age >=") },
            problems { try expression.checkReferences(knownKeys: ["age", "country"]) },
            problems { try expression.checkTypes { $0 == "age" ? .number : nil } },
            problems { _ = try ValidationRule(description: ruleDescription(["rule": "minLenght", "value": 8])) },
            problems { _ = try ValidationRule(description: ruleDescription(["rule": "minLength", "value": "eight"])) },
            problems { _ = try RegexPattern("(a+)+") },
            problems { _ = try RegexPattern("(") },
            problems { _ = try ModelForm(descriptionJSON: #"{"fields": [{"key": "a", "type": "text"},]}"#) },
            problems {
                _ = try ModelForm(descriptionJSON: #"{"fields": [{"key": "a", "type": "text", "titel": "A"}]}"#)
            },
        ]
        #expect(
            thrown.map { $0.map(\.messageKey) } == [
                ["condition.syntax"], ["condition.unknownField"], ["condition.typeMismatch"], ["rule.unknownRule"],
                ["rule.invalidParameter"], ["rule.backtrackingPattern"], ["rule.invalidPattern"], ["json.syntax"],
                ["definition.unknownAttribute"],
            ])
        #expect(thrown.map { $0.first?.rule } == [nil, nil, nil, "minLenght", "minLength", "regex", "regex", nil, nil])
    }

    @Test func aFormDescriptionThatIsNotJSONSaysWhere() throws {
        let json = "{\"fields\": [\n  {\"key\": \"a\", \"type\": \"text\"},\n]}"
        let error = try #require(#expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) })
        #expect(error.modelType == "DynamicModel")
        let problem = try #require(error.problems.first)
        #expect(problem.reason == .jsonSyntax)
        #expect(problem.location == FormDefinitionError.Location(offset: 43, line: 2, column: 31))
        #expect(problem.location?.pointer == nil, "the JSON text is not kept")
        #expect(
            problem.description
                == "the description is not valid JSON: trailing comma before ']' at line 2, column 31")
        #expect(error.description == "Form for DynamicModel is not valid:\n  - \(problem.description)")
    }

    @Test func aConditionInAFormKeepsItsPositionAndSuggestion() throws {
        let json =
            #"{"fields": [{"key": "seats", "type": "integer"}, {"key": "plan", "type": "text", "disabled": "$seat > 1"}]}"#
        let problem = try #require(problems { _ = try ModelForm(descriptionJSON: json) }.first)
        #expect(problem.key == "plan")
        #expect(problem.reason == .conditionUnknownField)
        #expect(problem.message == "disabled condition: unknown field '$seat'")
        #expect(problem.location == FormDefinitionError.Location(text: "$seat > 1", offset: 0))
        #expect(problem.location?.pointer == "$seat > 1\n^")
        #expect(problem.suggestion == "did you mean '$seats'?")
        #expect(
            problem.description
                == "plan: disabled condition: unknown field '$seat' at position 0 in \"$seat > 1\" (did you mean '$seats'?)"
        )
    }

    @Test func aRuleInADescriptionKeepsItsReasonAndName() throws {
        let json =
            #"{"fields": [{"key": "p", "type": "text", "rules": [{"rule": "minLength", "value": 8, "vaule": 9}]}]}"#
        let problem = try #require(problems { _ = try ModelForm(descriptionJSON: json) }.first)
        #expect(problem.key == "p")
        #expect(problem.reason == .unknownRuleParameter)
        #expect(problem.rule == "minLength")
        #expect(problem.message.hasPrefix("rule 1: minLength has no parameter \"vaule\" (did you mean 'value'?)"))
    }

    @Test func overridesForKeysThatDoNotExistAreUnknownKeys() throws {
        struct Account: FormCustomizing {
            var email = ""
            var name = ""
            static var fieldOverrides: [String: FieldOverrides] {
                ["emial": ["title": "E-mail"], "name": ["placehodler": "Ada", "title": 5]]
            }
        }
        let found = problems { _ = try ModelForm(Account()) }
        #expect(found.map(\.reason).sorted { $0.rawValue < $1.rawValue } == [.unknownAttribute, .unknownKey])
        #expect(found.first { $0.reason == .unknownKey }?.key == "emial")
    }

    @Test func everyReasonHasItsOwnStableKeyInOneOfFourGroups() {
        let keys = FormDefinitionError.Reason.allCases.map(\.messageKey)
        #expect(Set(keys).count == keys.count)
        let groups = Set(keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        #expect(groups == ["definition", "condition", "rule", "json"])
        #expect(FormDefinitionError.Reason.conditionSyntax.messageKey == "condition.syntax")
        #expect("\(FormDefinitionError.Reason.conditionSyntax)" == "conditionSyntax")
    }

    @Test func aProblemOnItsOwnPrintsAsItself() {
        let problem = FormDefinitionError.Problem(key: "a", reason: .duplicateKey, message: "the key is used twice")
        #expect(FormDefinitionError(problem).description == "a: the key is used twice")
        #expect(problem.messageKey == "definition.duplicateKey")
        #expect(FormDefinitionError.Problem(key: nil, message: "x").reason == .invalidDefinition)
    }
}
