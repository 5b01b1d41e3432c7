// libFuzzer target: the application/x-www-form-urlencoded decoder and applying what it
// decodes to a form (scripts/fuzz urlencoded SECONDS).
//
// Properties checked on every input, besides "no crash":
// - decoding bytes either gives pairs or throws URLEncodedFormError (never traps);
// - decode -> encode -> decode gives the same pairs, and encoding them again is stable;
// - a body that is valid UTF-8 decodes the same as a String as it does as bytes;
// - applying the pairs to a form never writes a field that is read-only, hidden, disabled
//   or not in the form, strict mode applies nothing when it refuses (and lists without
//   refusing only fields a condition leaves switched off), and a commit that fails leaves
//   the model exactly as it was.
import Foundation
@testable import Formulate
@testable import FormulateHTML

enum Plan: String, CaseIterable { case free, pro, team }
enum Day: String, CaseIterable { case monday, tuesday, wednesday }

struct Account: Equatable, FormCustomizing {
    static var inputFields: FormInput { .all }
    var name = "Ada"
    var age = 30
    var email = "ada@example.com"
    var password = ""
    var bio = ""
    var plan = Plan.free
    var seats: UInt8 = 1
    var rememberMe = false
    var sessionDays = 30
    var days: Set<Day> = []
    var tags: [String] = []
    var website: URL?
    var birthday = Date(timeIntervalSince1970: 0)
    var admin = false
    var internalNote = "secret"
    var locked = 7
    var role = "user"
    let id = 42

    static var excludedFields: [String] { ["role"] }
    static var fieldOverrides: [String: FieldOverrides] {
        ["admin": ["readOnly": true],
         "internalNote": ["hidden": true],
         "locked": ["disabled": true],
         "sessionDays": ["hidden": "$rememberMe == false"],
         "seats": ["disabled": "$plan == 'free'"],
         "age": ["rules": [ValidationRule.greaterOrEqual(18)]]]
    }
}

/// Stops the process with a message, so that libFuzzer keeps the input as a finding.
func fail(_ message: String, _ input: [UInt8]) -> Never {
    FileHandle.standardError.write(Data("PROPERTY BROKEN: \(message)\ninput: \(input.map { String($0, radix: 16) }.joined(separator: " "))\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: [UInt8]) {
    if !condition { fail(message(), input) }
}

func same(_ a: [(key: String, value: String)], _ b: [(key: String, value: String)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
}

let protectedKeys = ["admin", "internalNote", "locked", "id"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let limits = URLEncodedForm.Limits(maximumBytes: 1 << 16, maximumPairs: 256)
    let pairs: [(key: String, value: String)]
    do {
        pairs = try URLEncodedForm.decode(bytes, limits: limits)
    } catch {
        check(error.offset >= 0 && error.offset <= max(bytes.count, limits.maximumBytes), "offset \(error.offset) outside the body", bytes)
        if let text = String(validating: bytes, as: UTF8.self) {
            do {
                _ = try URLEncodedForm.decode(text, limits: limits)
                fail("bytes refused but the same text accepted", bytes)
            } catch let textError {
                check(textError.reason == error.reason, "String and bytes disagree: \(textError) vs \(error)", bytes)
            }
        }
        return 0
    }

    // Round trip.
    let encoded = URLEncodedForm.encode(pairs)
    guard let again = try? URLEncodedForm.decode(encoded) else { fail("re-encoded body does not decode: \(encoded)", bytes) }
    check(same(again, pairs), "decode(encode(pairs)) != pairs", bytes)
    check(URLEncodedForm.encode(again) == encoded, "encoding is not stable", bytes)
    if let text = String(validating: bytes, as: UTF8.self) {
        guard let fromText = try? URLEncodedForm.decode(text, limits: limits) else { fail("text refused but bytes accepted", bytes) }
        check(same(fromText, pairs), "String and bytes decode differently", bytes)
    }

    // Applying to a form: protected fields are never written.
    guard let form = try? ModelForm(Account()) else { fail("the fixture form does not build", bytes) }
    let before = form.values(includingHidden: true)
    let submitted = Set(pairs.map(\.key))
    do {
        let result = try FormSubmission.apply(pairs, to: form, mode: .strict)
        // Strict mode lists, without refusing, only keys of fields that a condition left
        // hidden or disabled after the post's values (a page posts a field it rendered
        // before a box hid it); they are not written.
        check(
            result.ignoredKeys.allSatisfy { form.isHidden($0) || form.isDisabled($0) },
            "strict mode ignored a key that no condition switched off without refusing", bytes)
        let after = form.values(includingHidden: true)
        check(result.ignoredKeys.allSatisfy { after[$0] == before[$0] }, "strict mode wrote a key it listed as ignored", bytes)
    } catch .unexpectedKeys(let keys) {
        check(!keys.isEmpty && keys.allSatisfy(submitted.contains), "unexpectedKeys lists keys that were not submitted", bytes)
        check(form.values(includingHidden: true) == before, "strict mode refused but changed the draft", bytes)
    } catch .invalidFields(let errors, _) {
        check(!errors.isEmpty, "invalidFields without errors", bytes)
    } catch .invalidEdit {
        // An edit button's value or a recorded list of edits (`formulate[edits]`) the form
        // cannot take: refused before any value is applied.
        check(form.values(includingHidden: true) == before, "a refused edit changed the draft", bytes)
    } catch {
        fail("unexpected error \(error)", bytes)
    }
    let lenient = try? ModelForm(Account())
    guard let lenient else { fail("the fixture form does not build", bytes) }
    _ = try? FormSubmission.apply(pairs, to: lenient)
    for form in [form, lenient] {
        let after = form.values(includingHidden: true)
        for key in protectedKeys {
            check(after[key] == before[key], "\(key) was written: \(String(describing: before[key])) -> \(String(describing: after[key]))", bytes)
        }
        check(after["role"] == nil, "an excluded field appeared", bytes)
        let model = form.model
        do {
            let saved = try form.commit()
            check(saved.admin == false && saved.internalNote == "secret" && saved.locked == 7 && saved.role == "user",
                  "a protected property changed at commit", bytes)
            check(saved.age >= 18, "commit wrote an age that breaks its rule", bytes)
        } catch {
            check(form.model == model, "a failed commit changed the model", bytes)
            check(!error.errors.isEmpty, "a failed commit without errors", bytes)
        }
    }
    return 0
}
