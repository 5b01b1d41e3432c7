import Foundation
import Testing

@testable import Formulate

/// Four levels of collections of subforms, each item holding the next list.
struct Level3: Equatable, DefaultConstructible { var leaf = "" }
struct Level2: Equatable, DefaultConstructible { var name = ""; var children: [Level3] = [Level3(leaf: "z")] }
struct Level1: Equatable, DefaultConstructible { var name = ""; var children: [Level2] = [Level2()] }

/// The model hostile keys and edits of collections, dictionaries and nesting are tried on.
struct ShapeModel: Equatable, DefaultConstructible, FormCustomizing {
    var servers: [Server] = [Server(name: "a", host: "a.example"), Server(name: "b", host: "b.example")]
    var mirrors: [MirrorSite] = [MirrorSite(url: "https://m.example", aliases: [Alias(name: "x")])]
    var tree: [Level1] = [Level1()]
    var environment: [String: String] = ["A": "1"]
    var limits: [String: Int] = ["cpu": 2]
    var tags: [String] = ["t"]
    static var inputFields: FormInput { .all }
}

/// One hostile input: a key and the edit that carries it.
struct HostileShape: Sendable, CustomTestStringConvertible {
    enum Edit: Sendable {
        case text, formValue, typed, input, remove, insert, move, rename, add
    }
    var key: String
    var edit: Edit
    var group: String

    var testDescription: String {
        let shown =
            key.count > 40
            ? String(key.prefix(40)).debugDescription + "…(\(key.utf8.count) bytes)" : key.debugDescription
        return "\(group): \(edit) \(shown)"
    }
}

/// Item indexes, dictionary keys and nesting that every edit must refuse (issue 15 item 6).
enum HostileShapeCorpus {
    static let megabyte = 1 << 20
    /// Written by no renderer: signs, leading zeros, exponents, other digits, spaces, huge
    /// numbers, gaps past the end.
    static let badIndexes = [
        "-1", "00", "01", "1e3", "1E3", "+1", " 1", "1 ", "x", "", "0x1", "１", "١", "1.0", "9223372036854775808",
        "99999999999999999999", "18446744073709551616", "5", "3", String(repeating: "9", count: 10_000),
    ]
    static let itemEdits: [HostileShape.Edit] = [.text, .formValue, .typed, .input, .remove, .insert, .move]

    static var itemIndexes: [HostileShape] {
        badIndexes.flatMap { index in
            [
                "servers.\(index).host", "mirrors.0.aliases.\(index).name", "tree.0.children.0.children.\(index).leaf",
                "tree.\(index).children.0.name",
            ].flatMap { key in
                itemEdits.map { HostileShape(key: key, edit: $0, group: "item index") }
            }
        }
    }

    /// Keys of entries that cannot be keys: empty, control characters, NUL, bidirectional
    /// controls, past 256 characters.
    static let badEntryKeys = [
        "", "a\u{0}b", "\u{0}", "a\nb", "\t", "\u{7F}", "\u{202E}gpj.exe", "a\u{2066}b", "\u{200F}", "\u{061C}x",
        String(repeating: "k", count: 257), String(repeating: "k", count: 10_000), String(repeating: "é", count: 300),
    ]

    static var entryKeys: [HostileShape] {
        badEntryKeys.flatMap { entry in
            [HostileShape.Edit.text, .formValue, .typed, .input, .add, .remove].flatMap { edit in
                ["environment.", "limits."].map { HostileShape(key: $0 + entry, edit: edit, group: "entry key") }
            } + [HostileShape(key: entry, edit: .rename, group: "entry rename")]
        }
    }

    /// Keys that are no field, or name an item where a field is needed, or go past the
    /// depth limit.
    static var shapes: [HostileShape] {
        let deep = "tree." + Array(repeating: "0.children", count: 200).joined(separator: ".") + ".leaf"
        let dots = "servers." + String(repeating: ".", count: megabyte)
        let keys = [
            "servers.0", "servers.0.", "servers..host", "servers.0.nope", "servers.0.host.x", "servers[].host",
            "servers[0].host", "tags.0.x", "mirrors.0.credentials.nope", "mirrors.0.aliases.0", deep, dots,
            "tree.0.children.0.children.0.leaf.0",
        ]
        return keys.flatMap { key in
            [HostileShape.Edit.text, .typed, .input].map { HostileShape(key: key, edit: $0, group: "shape") }
        }
    }

    /// Keys of a new item (the index is the count) whose edit is refused: the item must
    /// not be added (a fuzzing finding: `servers.1.aliases=…` added an empty server).
    static var newItems: [HostileShape] {
        [
            "servers.2.port", "servers.2.aliases", "mirrors.1.aliases", "mirrors.0.aliases.1.nope", "tree.1.children",
            "tree.0.children.1.children",
        ].flatMap { key in
            [HostileShape.Edit.text, .formValue, .input].map { HostileShape(key: key, edit: $0, group: "new item") }
        }
    }

    static var all: [HostileShape] { itemIndexes + entryKeys + shapes + newItems }

    /// Edit texts that do not parse, or parse and are refused when applied.
    static let editTexts = [
        "", " ", "add", "add ", "add  servers", "drop servers", "ADD servers", "add servers extra", "insert servers.5",
        "insert servers.-1", "insert servers.00", "remove servers.2", "remove servers.1e3", "remove servers.-1",
        "move servers.0", "move servers.0 -1", "move servers.0 2", "move servers.0 01", "move servers.0 1e3",
        "move servers.0 99999999999999999999", "move servers.9 0", "move environment.A 0", "insert environment.A",
        "rename environment.A", "rename environment.A B C", "rename environment.A ", "rename environment.Q R",
        "rename environment.A \u{202E}B", "rename servers.0 x", "add environment.A", "add environment.", "add tags.0",
        "remove environment.", "remove environment.\u{0}", "add\u{0}servers", "add servers\u{0}", "remove servers",
        "add " + String(repeating: "s", count: megabyte), "move servers.0 " + String(repeating: "9", count: megabyte),
        "add tree.0.children.0.children.0.leaf", "remove tree.0.children.5", "move tree.0.children.0 1",
    ]
}

@Suite("Hostile collection keys, entry keys and edits")
struct HostileShapeTests {
    @Test func theCorpusHoldsEachGroup() {
        #expect(HostileShapeCorpus.all.count == 560 + 169 + 39 + 18)
        #expect(HostileShapeCorpus.editTexts.count == 42)
    }

    /// Each input is refused with errors that name a key, in a short message; the draft,
    /// the items and the model are as they were, and the form still commits the model.
    @Test(arguments: HostileShapeCorpus.all)
    func isRefusedAndChangesNothing(_ hostile: HostileShape) throws {
        let form = try ModelForm(ShapeModel())
        let draft = form.values(includingHidden: true)
        let errors = HostileInputTests.errors { try Self.apply(hostile, to: form) }
        let error = try #require(errors.first, "accepted: \(hostile.testDescription)")
        #expect(errors.count == 1)
        #expect(!error.key.isEmpty || hostile.edit == .rename)
        #expect(
            error.key.utf8.count <= max(400, hostile.key.utf8.count),
            "the key is not amplified: \(error.key.utf8.count) bytes")
        #expect(!error.message.isEmpty && error.message.count < 400, "the message quotes at most a little of the input")
        #expect(form.values(includingHidden: true) == draft, "the draft is unchanged")
        #expect(form.itemCount(for: "servers") == 2 && form.items(in: "environment").count == 1)
        #expect(form.model == ShapeModel(), "the model is unchanged")
        #expect(try form.commit() == ShapeModel())
    }

    static func apply(_ hostile: HostileShape, to form: ModelForm<ShapeModel>) throws {
        let key = hostile.key
        switch hostile.edit {
        case .text: try form.setText("x", for: key)
        case .formValue: try form.setFormValue(.string("x"), for: key)
        case .typed: try form.setValue("x", for: key)
        case .input: try form.applyInput([key: "x"])
        case .remove: try form.applyInput(.remove(key))
        case .insert: try form.applyInput(.insert(key))
        case .move: try form.applyInput(.move(key, to: 0))
        case .add: try form.applyInput(.add(key))
        case .rename: try form.applyInput(.rename("environment.A", to: key))
        }
    }

    /// Each edit text is refused, when read or when applied, and changes nothing.
    @Test(arguments: HostileShapeCorpus.editTexts)
    func editTextsAreRefused(_ text: String) throws {
        let form = try ModelForm(ShapeModel())
        let draft = form.values(includingHidden: true)
        let errors = HostileInputTests.errors { try form.applyInput(try CollectionEdit(parsing: text)) }
        let error = try #require(errors.first, "accepted: \(text.prefix(60).debugDescription)")
        #expect(errors.count == 1)
        #expect(error.message.count < 400 && error.key.utf8.count <= max(400, text.utf8.count))
        #expect(form.values(includingHidden: true) == draft)
        #expect(form.model == ShapeModel())
    }

    /// Dots and brackets are part of an entry's key: `environment.JAVA.OPTS` adds that one
    /// entry, and it commits exactly.
    @Test(arguments: ["a.b", "a[0]", "[", "a..b", ".", "servers.0.host", String(repeating: "é", count: 256)])
    func dotsAndBracketsArePartOfTheEntryKey(_ entry: String) throws {
        let form = try ModelForm(ShapeModel())
        try form.applyInput(["environment.\(entry)": "v"])
        #expect(form.items(in: "environment").map(\.title) == ["A", entry].sorted())
        #expect(try form.commit().environment == ["A": "1", entry: "v"])
    }

    /// Routing a key to its collection looks at no more than the depth limit's worth of
    /// its components, however many dots it has: the work of 10,000 dots and of 20,000 is
    /// the same, and a long entry key is refused after one pass over its first 257 scalars.
    @Test func routingAKeyIsBoundedByTheDepthLimit() throws {
        let form = try ModelForm(ShapeModel())
        var counts: [Int] = []
        for dots in [10_000, 20_000] {
            let key = "nothing" + String(repeating: ".x", count: dots)
            let work = WorkMeter.measure { _ = try? form.setText("x", for: key) }
            counts.append(work[.keyLookup])
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] <= 2 * ModelInspector<ShapeModel>.maximumDepth)
        let deep = WorkMeter.measure { _ = try? form.setText("x", for: "tree.0.children.0.children.0.leaf") }
        #expect(deep[.keyLookup] > 0, "the meter sees routing")
    }
}
