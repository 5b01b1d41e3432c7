import Testing

@testable import Formulate

/// How predicates are read: grouping, literals, keys and references.
@Suite struct ConditionParserTests {
    /// The canonical, fully parenthesized rendering of how `source` was grouped.
    private func grouping(_ source: String) throws -> String {
        try ConditionExpression(source).root.description
    }

    @Test(
        "the issue's examples parse",
        arguments: [
            ("$rememberMe == false", "($rememberMe == false)"),
            ("$age >= 18 AND $country == 'US'", "(($age >= 18) AND ($country == 'US'))"),
            ("$plan IN {'pro', 'team'}", "($plan IN {'pro', 'team'})"),
            ("NOT ($a || $b)", "(NOT ($a OR $b))"),
        ])
    func issueExamples(source: String, expected: String) throws {
        #expect(try grouping(source) == expected)
    }

    @Test(
        "NOT binds tighter than comparisons, which bind tighter than AND, then OR",
        arguments: [
            ("$a OR $b AND $c", "($a OR ($b AND $c))"),
            ("$a AND $b OR $c AND $d", "(($a AND $b) OR ($c AND $d))"),
            ("NOT $a AND $b", "((NOT $a) AND $b)"),
            ("!$a == true", "((NOT $a) == true)"),
            ("$a == 1 AND $b != 2 OR $c < 3", "((($a == 1) AND ($b != 2)) OR ($c < 3))"),
            ("$a OR $b OR $c", "($a OR $b OR $c)"),
            ("$a AND $b AND $c", "($a AND $b AND $c)"),
            ("NOT NOT $a", "(NOT (NOT $a))"),
            ("$a == NOT $b", "($a == (NOT $b))"),
        ])
    func precedence(source: String, expected: String) throws {
        #expect(try grouping(source) == expected)
    }

    @Test(
        "parentheses group",
        arguments: [
            ("($a OR $b) AND $c", "(($a OR $b) AND $c)"),
            ("$a AND ($b OR ($c AND NOT ($d)))", "($a AND ($b OR ($c AND (NOT $d))))"),
            ("((($a)))", "$a"),
            ("($a AND $b) == false", "(($a AND $b) == false)"),
        ])
    func parentheses(source: String, expected: String) throws {
        #expect(try grouping(source) == expected)
    }

    @Test(
        "symbols and keywords in any case mean the same",
        arguments: [
            ("$a && $b || !$c", "(($a AND $b) OR (NOT $c))"),
            ("$a and $b or not $c", "(($a AND $b) OR (NOT $c))"),
            ("$a And $b oR NoT $c", "(($a AND $b) OR (NOT $c))"),
            ("$x in {TRUE, False, NIL, null, nil}", "($x IN {true, false, nil, nil, nil})"),
        ])
    func keywords(source: String, expected: String) throws {
        #expect(try grouping(source) == expected)
    }

    @Test(
        "numbers: integers, decimals and negative numbers",
        arguments: [
            ("$x > -2.5", "($x > -2.5)"),
            ("$x == -5", "($x == -5)"),
            ("$x>-5", "($x > -5)"),
            ("$x == 007", "($x == 7)"),
            ("$x == 1.50", "($x == 1.5)"),
            ("$x == 0.1", "($x == 0.1)"),
            ("$x == 9223372036854775807", "($x == 9223372036854775807)"),
            ("$x == -9223372036854775808", "($x == -9223372036854775808)"),
            ("$x IN {-1, 2, -3.25}", "($x IN {-1, 2, -3.25})"),
        ])
    func numbers(source: String, expected: String) throws {
        #expect(try grouping(source) == expected)
    }

    @Test("integers are .int and decimals are .double")
    func numberValues() throws {
        let expression = try ConditionExpression("$x IN {18, -2.5, -9223372036854775808}")
        guard case .membership(_, let elements, _) = expression.root else {
            Issue.record("expected a membership test, got \(expression.root)")
            return
        }
        #expect(elements.map(\.value) == [.int(18), .double(-2.5), .int(Int.min)])
        #expect(elements.map(\.offset) == [7, 11, 17])
    }

    @Test(
        "strings in both quotes, with escapes",
        arguments: [
            ("$s == 'US'", "US"),
            ("$s == \"US\"", "US"),
            ("$s == \"it's\"", "it's"),
            ("$s == 'say \"hi\"'", "say \"hi\""),
            ("$s == 'it\\'s'", "it's"),
            ("$s == \"say \\\"hi\\\"\"", "say \"hi\""),
            ("$s == 'a\\\\b'", "a\\b"),
            ("$s == 'line\\nbreak\\ttab'", "line\nbreak\ttab"),
            ("$s == ''", ""),
            ("$s == 'AND OR $x ( ) { }'", "AND OR $x ( ) { }"),
            ("$s == 'héllo 👋🏽'", "héllo 👋🏽"),
        ])
    func strings(source: String, expected: String) throws {
        let expression = try ConditionExpression(source)
        guard case .comparison(_, .equal, .literal(let literal), _) = expression.root else {
            Issue.record("expected a comparison with a literal, got \(expression.root)")
            return
        }
        #expect(literal.value == .string(expected))
    }

    @Test("dotted keys are key paths into nested forms")
    func dottedKeys() throws {
        let expression = try ConditionExpression("$notifications.sound == 'chime' AND $a.b.c_2")
        #expect(expression.references == ["notifications.sound", "a.b.c_2"])
        #expect(expression.root.description == "(($notifications.sound == 'chime') AND $a.b.c_2)")
    }

    @Test("keys may use any letters, digits and combining marks")
    func unicodeKeys() throws {
        let expression = try ConditionExpression("$名前 == '太郎' OR $cafe\u{301} OR $x_2")
        #expect(expression.references == ["名前", "cafe\u{301}", "x_2"])
        #expect(expression.referenceOffsets == [0, 15, 24])
    }

    @Test("references are the distinct keys in order of first appearance")
    func references() throws {
        let expression = try ConditionExpression("$b == 1 OR $a == 2 AND $b == 3 OR NOT $c OR $a")
        #expect(expression.references == ["b", "a", "c"])
        #expect(expression.referenceOffsets == [0, 11, 38])
        #expect(try ConditionExpression("true OR 1 == 1").references == [])
    }

    @Test("white space of any kind separates tokens, and is optional between symbols")
    func whiteSpace() throws {
        #expect(try grouping("\t$a\n&&\r\n$b   ") == "($a AND $b)")
        #expect(try grouping("($a==1)||!($b>=2)") == "(($a == 1) OR (NOT ($b >= 2)))")
        #expect(try grouping("$a\u{A0}AND\u{2003}$b") == "($a AND $b)")
    }

    @Test("an empty set is allowed")
    func emptySet() throws {
        #expect(try grouping("$x IN {}") == "($x IN {})")
        #expect(try grouping("$x IN { }") == "($x IN {})")
    }

    @Test("tokens carry their character and UTF-8 offsets")
    func tokenOffsets() throws {
        var lexer = ConditionLexer("$café == 'ü' AND $x")
        var tokens: [ConditionToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { break }
        }
        #expect(
            tokens.map(\.kind) == [.key("café"), .comparison(.equal), .literal(.string("ü")), .and, .key("x"), .end])
        #expect(tokens.map(\.text) == ["$café", "==", "'ü'", "AND", "$x", ""])
        #expect(tokens.map(\.offset) == [0, 6, 9, 13, 17, 19])
        #expect(tokens.map(\.utf8Offset) == [0, 7, 10, 15, 19, 21])
    }

    @Test("parentheses and NOT may nest up to the limit")
    func nestingUpToTheLimit() throws {
        let limit = ConditionExpression.maximumNesting
        #expect(limit == 64)
        let parentheses = String(repeating: "(", count: limit) + "$a" + String(repeating: ")", count: limit)
        #expect(try grouping(parentheses) == "$a")
        let nots = String(repeating: "NOT ", count: limit) + "$a"
        #expect(try ConditionExpression(nots).references == ["a"])
    }

    @Test("a 100 KB chain of ORs parses into one wide node")
    func longChainOfOrs() throws {
        var clauses: [String] = []
        var length = 0
        while length < 100_000 {
            let clause = "$f\(clauses.count % 100) == \(clauses.count)"
            clauses.append(clause)
            length += clause.count + 4
        }
        let source = clauses.joined(separator: " OR ")
        #expect(source.utf8.count >= 100_000)
        let expression = try ConditionExpression(source)
        guard case .or(let operands) = expression.root else {
            Issue.record("expected an OR chain")
            return
        }
        #expect(operands.count == clauses.count)
        #expect(expression.references.count == 100)
        #expect(expression.references.first == "f0")
        #expect(expression.evaluate(["f7": 107]))
        #expect(!expression.evaluate(["f7": 108]))
        #expect(!expression.evaluate([:]))
    }

    @Test("a long chain of ANDs with && parses too")
    func longChainOfAnds() throws {
        let source = Array(repeating: "$a", count: 30_000).joined(separator: " && ")
        let expression = try ConditionExpression(source)
        #expect(expression.references == ["a"])
        #expect(expression.evaluate(["a": true]))
        #expect(!expression.evaluate(["a": false]))
    }

    @Test("a condition is described, compared and hashed by its source")
    func identity() throws {
        let a = try ConditionExpression("$a == 1")
        let b = try ConditionExpression("$a == 1")
        let c = try ConditionExpression("$a==1")
        #expect(a.source == "$a == 1")
        #expect(a.description == "$a == 1")
        #expect(a == b)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
    }
}
