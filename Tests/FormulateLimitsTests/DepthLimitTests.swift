import Formulate
import Foundation
import Testing

/// Every recursive walk of the core at ``FormLimits/maximumDepth``, on a 512 KiB stack: a
/// form nested that deep is built, edited, committed and described; one level deeper is
/// refused before anything walks it (issue 14 item 5: a description nesting subforms 149
/// deep crashed `ModelForm(description:)` on such a stack).
@Suite("One depth limit on a 512 KiB stack: the core")
struct DepthLimitTests {
    static let limit = FormLimits.maximumDepth

    @Test func theLimitIs64() {
        #expect(FormLimits.maximumDepth == 64)
        #expect(ConditionExpression.maximumNesting == FormLimits.maximumDepth)
    }

    @Test func theTestThreadHasA512KiBStack() throws {
        #expect(try SmallStack.measuredStackSize() == 512 * 1024)
    }

    // MARK: - At the limit

    /// Loading (or inspecting), editing the deepest field, committing through every level.
    struct LoadEditCommit: DeepWalk {
        func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> [String] {
            try form.setText("changed", for: deepest)
            _ = try form.commit()
            return [
                form.field(deepest)?.kind.rawValue ?? "missing", form.text(for: deepest), "\(form.allFields.count)",
            ]
        }
    }

    @Test(arguments: DeepSource.allCases)
    func aFormAtTheLimitIsBuiltEditedAndCommitted(_ source: DeepSource) throws {
        let (kind, text, count) = try #require(try LoadEditCommit().runAtTheLimit(source).splat)
        #expect(kind == "text")
        #expect(text == "changed")
        // Per level a note and a subform; at the bottom three fields (and the description's two on top).
        #expect(Int(count) == 2 * (Self.limit - 1) + 3 + (source == .description ? 2 : 0))
    }

    /// `describe()`, its JSON, and a form loaded back from it.
    struct DescribeAndReload: DeepWalk {
        func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> [String] {
            let described = form.describe()
            let again = try ModelForm(description: described)
            return [
                described.jsonString(pretty: true), again.text(for: deepest),
                String(again.describe() == described),
            ]
        }
    }

    @Test(arguments: DeepSource.allCases)
    func aFormAtTheLimitIsDescribedAndLoadedBack(_ source: DeepSource) throws {
        let (json, text, stable) = try #require(try DescribeAndReload().runAtTheLimit(source).splat)
        #expect(json.components(separatedBy: "\"type\": \"subform\"").count - 1 == Self.limit - 1)
        #expect(text == "deep")
        #expect(stable == "true")
    }

    /// The committed model's JSON nests one object per subform.
    @Test func theModelOfADescriptionAtTheLimitIsWrittenAsJSON() throws {
        let json = try SmallStack.run { () throws -> String in
            let form = try ModelForm(descriptionJSON: DeepForms.description(depth: Self.limit))
            return try form.commit().json.jsonString(pretty: false)
        }
        #expect(json.components(separatedBy: #""s":{"#).count - 1 == Self.limit - 1)
        #expect(json.contains(#""value":"deep","choice":"a","tags":[]}"#))
    }

    @Test func conditionsReachTheDeepestField() throws {
        let deepest = DeepForms.deepestKey(depth: Self.limit)
        let states = try SmallStack.run { () throws -> [Bool] in
            let form = try ModelForm(descriptionJSON: DeepForms.description(depth: Self.limit))
            var states = [form.isHidden(deepest), form.isDisabled("echo")]
            try form.setValue(true, for: "flag")
            try form.setValue(false, for: "flag")
            try form.setText("lock", for: deepest)
            states += [form.isDisabled("echo")]
            try form.setValue(true, for: "flag")
            states += [form.isHidden(deepest)]
            return states
        }
        #expect(states == [false, false, true, true])
    }

    @Test func aPredicateNestedToTheLimitEvaluates() throws {
        let results = try SmallStack.run { () throws -> [Bool] in
            let parentheses =
                String(repeating: "(", count: Self.limit) + "$a" + String(repeating: ")", count: Self.limit)
            let nots = String(repeating: "NOT ", count: Self.limit) + "$a"
            return [
                try ConditionExpression(parentheses).evaluate(["a": true]),
                try ConditionExpression(nots).evaluate(["a": true]),
            ]
        }
        #expect(results == [true, true])
    }

    // MARK: - One past the limit

    /// A description one level deeper, and the 149 levels of the issue: refused, naming the
    /// limit, on the small stack.
    @Test(arguments: [FormLimits.maximumDepth + 1, 149])
    func aDescriptionDeeperThanTheLimitIsRefused(depth: Int) throws {
        let json = DeepForms.description(depth: depth)
        let problems = try SmallStack.run { () -> [String] in
            do throws(FormDefinitionError) {
                _ = try ModelForm(descriptionJSON: json)
                return []
            } catch {
                return error.problems.map { "\($0.key ?? ""): \($0.message)" }
            }
        }
        let subform = Array(repeating: "s", count: Self.limit).joined(separator: ".")
        #expect(
            problems.first == "\(subform): subforms are nested more than 64 levels deep; "
                + "fields may be at most 64 levels deep (FormLimits.maximumDepth)")
        // The fields below the limit are never loaded, so the condition naming the deepest
        // one names no field; nothing else is wrong.
        #expect(problems.dropFirst().map { $0.hasPrefix("echo: disabled condition: unknown field '$s.s.s") } == [true])
    }

    @Test func aKeyWithMoreNamesThanTheLimitIsRefused() throws {
        let key = Array(repeating: "k", count: Self.limit + 1).joined(separator: ".")
        let error = #expect(throws: FormDefinitionError.self) {
            try ModelForm(descriptionJSON: #"{"fields": [{"key": "\#(key)", "type": "text"}]}"#)
        }
        #expect(
            error?.problems.map(\.message) == ["the key has 65 names; a key has at most 64 (FormLimits.maximumDepth)"])
        let atTheLimit = Array(repeating: "k", count: Self.limit).joined(separator: ".")
        #expect(throws: Never.self) {
            try ModelForm(descriptionJSON: #"{"fields": [{"key": "\#(atTheLimit)", "type": "text"}]}"#)
        }
    }

    /// Items of items of items…: refused at the first, without reading deeper.
    @Test func nestedCollectionItemsAreRefusedWithoutRecursion() throws {
        var item = #"{"type": "text"}"#
        for _ in 0..<240 { item = #"{"type": "collection", "item": \#(item)}"# }
        let json = #"{"fields": [{"key": "list", "type": "collection", "item": \#(item)}]}"#
        let problems = try SmallStack.run { () -> [String] in
            do throws(FormDefinitionError) {
                _ = try ModelForm(descriptionJSON: json)
                return []
            } catch {
                return error.problems.map(\.message)
            }
        }
        #expect(problems == ["item: a collection's items must be values, not collection"])
    }

    @Test func aPredicateNestedPastTheLimitIsRefused() throws {
        let parentheses =
            String(repeating: "(", count: Self.limit + 1) + "$a" + String(repeating: ")", count: Self.limit + 1)
        let nots = String(repeating: "NOT ", count: Self.limit + 1) + "$a"
        let messages = try SmallStack.run { () -> [String] in
            [parentheses, nots].map { (source: String) -> String in
                do throws(FormDefinitionError) {
                    _ = try ConditionExpression(source)
                    return "accepted"
                } catch {
                    return error.description
                }
            }
        }
        #expect(messages.allSatisfy { $0.contains("64") }, "\(messages)")
    }

    /// A Swift model one level deeper stops at the limit with a diagnostic, as before; its
    /// form walks like the one at the limit.
    @Test func aSwiftModelPastTheLimitStopsThereWithADiagnostic() throws {
        let (diagnostics, deepest) = try SmallStack.run { () throws -> ([String], Int) in
            let form = try ModelForm(ModelPastTheLimit())
            _ = try form.commit()
            _ = form.describe()
            return (
                form.diagnostics.map { "\($0.key.split(separator: ".").count): \($0.reason)" },
                form.allFields.map { $0.key.split(separator: ".").count }.max() ?? 0
            )
        }
        #expect(diagnostics == ["64: nested more than 64 levels deep"])
        #expect(deepest == Self.limit)
    }

    /// A hand-built model's key with more names than the limit: its JSON nests 64 objects,
    /// the rest of the key one member's name.
    @Test func aDynamicModelsJSONNestsAtMostToTheLimit() throws {
        let names = (1...10_000).map { "n\($0)" }
        let json = try SmallStack.run { () -> String in
            var model = DynamicModel()
            model[names.joined(separator: ".")] = .int(1)
            return model.json.jsonString(pretty: false)
        }
        let last = names[(Self.limit - 1)...].joined(separator: ".")
        #expect(json.hasPrefix(#"{"n1":{"n2":{"#))
        #expect(json.hasSuffix(#"{"\#(last)":1}"# + String(repeating: "}", count: Self.limit - 1)))
        #expect(json.components(separatedBy: "{").count - 1 == Self.limit)
    }
}

extension Array where Element == String {
    /// The three strings of a walk's result.
    var splat: (String, String, String)? {
        count == 3 ? (self[0], self[1], self[2]) : nil
    }
}
