// libFuzzer target: the condition-expression parser and evaluator
// (scripts/fuzz condition SECONDS).
//
// Properties checked on every input, besides "no crash":
// - parsing either gives an expression or throws FormDefinitionError with an offset inside the
//   predicate (never traps, never recurses without bound);
// - the canonical, fully parenthesized rendering of a parsed predicate parses again to
//   the same rendering, and both evaluate alike on the same values;
// - evaluation terminates, is deterministic, and only reads the keys in `references`;
// - checking references and types throws FormDefinitionError or nothing.
import Foundation
@testable import Formulate

func fail(_ message: String, _ source: String) -> Never {
    FileHandle.standardError.write(Data("PROPERTY BROKEN: \(message)\ninput: \(source.debugDescription)\n".utf8))
    abort()
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, _ source: String) {
    if !condition { fail(message(), source) }
}

/// Values of every kind, chosen by the key's hash, so evaluation meets each comparison.
let samples: [FormValue] = [
    .null, .bool(true), .bool(false), .int(0), .int(18), .int(-5), .uint(UInt.max), .double(2.5), .double(-0.0),
    .decimal(Decimal(string: "1.25") ?? 0), .string(""), .string("US"), .string("pro"), .date(Date(timeIntervalSince1970: 0)),
    .array([]), .array([.string("a"), .int(1)]), .object([FormValueMember("x", .int(1))]),
]

func value(for key: String, salt: Int) -> FormValue {
    var hash = salt
    for byte in key.utf8 { hash = (hash &* 31) &+ Int(byte) }
    return samples[Int(UInt(bitPattern: hash) % UInt(samples.count))]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let expression: ConditionExpression
    do {
        expression = try ConditionExpression(source)
    } catch {
        check(error.problems.count == 1, "one problem expected: \(error)", source)
        let location = error.problems.first?.location
        let offset = location?.offset ?? -1
        check(offset >= 0 && offset <= source.count, "error offset \(offset) outside the predicate", source)
        check(location?.text == source, "the error names another expression", source)
        _ = error.description
        _ = location?.pointer
        return 0
    }
    check(expression.source == source, "source not kept", source)
    check(Set(expression.references).count == expression.references.count, "references repeat", source)

    for salt in 0..<4 {
        var read: Set<String> = []
        let result = expression.evaluate { key in
            read.insert(key)
            return value(for: key, salt: salt)
        }
        check(read.isSubset(of: Set(expression.references)), "evaluation read keys it does not reference: \(read)", source)
        check(expression.evaluate { value(for: $0, salt: salt) } == result, "evaluation is not deterministic", source)
    }

    let canonical = expression.root.description
    do {
        let reparsed = try ConditionExpression(canonical)
        check(reparsed.root.description == canonical, "canonical form is not stable: \(canonical) -> \(reparsed.root.description)", source)
        for salt in 0..<4 {
            check(reparsed.evaluate { value(for: $0, salt: salt) } == expression.evaluate { value(for: $0, salt: salt) },
                  "the canonical form evaluates differently: \(canonical)", source)
        }
    } catch {
        // The rendering adds parentheses, so it may nest deeper than the original.
        check(error.problems.first?.reason == .conditionLimit,
              "the canonical form \(canonical.debugDescription) does not parse: \(error)", source)
    }

    do {
        try expression.checkReferences(knownKeys: ["age", "country", "plan", "rememberMe", "notifications.sound"])
    } catch {
        let offset = error.problems.first?.location?.offset ?? -1
        check(offset >= 0 && offset <= source.count, "reference error offset outside the predicate", source)
    }
    let categories = ValueCategory.allCases
    do {
        try expression.checkTypes { key in categories[key.utf8.count % categories.count] }
    } catch {
        let offset = error.problems.first?.location?.offset ?? -1
        check(offset >= 0 && offset <= source.count, "type error offset outside the predicate", source)
    }
    return 0
}
