import Foundation
import Testing

@testable import Formulate

struct SignUp: FormCustomizing {
    var username = ""
    var email = ""
    var password = ""
    var confirmPassword = ""
    var age: Int? = nil
    var website: URL? = nil
    var phone = ""

    static var fieldSettings: [String: FieldSettings] {
        [
            "username": FieldSettings.rules(.required, .minLength(3)),
            "email": FieldSettings.rules(.required, .email),
            "password": FieldSettings.rules(.minLength(8)),
            "confirmPassword": FieldSettings.rules(.equalsField("password")),
            "age": FieldSettings.rules(.required, .greaterOrEqual(18)).validationTiming(.onChange),
            "phone": FieldSettings.rules(.usPhone),
        ]
    }
}

@Suite("Validation")
struct ValidationBehaviourTests {
    @Test func aFreshRequiredFieldIsInvalidButShowsNoErrorYet() throws {
        let form = try ModelForm(SignUp())
        #expect(!form.isValid)
        #expect(form.errors(for: "username").isEmpty)
        #expect(!form.shouldShowErrors(for: "username"))
        #expect(form.validationErrors().map(\.key) == ["username", "email", "age"])
        #expect(form.errors(for: "username").isEmpty, "querying validity stores nothing")
    }

    @Test func validateReturnsEveryErrorWithKeyRuleAndMessage() throws {
        let form = try ModelForm(SignUp())
        try form.setText("ab", for: "username")
        try form.setText("not-an-email", for: "email")
        let errors = form.validate()
        #expect(errors.map(\.key) == ["username", "email", "age"])
        #expect(errors.map(\.reason) == [.rule("minLength"), .rule("email"), .rule("required")])
        #expect(errors.first?.message == "Username must be at least 3 characters.")
        #expect(form.shouldShowErrors(for: "email"))
    }

    @Test func onBlurIsTheDefaultTiming() throws {
        let form = try ModelForm(SignUp())
        try form.setText("ab", for: "username")
        #expect(form.errors(for: "username").isEmpty, "not checked while typing")
        try form.blur("username")
        #expect(form.errors(for: "username").map(\.reason) == [.rule("minLength")])
        try form.setText("abc", for: "username")
        #expect(form.errors(for: "username").isEmpty, "an invalid field is checked again on its next change")
    }

    @Test func onChangeChecksEveryChange() throws {
        let form = try ModelForm(SignUp())
        try form.setText("17", for: "age")
        #expect(form.errors(for: "age").map(\.reason) == [.rule("greaterOrEqual")])
        try form.setText("18", for: "age")
        #expect(form.errors(for: "age").isEmpty)
    }

    @Test func onChangeAfterBlurredWaitsForTheFirstBlur() throws {
        let form = try ModelForm(SignUp())
        form.validationTiming = .onChangeAfterBlurred
        try form.setText("x", for: "phone")
        #expect(form.errors(for: "phone").isEmpty)
        try form.blur("phone")
        #expect(form.errors(for: "phone").map(\.reason) == [.rule("usPhone")])
        try form.setText("555-123-4567", for: "phone")
        #expect(form.errors(for: "phone").isEmpty)
        try form.setText("12", for: "phone")
        #expect(form.errors(for: "phone").map(\.reason) == [.rule("usPhone")], "after the first blur, every change")
    }

    @Test func onDemandWaitsForValidate() throws {
        let form = try ModelForm(SignUp())
        form.validationTiming = .onDemand
        try form.setText("ab", for: "username")
        try form.blur("username")
        #expect(form.errors(for: "username").isEmpty)
        #expect(form.validate().contains { $0.key == "username" })
    }

    @Test func usPhoneFormatsTypedAndPastedDigits() throws {
        let form = try ModelForm(SignUp())
        try form.setText("5551234567", for: "phone")
        #expect(form.value(for: "phone") == "555-123-4567")
    }

    @Test func equalsFieldIsCheckedAgainWhenItsTargetChanges() throws {
        let form = try ModelForm(SignUp())
        try form.setText("correct horse", for: "password")
        try form.setText("correct horse", for: "confirmPassword")
        try form.blur("confirmPassword")
        #expect(form.errors(for: "confirmPassword").isEmpty)
        try form.setText("battery staple", for: "password")
        #expect(form.errors(for: "confirmPassword").map(\.reason) == [.rule("equalsField")])
    }

    @Test func serverErrorsHoldUntilTheValueChangesByAnyMeans() throws {
        let form = try ModelForm(SignUp(username: "taken", email: "a@b.co", age: 20))
        try form.markInvalid("username", message: "That username is taken.")
        #expect(!form.isValid)
        #expect(form.errors(for: "username").map(\.message) == ["That username is taken."])
        try form.setText("taken", for: "username")
        #expect(!form.isValid, "setting the same value is no change")
        let failure = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(failure?.errors.map(\.reason) == [.server])
        try form.setValue("free", for: "username")
        #expect(form.isValid)
        try form.markInvalid("email", message: "Bounced.")
        try form.setText("", for: "email")
        #expect(form.errors(for: "email").allSatisfy { $0.reason != .server }, "cleared by clearing")
    }

    @Test func hiddenFieldsAreNotValidated() throws {
        let form = try ModelForm(SignUp(username: "ada", email: "a@b.co"))
        #expect(!form.isValid)
        try form.setHidden(true, for: "age")
        #expect(form.isValid)
        #expect(form.values()["age"] == nil)
        #expect(form.values(includingHidden: true)["age"] == .null)
        #expect(try form.commit().username == "ada")
    }

    @Test func customMessagesReplaceDefaults() throws {
        struct Pin: FormCustomizing {
            var pin = ""
            static var fieldSettings: [String: FieldSettings] {
                ["pin": FieldSettings.rules(ValidationRule.exactLength(4).message("Four digits, please."))]
            }
        }
        let form = try ModelForm(Pin())
        try form.setText("12", for: "pin")
        #expect(form.validate().map(\.message) == ["Four digits, please."])
    }

    @Test func rulesCanComeFromDictionaries() throws {
        struct Legacy: FormCustomizing {
            var code = ""
            static var fieldOverrides: [String: FieldOverrides] {
                ["code": ["rules": [ValidationRule.fiveDigitZipCode], "validation": "onChange"]]
            }
        }
        let form = try ModelForm(Legacy())
        try form.setText("-1234", for: "code")
        #expect(form.errors(for: "code").map(\.reason) == [.rule("fiveDigitZipCode")])
    }
}

private struct Credentials {
    var password = ""
    @FormField(.rules(.equalsField("password"))) var confirmation = ""
}

private struct AccountWithCredentials {
    var password = "root-level"
    var credentials = Credentials()
}

@Suite("Rule references in nested models")
struct NestedRuleReferenceTests {
    @Test func equalsFieldNamesASiblingFirst() throws {
        let form = try ModelForm(AccountWithCredentials())
        try form.setText("secret words", for: "credentials.password")
        try form.setText("secret words", for: "credentials.confirmation")
        #expect(form.validate().isEmpty)
        try form.setText("other words", for: "credentials.password")
        #expect(form.validate().map(\.key) == ["credentials.confirmation"])
    }
}
