import Foundation
import Testing

@testable import Formulate

// Many distinct model types: a generic model is a new type for each tag.
enum TagA {}
enum TagB {}
enum TagC {}
enum TagD {}
enum TagE {}
enum TagF {}
enum TagG {}
enum TagH {}

struct Tagged<Tag>: Equatable {
    var name = ""
    var email = ""
    var count = 0
    var ratio = 0.5
    var theme = Shade.red
    var days: Set<Shade> = []
    var tags: [String] = []
    var nested = Inner()
    struct Inner: Equatable {
        var enabled = true
        var level: UInt8 = 1
    }
}

/// An actor that owns its forms: a `ModelForm` is not `Sendable`, so it stays where it was made.
actor FormOwner {
    private var form: ModelForm<Tagged<TagA>>?
    func edit(_ count: Int) throws -> Tagged<TagA> {
        let form = try self.form ?? ModelForm(Tagged<TagA>())
        self.form = form
        try form.setText(String(count), for: "count")
        return try form.commit()
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    /// One task's work: build a form of some model type, edit, commit, check.
    static func work<Model: Equatable>(_ model: Model, seed: Int) throws -> Bool {
        let form = try ModelForm(model)
        if form.field("count") != nil {
            try form.setText(String(seed), for: "count")
        }
        if form.field("nested.level") != nil {
            try form.setText("name \(seed)", for: "name")
            try form.setText("Green", for: "theme")
            try form.insertItem(text: "tag \(seed)", in: "tags")
            try form.setValue(UInt8(seed % 200), for: "nested.level")
        }
        _ = form.describe()
        _ = form.validate()
        _ = try form.commit()
        return form.value(for: "count").map { $0 == .int(seed) } ?? true
    }

    static func run(_ index: Int) throws -> Bool {
        switch index % 12 {
        case 0: return try work(Tagged<TagA>(), seed: index)
        case 1: return try work(Tagged<TagB>(), seed: index)
        case 2: return try work(Tagged<TagC>(), seed: index)
        case 3: return try work(Tagged<TagD>(), seed: index)
        case 4: return try work(Tagged<TagE>(), seed: index)
        case 5: return try work(Tagged<TagF>(), seed: index)
        case 6: return try work(Tagged<TagG>(), seed: index)
        case 7: return try work(Tagged<TagH>(), seed: index)
        case 8: return try work(HostileModel(), seed: index)
        case 9: return try work(Gate(), seed: index)
        case 10:
            let ledger = Ledger()
            let form = try ModelForm(ledger)
            try form.setText(String(index), for: "entries")
            try form.commit()
            return ledger.entries == index
        default:
            // Forgetting a schema while other tasks use it: they keep theirs, the next form rebuilds it.
            FormConfiguration.removeCachedSchema(for: Tagged<TagA>.self)
            _ = FormConfiguration.shared.titles
            _ = FormError.localizer
            return try work(Tagged<TagA>(), seed: index)
        }
    }

    /// Forms for many model types built, edited and committed from many tasks at once,
    /// sharing the schema cache. CI runs this suite under ThreadSanitizer
    /// (`swift test --sanitize=thread --filter Concurrency`), which must report nothing.
    @Test func formsOfManyTypesFromManyTasksShareTheSchemaCache() async throws {
        FormConfiguration.removeCachedSchemas()
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<384 {
                group.addTask { try Self.run(index) }
            }
            var results: [Bool] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 384)
        #expect(results.allSatisfy { $0 })
        #expect(
            try ModelForm(Tagged<TagB>()).fields.map(\.key) == [
                "name", "email", "count", "ratio", "theme", "days", "tags", "nested",
            ])
    }

    /// Dynamic forms and condition parsing from many tasks.
    @Test func dynamicFormsAndConditionsFromManyTasks() async throws {
        let description =
            #"{"fields": [{"key": "age", "type": "integer", "min": 0}, {"key": "name", "type": "text", "hidden": "$age < 18"}]}"#
        let count = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let form = try ModelForm(descriptionJSON: description)
                    try form.setText(String(index), for: "age")
                    let condition = try ConditionExpression("$age >= 18 AND $name != ''")
                    _ = condition.evaluate(["age": .int(index), "name": "x"])
                    return form.isHidden("name") ? 0 : 1
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(count == 64 - 18)
    }

    /// A form confined to an actor is used from many tasks through it.
    @Test func aFormConfinedToAnActor() async throws {
        let owner = FormOwner()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<32 { group.addTask { _ = try await owner.edit(index) } }
            try await group.waitForAll()
        }
        #expect((0..<32).contains(try await owner.edit(7).count))
    }

    /// `FormConfiguration.shared` is a `Locked` configuration whose in-place changes hold the
    /// lock from read to write. The test changes its own copy: changing `shared` would reach
    /// the suites running beside it.
    @Test func compoundChangesOfASharedConfigurationFromManyTasksLoseNothing() async {
        let configuration = Locked(FormConfiguration())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for _ in 0..<500 {
                        configuration.guarded.limits.maximumSuggestions += 1
                        configuration.guarded.titles.acronyms.append("A\(index)")
                    }
                }
            }
        }
        #expect(configuration.guarded.limits.maximumSuggestions == 5 + 8 * 500)
        #expect(configuration.guarded.titles.acronyms.count == FormConfiguration().titles.acronyms.count + 8 * 500)
    }

    /// The values a form hands out are `Sendable`, so they can leave the task that owns it.
    @Test func valuesAFormHandsOutAreSendable() throws {
        func sendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(
            sendable(Field.self) && sendable(FormValue.self) && sendable(FormError.self) && sendable(FormErrors.self))
        #expect(
            sendable(FieldOption.self) && sendable(FormSection.self) && sendable(FormDiagnostic.self)
                && sendable(FieldKind.self))
        #expect(
            sendable(FieldChange.self) && sendable(ConditionExpression.self)
                && sendable(FormDefinitionError.Problem.self))
        #expect(sendable(ValidationRule.self) && sendable(FormDefinitionError.self) && sendable(DynamicModel.self))
        #expect(
            sendable(FieldSettings.self) && sendable(FormConfiguration.self) && sendable(FormCondition.self)
                && sendable(TextTraits.self))
    }
}

// MARK: - Structure: deep nesting and cycles

/// A 50-level nested model, built from a generic level type.
struct Leaf: Equatable { var value = 0 }
struct Level<Inner: Equatable>: Equatable { var depth = 0; var inner: Inner }

typealias L5<T: Equatable> = Level<Level<Level<Level<Level<T>>>>>
typealias Deep50 = L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<Leaf>>>>>>>>>>

extension Level: DefaultConstructible where Inner: DefaultConstructible {
    init() { self.init(inner: Inner()) }
}
extension Leaf: DefaultConstructible {}

/// Classes that refer to each other: A -> B -> A.
final class NodeA: FormKeyPathProviding {
    var name = "a"
    var next: NodeB?
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("name", \NodeA.name), FormKeyPath("next", \NodeA.next)] }
}

final class NodeB: FormKeyPathProviding {
    var label = "b"
    var back: NodeA?
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("label", \NodeB.label), FormKeyPath("back", \NodeB.back)] }
}

/// A struct that holds itself through an array and an optional box.
struct Tree: Equatable {
    var title = ""
    var children: [Tree] = []
}

/// 70 levels: beyond the inspector's depth limit.
typealias Deep70 = L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<L5<Leaf>>>>>>>>>>>>>>

@Suite("Deep and cyclic models")
struct StructureTests {
    @Test func aFiftyLevelNestedModelWorks() throws {
        let form = try ModelForm(Deep50())
        let deepest = Array(repeating: "inner", count: 50).joined(separator: ".") + ".value"
        #expect(form.field(deepest)?.kind == .integer)
        #expect(form.allFields.count == 50 * 2 + 1)
        try form.setText("42", for: deepest)
        let middle = Array(repeating: "inner", count: 25).joined(separator: ".") + ".depth"
        try form.setText("25", for: middle)
        let saved = try form.commit()
        #expect(try ModelForm(saved).value(for: deepest) == .int(42))
        #expect(try ModelForm(saved).value(for: middle) == .int(25))
        #expect(form.diagnostics.isEmpty)
    }

    @Test func nestingBeyondTheLimitStopsWithADiagnostic() throws {
        let form = try ModelForm(Deep70())
        let diagnostic = try #require(form.diagnostics.first)
        #expect(diagnostic.reason == "nested more than \(ModelInspector<Deep70>.maximumDepth) levels deep")
        #expect(diagnostic.key.split(separator: ".").count == ModelInspector<Deep70>.maximumDepth)
        try form.setText("1", for: "depth")
        #expect(try form.commit().depth == 1)
    }

    @Test func cyclicClassTypesTerminateWithADiagnostic() throws {
        let a = NodeA()
        let b = NodeB()
        a.next = b
        b.back = a // an object cycle too
        let form = try ModelForm(a)
        #expect(form.allFields.map(\.key) == ["name", "next", "next.label"])
        // The cycle, and the hint that a nil `next` could not be created (NodeB has no init()).
        #expect(form.diagnostics.map(\.key) == ["next.back", "next"])
        #expect(form.diagnostics.first?.reason.contains("contains itself") == true)
        #expect(form.diagnostics.last?.reason.contains("DefaultConstructible") == true)
        try form.setText("B", for: "next.label")
        try form.commit()
        #expect(b.label == "B")
        #expect(a.next?.back === a)
    }

    @Test func selfReferentialStructsTerminate() throws {
        let form = try ModelForm(Tree(title: "root", children: [Tree(title: "leaf")]))
        #expect(form.field("title")?.kind == .text)
        #expect(form.field("children") == nil || form.field("children")?.kind != .subform)
    }
}
