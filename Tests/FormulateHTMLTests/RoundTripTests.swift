import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Render, submit as a browser would, decode, commit")
struct RoundTripTests {
    @Test(arguments: [HTMLRenderer(), HTMLRenderer(optionStyle: .radios, multipleChoiceStyle: .selectMultiple)])
    func unchangedSubmissionChangesNothing(renderer: HTMLRenderer) throws {
        var profile = Profile()
        profile.displayName = "Ada Lovelace"
        profile.email = "ada@example.com"
        profile.password = "difference engine"
        profile.rememberMe = true
        profile.days = [.tue]
        profile.style = [.italic]
        profile.accent = .light
        profile.wakeUpTime = Date(timeIntervalSince1970: 6 * 3600 + 45 * 60 + 30)
        profile.homepage = URL(string: "https://example.com/ada?x=1&y=2")
        profile.bio = "Line one\nLine two & <three>"
        profile.backupEmails = ["b@example.com", "c@example.com"]
        let form = try ModelForm(profile)
        let body = URLEncodedForm.encode(BrowserSimulator.submission(renderer.render(form)))
        let submission = try FormSubmission.apply(body: body, to: form, mode: .strict)
        #expect(submission.ignoredKeys.isEmpty)
        #expect(form.changes.isEmpty, "\(form.changes)")
        #expect(try form.commit() == profile)
    }

    @Test(arguments: [HTMLRenderer(), HTMLRenderer(optionStyle: .radios, multipleChoiceStyle: .selectMultiple)])
    func editsArriveAsTypedValues(renderer: HTMLRenderer) throws {
        let form = try ModelForm(Profile())
        form.timeZone = .gmt
        let edits: [String: [String]] = [
            "displayName": ["Grace Hopper"],
            "email": ["grace@example.com"],
            "password": ["cobol-1959"],
            "rememberMe": ["true"],
            "newsletter": ["false"],
            "age": ["85"],
            "level": ["-3"],
            "score": ["2.25"],
            "theme": ["dark"],
            "accent": ["system"],
            "colorIndex": ["1"],
            "days": ["mon", "wed"],
            "style": ["1", "4"],
            "birthDate": ["1906-12-09"],
            "wakeUpTime": ["07:15"],
            "updatedAt": ["2024-06-01T12:30"],
            "homepage": ["https://example.com/grace"],
            "phone": ["+1 555 0100"],
            "zipCode": ["10001"],
            "bio": ["Rear admiral.\r\nCompiler pioneer."],
            "backupEmails": ["g1@example.com", "", "g2@example.com"],
            "alerts.sound": ["true"],
            "alerts.volume": ["7"],
        ]
        let body = URLEncodedForm.encode(BrowserSimulator.submission(renderer.render(form), changes: edits))
        let saved = try FormSubmission.commit(body: body, to: form, mode: .strict)

        var expected = Profile()
        expected.displayName = "Grace Hopper"
        expected.email = "grace@example.com"
        expected.password = "cobol-1959"
        expected.rememberMe = true
        expected.newsletter = false
        expected.age = 85
        expected.level = -3
        expected.score = 2.25
        expected.theme = .dark
        expected.accent = .system
        expected.colorIndex = 1
        expected.days = [.mon, .wed]
        expected.style = [.bold, .underline]
        expected.birthDate = Date(timeIntervalSince1970: -1_990_137_600)
        expected.wakeUpTime = Date(timeIntervalSince1970: 7 * 3600 + 15 * 60)
        expected.updatedAt = Date(timeIntervalSince1970: 1_717_245_000)
        expected.homepage = URL(string: "https://example.com/grace")
        expected.phone = "+1 555 0100"
        expected.zipCode = "10001"
        expected.bio = "Rear admiral.\nCompiler pioneer."
        expected.backupEmails = ["g1@example.com", "g2@example.com"]
        expected.alerts.sound = true
        expected.alerts.volume = 7
        #expect(saved == expected)

        // The page rendered from the saved form shows the new values.
        let page = HTMLScanner(renderer.render(form))
        #expect(page.control(named: "updatedAt")?["value"] == "2024-06-01T12:30")
        #expect(page.control(named: "birthDate")?["value"] == "1906-12-09")
        #expect(page.controls(named: "backupEmails").map { $0["value"] } == ["g1@example.com", "g2@example.com", ""])
    }

    @Test func failedSubmitThenCorrectedResubmit() throws {
        let renderer = HTMLRenderer()
        let form = try ModelForm(Profile())
        let first = URLEncodedForm.encode(
            BrowserSimulator.submission(
                renderer.render(form),
                changes: [
                    "displayName": ["Ada"], "age": ["12"], "zipCode": ["1234"],
                ]))
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(body: first, to: form) }
        #expect(Set(error?.fieldErrors.map(\.key) ?? []) == ["age", "zipCode"])
        let retry = renderer.render(form)
        let page = HTMLScanner(retry)
        #expect(page.control(named: "age")?["value"] == "12")
        #expect(page.control(named: "age")?["aria-invalid"] == "true")
        #expect(page.control(named: "zipCode")?["value"] == "1234")
        #expect(page.control(named: "displayName")?["value"] == "Ada")
        let second = URLEncodedForm.encode(
            BrowserSimulator.submission(retry, changes: ["age": ["21"], "zipCode": ["12345"]]))
        let saved = try FormSubmission.commit(body: second, to: form)
        #expect(saved.displayName == "Ada")
        #expect(saved.age == 21)
        #expect(saved.zipCode == "12345")
    }

    @Test func anUntouchedOptionalSubformStaysNil() throws {
        let form = try ModelForm(Household())
        let html = HTMLRenderer().render(form)
        // Absent, it shows only its Add button (issue 15): nothing of it is submitted.
        #expect(HTMLScanner(html).control(named: "alerts.enabled") == nil)
        #expect(html.contains("value=\"add alerts\""))
        let unchanged = try FormSubmission.commit(
            body: URLEncodedForm.encode(BrowserSimulator.submission(html)), to: form, mode: .strict)
        #expect(unchanged.alerts == nil)
        #expect(throws: FormSubmissionError.shapeEdited(.add("alerts"))) {
            try FormSubmission.apply(
                [("name", "Home"), (FormSubmission.editButtonName, "add alerts")], to: form, mode: .strict)
        }
        let switchedOn = HTMLRenderer().render(form)
        #expect(HTMLScanner(switchedOn).control(named: "alerts.enabled")?.has("checked") == true, "defaults are shown")
        let edited = URLEncodedForm.encode(BrowserSimulator.submission(switchedOn, changes: ["alerts.sound": ["true"]]))
        let created = try FormSubmission.commit(body: edited, to: form, mode: .strict)
        #expect(created.alerts == Alerts(enabled: true, sound: true, volume: 5))
    }
}
