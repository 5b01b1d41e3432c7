import Formulate
import FormulateHTML
import Testing

private struct Peer: Equatable {
    var host: String
}

private struct Cluster: FormCustomizing {
    var peers = [Peer(host: "a.example")]
    var peersByName: [String: Peer] = ["a": Peer(host: "a.example")]
    static var inputFields: FormInput { .all }
}

@Suite("The page offers Add only where a new item can be made")
struct AddButtonTests {
    @Test func anItemTypeWithoutInitHasRemoveButtonsButNoAdd() throws {
        let html = HTMLRenderer().render(try ModelForm(Cluster()))
        #expect(html.contains("value=\"remove peers.0\""))
        #expect(!html.contains("value=\"add peers\""))
        #expect(html.contains("value=\"remove peersByName.a\""))
        #expect(!html.contains("formulate[new].peersByName"))
        #expect(!html.contains("value=\"add peersByName\""))
        // Enter in a field still submits with Save, not with the first Remove.
        #expect(html.contains("<button type=\"submit\" class=\"default\" hidden tabindex=\"-1\" aria-hidden=\"true\">"))
    }
}
