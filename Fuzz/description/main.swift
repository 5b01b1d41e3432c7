// libFuzzer target: the JSON reader and the JSON form-description loader
// (scripts/fuzz description SECONDS).
//
// Properties checked on every input, besides "no crash":
// - JSON either parses or throws JSONError with a position inside the text; what parses
//   writes out as JSON that parses back to an equivalent value, and writing is stable;
// - a description either builds a form or throws FormDefinitionError with problems;
// - a form's keys have at most FormLimits.maximumDepth names, and none runs through a
//   field that is not a subform (`a` and `a.b`);
// - a form's own description (describe()) builds an equal form again (same description);
// - every editable field takes back the text the form shows for it, and a commit either
//   succeeds or leaves the model exactly as it was.
import Foundation
@testable import Formulate

func fail(_ message: String, _ text: String) -> Never {
    FileHandle.standardError.write(Data("PROPERTY BROKEN: \(message)\ninput: \(text.debugDescription)\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ text: String) {
    if !condition { fail(message(), text) }
}

/// Equal, or numbers of equal value, all the way down.
func equivalent(_ a: FormValue, _ b: FormValue) -> Bool {
    switch (a, b) {
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { equivalent($0, $1) }
    case (.object(let x), .object(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && equivalent($0.value, $1.value) }
    default:
        return a.isEquivalent(to: b)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let json: FormValue
    do {
        json = try FormValue(json: text)
    } catch {
        check(error.offset >= 0 && error.offset <= text.utf8.count, "JSON error offset \(error.offset) outside the text", text)
        check(error.line >= 1 && error.column >= 1, "JSON error line/column not 1-based", text)
        return 0
    }
    for pretty in [false, true] {
        // Whole doubles are written as integers, so the value comes back equivalent (not
        // always the same case), and writing it again gives the same text.
        let written = json.jsonString(pretty: pretty)
        guard let back = try? FormValue(json: written) else { fail("written JSON does not parse: \(written)", text) }
        check(equivalent(back, json), "JSON round trip changed the value: \(written)", text)
        // ("-0" reads back as the integer 0, by design, so compare from the second writing.)
        let rewritten = back.jsonString(pretty: pretty)
        guard let third = try? FormValue(json: rewritten) else { fail("rewritten JSON does not parse: \(rewritten)", text) }
        check(third.jsonString(pretty: pretty) == rewritten, "JSON writing is not stable: \(written) -> \(rewritten)", text)
    }

    let form: ModelForm<DynamicModel>
    do {
        form = try ModelForm(description: json)
    } catch {
        check(!error.problems.isEmpty, "a refused description without problems", text)
        return 0
    }
    let leaves = Set(form.allFields.filter { $0.kind != .subform }.map(\.key))
    for field in form.allFields {
        let names = field.key.split(separator: ".", omittingEmptySubsequences: false)
        check(names.count <= FormLimits.maximumDepth, "a key with \(names.count) names was loaded", text)
        for end in names.indices.dropLast() where leaves.contains(names[...end].joined(separator: ".")) {
            fail("\(field.key) runs through a field that is not a subform", text)
        }
    }
    let described = form.describe()
    let again: ModelForm<DynamicModel>
    do {
        again = try ModelForm(description: described)
    } catch {
        fail("a form's own description is refused: \(error)\n\(described.jsonString(pretty: false))", text)
    }
    check(again.describe() == described, "describe() is not stable", text)
    check(again.values(includingHidden: true) == form.values(includingHidden: true), "values differ after describe()", text)

    for field in form.allFields where field.holdsValue && !field.isReadOnly
        && !form.isHidden(field.key) && !form.isDisabled(field.key) && field.kind != .collection {
        let shown = form.text(for: field.key)
        let before = form.values(includingHidden: true)
        do {
            try form.setText(shown, for: field.key)
        } catch {
            check(error.key == field.key, "an error names \(error.key), not \(field.key)", text)
            check(form.values(includingHidden: true) == before, "a refused edit changed the draft", text)
        }
    }
    let model = form.model
    do {
        _ = try form.commit()
    } catch {
        check(form.model == model, "a failed commit changed the model", text)
    }
    return 0
}
