import Foundation
import Testing

@testable import Formulate

@Suite("Validation rules: default messages and localization")
struct RuleMessageTests {
    @Test(
        "every rule has a default message naming the field and what is accepted",
        arguments: [
            ("required", [FormValueMember](), "Name is required."),
            ("email", [], "Name must be a valid email address, like name@example.com."),
            ("url", [], "Name must be a valid URL, like example.com or https://example.com."),
            (
                "url", [.init("requireScheme", true)],
                "Name must be a full URL starting with http:// or https://, like https://example.com."
            ),
            (
                "url", [.init("requireScheme", true), .init("allowedSchemes", ["ftp"])],
                "Name must be a full URL starting with ftp://, like ftp://example.com."
            ),
            ("regex", [.init("value", "[0-9]+")], "Name must match the pattern [0-9]+."),
            ("minLength", [.init("value", 8)], "Name must be at least 8 characters."),
            ("maxLength", [.init("value", 1)], "Name must be at most 1 character."),
            ("exactLength", [.init("value", 4)], "Name must be exactly 4 characters."),
            ("greaterThan", [.init("value", 0)], "Name must be greater than 0."),
            ("greaterOrEqual", [.init("value", 18)], "Name must be greater than or equal to 18."),
            ("lessThan", [.init("value", .double(0.5))], "Name must be less than 0.5."),
            ("lessOrEqual", [.init("value", 100)], "Name must be less than or equal to 100."),
            ("equalsField", [.init("value", "password")], "Name must match password."),
            ("integer", [], "Name must be a whole number, like 42 or -7."),
            ("double", [], "Name must be a number, like 12.5 or -3."),
            (
                "double", [.init("maxDecimalPlaces", 2)],
                "Name must be a number with at most 2 decimal places, like 12.34."
            ),
            ("usPhone", [], "Name must be a 10-digit US phone number, like 555-123-4567."),
            ("fiveDigitZipCode", [], "Name must be a 5-digit ZIP code, like 12345."),
            ("usState", [], "Name must be a US state name or two-letter code, like California or CA."),
            ("expiration", [], "Name must be a month and year written MM/YYYY or MM/YY, like 09/2030."),
            ("custom", [], "Name is not valid."),
        ])
    func defaultMessages(_ rule: String, _ parameters: [FormValueMember], _ expected: String) {
        #expect(RuleMessages.defaultMessage(rule: rule, title: "Name", parameters: parameters) == expected)
    }

    @Test("the examples of the brief")
    func examples() {
        #expect(
            ValidationRule.minLength(8).failure("short", title: "Password") == "Password must be at least 8 characters."
        )
        #expect(
            ValidationRule.email.failure("nope", title: "Email")
                == "Email must be a valid email address, like name@example.com.")
        #expect(
            ValidationRule.greaterOrEqual(18).failure(17, title: "Age") == "Age must be greater than or equal to 18.")
    }

    @Test(
        "rules report the same text as RuleMessages.defaultMessage",
        arguments: [
            (ValidationRule.required, FormValue.null),
            (.email, "x"), (.url(), "x"), (.url(requireScheme: true, allowedSchemes: ["https"]), "x"),
            (.minLength(3), "x"), (.maxLength(1), "xx"), (.exactLength(2), "x"),
            (.greaterThan(1), "0"), (.greaterOrEqual(1), "0"), (.lessThan(1), "2"), (.lessOrEqual(1), "2"),
            (.integer, "x"), (.double(), "x"), (.double(maxDecimalPlaces: 1), "1.25"),
            (.usPhone, "x"), (.fiveDigitZipCode, "x"), (.usState, "x"), (.expiration, "x"),
        ] as [(ValidationRule, FormValue)] + [((try? ValidationRule.regex("a")) ?? .required, "b")])
    func rulesUseTheirDefaultMessage(_ rule: ValidationRule, _ failing: FormValue) {
        #expect(
            rule.failure(failing, title: "Name")
                == RuleMessages.defaultMessage(rule: rule.name, title: "Name", parameters: rule.parameters))
    }

    /// The only test that installs a localizer. It changes messages of fields whose titles
    /// start with "Zqxv" alone, so tests running at the same time see the English messages.
    @Test("the localizer translates default messages and parse errors, never custom ones")
    func localizer() throws {
        let previous = FormError.localizer
        defer { FormError.localizer = previous }
        FormError.localizer = { error in
            error.message.hasPrefix("Zqxv ")
                ? "[\(error.messageKey)] " + error.message.replacingOccurrences(of: "must be", with: "doit être")
                : error.message
        }
        let context = makeRuleContext(key: "code", title: "Zqxv Field")
        #expect(
            ValidationRule.minLength(8).validate("short", in: context)?.message
                == "[rule.length.min] Zqxv Field doit être at least 8 characters.")
        #expect(
            ValidationRule.required.validate(.null, in: context)?.message == "[rule.required] Zqxv Field is required.")
        #expect(
            ValidationRule.equalsField("missing").validate("x", in: context)?.message
                == "[rule.equalsField] Zqxv Field cannot be checked: the form has no field \"missing\" to compare it with."
        )
        #expect(
            ValidationRule.minLength(8).message("Zqxv Field must be long.").validate("short", in: context)?.message
                == "Zqxv Field must be long.")
        #expect(
            ValidationRule.closure(message: "Zqxv Field must be odd.") { _ in false }.validate("x", in: context)?
                .message
                == "Zqxv Field must be odd.")
        #expect(RuleMessages.defaultMessage(rule: "required", title: "Zqxv Field") == "Zqxv Field is required.")

        let form = try ModelForm(ZqxvModel())
        let parse = #expect(throws: FormError.self) { try form.setText("many", for: "zqxvCount") }
        #expect(parse?.reason == .invalidText)
        #expect(parse?.messageKey == "input.invalidText")
        #expect(
            parse?.arguments == [
                FormValueMember("title", "Zqxv Count"), FormValueMember("accepted", "a whole number from 0 to 10"),
                FormValueMember("value", "many"),
            ])
        #expect(parse?.message.hasPrefix("[input.invalidText] Zqxv Count: ") == true, "\(parse?.message ?? "")")

        // Every message the form words itself goes through the localizer, with its data.
        func refusal(_ edit: () throws -> Void) -> FormError? {
            #expect(throws: FormError.self) { try edit() }
        }
        let range = refusal { try form.setValue(11, for: "zqxvCount") }
        #expect(range?.message == "[input.outOfRange] Zqxv Count doit être from 0 to 10.")
        #expect(range?.arguments.map(\.key) == ["title", "minimum", "maximum"])
        let step = refusal { try form.setValue(7, for: "zqxvSteps") }
        #expect(step?.message == "[input.notOnStep] Zqxv Steps doit être a multiple of 5.")
        #expect(step?.arguments.map(\.value) == ["Zqxv Steps", 7, 5, 0])
        let option = refusal { try form.setFormValue("blue", for: "zqxvShade") }
        #expect(option?.messageKey == "input.notAnOption")
        #expect(
            option?.message.hasPrefix("[input.notAnOption] Zqxv Shade: ") == true, "\(option?.message ?? "")")
        let readOnly = refusal { try form.setText("B-2", for: "zqxvID") }
        #expect(readOnly?.message == "[edit.readOnly] Zqxv ID is read-only")
        #expect(readOnly?.arguments == [FormValueMember("title", "Zqxv ID")])
        let hidden = refusal { try form.setText("x", for: "zqxvHidden") }
        #expect(hidden?.message == "[edit.hidden] Zqxv Hidden is hidden")

        // A list item's errors carry its index, and the localizer sees it.
        FormError.localizer = { error in
            guard error.message.hasPrefix("Zqxv "), let index = error.arguments.first(where: { $0.key == "index" })
            else { return error.message }
            return "[\(error.messageKey) #\(index.value)] " + error.message
        }
        try form.setFormValue([1, 9], for: "zqxvScores")
        try form.setItems(texts: ["ab", "abc"], for: "zqxvCodes")
        #expect(
            form.validate().filter { $0.key != "zqxvCount" }.map(\.message) == [
                "[input.outOfRange #1] Zqxv Score 2 must be 3 or less.",
                "[rule.length.max #1] Zqxv Code 2 must be at most 2 characters.",
            ])
        let item = refusal { try form.insertItem(text: "x", in: "zqxvScores") }
        #expect(item?.message.hasPrefix("[input.invalidText #2] Zqxv Scores: new item: ") == true)
    }

    @Test("an error carries a stable message key and its arguments")
    func messageKeysAndArguments() {
        let context = makeRuleContext(key: "password", title: "Password")
        let error = ValidationRule.maxLength(4).validate("secret", in: context)
        #expect(error?.reason == .rule("maxLength"))
        #expect(error?.messageKey == "rule.length.max")
        #expect(
            error?.arguments == [
                FormValueMember("title", "Password"), FormValueMember("value", 4),
                FormValueMember("unit", "characters"),
            ])
        #expect(error?.message == "Password must be at most 4 characters.")
        #expect(ValidationRule.greaterOrEqual(1).validate(0, in: context)?.messageKey == "rule.value.greaterOrEqual")
        #expect(ValidationRule.email.validate("x", in: context)?.messageKey == "rule.email")
        #expect(FormError.Reason.readOnly.messageKey == "edit.readOnly")
        #expect(FormError.Reason.notAnOption.messageKey == "input.notAnOption")
        #expect(FormError.Reason.duplicateKey.messageKey == "shape.duplicateKey")
        #expect(FormError.Reason.server.messageKey == "server")
    }

    @Test("a form's validation errors carry the rule's reason and message key")
    func formErrorsFromAForm() throws {
        let form = try ModelForm(PasswordAccount())
        try form.setText("short", for: "password")
        let error = try #require(form.validate().first)
        #expect("\(error.reason)" == "rule(minLength)")
        #expect(error.messageKey == "rule.length.min")
        #expect(error.message == "Password must be at least 8 characters.")
    }
}

private struct PasswordAccount: FormCustomizing {
    var password = ""
    static var fieldSettings: [String: FieldSettings] { ["password": FieldSettings.rules(.minLength(8))] }
}

private struct ZqxvModel: FormCustomizing {
    enum Shade: String, CaseIterable { case light, dark }
    var zqxvCount = 0
    var zqxvSteps = 0
    var zqxvShade = Shade.light
    let zqxvID = "A-1"
    var zqxvHidden = ""
    var zqxvScores = [1]
    var zqxvCodes = ["ab"]
    static var fieldSettings: [String: FieldSettings] {
        [
            "zqxvCount": FieldSettings.min(0).max(10),
            "zqxvSteps": FieldSettings.step(5),
            "zqxvScores": FieldSettings.template(.max(3)),
            "zqxvCodes": FieldSettings.template(.rules(.maxLength(2))),
            "zqxvHidden": FieldSettings.hidden("$zqxvCount == 0"),
        ]
    }
}
