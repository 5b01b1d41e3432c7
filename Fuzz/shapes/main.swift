// libFuzzer target: the shape of a form — items of collections of subforms, dictionary
// entries (of values and of subforms), nested collections — driven by lines of input (scripts/fuzz shapes SECONDS).
//
// Each line of an input is one step: an edit as a command line spells it (`add servers`,
// `move servers.2 0`, `rename environment.A B`, read by CollectionEdit(parsing:)) or
// `KEY=TEXT` (applyInput, as a submitted page gives it). At most 64 steps are run.
//
// Properties checked on every input, besides "no crash":
// - a step is applied or refused with a FormError / FormErrors; a refused step leaves the
//   draft (every value, every item) and the model exactly as they were;
// - the model is unchanged until the commit;
// - at the end, a form without errors commits, and a form over the committed model holds
//   the same values as the draft did; a form with errors refuses the commit and changes
//   nothing.
import Foundation
@testable import Formulate

struct Alias: Equatable, DefaultConstructible { var name = "" }

struct Server: Equatable, DefaultConstructible, FormItemTitled {
    static var formItemTitleKey: String { "name" }
    var name = ""
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
    var aliases: [Alias] = []
}

struct Fleet: Equatable, DefaultConstructible, FormCustomizing {
    var servers: [Server] = [Server(name: "a", host: "a.example")]
    var environment: [String: String] = ["A": "1"]
    var accounts: [String: Server] = ["w": Server(name: "w", host: "w.example")]
    var limits: [String: Int] = [:]
    var tags: [String] = []
    static var inputFields: FormInput { .all }
    static var fieldOverrides: [String: FieldOverrides] {
        ["servers": ["rules": [ValidationRule.unique(by: "name"), .maxLength(5)]], "tags": ["rules": [ValidationRule.unique]]]
    }
}

func fail(_ message: String, _ text: String) -> Never {
    FileHandle.standardError.write(Data("PROPERTY BROKEN: \(message)\ninput: \(text.debugDescription)\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ text: String) {
    if !condition { fail(message(), text) }
}

/// Applies one line; `true` when it was applied.
func step(_ line: Substring, on form: ModelForm<Fleet>) throws -> Bool {
    if let equals = line.firstIndex(of: "="), !line.hasPrefix("add "), !line.hasPrefix("insert "), !line.hasPrefix("remove "),
       !line.hasPrefix("move "), !line.hasPrefix("rename ") {
        try form.applyInput([String(line[..<equals]): String(line[line.index(after: equals)...])])
    } else {
        try form.applyInput(try CollectionEdit(parsing: String(line)))
    }
    return true
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let form = try? ModelForm(Fleet()) else { fail("the fixture form does not build", text) }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
        let before = form.values(includingHidden: true)
        do {
            _ = try step(line, on: form)
        } catch {
            check(form.values(includingHidden: true) == before, "a refused step changed the draft: \(line.debugDescription)", text)
        }
        check(form.model == Fleet(), "a step changed the model before the commit", text)
    }

    let draft = form.values(includingHidden: true)
    let errors = form.validate()
    do {
        let saved = try form.commit()
        check(errors.isEmpty, "a commit took a form with errors: \(errors)", text)
        guard let reread = try? ModelForm(saved) else { fail("the committed model does not build a form", text) }
        check(reread.values(includingHidden: true) == draft, "the committed model reads back differently", text)
    } catch {
        check(!errors.isEmpty, "a valid form did not commit: \(error)", text)
        check(form.model == Fleet(), "a refused commit changed the model", text)
    }
    return 0
}
