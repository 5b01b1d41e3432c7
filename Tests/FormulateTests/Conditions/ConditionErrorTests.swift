import Testing

@testable import Formulate

/// Rejected predicates: where the problem is, what it is and how to fix it.
@Suite struct ConditionErrorTests {
    /// The problem parsing `source` throws, or `nil` (recorded as an issue) when it parses.
    private func parseError(
        _ source: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> FormDefinitionError.Problem? {
        do {
            let expression = try ConditionExpression(source)
            Issue.record("expected an error, parsed \(expression.root)", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(error.modelType == nil && error.problems.count == 1, sourceLocation: sourceLocation)
            #expect(error.problems.first?.location?.text == source, sourceLocation: sourceLocation)
            return error.problems.first
        }
    }

    @Test(
        "syntax errors point at the problem",
        arguments: [
            ("", 0, "empty expression"),
            ("   \n ", 0, "empty expression"),
            ("$age >= AND $country == 'US'", 8, "expected a value after '>=', found 'AND'"),
            ("$age >=", 7, "expected a value after '>=', found the end of the expression"),
            ("$age >=   ", 10, "expected a value after '>=', found the end of the expression"),
            ("NOT", 3, "expected a value after 'NOT', found the end of the expression"),
            (") == 1", 0, "expected a value, found ')'"),
            ("$a AND OR $b", 7, "expected a value after 'AND', found 'OR'"),
            ("()", 1, "expected a value after '(', found ')'"),
            ("($a == 1", 8, "missing ')'"),
            ("(($a == 1)", 10, "missing ')'"),
            ("($a == 1 $b)", 9, "expected AND, OR or ')', found '$b'"),
            ("$a == 1)", 7, "unexpected ')' without a matching '('"),
            ("$a == 1 $b", 8, "expected AND, OR or the end of the expression, found '$b'"),
            ("$a == 1 }", 8, "expected AND, OR or the end of the expression, found '}'"),
            ("1 < $a < 5", 7, "cannot chain comparisons: '<' follows another comparison"),
            ("$a == $b IN {1}", 9, "cannot chain comparisons: 'IN' follows another comparison"),
            ("$x IN {1, 2", 11, "missing '}'"),
            ("$x IN {", 7, "missing '}'"),
            ("$x IN {1, 2 3}", 12, "expected ',' or '}' in the set, found '3'"),
            ("$x IN {$y}", 7, "expected a literal value in the set, found '$y'"),
            ("$x IN {1,}", 9, "expected a literal value in the set, found '}'"),
            ("$x IN 1", 6, "expected '{' after 'IN', found '1'"),
            ("$x IN", 5, "expected '{' after 'IN', found the end of the expression"),
        ])
    func syntax(source: String, offset: Int, message: String) {
        let error = parseError(source)
        #expect(error?.reason == .conditionSyntax)
        #expect(error?.messageKey == "condition.syntax")
        #expect(error?.location?.offset == offset)
        #expect(error?.message == message)
    }

    @Test(
        "lexical errors point at the problem",
        arguments: [
            ("$name == 'Bob", 9, "unterminated string"),
            ("$name == \"Bob", 9, "unterminated string"),
            ("$name == 'Bob\\'", 9, "unterminated string"),
            ("$name == 'Bob\\", 9, "unterminated string"),
            ("$a == 'x\\q'", 8, "unknown escape '\\q' in string"),
            ("$a == 1 @ 2", 8, "unknown character '@'"),
            ("$a == 1 ;", 8, "unknown character ';'"),
            ("$a + 1", 3, "unknown character '+'"),
            ("$a\u{0}", 2, "unknown character '\\u{0}'"),
            ("'é' == $x @", 10, "unknown character '@'"),
            ("$a\r\n== 1 @", 8, "unknown character '@'"),
            ("$a 👍🏽", 3, "unknown character '👍🏽'"),
            ("café == 1", 0, "unknown word 'café'"),
            ("$a = 1", 3, "unknown character '='"),
            ("$a & $b", 3, "unknown character '&'"),
            ("$a | $b", 3, "unknown character '|'"),
            ("$x == -$y", 6, "expected a number after '-'"),
            ("$x == - 5", 6, "expected a number after '-'"),
            ("$ == 1", 1, "expected a field name after '$'"),
            ("$.a == 1", 1, "expected a field name after '$'"),
            ("$a. == 1", 3, "expected a name after '.' in '$a.'"),
            ("$a..b", 3, "expected a name after '.' in '$a.'"),
            ("$x == 99999999999999999999", 6, "number out of range: 99999999999999999999"),
            ("$x == -9223372036854775809", 6, "number out of range: -9223372036854775809"),
            ("$x == 1e5", 6, "invalid number '1e5'"),
            ("$x == 18abc", 6, "invalid number '18abc'"),
            ("$x == 5.", 6, "invalid number '5.'"),
            ("$x == 1.2.3", 6, "invalid number '1.2.3'"),
            ("rememberMe == true", 0, "unknown word 'rememberMe'"),
            ("$a ANDD $b", 3, "unknown word 'ANDD'"),
        ])
    func lexical(source: String, offset: Int, message: String) {
        let error = parseError(source)
        #expect(error?.location?.offset == offset)
        #expect(error?.message == message)
    }

    @Test("a decimal too large for a Double is out of range")
    func hugeDecimal() {
        let digits = "1" + String(repeating: "0", count: 400) + ".5"
        let error = parseError("$x == \(digits)")
        #expect(error?.location?.offset == 6)
        #expect(error?.message == "number out of range: " + digits.prefix(40) + "…")
    }

    @Test(
        "suggestions say how to fix it",
        arguments: [
            ("$name == 'Bob", "close the string with '"),
            ("$name == \"Bob", "close the string with \""),
            ("$a = 1", "did you mean '=='?"),
            ("$a & $b", "did you mean '&&'?"),
            ("$a | $b", "did you mean '||'?"),
            ("$x IN [1]", "write a set in braces: IN {'a', 'b'}"),
            ("rememberMe == true", "field references start with '$': did you mean '$rememberMe'?"),
            ("$a ANDD $b", "did you mean 'AND'?"),
            ("$a adn $b", "did you mean 'AND'?"),
            ("$a is nil", "compare with '=='"),
            ("($a == 1", "add ')' to close the '(' at position 0"),
            ("(($a == 1)", "add ')' to close the '(' at position 0"),
            ("$a AND ($b OR ($c)", "add ')' to close the '(' at position 7"),
            ("($a == 1 $b)", "join conditions with AND or OR, or close the '(' at position 0 with ')'"),
            ("$x IN {1, 2", "add '}' to close the '{' at position 6"),
            ("$x IN {1, 2 3}", "separate the values with commas and close the '{' at position 6 with '}'"),
            ("1 < $a < 5", "join the comparisons with AND, or group them with parentheses"),
            ("$plan NOT IN {'pro'}", "to test that a value is not in a set, write NOT ($key IN {…})"),
            ("", "write a condition such as $rememberMe == false"),
        ])
    func suggestions(source: String, suggestion: String) {
        #expect(parseError(source)?.suggestion == suggestion)
    }

    @Test(
        "NOT binds tighter than a comparison, so NOT $x == 'a' is rejected, not silently false",
        arguments: [
            ("NOT $plan IN {'pro'}", 14),
            ("NOT $age >= 18", 12),
            ("!$name == 'Bob'", 10),
            ("'Bob' == !$name", 0),
        ])
    func negatedValueComparedWithLiteral(source: String, offset: Int) {
        let error = parseError(source)
        #expect(error?.location?.offset == offset)
        #expect(error?.message.hasPrefix("compares a condition, which is true or false, with a") == true)
        #expect(
            error?.suggestion
                == "NOT applies only to the value right after it; to negate the comparison, write NOT ( … )")
    }

    @Test("10,000 nested parentheses are an error, not a crash")
    func deeplyNestedParentheses() {
        let source = String(repeating: "(", count: 10_000) + "$a" + String(repeating: ")", count: 10_000)
        let error = parseError(source)
        #expect(error?.location?.offset == 64)
        #expect(error?.message == "nesting too deep: more than 64 levels of parentheses and NOT")
        #expect(error?.reason == .conditionLimit)
        #expect(error?.messageKey == "condition.limit")
        #expect(error?.suggestion == "simplify the expression")
    }

    @Test("one level too many is an error, for NOT as for parentheses")
    func nestingLimit() {
        let limit = ConditionExpression.maximumNesting
        let parentheses = String(repeating: "(", count: limit + 1) + "$a" + String(repeating: ")", count: limit + 1)
        #expect(parseError(parentheses)?.location?.offset == limit)
        #expect(parseError(String(repeating: "NOT ", count: 10_000) + "$a")?.location?.offset == limit * 4)
        #expect(parseError(String(repeating: "!(", count: 5_000))?.location?.offset == limit)
        #expect(parseError(String(repeating: "!", count: limit + 1) + "$a")?.location?.offset == limit)
    }

    @Test("inputs over 1 MiB are rejected before they are read")
    func tooLong() {
        let source = String(repeating: "$a OR ", count: 200_000) + "$a"
        let error = parseError(source)
        #expect(error?.location?.offset == 0)
        #expect(error?.reason == .conditionLimit)
        #expect(
            error?.message == "expression too long: 1200002 bytes, at most 1048576 (FormLimits.maximumPredicateLength)")
    }

    @Test("large hostile inputs fail fast with the first problem")
    func largeGarbage() {
        #expect(parseError(String(repeating: "@", count: 500_000))?.location?.offset == 0)
        #expect(parseError("'" + String(repeating: "a", count: 500_000))?.message == "unterminated string")
        #expect(parseError(String(repeating: "$a ", count: 100_000))?.location?.offset == 3)
        let unclosed = "$x IN {" + Array(repeating: "1", count: 100_000).joined(separator: ", ")
        #expect(parseError(unclosed)?.message == "missing '}'")
    }

    @Test("the description names the problem, the position and the expression")
    func description() {
        let error = parseError("$name == 'Bob")
        #expect(
            error?.description == "unterminated string at position 9 in \"$name == 'Bob\" (close the string with ')")
        #expect(error?.location?.pointer == "$name == 'Bob\n         ^")
        let plain = FormDefinitionError.Problem(
            key: nil, reason: .conditionSyntax, message: "oops", location: .init(text: "$a $b", offset: 3))
        #expect(plain.description == "oops at position 3 in \"$a $b\"")
        #expect(plain.location?.line == nil && plain.location?.column == nil)
        let control = parseError("$a\n\t== \u{7}")
        #expect(control?.description == "unknown character '\\u{7}' at position 7 in \"$a  == \u{FFFD}\"")
        #expect(control?.location?.pointer == "$a  == \u{FFFD}\n       ^")
    }

    @Test("the description of an error in a long expression shows the part around it")
    func longDescription() {
        let source = String(repeating: "$a OR ", count: 1_000) + "$b @ " + String(repeating: "OR $c ", count: 1_000)
        let error = parseError(source)
        #expect(error?.location?.offset == 6_003)
        let excerpt =
            String(repeating: "$a OR ", count: 7).suffix(37) + "$b @ "
            + String(repeating: "OR $c ", count: 7).prefix(38)
        #expect(error?.description == "unknown character '@' at position 6003 in \"…\(excerpt)…\"")
        #expect(error?.location?.pointer == "…\(excerpt)…\n" + String(repeating: " ", count: 41) + "^")
    }

    // MARK: Unknown keys

    @Test("an unknown key is an error at its first appearance, with the closest known key")
    func unknownKey() throws {
        let expression = try ConditionExpression("$age >= 18 AND $cuntry == 'US' OR $cuntry == 'CA'")
        #expect(
            throws: FormDefinitionError(
                .init(
                    key: nil, reason: .conditionUnknownField, message: "unknown field '$cuntry'",
                    location: .init(text: expression.source, offset: 15), suggestion: "did you mean '$country'?"))
        ) {
            try expression.checkReferences(knownKeys: ["age", "country"])
        }
    }

    @Test("the suggestion ignores case")
    func unknownKeyCase() throws {
        let expression = try ConditionExpression("$rememberme == false")
        let error = #expect(throws: FormDefinitionError.self) {
            try expression.checkReferences(knownKeys: ["email", "rememberMe"])
        }?.problems.first
        #expect(error?.location?.offset == 0)
        #expect(error?.message == "unknown field '$rememberme'")
        #expect(error?.suggestion == "did you mean '$rememberMe'?")
        #expect(error?.reason == .conditionUnknownField)
        #expect(error?.messageKey == "condition.unknownField")
        #expect(
            error?.description
                == "unknown field '$rememberme' at position 0 in \"$rememberme == false\" (did you mean '$rememberMe'?)"
        )
    }

    @Test("with no close key, the known keys are listed")
    func unknownKeyList() throws {
        let expression = try ConditionExpression("$a == 1 AND $zzzzzz")
        let error = #expect(throws: FormDefinitionError.self) {
            try expression.checkReferences(knownKeys: ["a", "country", "email"])
        }?.problems.first
        #expect(error?.location?.offset == 12)
        #expect(error?.suggestion == "known fields: $a, $country, $email")
        let many = (1...12).map { "field\($0)" }
        let manyError = #expect(throws: FormDefinitionError.self) {
            try expression.checkReferences(knownKeys: many + ["a"])
        }?.problems.first
        #expect(
            manyError?.suggestion == "known fields: " + many.prefix(10).map { "$" + $0 }.joined(separator: ", ") + ", …"
        )
        let none = #expect(throws: FormDefinitionError.self) { try expression.checkReferences(knownKeys: [String]()) }?
            .problems.first
        #expect(none?.location?.offset == 0)
        #expect(none?.suggestion == "the form has no fields")
    }

    @Test("dotted keys are checked whole")
    func dottedKeys() throws {
        let expression = try ConditionExpression("$notifications.sond == 'chime'")
        let error = #expect(throws: FormDefinitionError.self) {
            try expression.checkReferences(knownKeys: ["notifications", "notifications.sound"])
        }?.problems.first
        #expect(error?.suggestion == "did you mean '$notifications.sound'?")
        #expect(throws: Never.self) {
            try ConditionExpression("$notifications.sound").checkReferences(knownKeys: Set(["notifications.sound"]))
        }
    }

    @Test("known keys pass")
    func knownKeys() throws {
        let expression = try ConditionExpression("$age >= 18 AND $country == 'US'")
        #expect(throws: Never.self) { try expression.checkReferences(knownKeys: ["country", "age", "email"]) }
        #expect(throws: Never.self) { try ConditionExpression("true").checkReferences(knownKeys: [String]()) }
    }

    // MARK: Types

    /// The categories of the fields in the type tests.
    private func category(_ key: String) -> ValueCategory? {
        let categories: [String: ValueCategory] = [
            "age": .number, "name": .string, "plan": .string, "rememberMe": .boolean,
            "birthday": .date, "tags": .list, "height": .number,
        ]
        return categories[key]
    }

    /// The error `checkTypes` throws for `source`, or `nil`.
    private func typeError(_ source: String) throws -> FormDefinitionError.Problem? {
        let expression = try ConditionExpression(source)
        do {
            try expression.checkTypes(category)
            return nil
        } catch {
            #expect(error.problems.map(\.reason) == [.conditionTypeMismatch])
            return error.problems.first
        }
    }

    @Test(
        "comparisons of a field with a literal of another kind are errors at the literal",
        arguments: [
            ("$age == '18'", 8, "'$age' holds a number, not a string", "write 18 without quotes"),
            ("$age >= 'eighteen'", 8, "'$age' holds a number, not a string", nil),
            ("'18' < $age", 0, "'$age' holds a number, not a string", "write 18 without quotes"),
            ("$rememberMe == 1", 15, "'$rememberMe' holds true or false, not a number", nil),
            (
                "$rememberMe == 'TRUE'", 15, "'$rememberMe' holds true or false, not a string",
                "write true without quotes"
            ),
            ("$name == 5", 9, "'$name' holds a string, not a number", "write '5' in quotes"),
            ("$name != false", 9, "'$name' holds a string, not true or false", "write 'false' in quotes"),
            ("$plan IN {'pro', 2}", 17, "'$plan' holds a string, not a number", "write '2' in quotes"),
            (
                "$birthday > '2020-01-01'", 12, "'$birthday' holds a date, not a string",
                "there are no date literals: compare dates in a closure condition"
            ),
            ("$tags == 'a'", 9, "'$tags' holds a list, not a string", "use a closure condition to look inside a list"),
            ("$age == $name", 8, "'$age' holds a number but '$name' holds a string", nil),
            ("$age == ($name == 'x')", 9, "'$age' holds a number, not true or false", nil),
            ("1 == 'a'", 5, "cannot compare a number with a string", nil),
            ("NOT ($age == 'x') OR $rememberMe", 13, "'$age' holds a number, not a string", nil),
            (
                "$rememberMe AND ($height < 2 OR $name > 3)", 40, "'$name' holds a string, not a number",
                "write '3' in quotes"
            ),
        ])
    func typeMismatch(source: String, offset: Int, message: String, suggestion: String?) throws {
        let error = try typeError(source)
        #expect(error?.location?.offset == offset)
        #expect(error?.message == message)
        #expect(error?.suggestion == suggestion)
    }

    @Test(
        "comparisons of matching kinds, with nil, or with fields of unknown kind pass",
        arguments: [
            "$age == 18", "$age > -2.5", "$age == nil", "$name != nil", "$plan IN {nil, 'pro'}",
            "$plan IN {}", "$rememberMe == false", "$rememberMe == ($age > 3)", "$age <= $height",
            "$other == 'x'", "$other == $age", "$tags == nil", "$birthday", "NOT $tags",
            "$age IN {1, 2.5, -3}",
        ])
    func typeMatches(source: String) throws {
        #expect(try typeError(source) == nil)
    }
}
