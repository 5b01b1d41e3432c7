import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Applying submitted form data")
struct FormSubmissionTests {
    @Test func absentCheckboxesAreOff() throws {
        var profile = Profile()
        profile.rememberMe = true
        profile.alerts.sound = true
        let form = try ModelForm(profile)
        try FormSubmission.apply(body: "rememberMe=&alerts.enabled=on", to: form)
        #expect(form.value(for: "rememberMe") == .bool(false), "a value that is not on is off")
        #expect(form.value(for: "alerts.sound") == .bool(false), "absent is off")
        #expect(form.value(for: "alerts.enabled") == .bool(true))
        try FormSubmission.apply(body: "rememberMe=yes&rememberMe=true", to: form)
        #expect(form.value(for: "rememberMe") == .bool(true))
    }

    struct Sizes: Equatable, FormCustomizing {
        var small: UInt8 = 1
        var signed: Int8 = -1
        var wide: UInt64 = 1
        var label = "a"
        static var inputFields: FormInput { .all }
    }

    @Test func keysInAnyOrderAndRepeatedAreEachFieldsOwn() throws {
        let form = try ModelForm(Sizes())
        let saved = try FormSubmission.commit(
            body: "label=b&wide=18446744073709551615&nothing=1&signed=-128&small=255&label=c", to: form)
        #expect(saved == Sizes(small: 255, signed: -128, wide: .max, label: "c"))
    }

    @Test func numbersOutsideANarrowTypeAreRefusedAndNothingIsWritten() throws {
        for body in ["small=256", "small=-1", "signed=128", "signed=-129", "wide=-1"] {
            let form = try ModelForm(Sizes())
            #expect(throws: FormSubmissionError.self, "\(body)") {
                try FormSubmission.commit(body: body + "&label=b", to: form)
            }
            #expect(form.model == Sizes(), "\(body)")
        }
    }

    @Test func absentMultipleChoicesAreEmpty() throws {
        var profile = Profile()
        profile.days = [.mon]
        profile.style = [.bold]
        let form = try ModelForm(profile)
        try FormSubmission.apply(body: "displayName=Ada", to: form)
        let saved = try form.commit()
        #expect(saved.days.isEmpty)
        #expect(saved.style.isEmpty)
        try FormSubmission.apply(body: "days=wed&days=mon&style=4&style=2", to: form)
        let again = try form.commit()
        #expect(again.days == [.mon, .wed])
        #expect(again.style == [.italic, .underline])
    }

    @Test func otherAbsentFieldsKeepTheirValues() throws {
        var profile = Profile()
        profile.displayName = "Ada"
        profile.age = 40
        profile.backupEmails = ["a@example.com"]
        let form = try ModelForm(profile)
        try FormSubmission.apply(body: "email=ada%40example.com", to: form)
        let saved = try form.commit()
        #expect(saved.displayName == "Ada")
        #expect(saved.age == 40)
        #expect(saved.backupEmails == ["a@example.com"])
        #expect(saved.email == "ada@example.com")
    }

    @Test func optionsByValueIndexAndNone() throws {
        var profile = Profile()
        profile.displayName = "Ada"
        profile.accent = .dark
        let form = try ModelForm(profile)
        try FormSubmission.apply(body: "theme=dark&colorIndex=2&accent=&newsletter=true", to: form)
        let saved = try form.commit()
        #expect(saved.theme == .dark)
        #expect(saved.colorIndex == 2)
        #expect(saved.accent == nil)
        #expect(saved.newsletter == true)
        try FormSubmission.apply(body: "newsletter=", to: form)
        #expect(try form.commit().newsletter == nil)
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(body: "theme=", to: form) }
        #expect(error?.fieldErrors.map(\.key) == ["theme"], "a choice that must be made cannot be emptied")
    }

    @Test func collectionsTakeTheSubmittedItemsInOrder() throws {
        let form = try ModelForm(Profile())
        try FormSubmission.apply(
            body: "backupEmails=b%40example.com&backupEmails=&backupEmails=a%40example.com", to: form)
        #expect(form.value(for: "backupEmails") == ["b@example.com", "a@example.com"])
    }

    @Test func textareaLineBreaksAreUnix() throws {
        let form = try ModelForm(Profile())
        try FormSubmission.apply(body: "bio=one%0D%0Atwo%0Dthree%0Afour", to: form)
        #expect(form.value(for: "bio") == "one\ntwo\nthree\nfour")
    }

    @Test func anEmptyPasswordKeepsTheCurrentOne() throws {
        var profile = Profile()
        profile.password = "correct horse"
        let form = try ModelForm(profile)
        try FormSubmission.apply(body: "password=", to: form)
        #expect(form.value(for: "password") == "correct horse")
        try FormSubmission.apply(body: "password=battery+staple", to: form)
        #expect(form.value(for: "password") == "battery staple")
    }

    @Test func keysThatAreNotEditableFieldsAreNeverWritten() throws {
        var profile = Profile()
        profile.alerts.enabled = false
        let form = try ModelForm(profile)
        try form.setDisabled(true, for: "email")
        let body =
            "userID=hacked&alerts.volume=99&email=x%40evil.com&isAdmin=true&alerts=1&displayName=Ada&userID=again"
        let submission = try FormSubmission.apply(body: body, to: form)
        #expect(submission.ignoredKeys == ["userID", "alerts.volume", "email", "isAdmin", "alerts"])
        #expect(form.value(for: "userID") == "u-1", "read-only")
        #expect(form.value(for: "alerts.volume") == .int(5), "hidden, and still hidden after the post")
        #expect(form.value(for: "email") == "", "disabled")
        #expect(form.value(for: "displayName") == "Ada")
        #expect(form.value(for: "alerts.enabled") == .bool(false))

        // A post that shows the hidden field writes it, as two posts could (enable, then set).
        let shown = try FormSubmission.apply(body: "alerts.volume=99&alerts.enabled=on", to: try ModelForm(profile))
        #expect(shown.ignoredKeys.isEmpty)
    }

    @Test func strictModeRefusesTheWholeSubmission() throws {
        var profile = Profile()
        profile.rememberMe = true
        let form = try ModelForm(profile)
        let before = form.values(includingHidden: true)
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "displayName=Ada&userID=x&role=admin&role=root", to: form, mode: .strict)
        }
        #expect(error == .unexpectedKeys(["userID", "role"]))
        #expect(error?.ignoredKeys == ["userID", "role"])
        #expect(form.values(includingHidden: true) == before, "nothing applied, not even the absent checkbox")
        #expect(!form.isDirty)
        #expect(try FormSubmission.apply(body: "displayName=Ada", to: form, mode: .strict).ignoredKeys.isEmpty)
        #expect(form.value(for: "displayName") == "Ada")
    }

    @Test func everyFieldErrorIsCollectedAndTheRestApplied() throws {
        let form = try ModelForm(Profile())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(
                body:
                    "age=huge&level=300&theme=purple&days=fri&backupEmails=a%40example.com&email=ada%40example.com&displayName=Ada&extra=1",
                to: form)
        }
        #expect(error?.fieldErrors.map(\.key) == ["age", "level", "theme", "days"])
        #expect(error?.ignoredKeys == ["extra"])
        #expect(error?.errors(for: "level").first?.reason == .outOfRange)
        #expect(form.value(for: "email") == "ada@example.com")
        #expect(form.value(for: "displayName") == "Ada")
        #expect(form.value(for: "backupEmails") == ["a@example.com"])
        #expect(form.value(for: "age") == .int(30), "a rejected text never changes the value")
        #expect(form.text(for: "age") == "huge")
        #expect(error?.description.contains("age: ") == true)
    }

    @Test func aLineBreakOrNULInOneLineOfTextIsRefused() throws {
        let form = try ModelForm(Profile())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "displayName=Ada%0D%0AX-Evil%3A%201&age=41", to: form)
        }
        #expect(
            error?.errors(for: "displayName").first?.message
                == "Display Name: line breaks are not accepted; expected one line")
        #expect(form.value(for: "displayName") == "")
        #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(body: "displayName=Ada%00Bob", to: form) }
        #expect(form.value(for: "displayName") == "")
    }

    @Test func reRenderingAfterAFailedSubmitShowsInputAndErrors() throws {
        let form = try ModelForm(Profile())
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(
                body: "age=huge&level=300&displayName=Ada&backupEmails=ok%40example.com&backupEmails=", to: form)
        }
        let page = HTMLScanner(HTMLRenderer().render(form))
        #expect(page.control(named: "age")?["value"] == "huge")
        #expect(page.control(named: "age")?["aria-invalid"] == "true")
        #expect(page.element(id: "field-age-error")?.followingText == form.errors(for: "age").first?.message)
        #expect(page.control(named: "level")?["value"] == "300")
        #expect(page.element(id: "field-level-error") != nil)
        #expect(page.control(named: "displayName")?["value"] == "Ada")
        #expect(page.controls(named: "backupEmails").map { $0["value"] } == ["ok@example.com", ""])
    }

    @Test func correctingAFieldClearsItsError() throws {
        let form = try ModelForm(Profile())
        #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(body: "age=huge", to: form) }
        try FormSubmission.apply(body: "age=30", to: form)
        #expect(form.errors(for: "age").isEmpty, "the same value as before still replaces the rejected text")
        #expect(form.text(for: "age") == "30")
    }

    @Test func commitConvenienceReportsRuleErrorsToo() throws {
        let form = try ModelForm(Profile())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "age=huge&email=nope", to: form)
        }
        #expect(Set(error?.fieldErrors.map(\.key) ?? []) == ["displayName", "email", "age"])
        #expect(form.shouldShowErrors(for: "displayName"), "a re-render shows every error at once")
        let saved = try FormSubmission.commit(body: "age=31&email=ada%40example.com&displayName=Ada", to: form)
        #expect(saved.age == 31)
        #expect(saved.displayName == "Ada")
    }

    @Test func malformedBodiesAreErrorsAndApplyNothing() throws {
        let form = try ModelForm(Profile())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "displayName=Ada&age=%zz", to: form)
        }
        guard case .malformedBody(let decoding)? = error else {
            Issue.record("expected a malformed body, got \(String(describing: error))")
            return
        }
        #expect(decoding.offset == 20)
        #expect(!form.isDirty)
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: Data([0x61, 0x3D, 0xFF]), to: form)
        }
    }

    @Test func pressedButtonsAreReportedNotIgnored() throws {
        let form = try ModelForm(Shop())
        let submission = try FormSubmission.apply(
            body: "username=ada&emptyCart=true&notice=x", to: form, mode: .ignoreUnknown)
        #expect(submission.pressedButton == "emptyCart")
        #expect(submission.ignoredKeys == ["notice"], "labels hold nothing to write")
        #expect(
            try FormSubmission.apply(body: "username=ada&emptyCart=true", to: form, mode: .strict).pressedButton
                == "emptyCart")
    }

    @Test func fieldsHiddenByTheSameSubmissionAreLeftAloneAndListed() throws {
        let form = try ModelForm(Profile())
        // alerts.enabled is unchecked (absent), which hides alerts.volume before it is applied.
        let submission = try FormSubmission.apply(body: "alerts.volume=9", to: form)
        #expect(form.value(for: "alerts.enabled") == .bool(false))
        #expect(form.value(for: "alerts.volume") == .int(5))
        #expect(submission.ignoredKeys == ["alerts.volume"])
        // The page rendered it editable: strict mode does not refuse it, and does not write it.
        let strict = try ModelForm(Profile())
        #expect(
            try FormSubmission.apply(body: "alerts.volume=9", to: strict, mode: .strict).ignoredKeys == [
                "alerts.volume"
            ])
        #expect(strict.value(for: "alerts.volume") == .int(5))
    }

    @Test func fieldsOfAModelThatCannotBeCreatedAreDisabledAndNeverWritten() throws {
        struct Inner { var count = 0 }
        struct Outer: FormCustomizing {
            var name = ""
            var inner: Inner? = nil
            static var inputFields: FormInput { .all }
        }
        let form = try ModelForm(Outer())
        let page = HTMLRenderer().render(form)
        let input = try #require(page.components(separatedBy: "\n").first { $0.contains("name=\"inner.count\"") })
        #expect(input.contains(" disabled"))
        let submission = try FormSubmission.apply(body: "name=Ada&inner.count=3", to: form)
        #expect(submission.ignoredKeys == ["inner.count"])
        #expect(form.value(for: "name") == "Ada")
        let strict = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "inner.count=3", to: try ModelForm(Outer()), mode: .strict)
        }
        #expect(strict?.description.contains("inner.count") == true, "an error that says what, never an empty one")
    }

    @Test func dynamicFormsWork() throws {
        let form = try codeForm([.required, .maxLength(4)])
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(body: "code=toolong", to: form)
        }
        #expect(error?.fieldErrors.map(\.reason) == [.rule("maxLength")])
        let model = try FormSubmission.commit(body: "code=abcd", to: form)
        #expect(model["code"] == "abcd")
    }
}
