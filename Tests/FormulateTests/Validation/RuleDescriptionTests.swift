import Foundation
import Testing

@testable import Formulate

@Suite("Validation rules: JSON descriptions")
struct RuleDescriptionTests {
    static let loadableRules: [ValidationRule] =
        [
            .required, .email, .url(), .url(requireScheme: true), .url(allowedSchemes: ["https"]),
            .url(requireScheme: true, allowedSchemes: ["ftp", "sftp"]),
            .minLength(8), .maxLength(40), .exactLength(5),
            .greaterThan(17), .greaterOrEqual(.double(2.5)), .lessThan("m"),
            .lessOrEqual(.date(Date(timeIntervalSince1970: 0))),
            .equalsField("password"), .integer, .double(), .double(maxDecimalPlaces: 2),
            .usPhone, .fiveDigitZipCode, .usState, .expiration,
            .minLength(8).message("Use 8 or more characters."), .required.message("Tell us your name."),
        ] + [(try? ValidationRule.regex("^a+$")) ?? .integer]

    static let samples: [FormValue] = [
        .null, "", "a", "aaa", "abc", "m", "z", "12", "12.345", "-1234", "12345", "555-123-4567", "North Dakota",
        "09/2030", "00/2030", "https://example.com", "example.com", "name@example.com", .int(20), .double(2.5),
        .array([1, 2]), .date(Date(timeIntervalSince1970: 100)),
    ]

    @Test("descriptions load back into the same rule", arguments: loadableRules)
    func roundTrip(_ rule: ValidationRule) throws {
        let loaded = try ValidationRule(description: rule.descriptionValue)
        #expect(loaded.name == rule.name)
        #expect(loaded.descriptionValue == rule.descriptionValue)
        #expect(loaded.description == rule.description)
        let context = makeRuleContext(title: "Field", values: ["password": "abc"])
        for sample in Self.samples {
            #expect(loaded.validate(sample, in: context) == rule.validate(sample, in: context), "\(sample)")
        }
    }

    @Test func descriptionValues() throws {
        #expect(
            ValidationRule.minLength(8).descriptionValue == .object([.init("rule", "minLength"), .init("value", 8)]))
        #expect(ValidationRule.required.descriptionValue == .object([.init("rule", "required")]))
        #expect(
            ValidationRule.url(requireScheme: true).descriptionValue
                == .object([.init("rule", "url"), .init("requireScheme", true)]))
        #expect(
            ValidationRule.double(maxDecimalPlaces: 2).descriptionValue
                == .object([.init("rule", "double"), .init("maxDecimalPlaces", 2)]))
        #expect(
            ValidationRule.equalsField("password").descriptionValue
                == .object([.init("rule", "equalsField"), .init("value", "password")]))
        #expect(
            try ValidationRule.regex("^a+$").descriptionValue
                == .object([.init("rule", "regex"), .init("value", "^a+$")]))
        #expect(
            ValidationRule.maxLength(40).message("Too long.").descriptionValue
                == .object([.init("rule", "maxLength"), .init("value", 40), .init("message", "Too long.")]))
    }

    @Test("closure rules describe themselves by name but cannot be loaded")
    func closureRules() {
        let rule = ValidationRule.closure(name: "even", message: "Pick an even number.") { _ in true }
        let described = FormValue.object([
            .init("rule", "closure"), .init("name", "even"), .init("message", "Pick an even number."),
        ])
        #expect(rule.descriptionValue == described)
        #expect(rule.description == "closure(\"even\") message: \"Pick an even number.\"")
        #expect(
            throws: FormDefinitionError.rule(
                "even", .ruleNotLoadable,
                "Rule \"even\" is a closure rule: its check is Swift code, so it cannot be loaded from a description. "
                    + "Add it in code with ValidationRule.closure(name:message:_:).")
        ) {
            try ValidationRule(description: described)
        }
    }

    @Test func textDescriptions() throws {
        #expect(ValidationRule.minLength(8).description == "minLength(8)")
        #expect(ValidationRule.required.description == "required")
        #expect(
            ValidationRule.url(requireScheme: true, allowedSchemes: ["https"]).description
                == "url(requireScheme: true, allowedSchemes: [\"https\"])")
        #expect(
            ValidationRule.equalsField("password").message("Must match.").description
                == "equalsField(\"password\") message: \"Must match.\"")
        #expect(try ValidationRule.regex("a\"b").description == "regex(\"a\\\"b\")")
    }

    @Test func loading() throws {
        let minLength = try ValidationRule(description: ruleDescription(["rule": "minLength", "value": 8.0]))
        #expect(minLength.name == "minLength")
        #expect(minLength.parameter("value") == .int(8))
        #expect(try ValidationRule(description: "required").name == "required")
        #expect(try ValidationRule(description: ruleDescription(["rule": "required"])).passes(.bool(false)))
        let url = try ValidationRule(description: ruleDescription(["rule": "url", "requireScheme": true]))
        #expect(!url.passes("example.com"))
        #expect(url.passes("https://example.com"))
        let money = try ValidationRule(description: ruleDescription(["rule": "double", "maxDecimalPlaces": 2]))
        #expect(money.passes("1.25") && !money.passes("1.255"))
        let anyPlaces = try ValidationRule(description: ruleDescription(["rule": "double", "maxDecimalPlaces": nil]))
        #expect(anyPlaces.passes("1.255"))
        let regex = try ValidationRule(description: ruleDescription(["rule": "regex", "value": "^a+$"]))
        #expect(regex.passes("aaa") && !regex.passes("ab"))
        let confirm = try ValidationRule(description: ruleDescription(["rule": "equalsField", "value": "password"]))
        #expect(confirm.referencedFieldKeys == ["password"])
        let adult = try ValidationRule(
            description: ruleDescription(["rule": "greaterOrEqual", "value": 18, "message": "Adults only."]))
        #expect(adult.failure(17) == "Adults only.")
        #expect(adult.customMessage == "Adults only.")
    }

    // MARK: bad descriptions

    @Test(
        "bad descriptions name the rule and what is expected",
        arguments: [
            (
                ruleDescription(["rule": "minLength", "value": "eight"]), "minLength",
                FormDefinitionError.Reason.invalidRuleParameter,
                "minLength expects \"value\" to be a whole number of characters (or items), 0 or more; got \"eight\"."
            ),
            (
                ruleDescription(["rule": "minLength", "value": -1]), "minLength", .invalidRuleParameter,
                "minLength expects \"value\" to be a whole number of characters (or items), 0 or more; got -1."
            ),
            (
                ruleDescription(["rule": "exactLength", "value": 2.5]), "exactLength", .invalidRuleParameter,
                "exactLength expects \"value\" to be a whole number of characters (or items), 0 or more; got 2.5."
            ),
            (
                ruleDescription(["rule": "maxLength"]), "maxLength", .missingRuleParameter,
                "maxLength needs \"value\": a whole number of characters (or items), 0 or more."
            ),
            (
                ruleDescription(["rule": "minLenght", "value": 8]), "minLenght", .unknownRule,
                "Unknown rule \"minLenght\" (did you mean 'minLength'?). Known rules: required, email, url, regex, minLength, "
                    + "maxLength, exactLength, greaterThan, greaterOrEqual, lessThan, lessOrEqual, equalsField, integer, double, "
                    + "usPhone, phoneNumber, fiveDigitZipCode, usState, expiration, unique."
            ),
            (
                ruleDescription(["rule": "minLength", "value": 8, "vaule": 9]), "minLength", .unknownRuleParameter,
                "minLength has no parameter \"vaule\" (did you mean 'value'?); it takes \"value\", \"unit\", \"message\"."
            ),
            (
                ruleDescription(["rule": "required", "value": true]), "required", .unknownRuleParameter,
                "required has no parameter \"value\"; it takes only \"message\"."
            ),
            (
                ruleDescription(["rule": "url", "requireScheme": "yes"]), "url", .invalidRuleParameter,
                "url expects \"requireScheme\" to be true or false; got \"yes\"."
            ),
            (
                ruleDescription(["rule": "url", "allowedSchemes": []]), "url", .invalidRuleParameter,
                "url expects \"allowedSchemes\" to be a non-empty list of schemes such as [\"https\"]; got []."
            ),
            (
                ruleDescription(["rule": "url", "allowedSchemes": "https"]), "url", .invalidRuleParameter,
                "url expects \"allowedSchemes\" to be a non-empty list of schemes such as [\"https\"]; got \"https\"."
            ),
            (
                ruleDescription(["rule": "double", "maxDecimalPlaces": -1]), "double", .invalidRuleParameter,
                "double expects \"maxDecimalPlaces\" to be a whole number of decimal places, 0 or more; got -1."
            ),
            (
                ruleDescription(["rule": "regex", "value": 5]), "regex", .invalidRuleParameter,
                "regex expects \"value\" to be a regular expression; got 5."
            ),
            (
                ruleDescription(["rule": "regex", "value": "("]), "regex", .invalidPattern,
                "regex expects \"value\" to be a valid regular expression; \"(\" is not one."
            ),
            (
                ruleDescription(["rule": "equalsField", "value": ""]), "equalsField", .invalidRuleParameter,
                "equalsField expects \"value\" to be the key path of another field; got \"\"."
            ),
            (
                ruleDescription(["rule": "equalsField"]), "equalsField", .missingRuleParameter,
                "equalsField needs \"value\": the key path of another field."
            ),
            (
                ruleDescription(["rule": "greaterThan", "value": [1, 2]]), "greaterThan", .invalidRuleParameter,
                "greaterThan expects \"value\" to be a number, text, date or Boolean to compare with; got [1, 2]."
            ),
            (
                ruleDescription(["rule": "required", "message": 5]), "required", .invalidRuleParameter,
                "required expects \"message\" to be text; got 5."
            ),
        ] as [(FormValue, String, FormDefinitionError.Reason, String)])
    func badDescriptions(
        _ description: FormValue, _ rule: String, _ reason: FormDefinitionError.Reason, _ message: String
    ) {
        #expect(throws: FormDefinitionError.rule(rule, reason, message)) {
            try ValidationRule(description: description)
        }
    }

    @Test func descriptionsThatAreNotRules() {
        #expect(
            throws: FormDefinitionError.rule(
                nil, .invalidRuleDescription,
                "A rule description must be an object like {\"rule\": \"minLength\", \"value\": 8} "
                    + "or a rule name like \"required\"; got 8.")
        ) {
            try ValidationRule(description: 8)
        }
        #expect(
            throws: FormDefinitionError.rule(
                nil, .invalidRuleDescription,
                "A rule description needs \"rule\" with the rule's name, like {\"rule\": \"required\"}; got {\"value\": 8}."
            )
        ) {
            try ValidationRule(description: ruleDescription(["value": 8]))
        }
        let notText = #expect(throws: FormDefinitionError.self) {
            try ValidationRule(description: ruleDescription(["rule": 5]))
        }?.problems.first
        #expect(notText?.reason == .invalidRuleDescription)
        let bareName = #expect(throws: FormDefinitionError.self) { try ValidationRule(description: "minLength") }?
            .problems.first
        #expect(bareName?.reason == .missingRuleParameter)
        #expect(bareName?.rule == "minLength")
        #expect(bareName?.messageKey == "rule.missingParameter")
    }
}
