import Foundation
import Testing

@testable import Formulate

/// What conditions evaluate to for given values.
@Suite struct ConditionEvaluationTests {
    /// Parses `source` and evaluates it with `values` (missing keys are `nil`).
    private func evaluate(_ source: String, _ values: [String: FormValue] = [:]) throws -> Bool {
        try ConditionExpression(source).evaluate(values)
    }

    @Test("$rememberMe == false")
    func rememberMe() throws {
        #expect(try evaluate("$rememberMe == false", ["rememberMe": false]))
        #expect(try !evaluate("$rememberMe == false", ["rememberMe": true]))
        #expect(try !evaluate("$rememberMe == false", [:]), "nil is not false")
    }

    @Test(
        "$age >= 18 AND $country == 'US'",
        arguments: [
            (FormValue.int(21), FormValue.string("US"), true),
            (.int(18), .string("US"), true),
            (.int(17), .string("US"), false),
            (.int(30), .string("CA"), false),
            (.double(18.0), .string("US"), true),
            (.decimal(Decimal(string: "17.99") ?? 0), .string("US"), false),
            (.uint(40), .string("US"), true),
            (.string("20"), .string("US"), false),
            (.null, .string("US"), false),
        ])
    func ageAndCountry(age: FormValue, country: FormValue, expected: Bool) throws {
        #expect(try evaluate("$age >= 18 AND $country == 'US'", ["age": age, "country": country]) == expected)
    }

    @Test(
        "$plan IN {'pro', 'team'}",
        arguments: [
            (FormValue.string("pro"), true),
            (.string("team"), true),
            (.string("free"), false),
            (.string("Pro"), false),
            (.null, false),
            (.int(1), false),
        ])
    func plan(plan: FormValue, expected: Bool) throws {
        #expect(try evaluate("$plan IN {'pro', 'team'}", ["plan": plan]) == expected)
    }

    @Test(
        "NOT ($a || $b)",
        arguments: [
            (FormValue.bool(false), FormValue.bool(false), true),
            (.bool(true), .bool(false), false),
            (.bool(false), .bool(true), false),
            (.bool(true), .bool(true), false),
            (.null, .null, true),
        ])
    func notAOrB(a: FormValue, b: FormValue, expected: Bool) throws {
        #expect(try evaluate("NOT ($a || $b)", ["a": a, "b": b]) == expected)
    }

    @Test("IN compares by equivalence; an empty set contains nothing")
    func membership() throws {
        #expect(try evaluate("$x IN {1, 2.5, nil}", ["x": .double(1)]))
        #expect(try evaluate("$x IN {1, 2.5, nil}", ["x": .decimal(Decimal(string: "2.5") ?? 0)]))
        #expect(try evaluate("$x IN {1, 2.5, nil}", [:]))
        #expect(try !evaluate("$x IN {1, 2.5, nil}", ["x": 2]))
        #expect(try !evaluate("$x IN {}", ["x": 1]))
        #expect(try !evaluate("$x IN {}", [:]))
        #expect(try evaluate("NOT ($x IN {'a', 'b'})", ["x": "c"]))
        #expect(try !evaluate("$tags IN {'a'}", ["tags": ["a"]]), "a list is not one of the values")
    }

    @Test(
        "a value on its own holds when it is truthy",
        arguments: [
            (FormValue.bool(true), true),
            (.bool(false), false),
            (.null, false),
            (.int(0), false),
            (.int(-3), true),
            (.uint(0), false),
            (.double(0), false),
            (.double(0.5), true),
            (.double(.nan), false),
            (.decimal(0), false),
            (.decimal(1), true),
            (.string(""), false),
            (.string("no"), true),
            (.array([]), false),
            (.array([.null]), true),
            (.object([]), false),
            (.object([FormValueMember("a", 1)]), true),
            (.date(Date(timeIntervalSince1970: 0)), true),
        ])
    func truthiness(value: FormValue, expected: Bool) throws {
        #expect(try evaluate("$v", ["v": value]) == expected)
        #expect(try evaluate("NOT $v", ["v": value]) == !expected)
        #expect(try evaluate("!!$v", ["v": value]) == expected)
    }

    @Test(
        "literals on their own are truthy or not",
        arguments: [
            ("true", true), ("false", false), ("nil", false), ("null", false),
            ("0", false), ("1", true), ("-2.5", true), ("0.0", false),
            ("''", false), ("'x'", true), ("\"\"", false),
        ])
    func literalTruthiness(source: String, expected: Bool) throws {
        #expect(try evaluate(source) == expected)
    }

    @Test("== and != compare by equivalence")
    func equality() throws {
        #expect(try evaluate("1 == 1.0"))
        #expect(try evaluate("$x == 1", ["x": .double(1)]))
        #expect(try evaluate("$x == 1", ["x": .decimal(1)]))
        #expect(try evaluate("$x == 1", ["x": .uint(1)]))
        #expect(try evaluate("$x == 0.1", ["x": .decimal(Decimal(string: "0.1") ?? 0)]))
        #expect(try !evaluate("$x == '1'", ["x": 1]))
        #expect(try evaluate("$x != '1'", ["x": 1]))
        #expect(try evaluate("$x == nil", [:]))
        #expect(try evaluate("$x == null", ["x": .null]))
        #expect(try !evaluate("$x == nil", ["x": 0]))
        #expect(try evaluate("$x != nil", ["x": 0]))
        #expect(try evaluate("$x != nil", ["x": ""]))
        #expect(try !evaluate("$x != nil", [:]))
        #expect(try evaluate("$s == 'US'", ["s": "US"]))
        #expect(try !evaluate("$s == 'US'", ["s": "us"]), "strings compare case-sensitively")
        #expect(try evaluate("$s == 'é'", ["s": "e\u{301}"]), "strings compare by canonical equivalence")
    }

    @Test("orderings hold only between values that can be ordered")
    func ordering() throws {
        #expect(try evaluate("$x < 5", ["x": 4]))
        #expect(try evaluate("$x <= 5", ["x": .double(5)]))
        #expect(try !evaluate("$x < 5", ["x": 5]))
        #expect(try evaluate("$x > -2.5", ["x": -2]))
        #expect(try !evaluate("$x > -2.5", ["x": -3]))
        #expect(try evaluate("$s < 'b'", ["s": "a"]))
        #expect(try evaluate("$b < true", ["b": false]))
        #expect(
            try evaluate(
                "$d1 < $d2", ["d1": .date(Date(timeIntervalSince1970: 0)), "d2": .date(Date(timeIntervalSince1970: 1))])
        )
        // Mismatched kinds: no ordering holds, and != does.
        for op in ["<", "<=", ">", ">=", "=="] {
            #expect(try !evaluate("$x \(op) 5", ["x": "a"]), "'a' \(op) 5")
            #expect(try !evaluate("$x \(op) 5", [:]), "nil \(op) 5")
            #expect(try !evaluate("$x \(op) 'a'", ["x": true]), "true \(op) 'a'")
        }
        #expect(try !evaluate("$x >= nil", [:]), "nil cannot be ordered, not even with nil")
        #expect(try !evaluate("$x < 1", ["x": .double(.nan)]))
        #expect(try evaluate("$x != 5", ["x": "a"]))
    }

    @Test("two fields compare with each other")
    func fieldWithField() throws {
        #expect(try evaluate("$password == $confirmation", ["password": "s3cret", "confirmation": "s3cret"]))
        #expect(try !evaluate("$password == $confirmation", ["password": "s3cret", "confirmation": "secret"]))
        #expect(try evaluate("$min <= $max", ["min": 1, "max": .double(1.5)]))
    }

    @Test("precedence decides the result")
    func precedence() throws {
        // OR is looser than AND: true OR (false AND false).
        #expect(try evaluate("$a OR $b AND $c", ["a": true, "b": false, "c": false]))
        #expect(try !evaluate("($a OR $b) AND $c", ["a": true, "b": false, "c": false]))
        // NOT is tighter than AND.
        #expect(try evaluate("NOT $a AND $b", ["a": false, "b": true]))
        #expect(try !evaluate("NOT $a AND $b", ["a": false, "b": false]))
        #expect(try evaluate("NOT ($a AND $b)", ["a": false, "b": false]))
        // NOT is tighter than a comparison: (NOT $a) == true.
        #expect(try evaluate("!$a == true", ["a": false]))
        #expect(try evaluate("NOT $a == false", ["a": "text"]))
        // A condition compared with a Boolean.
        #expect(try evaluate("($a AND $b) == false", ["a": true, "b": false]))
        #expect(try evaluate("$flag == ($age >= 18)", ["flag": true, "age": 20]))
    }

    @Test("escapes in strings match the characters they stand for")
    func escapes() throws {
        #expect(try evaluate("$s == 'it\\'s'", ["s": "it's"]))
        #expect(try evaluate("$s == \"a\\\\b\\n\\t\\\"\"", ["s": "a\\b\n\t\""]))
    }

    @Test("dotted keys are looked up whole")
    func dottedKeys() throws {
        #expect(try evaluate("$notifications.sound == 'chime'", ["notifications.sound": "chime"]))
    }

    @Test("AND and OR look up only what decides them")
    func shortCircuit() throws {
        let expression = try ConditionExpression("$a OR $b AND $c")
        var looked: [String] = []
        let result = expression.evaluate { key in
            looked.append(key)
            return key == "a" ? true : false
        }
        #expect(result)
        #expect(looked == ["a"])
    }

    @Test("the most deeply nested condition allowed evaluates")
    func deepNesting() throws {
        let limit = ConditionExpression.maximumNesting
        let parentheses = String(repeating: "(", count: limit) + "$a" + String(repeating: ")", count: limit)
        #expect(try evaluate(parentheses, ["a": 1]))
        let nots = String(repeating: "!", count: limit) + "$a"
        #expect(try evaluate(nots, ["a": 1]) == limit.isMultiple(of: 2))
        let mixed = String(repeating: "NOT (", count: limit / 2) + "$a" + String(repeating: ")", count: limit / 2)
        #expect(try evaluate(mixed, ["a": false]) == !(limit / 2).isMultiple(of: 2))
    }
}
