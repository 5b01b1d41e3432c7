import Foundation
import Testing

@testable import Formulate

@Suite("Validation rules: presence, text, lengths, closures")
struct RuleTests {
    // MARK: required

    @Test(
        "required fails nil, empty and whitespace-only text and empty lists",
        arguments: [FormValue.null, "", "   ", " \n\t", .array([]), .object([])])
    func requiredRejectsBlank(_ value: FormValue) {
        let error = ValidationRule.required.validate(value, in: makeRuleContext(key: "name", title: "Name"))
        #expect(
            error
                == FormError(
                    key: "name", reason: .rule("required"), message: "Name is required.",
                    arguments: [FormValueMember("title", "Name")]))
    }

    @Test(
        "required passes any present value, false and 0 included",
        arguments: [
            FormValue.bool(false), .bool(true), .int(0), .double(0), "a", " a ",
            .array([.null]), .date(Date(timeIntervalSince1970: 0)), .object([FormValueMember("A", "")]),
        ])
    func requiredAcceptsValues(_ value: FormValue) {
        #expect(ValidationRule.required.passes(value))
    }

    // MARK: blank values

    static let nonRequiredRules: [ValidationRule] =
        [
            .email, .url(), .url(requireScheme: true), .minLength(3), .maxLength(3), .exactLength(3),
            .greaterThan(5), .greaterOrEqual(5), .lessThan(5), .lessOrEqual(5),
            .integer, .double(), .double(maxDecimalPlaces: 2), .usPhone, .fiveDigitZipCode, .usState, .expiration,
            .closure(message: "never") { _ in false },
        ] + [(try? ValidationRule.regex("a+")) ?? .required]

    @Test(
        "rules other than required pass nil, empty text and empty lists",
        arguments: nonRequiredRules, [FormValue.null, "", "  ", .array([])])
    func nonRequiredRulesPassBlank(_ rule: ValidationRule, _ value: FormValue) {
        #expect(rule.name != "required")
        #expect(rule.passes(value))
    }

    // MARK: email

    @Test(arguments: [
        "name@example.com", "NAME@EXAMPLE.COM", "first.last+tag@sub.example.co.uk", "a_b-c@x-y.io", "a@b.c",
        "o'brien@example.ie", "user@example.xn--p1ai", "1@2.io",
    ])
    func emailAccepts(_ text: String) {
        #expect(ValidationRule.email.passes(.string(text)))
    }

    @Test(arguments: [
        "name", "name@", "@example.com", "name@example", "name @example.com", "name@exa mple.com",
        "name..x@example.com", ".name@example.com", "name.@example.com",
        "name@-example.com", "name@example..com", "name@example.com.", "a@b@c.com", " name@example.com",
    ])
    func emailRejects(_ text: String) {
        #expect(!ValidationRule.email.passes(.string(text)))
    }

    @Test func emailRejectsValuesThatAreNotText() {
        #expect(!ValidationRule.email.passes(.int(5)))
        #expect(
            ValidationRule.email.failure(.int(5), title: "Email")
                == "Email must be a valid email address, like name@example.com.")
    }

    // MARK: url

    @Test(
        "url accepts hosts with or without a scheme, in any letter case",
        arguments: [
            "example.com", "https://example.com", "HTTPS://EXAMPLE.COM", "Http://Example.Com/Path",
            "http://localhost:8080/path?q=1#top", "localhost:3000", "www.example.com/page",
            "https://sub.example.co.uk/a/b?x=y", "https://192.168.0.1", "http://[::1]:8080/",
            "example.com/?next=https://other.com", "https://münchen.de", "https://example.com:443",
            "https://xn--mnchen-3ya.de",
        ])
    func urlAccepts(_ text: String) {
        #expect(ValidationRule.url().passes(.string(text)))
    }

    @Test(
        "url rejects malformed and non-web URLs",
        arguments: [
            "example", "https://", "http//example.com", "https://exa mple.com", "ftp://example.com",
            "javascript://example.com/%0Aalert(1)", "https://user@example.com", "https://bank.com@evil.example",
            "https://example.com:99999", "https://example.com:", "https://-example.com", "https://example.c",
            "http://999.1.1.1", "mailto:a@b.com", "https://example..com", "://example.com", "https://exa_mple.com",
            "https://example.com/a b",
        ])
    func urlRejects(_ text: String) {
        #expect(!ValidationRule.url().passes(.string(text)))
    }

    @Test("url honours requireScheme (Eureka's RuleURL ignored requireProtocol)")
    func urlRequireScheme() {
        let rule = ValidationRule.url(requireScheme: true)
        #expect(!rule.passes("example.com"))
        #expect(!rule.passes("www.example.com/page"))
        #expect(rule.passes("https://example.com"))
        #expect(rule.passes("HTTPS://EXAMPLE.COM"))
        #expect(
            rule.failure("example.com", title: "Website")
                == "Website must be a full URL starting with http:// or https://, like https://example.com.")
        #expect(ValidationRule.url().passes("example.com"))
    }

    @Test func urlAllowedSchemes() {
        let rule = ValidationRule.url(allowedSchemes: ["FTP://", "sftp"])
        #expect(rule.parameter("allowedSchemes") == .array(["ftp", "sftp"]))
        #expect(rule.passes("ftp://files.example.com/a.txt"))
        #expect(rule.passes("SFTP://files.example.com"))
        #expect(rule.passes("files.example.com"))
        #expect(!rule.passes("https://example.com"))
        #expect(
            rule.failure("https://example.com", title: "Server")
                == "Server must be a valid URL, like example.com or ftp://example.com; it may start with ftp:// or sftp://."
        )
        #expect(!ValidationRule.url(requireScheme: true, allowedSchemes: ["ftp"]).passes("files.example.com"))
        #expect(ValidationRule.url(allowedSchemes: []).parameters.isEmpty)
        #expect(ValidationRule.url(allowedSchemes: []).passes("https://example.com"))
    }

    // MARK: regex

    @Test func regexMatchesWholeString() throws {
        let rule = try ValidationRule.regex("a+")
        #expect(rule.passes("aaa"))
        #expect(!rule.passes("aab"))
        #expect(!rule.passes("baaa"))
        #expect(!rule.passes(.int(1)))
        #expect(try ValidationRule.regex("a|ab").passes("ab"))
        #expect(try ValidationRule.regex("^[A-Z]{3}$").passes("ABC"))
        #expect(try ValidationRule.regex("(?i)[a-z]+").passes("MiXeD"))
        #expect(rule.failure("b", title: "Code") == "Code must match the pattern a+.")
    }

    @Test func regexTakesAMessage() throws {
        let rule = try ValidationRule.regex("[A-Z]{3}-[0-9]{3}", message: "Use a code like ABC-123.")
        #expect(rule.failure("abc") == "Use a code like ABC-123.")
        #expect(rule.customMessage == "Use a code like ABC-123.")
    }

    @Test("an invalid pattern is an error when the rule is made", arguments: ["(", "a)|(b", "[a-", "*"])
    func regexInvalidPatternThrows(_ pattern: String) {
        #expect(throws: FormDefinitionError.invalidPattern(pattern)) { try ValidationRule.regex(pattern) }
        #expect(
            FormDefinitionError.invalidPattern("(").problems.first?.message
                == "regex expects \"value\" to be a valid regular expression; \"(\" is not one.")
    }

    // MARK: lengths

    @Test(
        "lengths count characters of text and items of lists",
        arguments: [
            (ValidationRule.minLength(3), FormValue.string("abc"), true),
            (.minLength(3), "ab", false),
            (.minLength(3), "é👍🏽x", true),
            (.minLength(3), "é👍🏽", false),
            (.minLength(2), .array([1, 2]), true),
            (.minLength(2), .array([1]), false),
            (.minLength(3), .int(12345), false),
            (.maxLength(3), "abc", true),
            (.maxLength(3), "abcd", false),
            (.maxLength(3), "👍🏽👍🏽👍🏽", true),
            (.maxLength(2), .array([1, 2, 3]), false),
            (.exactLength(4), "1234", true),
            (.exactLength(4), "123", false),
            (.exactLength(4), "12345", false),
            (.exactLength(2), .array(["a", "b"]), true),
            (.exactLength(4), .bool(true), false),
        ])
    func lengths(_ rule: ValidationRule, _ value: FormValue, _ passes: Bool) {
        #expect(rule.passes(value) == passes)
    }

    @Test func lengthMessages() {
        #expect(
            ValidationRule.minLength(8).failure("short", title: "Password")
                == "Password must be at least 8 characters.")
        #expect(
            ValidationRule.maxLength(40).failure(.string(String(repeating: "x", count: 41)), title: "Name")
                == "Name must be at most 40 characters.")
        #expect(
            ValidationRule.exactLength(1).failure("12", title: "Initial")
                == "Initial must be exactly 1 character.")
        #expect(
            ValidationRule.minLength(2).failure(.array(["a"]), title: "Tags")
                == "Tags must have at least 2 items.")
        #expect(
            ValidationRule.maxLength(1).failure(.array(["a", "b"]), title: "Choice", kind: .multipleChoice)
                == "Choice must have at most 1 item.")
    }

    /// A length counted in another unit than characters still says "characters" to people,
    /// in the message and in `defaultMessage` (issue 37, item 4); the unit's name stays for
    /// developers.
    @Test func lengthMessagesSayCharactersWhateverTheUnit() {
        #expect(
            ValidationRule.maxLength(5, unit: .utf16).failure("👍🏽👍🏽", title: "Name")
                == "Name must be at most 5 characters.")
        #expect(
            ValidationRule.exactLength(1, unit: .unicodeScalars).failure("e\u{301}", title: "Initial")
                == "Initial must be exactly 1 character.")
        let rule = ValidationRule.minLength(3, unit: .unicodeScalars)
        #expect(
            RuleMessages.defaultMessage(rule: rule.name, title: "Code", parameters: rule.parameters)
                == "Code must be at least 3 characters.")
        #expect(LengthUnit.utf16.name(count: 1) == "UTF-16 code unit")
    }

    @Test func negativeLengthsCountAsZero() {
        #expect(ValidationRule.minLength(-2).parameter("value") == .int(0))
        #expect(ValidationRule.maxLength(-1).passes(""))
        #expect(!ValidationRule.maxLength(-1).passes("a"))
    }

    // MARK: closure

    @Test func closureRule() {
        let even = ValidationRule.closure(name: "even", message: "Pick an even number.") { value in
            value.decimalValue.map { NSDecimalNumber(decimal: $0).intValue % 2 == 0 } ?? false
        }
        #expect(even.passes(4))
        #expect(
            even.validate(3, in: makeRuleContext(key: "count"))
                == FormError(
                    key: "count", reason: .rule("even"), message: "Pick an even number.",
                    arguments: [FormValueMember("title", "Field")]))
        #expect(even.passes(.null))
        #expect(ValidationRule.closure(message: "x") { _ in false }.name == "custom")
    }

    @Test func closureRuleMaySeeBlankValues() {
        let seesBlank = ValidationRule.closure(name: "mustBeNil", message: "Leave it empty.", skipsBlank: false) {
            $0 == .null
        }
        #expect(seesBlank.passes(.null))
        #expect(!seesBlank.passes(""))
    }

    @Test func closureRuleWithContext() {
        let longer = ValidationRule.closure(name: "longerThanUsername", message: "Make it longer than your username.") {
            value, context in
            (value.stringValue?.count ?? 0) > (context.valueOf("username")?.stringValue?.count ?? 0)
        }
        let context = makeRuleContext(values: ["username": "alice"])
        #expect(longer.validate("alice!", in: context) == nil)
        #expect(longer.validate("bob", in: context)?.message == "Make it longer than your username.")
    }

    // MARK: errors and messages

    @Test func errorsCarryKeyPathAndRuleName() {
        let context = makeRuleContext(key: "account.password", title: "Password", kind: .password)
        #expect(
            ValidationRule.minLength(8).validate("short", in: context)
                == FormError(
                    key: "account.password", reason: .rule("minLength"),
                    message: "Password must be at least 8 characters.",
                    arguments: [
                        FormValueMember("title", "Password"), FormValueMember("value", 8),
                        FormValueMember("unit", "characters"),
                    ]))
        #expect(ValidationRule.minLength(8).validate("long enough", in: context) == nil)
        #expect(ValidationRule.minLength(8).isValid("long enough", in: context))
    }

    @Test func customMessageReplacesDefault() {
        let rule = ValidationRule.minLength(8).message("Use 8 or more characters.")
        #expect(rule.customMessage == "Use 8 or more characters.")
        #expect(
            rule.validate("short", in: makeRuleContext(key: "password"))
                == FormError(
                    key: "password", reason: .rule("minLength"), message: "Use 8 or more characters.",
                    arguments: [
                        FormValueMember("title", "Field"), FormValueMember("value", 8),
                        FormValueMember("unit", "characters"),
                    ]))
        #expect(rule.message("Longer, please.").failure("short") == "Longer, please.")
        #expect(ValidationRule.minLength(8).customMessage == nil)
    }

    @Test func titleFallsBackToKey() {
        #expect(
            ValidationRule.required.validate(.null, in: makeRuleContext(key: "nickname", title: ""))?.message
                == "nickname is required.")
        #expect(
            ValidationRule.required.validate(.null, in: makeRuleContext(key: "", title: ""))?.message
                == "This field is required.")
    }

    @Test func onlyUSPhoneHasAnInputFormatter() {
        #expect(ValidationRule.usPhone.inputFormatter != nil)
        #expect(ValidationRule.email.inputFormatter == nil)
        #expect(ValidationRule.minLength(2).inputFormatter == nil)
    }
}
