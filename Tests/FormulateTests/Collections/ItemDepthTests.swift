import Testing

@testable import Formulate

/// Lists inside items and items inside items (`folders.0.tags`, `folders.0.notes.1.labels`):
/// every collection operation that works at the top level works there, and errors name the
/// whole key.
@Suite("Collections inside items")
struct ItemDepthTests {
    private func library() -> Library {
        Library(folders: [
            Folder(
                name: "Inbox", tags: ["a", "b"], sizes: [1, 2],
                notes: [Note(text: "first", stars: 1, labels: ["x"]), Note(text: "second", stars: 2, labels: [])])
        ])
    }

    @Test func aListOfTextInsideAnItemTakesEveryListOperation() throws {
        let form = try ModelForm(library())
        #expect(form.itemCount(for: "folders.0.tags") == 2)
        try form.insertItem(text: "c", in: "folders.0.tags")
        try form.insertItem(text: "first", at: 0, in: "folders.0.tags")
        #expect(form.itemCount(for: "folders.0.tags") == 4)
        try form.moveItem(from: 3, to: 1, in: "folders.0.tags")
        try form.removeItem(at: 2, in: "folders.0.tags")
        try form.setItemText("B", at: 2, in: "folders.0.tags")
        #expect(form.value(for: "folders.0.tags") == .array(["first", "c", "B"]))
        try form.setItems(texts: ["1", "", "3"], for: "folders.0.sizes")
        #expect(form.itemCount(for: "folders.0.sizes") == 2)
        let saved = try form.commit()
        #expect(saved.folders[0].tags == ["first", "c", "B"])
        #expect(saved.folders[0].sizes == [1, 3])
        #expect(saved.folders[0].notes == library().folders[0].notes)
    }

    @Test func collectionEditsRemoveAndMoveItemsOfAListInsideAnItem() throws {
        let form = try ModelForm(library())
        try form.apply(.move("folders.0.tags.1", to: 0))
        #expect(form.value(for: "folders.0.tags") == .array(["b", "a"]))
        try form.apply(CollectionEdit(parsing: "remove folders.0.tags.0"))
        #expect(form.value(for: "folders.0.tags") == .array(["a"]))
        try form.applyInput(.remove("folders.0.notes.0.labels.0"))
        #expect(
            try form.commit().folders[0]
                == Folder(
                    name: "Inbox", tags: ["a"], sizes: [1, 2],
                    notes: [
                        Note(text: "first", stars: 1, labels: []), Note(text: "second", stars: 2, labels: []),
                    ]))
    }

    @Test func aTopLevelListTakesRemoveAndMoveEditsToo() throws {
        struct Tags: DefaultConstructible { var tags: [String] = ["a", "b", "c"] }
        let form = try ModelForm(Tags())
        try form.apply(.move("tags.2", to: 0))
        try form.apply(.remove("tags.1"))
        #expect(try form.commit().tags == ["c", "b"])
        let error = #expect(throws: FormError.self) { try form.apply(.insert("tags.0")) }
        #expect(error?.key == "tags.0")
        #expect(error?.message.contains("insertItem(text:") == true)
    }

    @Test func inputFromOutsideMayRemoveListItemsOnlyOfAnInputField() throws {
        struct Profile: DefaultConstructible, FormCustomizing {
            var name = ""
            var tags: [String] = ["a"]
            static var inputFields: FormInput { .only(["name"]) }
        }
        let form = try ModelForm(Profile())
        let error = #expect(throws: FormError.self) { try form.applyInput(.remove("tags.0")) }
        #expect(error?.reason == .notInput)
        #expect(form.itemCount(for: "tags") == 1)
    }

    @Test func itemsInsideItemsTakeEveryOperation() throws {
        let form = try ModelForm(library())
        #expect(form.itemCount(for: "folders.0.notes") == 2)
        try form.insertItem(Note(text: "third", stars: 3, labels: ["z"]), in: "folders.0.notes")
        try form.apply(.insert("folders.0.notes.0"))
        #expect(form.itemCount(for: "folders.0.notes") == 4)
        try form.moveItem(from: 3, to: 1, in: "folders.0.notes")
        try form.removeItem(at: 2, in: "folders.0.notes")
        try form.insertItem(text: "y", in: "folders.0.notes.1.labels")
        #expect(form.itemCount(for: "folders.0.notes.1.labels") == 2)
        try form.setText("new", for: "folders.0.notes.0.text")
        #expect(form.items(in: "folders.0.notes").map(\.key) == (0..<3).map { "folders.0.notes.\($0)" })
        #expect(
            try form.commit().folders[0].notes == [
                Note(text: "new", stars: 0, labels: []), Note(text: "third", stars: 3, labels: ["z", "y"]),
                Note(text: "second", stars: 2, labels: []),
            ])
    }

    @Test func errorsInsideItemsNameTheWholeKey() throws {
        let form = try ModelForm(library())
        let removal = #expect(throws: FormError.self) { try form.removeItem(at: 5, in: "folders.0.tags") }
        #expect(removal?.key == "folders.0.tags")
        #expect(removal?.reason == .indexOutOfRange)
        let parse = #expect(throws: FormError.self) { try form.insertItem(text: "many", in: "folders.0.sizes") }
        #expect(parse?.key == "folders.0.sizes")
        #expect(form.itemCount(for: "folders.0.sizes") == 2)
        let deep = #expect(throws: FormError.self) { try form.moveItem(from: 0, to: 4, in: "folders.0.notes.0.labels") }
        #expect(deep?.key == "folders.0.notes.0.labels")
        let move = #expect(throws: FormError.self) { try form.apply(.move("folders.0.tags.0", to: 9)) }
        #expect(move?.key == "folders.0.tags.0")
        let unknown = #expect(throws: FormError.self) { try form.insertItem(text: "a", in: "folders.0.tagz") }
        #expect(unknown?.key == "folders.0.tagz")
        #expect(unknown?.message.contains("tags") == true)
        let star = #expect(throws: FormErrors.self) {
            try form.setText("11", for: "folders.0.notes.1.stars")
            _ = try form.commit()
        }
        #expect(star?.errors.map(\.key) == ["folders.0.notes.1.stars"])
    }

    @Test func aRejectedListInsideAnItemKeepsItsTexts() throws {
        let form = try ModelForm(library())
        #expect(throws: FormError.self) { try form.setItems(texts: ["1", "two"], for: "folders.0.sizes") }
        #expect(form.rejectedItemTexts(for: "folders.0.sizes") == ["1", "two"])
        #expect(form.errors(for: "folders.0.sizes").map(\.key) == ["folders.0.sizes"])
    }
}

/// Setting a key inside items that do not exist yet (`teams.0.players.0.age` on an empty
/// form) adds an item at each level whose index is the count, all or nothing.
@Suite("Nested implicit adds")
struct NestedImplicitAddTests {
    @Test func aKeyTwoLevelsDeepAddsAnItemAtEachLevel() throws {
        let form = try ModelForm(League())
        try form.setText("30", for: "teams.0.players.0.age")
        try form.setText("Ada", for: "teams.0.players.0.name")
        try form.setText("Bob", for: "teams.0.players.1.name")
        try form.setText("Reds", for: "teams.1.title")
        try form.setText("Cy", for: "teams.1.players.0.name")
        #expect(form.itemCount(for: "teams") == 2)
        #expect(form.itemCount(for: "teams.0.players") == 2)
        #expect(
            try form.commit().teams == [
                Team(title: "", players: [Player(name: "Ada", age: 30), Player(name: "Bob", age: 0)]),
                Team(title: "Reds", players: [Player(name: "Cy", age: 0)]),
            ])
    }

    @Test func aRefusedValueAddsNothingAtAnyLevel() throws {
        let form = try ModelForm(League())
        let error = #expect(throws: FormError.self) { try form.setText("old", for: "teams.0.players.0.age") }
        #expect(error?.key == "teams.0.players.0.age")
        #expect(form.itemCount(for: "teams") == 0)
        let unknown = #expect(throws: FormError.self) { try form.setText("1", for: "teams.0.players.0.height") }
        #expect(unknown?.key == "teams.0.players.0.height")
        #expect(unknown?.reason == .unknownField)
        let gap = #expect(throws: FormError.self) { try form.setText("1", for: "teams.0.players.1.age") }
        #expect(gap?.key == "teams.0.players.1.age")
        #expect(gap?.reason == .indexOutOfRange)
        #expect(form.itemCount(for: "teams") == 0)
        #expect(form.isDirty == false)
        // One level exists: the inner refusal leaves it as it was.
        try form.setText("Reds", for: "teams.0.title")
        #expect(throws: FormError.self) { try form.setText("x", for: "teams.0.players.0.age") }
        #expect(form.itemCount(for: "teams.0.players") == 0)
        #expect(form.text(for: "teams.0.title") == "Reds")
    }

    @Test func inputFromOutsideAddsNestedItemsInNumericOrder() throws {
        let form = try ModelForm(League())
        var texts: [String: String] = [:]
        for index in 0..<11 { texts["teams.0.players.\(index).name"] = "p\(index)" }
        texts["teams.1.players.0.name"] = "q"
        try form.applyInput(texts)
        let saved = try form.commit()
        #expect(saved.teams.map { $0.players.map(\.name) } == [(0..<11).map { "p\($0)" }, ["q"]])
    }

    @Test func aRecursiveItemTypeIsRefusedWithADiagnostic() throws {
        struct Node: DefaultConstructible {
            var x = 0
            var next: [Node] = []
        }
        let form = try ModelForm(Node())
        #expect(form.field("next") == nil)
        #expect(form.diagnostics.contains { $0.key == "next" })
    }
}
