import Formulate
import FormulateTerminal
import Testing

private struct Memo: Equatable, DefaultConstructible {
    var text = ""
    var labels: [String] = []
}

private struct Box: Equatable, DefaultConstructible {
    var name = ""
    var tags: [String] = []
    var memos: [Memo] = []
}

private struct Shelf: Equatable, DefaultConstructible, FormCustomizing {
    static var inputFields: FormInput { .all }
    var boxes: [Box] = [Box(name: "Inbox", tags: ["a", "b"], memos: [Memo(text: "one")])]
}

/// The terminal editor drills into an item and edits the lists and items inside it
/// (`boxes.0.tags`, `boxes.0.memos.1.labels`) with the commands of top-level ones.
@Suite("Terminal editor: collections inside items")
struct ItemDepthPromptTests {
    @Test func listsAndItemsInsideAnItemTakeAddMoveRemoveAndEdit() throws {
        let form = try ModelForm(Shelf())
        let answers = [
            "edit 1", "", // Inbox: name kept
            "add c", "move 3 1", "remove 2", "edit 2", "B", "", // tags: c, B
            "add", "two", "add y", "add z", "move 2 1", "", // a new memo and its labels
            "move 2 1", "remove 2", "", // the new memo first, "one" removed
            "", // boxes: done
            "y",
        ]
        let (outcome, output) = run(form, answers)
        let saved = try #require(outcome.saved, "\(outcome.name)\n\(output)")
        #expect(saved.boxes == [Box(name: "Inbox", tags: ["c", "B"], memos: [Memo(text: "two", labels: ["z", "y"])])])
        #expect(output.contains("Tags: 3 items\n"))
        #expect(output.contains("Boxes › Inbox (boxes.0)") || output.contains("Boxes › Box 1 (boxes.0)"))
        #expect(output.contains("Memos › Memo 2 (boxes.0.memos.1)"))
    }

    @Test func aWrongItemNumberInsideAnItemIsRefusedAndChangesNothing() throws {
        let form = try ModelForm(Shelf())
        let answers = ["edit 1", "", "remove 7", "move 1 9", "", "remove 3", "", "", "y"]
        let (outcome, output) = run(form, answers)
        guard case .unchanged = outcome else {
            Issue.record("expected unchanged, got \(outcome.name)\n\(output)")
            return
        }
        #expect(output.contains("Tags has no item 7: it has 2 items, 1 to 2; add adds item 3"))
        #expect(output.contains("there is no memo 3: the only memo is 1"))
    }
}
