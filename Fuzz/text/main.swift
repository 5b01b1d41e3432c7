// libFuzzer target: reading text as a person typed it, for a field of every kind
// (scripts/fuzz text SECONDS).
//
// The first byte of an input chooses the field and the edit (setText, adding a collection
// item as text, or a JSON value through setFormValue); the rest is the text.
//
// Properties checked on every input, besides "no crash":
// - text is accepted or refused with a FormError that names the field; a refused edit
//   leaves the draft and the model exactly as they were;
// - accepted text shows as text that the field accepts again, giving the same text
//   (format -> parse -> format is stable) and, for kinds other than dates, the same value;
//   unless no person types it (a NUL, a line break in one line of text), which typed text
//   refuses;
// - an accepted edit commits, and a form over the committed model reads the same values;
//   unless it breaks a rule its kind implies (text of kind email that is not an email, a URL
//   that is not http or https), and then the commit
//   refuses it, naming the field, and changes nothing.
import Foundation
@testable import Formulate

enum Theme: String, CaseIterable { case light, dark, system }

struct Weekdays: OptionSet, CaseIterable {
    let rawValue: Int
    static let monday = Weekdays(rawValue: 1)
    static let tuesday = Weekdays(rawValue: 2)
    static let friday = Weekdays(rawValue: 16)
    static let allCases: [Weekdays] = [.monday, .tuesday, .friday]
}

struct Everything: Equatable {
    var name = ""
    var email = ""
    var isEnabled = false
    var count = 0
    var tiny: Int8 = 0
    var small: Int16 = 0
    var medium: Int32 = 0
    var large: Int64 = 0
    var byte: UInt8 = 0
    var word: UInt16 = 0
    var double: UInt32 = 0
    var quad: UInt64 = 0
    var unsignedCount: UInt = 0
    var ratio = 0.5
    var weight: Float = 1
    var price = Decimal(0)
    var birthday = Date(timeIntervalSince1970: 0)
    var alarmTime = Date(timeIntervalSince1970: 0)
    var createdAt = Date(timeIntervalSince1970: 0)
    var website = URL(string: "https://example.com")
    var homepage: URL?
    var identifier = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301") ?? UUID()
    var theme = Theme.system
    var optionalTheme: Theme?
    var optionalCount: Int?
    var days: Weekdays = []
    var favoriteThemes: Set<Theme> = []
    var backupEmails: [String] = []
    var luckyNumbers: [Int] = []
    var ratios: [Double] = []
}

func fail(_ message: String, _ input: [UInt8]) -> Never {
    FileHandle.standardError.write(Data("PROPERTY BROKEN: \(message)\ninput: \(input.map { String($0, radix: 16) }.joined(separator: " "))\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: [UInt8]) {
    if !condition { fail(message(), input) }
}

let fieldKeys: [String] = {
    guard let form = try? ModelForm(Everything()) else { return [] }
    return form.allFields.filter(\.holdsValue).map(\.key)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let selector = input.first, !fieldKeys.isEmpty else { return 0 }
    let key = fieldKeys[Int(selector) % fieldKeys.count]
    let operation = Int(selector) / fieldKeys.count % 3
    let text = String(decoding: input.dropFirst(), as: UTF8.self)
    guard let form = try? ModelForm(Everything()) else { fail("the fixture form does not build", input) }
    guard let field = form.field(key) else { fail("no field \(key)", input) }
    let before = form.values(includingHidden: true)
    let model = form.model

    do {
        switch operation {
        case 0:
            try form.setText(text, for: key)
        case 1:
            if field.kind == .collection { try form.insertItem(text: text, in: key) } else { try form.setText(text, for: key) }
        default:
            guard let json = try? FormValue(json: text) else { return 0 }
            try form.setFormValue(json, for: key)
        }
    } catch {
        check(error.key == key, "the error names \(error.key), not \(key)", input)
        check(!error.message.isEmpty, "an error without a message", input)
        check(form.values(includingHidden: true) == before, "a refused edit changed the draft", input)
        check(form.model == model, "a refused edit changed the model", input)
        return 0
    }

    // What is shown is accepted again, and shows the same.
    let value = form.value(for: key)
    let shown = form.text(for: key)
    // Text no person types (a NUL, or a line break in one line of text) is refused as
    // typed text, although a value (`setFormValue`) may hold it.
    let isOneLine = field.kind.isTextual && field.kind != .longText
    let untypable = shown.utf8.contains(0) || (isOneLine && shown.utf8.contains { $0 == 10 || $0 == 13 })
    if field.kind != .collection && untypable {
        guard let other = try? ModelForm(Everything()) else { fail("the fixture form does not build", input) }
        do {
            try other.setText(shown, for: key)
            fail("\(key) took \(shown.debugDescription) as typed text", input)
        } catch {
            check(error.reason == .invalidText || error.reason == .notAnOption, "\(key): \(shown.debugDescription) refused for \(error.reason)", input)
        }
    } else if field.kind != .collection {
        guard let other = try? ModelForm(Everything()) else { fail("the fixture form does not build", input) }
        do {
            try other.setText(shown, for: key)
        } catch {
            fail("\(key) shows \(shown.debugDescription), which it refuses: \(error)", input)
        }
        check(other.text(for: key) == shown, "\(key): \(shown.debugDescription) shows as \(other.text(for: key).debugDescription)", input)
        if !field.kind.isTemporal {
            check(other.value(for: key) == value, "\(key): \(shown.debugDescription) reads as another value", input)
        }
    }

    // A rule may refuse what the type takes (text of kind email is checked as an email, a
    // URL field as an http or https URL): then the commit refuses it too, naming the field,
    // and writes nothing.
    let ruleErrors = form.validationErrors()
    if !ruleErrors.isEmpty {
        let kind = field.itemTemplate?.kind ?? field.kind
        let impliedRule = kind == .email ? ValidationRule.Name.email : kind == .url ? ValidationRule.Name.url : nil
        check(impliedRule != nil && ruleErrors.allSatisfy { error in error.key == key && impliedRule.map(FormError.Reason.rule) == error.reason },
              "an accepted edit breaks a rule it should not have: \(ruleErrors)", input)
        do {
            _ = try form.commit()
            fail("a commit took a value that breaks its rules", input)
        } catch {
            check(form.model == model, "a refused commit changed the model", input)
        }
        return 0
    }

    // Otherwise it commits, and reads back the same.
    let saved: Everything
    do {
        saved = try form.commit()
    } catch {
        fail("an accepted edit does not commit: \(error)", input)
    }
    guard let reread = try? ModelForm(saved) else { fail("the committed model does not build a form", input) }
    check(reread.value(for: key) == value, "\(key): committed \(String(describing: value)) reads back as \(String(describing: reread.value(for: key)))", input)
    return 0
}
