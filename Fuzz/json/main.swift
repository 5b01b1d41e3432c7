// libFuzzer target: a JSON body applied to a form with ModelForm.applyInput(json:mode:absentText:shown:)
// and with the fingerprints of the instance shown (scripts/fuzz json SECONDS).
//
// Properties checked on every input, besides "no crash":
// - a body the walk refuses (in either mode, with or without the fingerprints) leaves the
//   form's draft, its changes and the model exactly as they were;
// - no body writes a field input may not write (read-only, not an input field, hidden,
//   disabled, a secret input may not write), and a commit never writes one either;
// - the instance the exporter writes, applied back unchanged (fresh, with its fingerprints,
//   and after the fuzzed body was applied), changes nothing.
import Foundation
@testable import Formulate
@testable import FormulateSchema

enum Plan: String, CaseIterable { case free, pro, team }

struct Seat: Equatable, DefaultConstructible {
    var holder = ""
    var since = Date(timeIntervalSince1970: 0)
}

struct Address: Equatable, DefaultConstructible {
    var street = ""
    var city = "Paris"
}

struct Account: Equatable, FormCustomizing {
    var name = "Ada"
    var age = 30
    var bio = "line one\nline two"
    var plan = Plan.free
    var price: Decimal = 12.5
    var ratio = 0.25
    var wakeUp = Date(timeIntervalSince1970: 25_200)
    var tags: [String] = ["a"]
    var limits: [String: Int] = ["cpu": 2]
    var seats: [Seat] = [Seat(holder: "Bo")]
    var address = Address()
    var rememberMe = false
    var sessionDays = 30
    var apiKey = "sk-live-4242"
    var pin = "1234"
    var admin = false
    var internalNote = "secret"
    var locked = 7
    let id = 42

    static var inputFields: FormInput {
        .only([
            "name", "age", "bio", "plan", "price", "ratio", "wakeUp", "tags", "limits", "seats", "address",
            "rememberMe", "sessionDays", "pin", "internalNote", "locked",
        ])
    }
    static var fieldSettings: [String: FieldSettings] {
        [
            "bio": FieldSettings.kind(.longText),
            "wakeUp": FieldSettings.kind(.time),
            "apiKey": FieldSettings.secure(true),
            "pin": FieldSettings.secure(true),
            "internalNote": FieldSettings.hidden(true),
            "locked": FieldSettings.disabled(true),
            "sessionDays": FieldSettings.hidden("$rememberMe == false"),
            "age": FieldSettings.min(18),
        ]
    }
}

/// Stops the process with a message, so that libFuzzer keeps the input as a finding.
func fail(_ message: String, _ input: [UInt8]) -> Never {
    FileHandle.standardError.write(
        Data("PROPERTY BROKEN: \(message)\ninput: \(String(decoding: input, as: UTF8.self))\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: [UInt8]) {
    if !condition { fail(message(), input) }
}

/// Fields no body may write.
let protectedKeys = ["admin", "internalNote", "locked", "id", "apiKey"]

func newForm(_ input: [UInt8]) -> ModelForm<Account> {
    guard let form = try? ModelForm(Account()) else { fail("the fixture form does not build", input) }
    form.timeZone = .gmt
    return form
}

/// The draft of `form`, every field (hidden ones too), and its changes.
func state(_ form: ModelForm<Account>) -> [String: FormValue] {
    var all = form.values(includingHidden: true)
    all["(changes)"] = .array(form.changes.map { .string($0.key) })
    return all
}

/// Applies the instance the exporter writes for `form` back to it, with and without its
/// fingerprints: nothing may change.
func roundTrip(_ form: ModelForm<Account>, _ input: [UInt8], _ when: String) {
    let before = state(form)
    let shown = JSONSchemaExporter().shownInstance(of: form)
    guard let body = try? FormValue(json: shown.instance.jsonString(pretty: false), preservingDecimals: true) else {
        fail("the exported instance does not parse (\(when))", input)
    }
    do {
        try form.applyInput(json: body)
        try form.applyInput(json: body, shown: shown.fingerprints)
    } catch {
        fail("the exported instance applied back is refused (\(when)): \(error)", input)
    }
    check(state(form) == before, "the exported instance applied back changed the form (\(when))", input)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let text = String(validating: bytes, as: UTF8.self),
        let body = try? FormValue(json: text, preservingDecimals: true)
    else { return 0 }
    let fresh = newForm(bytes)
    let original = fresh.model
    roundTrip(fresh, bytes, "fresh")
    let shown = JSONSchemaExporter().shownInstance(of: fresh).fingerprints

    for (mode, fingerprints) in [(JSONInputMode.strict, nil), (.ignoreUnknown, nil), (.strict, shown)] as [(JSONInputMode, ShownFingerprints?)] {
        let form = newForm(bytes)
        let before = state(form)
        do {
            let ignored = try form.applyInput(json: body, mode: mode, shown: fingerprints)
            check(mode == .ignoreUnknown || ignored.isEmpty, "strict mode ignored members", bytes)
        } catch {
            check(!error.errors.isEmpty, "a refusal without errors", bytes)
            check(state(form) == before, "a refused body changed the form: \(error)", bytes)
            check(form.model == original, "a refused body changed the model", bytes)
            continue
        }
        let after = form.values(includingHidden: true)
        for key in protectedKeys {
            check(after[key] == before[key], "\(key) was written", bytes)
        }
        roundTrip(form, bytes, "after the body")
        do {
            let saved = try form.commit()
            check(
                saved.admin == false && saved.internalNote == "secret" && saved.locked == 7
                    && saved.apiKey == "sk-live-4242" && saved.id == 42,
                "a protected property changed at commit", bytes)
            check(saved.age >= 18, "commit wrote an age that breaks its rule", bytes)
            check(!saved.name.utf8.contains(0) && !saved.name.contains("\n"), "one line of text holds a NUL or a line break", bytes)
        } catch {
            check(form.model == original, "a failed commit changed the model", bytes)
        }
    }
    return 0
}
