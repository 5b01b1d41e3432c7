import Formulate
import FormulateHTML
import Foundation
import Testing

/// A model with fields that a submitted body must never write.
enum Tier: String, CaseIterable, Sendable { case free, pro, team }

struct Guarded: Equatable, FormCustomizing {
    var name = "Ada"
    var age = 30
    var tier = Tier.free
    var seats = 1
    var rememberMe = true
    var sessionDays = 30
    var isAdmin = false
    var secret = "hidden value"
    var locked = 1
    var role = "user"
    let serial = 42

    static var excludedFields: [String] { ["role"] }
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "isAdmin": ["readOnly": true],
            "secret": ["hidden": true],
            "locked": ["disabled": true],
            "seats": ["disabled": "$tier == 'free'"],
            "sessionDays": ["hidden": "$rememberMe == false"],
        ]
    }
}

/// One malformed body and the decoding error it must give.
struct HostileBody: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var reason: URLEncodedFormError.Reason
    var offset: Int
    var testDescription: String {
        "\(String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription) -> \(reason) at \(offset)"
    }
}

enum HostileBodies {
    static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Malformed escapes, in keys and values, at every place in a pair.
    static var escapes: [HostileBody] {
        let bad = ["%zz", "%", "%4", "%G0", "%0g", "%-1", "%+1", "% 1", "%%", "%%41", "%4%", "%\u{e9}"]
        var cases: [HostileBody] = []
        for escape in bad {
            cases.append(HostileBody(bytes: body("name=" + escape), reason: .malformedPercentEscape, offset: 5))
            cases.append(HostileBody(bytes: body(escape + "=Ada"), reason: .malformedPercentEscape, offset: 0))
            cases.append(
                HostileBody(bytes: body("age=31&name=A" + escape + "&x=1"), reason: .malformedPercentEscape, offset: 13)
            )
        }
        return cases
    }

    /// Bytes that are not UTF-8: raw and percent-escaped, including lone surrogates,
    /// overlong forms, truncated sequences and code points above U+10FFFF.
    static var utf8: [HostileBody] {
        let sequences: [(bytes: [UInt8], badAt: Int)] = [
            ([0xFF], 0), ([0xFE], 0), ([0x80], 0), ([0xBF], 0), ([0xC0, 0xAF], 0), ([0xC1, 0xBF], 0),
            ([0xE0, 0x80, 0xAF], 1), ([0xED, 0xA0, 0x80], 1), ([0xED, 0xBF, 0xBF], 1), ([0xF0, 0x80, 0x80, 0xAF], 1),
            ([0xF4, 0x90, 0x80, 0x80], 1), ([0xF5, 0x80, 0x80, 0x80], 0), ([0xE2, 0x82], -1), ([0xF0, 0x9F, 0x98], -1),
            ([0xC3], -1), ([0xE2, 0x28, 0xA1], 1),
        ]
        var cases: [HostileBody] = []
        for (bytes, badAt) in sequences {
            // Raw, in a value: "name=" is 5 bytes.
            let rawOffset = badAt < 0 ? 5 : 5 + badAt
            cases.append(HostileBody(bytes: body("name=") + bytes, reason: .invalidUTF8, offset: rawOffset))
            // Percent-escaped, in a value: each byte is 3 characters.
            let escaped = bytes.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            cases.append(
                HostileBody(bytes: body("name=" + escaped), reason: .invalidUTF8, offset: badAt < 0 ? 5 : 5 + 3 * badAt)
            )
            // Percent-escaped, in a key.
            cases.append(
                HostileBody(bytes: body(escaped + "=x"), reason: .invalidUTF8, offset: badAt < 0 ? 0 : 3 * badAt))
        }
        return cases
    }

    static var all: [HostileBody] { escapes + utf8 }
}

@Suite("Hostile form bodies")
struct HostileBodyTests {
    @Test func theBodyCorpusSize() {
        #expect(HostileBodies.all.count == 84)
    }

    /// Each malformed body is refused with its reason and offset, and nothing is applied.
    @Test(arguments: HostileBodies.all)
    func malformedBodiesAreRefusedAndApplyNothing(_ hostile: HostileBody) throws {
        let decoded = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode(hostile.bytes) }
        #expect(decoded?.reason == hostile.reason)
        #expect(decoded?.offset == hostile.offset, "\(decoded?.description ?? "")")
        #expect((decoded?.message.count ?? 0) < 300)

        let form = try ModelForm(Guarded())
        let before = form.values(includingHidden: true)
        let applied = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: Data(hostile.bytes), to: form)
        }
        guard case .malformedBody(let error)? = applied else {
            Issue.record("expected malformedBody, got \(String(describing: applied))")
            return
        }
        #expect(error.reason == hostile.reason)
        #expect(form.values(includingHidden: true) == before)
        #expect(try form.commit() == Guarded())
    }

    /// Text that does not parse, submitted for a field: the field's error, and a commit of
    /// the submission leaves the model exactly as it was.
    @Test(arguments: [
        ("age=99999999999999999999", "age", FormError.Reason.outOfRange),
        ("age=1e400", "age", FormError.Reason.outOfRange), ("age=NaN", "age", FormError.Reason.invalidText),
        ("age=%EF%BC%95", "age", FormError.Reason.invalidText), ("age=%D9%A5", "age", FormError.Reason.invalidText),
        ("age=+5+", "age", FormError.Reason.invalidText),
        ("age=--5", "age", FormError.Reason.invalidText), ("age=0x10", "age", FormError.Reason.invalidText),
        ("age=", "age", FormError.Reason.invalidText),
        ("tier=enterprise", "tier", FormError.Reason.notAnOption), ("tier=3", "tier", FormError.Reason.notAnOption),
        ("tier=%3Cscript%3E", "tier", FormError.Reason.notAnOption),
        ("name=Bob&age=-1e-3", "age", FormError.Reason.invalidText),
    ])
    func badFieldTextCommitsNothing(body: String, key: String, reason: FormError.Reason) throws {
        let form = try ModelForm(Guarded())
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(body: body, to: form) }
        #expect(error?.fieldErrors.first?.key == key)
        #expect(error?.fieldErrors.first?.reason == reason)
        #expect(form.model == Guarded())
    }

    /// A megabyte value in a body, for a number: refused with a short message.
    @Test func aMegabyteValueIsRefusedBriefly() throws {
        let form = try ModelForm(Guarded())
        let body = "age=" + String(repeating: "9", count: 1 << 20)
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(body: body, to: form) }
        #expect(error?.fieldErrors.first?.reason == .outOfRange)
        #expect((error?.description.count ?? .max) < 300)
        #expect(form.model == Guarded())
    }
}

@Suite("Mass assignment through submitted bodies")
struct SubmittedMassAssignmentTests {
    static let protectedBody =
        "isAdmin=on&secret=pwned&locked=9&role=admin&serial=7&seats=50&nope=1&__proto__=x&name.length=1"

    /// Keys of read-only, hidden, disabled, excluded, `let` and unknown fields are never
    /// written, whatever else the body holds, and are listed as ignored.
    @Test func protectedKeysAreIgnoredAndListed() throws {
        let form = try ModelForm(Guarded())
        let result = try FormSubmission.apply(body: "name=Bob&" + Self.protectedBody, to: form)
        #expect(
            result.ignoredKeys == [
                "isAdmin", "secret", "locked", "role", "serial", "seats", "nope", "__proto__", "name.length",
            ])
        let saved = try form.commit()
        var expected = Guarded()
        expected.name = "Bob"
        expected.rememberMe = false // a rendered checkbox that is absent is off
        #expect(saved == expected)
    }

    /// Strict mode refuses the whole submission, naming every key, and applies nothing.
    @Test func strictModeRefusesAndAppliesNothing() throws {
        let form = try ModelForm(Guarded())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "name=Bob&" + Self.protectedBody, to: form, mode: .strict)
        }
        #expect(
            error
                == .unexpectedKeys([
                    "isAdmin", "secret", "locked", "role", "serial", "nope", "__proto__", "name.length",
                ]), "seats, disabled by a condition the body could change, is not refused up front")
        #expect(form.values(includingHidden: true) == (try ModelForm(Guarded())).values(includingHidden: true))
        #expect(try form.commit() == Guarded())
    }

    /// A field that an earlier field of the same body hides or disables is not written.
    @Test func aFieldHiddenOrDisabledByTheSameBodyIsNotWritten() throws {
        var start = Guarded()
        start.tier = .pro
        let form = try ModelForm(start)
        let result = try FormSubmission.apply(body: "rememberMe=&sessionDays=1&tier=free&seats=50", to: form)
        #expect(result.ignoredKeys == ["sessionDays", "seats"], "not written, so listed")
        let saved = try form.commit()
        #expect(saved.sessionDays == 30)
        #expect(saved.seats == 1)
        #expect(saved.rememberMe == false)
        #expect(saved.tier == .free)
    }

    /// Strict mode writes a field the body's values enable, and leaves one they keep
    /// disabled, listed, without refusing the body: a condition decides, not the key.
    @Test func strictModeJudgesAConditionsFieldAfterTheValuesThatSwitchIt() throws {
        let enabled = try ModelForm(Guarded())
        let written = try FormSubmission.apply(body: "tier=pro&seats=50", to: enabled, mode: .strict)
        #expect(written.ignoredKeys.isEmpty)
        #expect(try enabled.commit().seats == 50)

        let disabled = try ModelForm(Guarded())
        let left = try FormSubmission.apply(body: "name=Bob&seats=50", to: disabled, mode: .strict)
        #expect(left.ignoredKeys == ["seats"])
        let saved = try disabled.commit()
        #expect(saved.seats == 1)
        #expect(saved.name == "Bob")
    }

    /// Dynamic forms: the same protection for fields described in JSON.
    @Test func dynamicFormsProtectTheirFieldsToo() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [
                  {"key": "name", "type": "text", "value": "Ada"},
                  {"key": "isAdmin", "type": "boolean", "readOnly": true, "value": false},
                  {"key": "secret", "type": "text", "hidden": true, "value": "s"},
                  {"key": "locked", "type": "integer", "disabled": true, "value": 1}
                ]}
                """)
        let result = try FormSubmission.apply(body: "name=Bob&isAdmin=on&secret=x&locked=2&extra=1", to: form)
        #expect(result.ignoredKeys == ["isAdmin", "secret", "locked", "extra"])
        let model = try form.commit()
        #expect(model.json.jsonString(pretty: false) == #"{"name":"Bob","isAdmin":false,"secret":"s","locked":1}"#)
    }
}

extension Guarded { static var inputFields: FormInput { .all } }
