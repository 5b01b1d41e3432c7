import Foundation
import Testing

@testable import Formulate

@Suite("Validation rules: comparisons and equalsField")
struct RuleComparisonTests {
    static let newYear2024 = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01T00:00:00Z

    @Test(
        "numbers compare by magnitude, and numbers typed as text are read",
        arguments: [
            (ValidationRule.greaterOrEqual(18), FormValue.int(18), true),
            (.greaterOrEqual(18), .int(17), false),
            (.greaterOrEqual(18), .double(18.0), true),
            (.greaterOrEqual(18), .decimal(Decimal(string: "17.99") ?? 0), false),
            (.greaterOrEqual(18), .uint(40), true),
            (.greaterOrEqual(18), "18", true),
            (.greaterOrEqual(18), " 19 ", true),
            (.greaterOrEqual(18), "17", false),
            (.greaterOrEqual(18), "1.8e1", true),
            (.greaterOrEqual(18), "abc", false),
            (.greaterOrEqual(18), "20abc", false),
            (.greaterOrEqual(18), .double(.nan), false),
            (.greaterOrEqual(18), .bool(true), false),
            (.greaterThan(17), .int(18), true),
            (.greaterThan(17), .int(17), false),
            (.greaterThan(.double(2.5)), .decimal(Decimal(string: "2.51") ?? 0), true),
            (.lessThan(10), .int(9), true),
            (.lessThan(10), .int(10), false),
            (.lessThan(10), "-3", true),
            (.lessOrEqual(10), .double(10), true),
            (.lessOrEqual(10), .double(10.5), false),
            (.lessOrEqual("10"), .int(9), true),
        ])
    func numbers(_ rule: ValidationRule, _ value: FormValue, _ passes: Bool) {
        #expect(rule.passes(value) == passes)
    }

    @Test func numberMessagesSayWhatIsExpected() {
        #expect(
            ValidationRule.greaterOrEqual(18).failure(17, title: "Age") == "Age must be greater than or equal to 18.")
        #expect(
            ValidationRule.greaterOrEqual(18).failure("abc", title: "Age")
                == "Age must be a number greater than or equal to 18.")
        #expect(ValidationRule.greaterThan(.double(18.0)).failure(3, title: "Age") == "Age must be greater than 18.")
        #expect(
            ValidationRule.greaterThan(.double(2.5)).failure(1, title: "Weight") == "Weight must be greater than 2.5.")
        #expect(ValidationRule.lessThan(10).failure(10, title: "Guests") == "Guests must be less than 10.")
        #expect(
            ValidationRule.lessOrEqual(10).failure(11, title: "Guests") == "Guests must be less than or equal to 10.")
    }

    @Test func textInNumericFieldsIsReadAsNumbers() {
        let rule = ValidationRule.greaterThan("9")
        #expect(rule.passes("10", kind: .integer))
        #expect(!rule.passes("10", kind: .text)) // "10" sorts before "9" as text
    }

    @Test func dates() {
        let rule = ValidationRule.greaterOrEqual(.date(Self.newYear2024))
        #expect(rule.passes(.date(Self.newYear2024)))
        #expect(rule.passes(.date(Self.newYear2024.addingTimeInterval(86_400))))
        #expect(!rule.passes(.date(Self.newYear2024.addingTimeInterval(-1))))
        #expect(rule.passes("2024-06-01"))
        #expect(!rule.passes("2023-12-31"))
        #expect(rule.passes("2024-01-01T10:00:00Z"))
        #expect(!rule.passes("next week"))
        #expect(
            rule.failure(.date(Self.newYear2024.addingTimeInterval(-86_400)), title: "Start")
                == "Start must be on or after 2024-01-01.")
        #expect(rule.failure(5, title: "Start") == "Start must be a date on or after 2024-01-01.")
        #expect(
            ValidationRule.lessThan(.date(Self.newYear2024.addingTimeInterval(3_600))).failure(
                .date(Self.newYear2024.addingTimeInterval(7_200)), title: "End")
                == "End must be before 2024-01-01T01:00:00Z.")
        #expect(ValidationRule.lessOrEqual("2024-01-01").passes(.date(Self.newYear2024)))
    }

    @Test func text() {
        let rule = ValidationRule.lessThan("m")
        #expect(rule.passes("apple"))
        #expect(!rule.passes("zebra"))
        #expect(rule.failure("zebra", title: "Code") == "Code must be less than \"m\".")
        #expect(rule.failure(5, title: "Code") == "Code must be text less than \"m\".")
    }

    // MARK: equalsField

    @Test func equalsFieldComparesWithTheOtherField() {
        let rule = ValidationRule.equalsField("password")
        let context = makeRuleContext(
            key: "confirmPassword", title: "Confirm Password",
            values: ["password": "s3cret!"], titles: ["password": "Password"])
        #expect(rule.validate("s3cret!", in: context) == nil)
        #expect(
            rule.validate("S3cret!", in: context)
                == FormError(
                    key: "confirmPassword", reason: .rule("equalsField"),
                    message: "Confirm Password must match Password.",
                    arguments: [FormValueMember("title", "Confirm Password"), FormValueMember("value", "password")]))
        #expect(rule.referencedFieldKeys == ["password"])
    }

    @Test func equalsFieldNamesTheOtherFieldByKeyWithoutATitle() {
        let context = makeRuleContext(title: "Confirm", values: ["password": "a"])
        #expect(
            ValidationRule.equalsField("password").validate("b", in: context)?.message == "Confirm must match password."
        )
    }

    @Test func equalsFieldComparesNumbersByMagnitude() {
        let context = makeRuleContext(values: ["total": .double(1.0)])
        #expect(ValidationRule.equalsField("total").validate(.int(1), in: context) == nil)
    }

    @Test("a missing target field is an error naming the key, never a crash")
    func equalsFieldMissingTarget() {
        let context = makeRuleContext(key: "confirmPassword", title: "Confirm Password", values: ["pasword": "x"])
        let expected = FormError(
            key: "confirmPassword", reason: .rule("equalsField"),
            message: "Confirm Password cannot be checked: the form has no field \"password\" to compare it with.",
            arguments: [FormValueMember("title", "Confirm Password"), FormValueMember("value", "password")])
        #expect(ValidationRule.equalsField("password").validate("x", in: context) == expected)
        #expect(ValidationRule.equalsField("password").validate(.null, in: context) == expected)
        #expect(
            ValidationRule.equalsField("password").message("Passwords must match.").validate("x", in: context)
                == expected)
    }

    @Test("equalsField checks blank values: an empty confirmation of a set password fails")
    func equalsFieldBlankValues() {
        let rule = ValidationRule.equalsField("password")
        #expect(rule.validate("", in: makeRuleContext(values: ["password": ""])) == nil)
        #expect(rule.validate(.null, in: makeRuleContext(values: ["password": ""])) == nil)
        #expect(rule.validate("", in: makeRuleContext(values: ["password": .null])) == nil)
        #expect(rule.validate("", in: makeRuleContext(values: ["password": "s3cret!"])) != nil)
        #expect(rule.validate(.null, in: makeRuleContext(values: ["password": "s3cret!"])) != nil)
    }
}
