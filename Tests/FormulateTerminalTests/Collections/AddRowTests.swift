import Formulate
import FormulateTerminal
import Testing

/// An item type without `init()`: the list offers no row to add one.
private struct Peer: Equatable {
    var host: String
}

private struct Cluster: FormCustomizing {
    var peers = [Peer(host: "a.example"), Peer(host: "b.example")]
    static var inputFields: FormInput { .all }
}

@Suite("Full-screen editor: a list whose items cannot be made")
struct AddRowTests {
    @Test func theListHasNoAddRowAndKeepsItsItems() throws {
        let form = try ModelForm(Cluster())
        let editor = FullScreenEditor(form: form, title: "Cluster") { _ in }
        var state = editor.start(width: 80, height: 24)
        state = editor.update(state, .enter).state
        let lines = editor.render(state).lines
        #expect(lines[0].hasPrefix(" Cluster › Peers"))
        #expect(lines[1].contains("a.example"))
        #expect(lines[2].contains("b.example"))
        #expect(!lines.contains { $0.contains("Add Peer") })
        state = editor.update(state, .character("a")).state
        #expect(form.items(in: "peers").count == 2)
    }
}
